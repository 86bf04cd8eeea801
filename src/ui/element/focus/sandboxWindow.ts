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

function createSandbox(real: Window & typeof globalThis): Window {
  const own = new Map<PropertyKey, unknown>()
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
      own.set(key, value)
      return true
    },
    has(target, key) {
      return own.has(key) || key in target
    },
    deleteProperty(_target, key) {
      own.delete(key)
      return true
    },
  })
  return sandbox
}
