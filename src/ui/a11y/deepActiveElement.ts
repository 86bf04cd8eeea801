/**
 * The focused element of the page, looking through open shadow roots (`document.activeElement` only names the host
 * of the element whose shadow root holds the focus).
 *
 * @example
 * deepActiveElement()?.closest('[data-field]')
 */
export function deepActiveElement(): Element | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}
