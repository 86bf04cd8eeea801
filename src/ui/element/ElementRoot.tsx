import {
  FluentProvider,
  IdPrefixProvider,
  PortalMountNodeProvider,
  RendererProvider,
} from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react'
import { getShadowDOMAPI } from 'tabster'
import { configure } from '../../core/config/runtimeConfig'
import { $locale, isLocale, setLocale } from '../../core/i18n/i18n'
import { shared } from '../../core/runtime'
import { $themeColor } from '../../core/theme/theme'
import { UiHost } from '../notify/UiHost'
import { createElementTheme, createHostSheet } from './createElementTheme'
import { ElementErrorBoundary } from './ElementErrorBoundary'
import { ElementIdContext, HostContext } from './HostContext'
import { adoptRoot, sharedRenderer } from './sharedRenderer'

// Fluent's focus engine is shadow-aware only if this is set before the first Fluent render on the page.
const tabsterWindow = window as unknown as { __tabsterShadowDOMAPI?: unknown }
tabsterWindow.__tabsterShadowDOMAPI ??= getShadowDOMAPI()

const counter = shared('ui.elementCounter', () => ({ next: 1 }))

/** Props every element root receives from the factory. */
export interface ElementRootProps {
  /** The element's open shadow root (r2wc's `container`). */
  container: ShadowRoot
  apiBase?: string | undefined
  locale?: string | undefined
  /** Extra `:host` rules of this element (display, sizing). */
  hostCss?: string | undefined
  children: ReactNode
}

/**
 * Everything an element's React tree needs inside its shadow root: the shared Griffel renderer, portals mounted in
 * the shadow root, the theme's variables on `:host`, a page-unique id prefix, the host for events, an error
 * boundary and a notification/confirm host. Attributes `api-base` and `locale` configure the page-wide runtime.
 *
 * @example
 * <ElementRoot container={shadowRoot}><LoginForm /></ElementRoot>
 */
export function ElementRoot({ container, apiBase, locale, hostCss, children }: ElementRootProps) {
  const host = container.host as HTMLElement
  const [elementId] = useState(() => `clinic-${counter.next++}-`)
  const themeColor = useStore($themeColor)
  useStore($locale)
  const theme = useMemo(() => createElementTheme(themeColor), [themeColor])
  const hostSheet = useMemo(() => createHostSheet(theme, hostCss, themeColor), [theme, hostCss, themeColor])

  useLayoutEffect(() => adoptRoot(container, [hostSheet]), [container, hostSheet])
  useLayoutEffect(() => {
    if (apiBase !== undefined) configure({ apiBase })
  }, [apiBase])
  useLayoutEffect(() => {
    if (isLocale(locale)) setLocale(locale, false)
  }, [locale])

  return (
    <RendererProvider renderer={sharedRenderer()} targetDocument={document}>
      <IdPrefixProvider value={elementId}>
        <PortalMountNodeProvider value={container as unknown as HTMLElement}>
          <FluentProvider theme={theme} targetDocument={document}>
            <HostContext.Provider value={host}>
              <ElementIdContext.Provider value={elementId}>
                <ElementErrorBoundary>{children}</ElementErrorBoundary>
                <UiHost />
              </ElementIdContext.Provider>
            </HostContext.Provider>
          </FluentProvider>
        </PortalMountNodeProvider>
      </IdPrefixProvider>
    </RendererProvider>
  )
}
