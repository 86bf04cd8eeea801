import { shared } from '../../../core/runtime'

/**
 * The document Fluent components are given (`FluentProvider targetDocument`): the page's document, except that
 * `activeElement` looks through shadow roots to the element that really has focus. Fluent decides whether to give
 * focus back to a menu's or popover's trigger by comparing `targetDocument.activeElement` with the popover and
 * `<body>`; inside a shadow root the document only reports the host element, so focus used to drop to `<body>`
 * after every menu, drawer and dialog of an element.
 *
 * @example
 * <FluentProvider targetDocument={focusDocument()}>
 */
export function focusDocument(): Document {
  return shared('ui.focusDocument', () => createFocusDocument(document))
}

function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

function createFocusDocument(real: Document): Document {
  const bound = new Map<PropertyKey, unknown>()
  return new Proxy(real, {
    get(target, key) {
      if (key === 'activeElement') return deepActiveElement(target)
      const value = Reflect.get(target, key) as unknown
      if (typeof value !== 'function') return value
      // Document methods need the real document as `this`.
      let fn = bound.get(key)
      if (!fn) {
        fn = (value as (...args: unknown[]) => unknown).bind(target)
        bound.set(key, fn)
      }
      return fn
    },
  })
}
