import { shared } from '../../../core/runtime'

/**
 * The window the focus libraries (tabster and keyborg, used by every Fluent component) are given instead of the
 * page's. It reads through to the real window — document, timers, event listeners, constructors — but keeps what
 * they would write there to itself (`__tabsterInstance`, `__keyborg`, … eight globals), and shows them a private
 * `HTMLElement.prototype` so keyborg's replacement of `focus()` never lands on the page's elements. One sandbox per
 * page (shared through the runtime registry), so several bundles' copies of the libraries meet there as they
 * would on the window.
 *
 * @example
 * createTabster(sandboxWindow(window), props)
 */
export function sandboxWindow(real: Window): Window {
  if (real !== window) return real
  return shared('ui.focusSandbox', () => createSandbox(window))
}

/** Where keyborg keeps its state on the window it was given, and the slot of the last programmatic focus. */
const KEYBORG_DATA = '__keyborgData'
const LAST_FOCUSED_PROGRAMMATICALLY = 3

/**
 * Tells a focus the user moved (Tab, a pointer press) from one a script made. Keyborg learns the latter from its
 * replacement of `HTMLElement.prototype.focus`, which the sandbox does not allow; tabster needs the answer (a dialog
 * becomes the active modal only when the focus entering it is programmatic — else it pulls the focus back out,
 * 100 ms later, while the person is typing). So: a focus change right after Tab, or onto what the pointer pressed, is
 * the user's; any other is a script's.
 */
function createFocusIntent(real: Window & typeof globalThis) {
  let tabbing = false
  let pressed: EventTarget | null = null
  let data: unknown[] | null = null
  const afterThisTask = (reset: () => void) => real.setTimeout(reset, 0)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return
    tabbing = true
    afterThisTask(() => (tabbing = false))
  }
  const onPointerDown = (event: Event) => {
    pressed = event.composedPath()[0] ?? null
    afterThisTask(() => (pressed = null))
  }
  const deepActive = (): Element | null => {
    let active = real.document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active
  }
  const byUser = (focused: Element | null) =>
    tabbing || (focused !== null && pressed instanceof real.Node && (focused === pressed || focused.contains(pressed)))
  return {
    watch(keyborgData: unknown[]) {
      data = keyborgData
      // Read when a focusin arrives: the element now focused, unless the user moved the focus there.
      Object.defineProperty(keyborgData, LAST_FOCUSED_PROGRAMMATICALLY, {
        configurable: true,
        get: () => {
          const focused = deepActive()
          return byUser(focused) || focused === null ? undefined : { deref: () => focused }
        },
        set: () => undefined,
      })
      real.addEventListener('keydown', onKeyDown, true)
      real.addEventListener('pointerdown', onPointerDown, true)
    },
    unwatch() {
      if (!data) return
      data = null
      real.removeEventListener('keydown', onKeyDown, true)
      real.removeEventListener('pointerdown', onPointerDown, true)
    },
  }
}

function createSandbox(real: Window & typeof globalThis): Window {
  const own = new Map<PropertyKey, unknown>()
  const intent = createFocusIntent(real)
  const bound = new Map<PropertyKey, unknown>()
  // A prototype of our own: keyborg defines `focus` on it, and the page's elements never see that.
  const privatePrototype = Object.create(real.HTMLElement.prototype) as HTMLElement
  // A stand-in constructor (a Proxy could not lie about the non-configurable `prototype`): `instanceof` still
  // answers for the page's real elements.
  const htmlElement = function HTMLElement(): never {
    throw new TypeError('Illegal constructor')
  }
  Object.defineProperty(htmlElement, 'prototype', { value: privatePrototype })
  Object.defineProperty(htmlElement, Symbol.hasInstance, { value: (value: unknown) => value instanceof real.HTMLElement })
  const sandbox: Window = new Proxy(real, {
    get(target, key) {
      if (own.has(key)) return own.get(key)
      if (key === 'HTMLElement') return htmlElement
      if (key === 'window' || key === 'self' || key === 'globalThis') return sandbox
      const value = Reflect.get(target, key) as unknown
      // Window methods need the real window as `this`; constructors (capitalised) are returned as they are.
      if (typeof value === 'function' && typeof key === 'string' && /^[a-z]/.test(key)) {
        let fn = bound.get(key)
        if (!fn) {
          fn = (value as (...args: unknown[]) => unknown).bind(target)
          bound.set(key, fn)
        }
        return fn
      }
      return value
    },
    set(_target, key, value) {
      if (key === KEYBORG_DATA && Array.isArray(value)) intent.watch(value)
      own.set(key, value)
      return true
    },
    has(target, key) {
      return own.has(key) || key in target
    },
    deleteProperty(_target, key) {
      if (key === KEYBORG_DATA) intent.unwatch()
      own.delete(key)
      return true
    },
  })
  return sandbox
}
