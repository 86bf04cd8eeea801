import type { MessageCatalog } from '../../core/i18n/catalog'
import { $locale, isLocale } from '../../core/i18n/i18n'

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

/** Options of `toElement` and `toLazyElement`. */
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

/** The element's props as r2wc keeps them (plus its shadow root as `container`). */
export type RawProps = Record<string, unknown> & { container: ShadowRoot }

/** r2wc's options as `elementClass` gives them. */
export interface R2wcOptions {
  shadow: 'open'
  props: Record<string, 'string' | 'number' | 'json' | 'function' | 'method'>
}

/** Makes r2wc's element class with the given options (React's renderer, or another one). */
export type MakeBase = (r2wcOptions: R2wcOptions) => CustomElementConstructor

type R2wcType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method'

function toBoolean(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'boolean') return value
  return String(value).toLowerCase() !== 'false'
}

/** The attribute of a camelCase prop (`studyUid` → `study-uid`), as every element names it. */
export const attributeName = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()

/** Every prop kind of an element, its own and the base ones. */
export function propKinds<P>(options: ElementOptions<P>): Record<string, PropKind> {
  return { apiBase: 'string', locale: 'string', ...(options.props as Record<string, PropKind>) }
}

/**
 * The component's props from r2wc's: booleans read the HTML way (r2wc skips a bare attribute present at
 * construction, so it is read from the host), `container` left out.
 */
export function componentProps<P>(options: ElementOptions<P>, raw: RawProps): Record<string, unknown> {
  const { container, ...props } = raw
  for (const [name, kind] of Object.entries(propKinds(options))) {
    if (kind !== 'boolean') continue
    const attribute = attributeName(name)
    props[name] = toBoolean(props[name] ?? (container.host.hasAttribute(attribute) ? container.host.getAttribute(attribute) : undefined))
  }
  return props
}

/**
 * The custom-element class on top of r2wc's (React's renderer, or one that mounts React once its code has loaded):
 * open shadow root, kebab-case attributes for camelCase props, and two r2wc pitfalls fixed once — properties set
 * before the element upgraded are re-applied, and boolean attributes read the HTML way. Needs no React itself.
 *
 * @example
 * const Element = elementClass(options, (r2wcOptions) => r2wc(Wrapped, r2wcOptions))
 */
export function elementClass<P>(options: ElementOptions<P>, makeBase: MakeBase): CustomElementConstructor {
  const kinds = propKinds(options)
  const r2wcProps: Record<string, R2wcType | 'object'> = {}
  for (const [name, kind] of Object.entries(kinds)) r2wcProps[name] = kind === 'boolean' ? 'string' : kind

  const Base = makeBase({ shadow: 'open', props: r2wcProps as R2wcOptions['props'] }) as unknown as {
    new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void; attributeChangedCallback(name: string, old: string | null, value: string | null): void }
  }

  const names = Object.keys(kinds)
  const propByAttribute = new Map(names.map((name) => [attributeName(name), name]))
  const propsKey = Symbol.for('r2wc.props')
  const renderKey = Symbol.for('r2wc.render')
  const connectedKey = Symbol.for('r2wc.connected')

  return class ClinicElement extends Base {
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
      // r2wc starts out "connected" and would mount the tree from the first attribute it is told of, before the
      // element is in the page and before `connectedCallback` has applied its `locale`: it mounts when connected.
      ;(this as unknown as Record<symbol, unknown>)[connectedKey] = false
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
