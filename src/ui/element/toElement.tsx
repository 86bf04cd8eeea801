import r2wc from '@r2wc/react-to-web-component'
import type { ComponentType } from 'react'
import type { MessageCatalog } from '../../core/i18n/catalog'
import { $locale, isLocale } from '../../core/i18n/i18n'
import { ElementRoot } from './ElementRoot'

/**
 * How an element's attribute or property reaches its component: `string` and `number` as r2wc converts them;
 * `boolean` where a bare attribute, `""` and `"true"` mean true and `"false"` false (r2wc alone reads a bare
 * attribute as undefined); `object` for arrays, objects and functions set as properties — passed through untouched,
 * never serialised into an attribute.
 */
export type PropKind = 'string' | 'number' | 'boolean' | 'object'

/** The props every element component may read besides its own. */
export interface ElementBaseProps {
  apiBase?: string
  locale?: string
}

/** Options of `toElement`. */
export interface ElementOptions<P> {
  props: { [K in keyof P]-?: PropKind }
  /** `:host` rules of this element, e.g. `:host{display:inline-block}`. */
  hostCss?: string
  /**
   * Called with the element once it is connected with its attributes, and again after they change (once per task),
   * before React renders it: work that must not wait for the first render (the picture viewer's image requests).
   */
  onAttributes?: (host: HTMLElement) => void
  /**
   * The message catalogues the component reads in its first render (`useMessages`): loaded with the core's before it
   * renders, so that render never suspends (see `ElementRoot`).
   */
  messages?: readonly MessageCatalog[]
  /** Called when the element leaves the page (after React unmounted it): undoes what `onAttributes` started. */
  onDisconnected?: (host: HTMLElement) => void
}

type R2wcType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method'

function toBoolean(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'boolean') return value
  return String(value).toLowerCase() !== 'false'
}

/**
 * Turns an area component into a custom-element class: open shadow root, Fluent inside it (the recipe of
 * `ElementRoot`), kebab-case attributes for camelCase props, and two r2wc pitfalls fixed once — properties set
 * before the element upgraded are re-applied, and boolean attributes read the HTML way. Element files subclass
 * the result with a named, JSDoc-documented class and define it under a guard, so two bundles on a page never throw.
 *
 * @example
 * export class ClinicLoginElement extends toElement(LoginForm, { props: { redirect: 'string' } }) {}
 * if (!customElements.get('clinic-login')) customElements.define('clinic-login', ClinicLoginElement)
 */
export function toElement<P extends object>(
  Component: ComponentType<P & ElementBaseProps>,
  options: ElementOptions<P>,
): CustomElementConstructor {
  const kinds: Record<string, PropKind> = { apiBase: 'string', locale: 'string', ...(options.props as Record<string, PropKind>) }
  const booleans = Object.keys(kinds).filter((name) => kinds[name] === 'boolean')
  const r2wcProps: Record<string, R2wcType | 'object'> = {}
  for (const [name, kind] of Object.entries(kinds)) r2wcProps[name] = kind === 'boolean' ? 'string' : kind

  function Wrapped(raw: Record<string, unknown> & { container: ShadowRoot }) {
    const { container, ...rest } = raw
    const props = { ...rest } as Record<string, unknown>
    for (const name of booleans) {
      // r2wc skips a bare attribute present at construction; read it from the host.
      const attribute = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
      props[name] = toBoolean(props[name] ?? (container.host.hasAttribute(attribute) ? container.host.getAttribute(attribute) : undefined))
    }
    return (
      <ElementRoot container={container} apiBase={rest.apiBase as string | undefined} locale={rest.locale as string | undefined} hostCss={options.hostCss} messages={options.messages}>
        <Component {...(props as P & ElementBaseProps)} />
      </ElementRoot>
    )
  }

  const Base = r2wc(Wrapped as unknown as ComponentType<Record<string, unknown>>, {
    shadow: 'open',
    props: r2wcProps as Record<string, R2wcType>,
  }) as unknown as { new (): HTMLElement }

  const names = Object.keys(kinds)
  const propByAttribute = new Map(names.map((name) => [name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(), name]))
  const propsKey = Symbol.for('r2wc.props')
  const renderKey = Symbol.for('r2wc.render')
  const BaseWithCallbacks = Base as unknown as {
    new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void; attributeChangedCallback(name: string, old: string | null, value: string | null): void }
  }

  return class ClinicElement extends BaseWithCallbacks {
    #attributesQueued = false

    /** Tells `onAttributes` once the attributes set in this task are all there (an upgrade reports them one by one). */
    #attributesChanged(): void {
      const onAttributes = options.onAttributes
      if (!onAttributes || this.#attributesQueued) return
      this.#attributesQueued = true
      queueMicrotask(() => {
        this.#attributesQueued = false
        if (this.isConnected) onAttributes(this)
      })
    }

    constructor() {
      super()
      // A property assigned before upgrade is an own data property shadowing r2wc's accessor: move it through.
      for (const name of names) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name]
          delete (this as unknown as Record<string, unknown>)[name]
          ;(this as unknown as Record<string, unknown>)[name] = value
        }
      }
    }

    override connectedCallback(): void {
      // The `locale` attribute decides the page's language before the first render, so the element loads the words
      // of that locale only (the default locale's would be fetched for nothing). Other elements follow the page.
      const locale = this.getAttribute('locale')
      if (isLocale(locale) && $locale.get() !== locale) $locale.set(locale)
      this.#attributesChanged()
      super.connectedCallback()
    }

    override disconnectedCallback(): void {
      super.disconnectedCallback()
      options.onDisconnected?.(this)
    }

    override attributeChangedCallback(attribute: string, old: string | null, value: string | null): void {
      if (this.isConnected) this.#attributesChanged()
      const prop = propByAttribute.get(attribute)
      if (prop && (value === null || value === '')) {
        // r2wc ignores empty and removed attributes; a bare boolean means true and removal means unset.
        const self = this as unknown as Record<symbol, unknown>
        ;(self[propsKey] as Record<string, unknown>)[prop] = value === '' && kinds[prop] === 'boolean' ? 'true' : undefined
        ;(self[renderKey] as () => void).call(this)
        return
      }
      super.attributeChangedCallback(attribute, old, value)
    }
  }
}
