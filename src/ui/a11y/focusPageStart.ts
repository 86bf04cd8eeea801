import { deepActiveElement } from './deepActiveElement'

const FIELDS = 'input:not([type=hidden]):not([disabled]):not([type=checkbox]):not([type=radio]), textarea:not([disabled]), select:not([disabled])'

/** Every element under `root`, looking into open shadow roots (a view is an element with its own shadow root). */
function* deepElements(root: ParentNode): Generator<Element> {
  for (const element of root.querySelectorAll('*')) {
    yield element
    if (element.shadowRoot) yield* deepElements(element.shadowRoot)
  }
}

function visible(element: Element): boolean {
  return element.getClientRects().length > 0
}

/** The page's main heading (`h1`), else its first field, under `root` and the shadow roots inside it. */
export function findPageStart(root: ParentNode): HTMLElement | null {
  let field: HTMLElement | null = null
  for (const element of deepElements(root)) {
    if (!(element instanceof HTMLElement) || !visible(element)) continue
    if (element.localName === 'h1' || (element.getAttribute('role') === 'heading' && element.getAttribute('aria-level') === '1')) return element
    field ??= element.matches(FIELDS) ? element : null
  }
  return field
}

/**
 * After a navigation, moves the keyboard focus to the new page's main heading (made focusable for the moment) or,
 * without one, its first field — once the page has rendered them, for up to `timeout` ms. Someone who meanwhile put
 * the focus somewhere (a menu, a field), pressed a key or clicked keeps it: only a focus still where the navigation
 * left it, or lost to `<body>` with the old page, is moved. Returns a cancel function (the next navigation cancels this one).
 *
 * @example
 * useEffect(() => focusPageStart(container), [route.path])
 */
export function focusPageStart(container: HTMLElement, timeout = 4000): () => void {
  const started = performance.now()
  const initial = deepActiveElement()
  let frame = 0
  let interacted = false
  // A key or a click while the page renders means someone is already at work: leave the focus to them.
  const onInteraction = (): void => {
    interacted = true
  }
  document.addEventListener('keydown', onInteraction, true)
  document.addEventListener('pointerdown', onInteraction, true)
  const stop = (): void => {
    cancelAnimationFrame(frame)
    document.removeEventListener('keydown', onInteraction, true)
    document.removeEventListener('pointerdown', onInteraction, true)
  }
  const attempt = (): void => {
    const active = deepActiveElement()
    const moved = active !== null && active !== initial && active !== document.body && active.isConnected && visible(active)
    if (moved || interacted) return stop()
    const target = findPageStart(container)
    if (target) {
      if ((target.localName === 'h1' || target.getAttribute('role') === 'heading') && !target.hasAttribute('tabindex')) {
        target.setAttribute('tabindex', '-1')
      }
      target.focus()
      return stop()
    }
    if (performance.now() - started < timeout) frame = requestAnimationFrame(attempt)
    else stop()
  }
  frame = requestAnimationFrame(attempt)
  return stop
}
