import { waitUntil } from '@open-wc/testing'

/** All text of a shadow tree (including open shadow roots nested inside it). */
export function deepText(node: Node): string {
  let text = ''
  const walk = (current: Node) => {
    if (current.nodeType === Node.TEXT_NODE) text += current.textContent ?? ''
    const element = current as Element
    if (element.shadowRoot) walk(element.shadowRoot)
    for (const child of Array.from(current.childNodes)) walk(child)
  }
  walk(node)
  return text.replace(/\s+/g, ' ')
}

/** Waits until the shadow root's text contains `text`; fails with what was there instead. */
export async function waitForText(root: Node, text: string, timeout = 8000): Promise<void> {
  await waitUntil(() => deepText(root).includes(text), `expected text "${text}"; saw: ${deepText(root).slice(0, 400)}`, { timeout })
}

/** Finds an element in a shadow root by selector, waiting for it. */
export async function find<T extends Element = HTMLElement>(root: ParentNode, selector: string, timeout = 8000): Promise<T> {
  let found: T | null = null
  await waitUntil(() => (found = root.querySelector<T>(selector)) !== null, `no ${selector}`, { timeout })
  return found as unknown as T
}

/** Types into an input the way a user does, so React's onChange fires. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setter?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
}

/** Finds a button by its visible text inside a root. */
export function buttonByText(root: ParentNode, text: string): HTMLButtonElement | undefined {
  return Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find((b) => (b.textContent ?? '').includes(text))
}

/**
 * open-wc's waitUntil with a patient default (8 s instead of 1 s): the suite runs files in parallel on two cores,
 * next to a contract server, and a busy machine must not turn a slow frame into a failure.
 */
export function until(predicate: () => unknown, message?: string, options: { timeout?: number; interval?: number } = {}): Promise<void> {
  return waitUntil(predicate, message, { timeout: 8000, interval: 50, ...options })
}

/** Waits out the 1 s click guard (SPEC §4) before a button is pressed again on purpose. */
export function afterClickGuard(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1050))
}

/** The focused element, looking through open shadow roots (`document.activeElement` only names the host). */
export function deepActive(): Element | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/**
 * Waits until the caret is inside `editable` (a rich-text editor that places its selection itself, a frame after it
 * gets the focus: keys typed before that go nowhere).
 */
export function caretIn(root: ShadowRoot | Document, editable: HTMLElement): Promise<void> {
  return until(() => {
    const selection = 'getSelection' in root && typeof root.getSelection === 'function' ? root.getSelection() : document.getSelection()
    return selection?.anchorNode != null && editable.contains(selection.anchorNode)
  }, 'the caret in the editor')
}
