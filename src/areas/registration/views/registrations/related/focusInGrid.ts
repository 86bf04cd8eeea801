import { deepActiveElement } from '../../../../../ui/a11y/deepActiveElement'

/**
 * After a list reloaded under a closed dialog and the row whose button opened it is gone (a pair merged, a group
 * dissolved): when the focus was lost with it and the table could not put it on the same place (no row is left there),
 * it goes to the table's active cell, or its first one — never to the page's body.
 */
export function focusInGrid(grid: Element | null | undefined): void {
  const now = deepActiveElement()
  if (!grid?.isConnected || (now && now !== document.body && now.isConnected)) return
  const cell = grid.querySelector<HTMLElement>('[data-cell][tabindex="0"]') ?? grid.querySelector<HTMLElement>('[data-cell]')
  cell?.focus()
}
