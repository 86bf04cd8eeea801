const mark = 'data-clinic-print-path'

/** Rules for every tree on the path from the document to the viewer: only the path prints, unboxed. */
const pathRules = `@media print{
[${mark}]>:not([${mark}]){display:none!important}
[${mark}]{display:block!important;position:static!important;overflow:visible!important;height:auto!important;min-height:0!important;max-height:none!important;width:auto!important;max-width:none!important;margin:0!important;padding:0!important;border:0!important;box-shadow:none!important;background:none!important;transform:none!important;float:none!important;columns:auto!important}
}`

/** The page box of a report: A4 with margins for the letterhead and the page numbers. */
export const A4_REPORT_PAGE = `@page{size:A4;margin:14mm 14mm 16mm;@bottom-center{content:counter(page) " / " counter(pages);font-size:8.5pt;color:#333}}`

/** What the page sees first once a print dialog has gone, when the browser says nothing else. */
const AFTER_PRINT_SIGNS = ['pointerdown', 'keydown', 'focus'] as const

/** The clean-up of a print still waiting for its end: a new print ends it first, so marks never pile up. */
let pending: (() => void) | null = null

/**
 * Prints one element alone: marks the chain of elements from the page down to it (through any shadow roots on the
 * way) so that only it prints, adds the `@page` rules (`page`: A4 with page numbers for reports, a slip's own size),
 * calls `window.print()` and cleans up after printing — on `afterprint`, or where that never comes, when printing
 * ends or the person next uses the page. The element's own print styles hide what should not print (a toolbar).
 *
 * @example
 * printElement(reportHost)                              // an A4 report
 * printElement(slip, '@page{size:A5;margin:8mm}')       // a registration slip
 */
export function printElement(host: HTMLElement, page: string = A4_REPORT_PAGE): void {
  pending?.()
  const marked: Element[] = []
  const styles: HTMLStyleElement[] = []
  const roots = new Set<Document | ShadowRoot>()
  let node: Element | null = host
  while (node) {
    node.setAttribute(mark, '')
    marked.push(node)
    if (node.parentElement) {
      node = node.parentElement
      continue
    }
    const root = node.getRootNode()
    if (root instanceof ShadowRoot) {
      roots.add(root)
      node = root.host
    } else {
      if (root instanceof Document) roots.add(root)
      node = null
    }
  }
  for (const root of roots) {
    const style = document.createElement('style')
    style.textContent = root instanceof Document ? `${page}\n${pathRules}` : pathRules
    if (root instanceof Document) root.head.append(style)
    else root.append(style)
    styles.push(style)
  }
  let cleaned = false
  const print = window.matchMedia?.('print')
  const onMedia = (event: MediaQueryListEvent): void => {
    if (!event.matches) cleanUp()
  }
  const cleanUp = (): void => {
    if (cleaned) return
    cleaned = true
    pending = null
    window.removeEventListener('afterprint', cleanUp)
    for (const type of AFTER_PRINT_SIGNS) window.removeEventListener(type, cleanUp, true)
    print?.removeEventListener('change', onMedia)
    for (const element of marked) element.removeAttribute(mark)
    for (const style of styles) style.remove()
  }
  pending = cleanUp
  window.addEventListener('afterprint', cleanUp)
  print?.addEventListener('change', onMedia)
  window.print()
  // Some browsers never fire afterprint (embedded web views, some mobile ones): the print media query turning off, or
  // the person's next key, click or touch on the page once the dialog is gone, cleans up as well.
  if (!cleaned) for (const type of AFTER_PRINT_SIGNS) window.addEventListener(type, cleanUp, { capture: true })
}
