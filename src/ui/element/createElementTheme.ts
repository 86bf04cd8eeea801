import { createCSSRuleFromTheme, createLightTheme, type Theme } from '@fluentui/react-components'
import { brandRamp, readableOn } from '../../core/theme/theme'
import { hostLayoutCss } from './hostLayout'

/**
 * The Fluent theme for a primary colour.
 *
 * @example
 * const theme = createElementTheme('#409EFF')
 */
export function createElementTheme(primary: string): Theme {
  return createLightTheme(brandRamp(primary))
}

/**
 * The host sheet of an element: isolation from the page (`all: initial`), the theme's CSS variables on `:host`
 * (FluentProvider writes them to the document head, where they never reach a shadow tree), and the element's box
 * with its own host rules ({@link hostLayoutCss}), plus `--clinic-theme` (the primary colour itself) and
 * `--clinic-theme-on-dark` (it, readable on the dark sidebar). Never `contain`, `transform` or `filter` here: they
 * would trap dialogs inside the element's box.
 *
 * @example
 * root.adoptedStyleSheets = [createHostSheet(theme, ':host{min-height:320px}')]
 */
export function createHostSheet(theme: Theme, hostCss = '', primary = ''): CSSStyleSheet {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(
    [
      ':host{all:initial;font-family:var(--fontFamilyBase);color:var(--colorNeutralForeground1)}',
      // The raw theme colour, for surfaces that show it without text on it (the ramp's slot 80 is darkened for text).
      /^#[0-9a-f]{6}$/i.test(primary)
        ? `:host{--clinic-theme:${primary};--clinic-theme-on-dark:${readableOn(primary, '#304156')}}`
        : ':host{--clinic-theme:var(--colorBrandBackground);--clinic-theme-on-dark:var(--colorBrandForegroundInverted)}',
      createCSSRuleFromTheme(':host', theme),
      // A page's own rules that match the host element (`* { letter-spacing: … }`) beat :host and are inherited
      // inside; FluentProvider resets font and colour, so reset the other inherited text properties here.
      '.fui-FluentProvider{letter-spacing:normal;word-spacing:normal;text-transform:none;text-indent:0;text-align:start;' +
        'font-style:normal;font-variant:normal;white-space:normal;text-shadow:none;cursor:auto;visibility:visible;' +
        'text-decoration:none;font-kerning:auto;font-stretch:normal;tab-size:8;hyphens:manual;word-break:normal}',
      // After `all: initial`.
      hostLayoutCss(hostCss),
    ].join('\n'),
  )
  return sheet
}
