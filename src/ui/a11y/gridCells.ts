/**
 * The keyboard model every grid of the console shares (WAI-ARIA grid: one tab stop, arrows between cells): the
 * controls inside a cell leave the tab order, Space or Enter on a cell presses its one control or enters its several,
 * and inside a cell Escape goes back to the cell and ←/→ move between its controls. The data table and the
 * appointment calendar keep their own cell movement and call these for what happens within a cell.
 */

/** What counts as a control inside a cell. */
export const CELL_CONTROLS = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"]), [role="switch"], [role="checkbox"]'

/** The controls of a cell, in document order (not the cell itself). */
export function cellControls(cell: HTMLElement): HTMLElement[] {
  return [...cell.querySelectorAll<HTMLElement>(CELL_CONTROLS)].filter((el) => !el.hasAttribute('data-cell'))
}

/** Takes every control inside the grid out of the tab order: the grid's current cell holds its one tab stop. */
export function leaveTabOrder(grid: HTMLElement | null): void {
  for (const element of grid?.querySelectorAll<HTMLElement>(CELL_CONTROLS) ?? []) {
    if (!element.hasAttribute('data-cell')) element.tabIndex = -1
  }
}

/**
 * A key pressed on a control inside `cell`: Escape puts the focus back on the cell, ←/→ move between the cell's
 * controls. Answers whether it handled the key (and then prevented its default).
 */
export function keyInCellControl(event: { key: string; preventDefault(): void }, cell: HTMLElement, target: HTMLElement): boolean {
  const controls = cellControls(cell)
  const index = controls.indexOf(target)
  if (event.key === 'Escape') cell.focus()
  else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && controls.length > 1 && index >= 0) {
    controls[(index + (event.key === 'ArrowRight' ? 1 : controls.length - 1)) % controls.length]?.focus()
  } else return false
  event.preventDefault()
  return true
}

/** Space or Enter on a cell: its one control is pressed, the first of several gets the focus. Answers whether it had any. */
export function activateCell(cell: HTMLElement): boolean {
  const controls = cellControls(cell)
  if (controls.length === 1) controls[0]!.click()
  else if (controls.length > 1) controls[0]!.focus()
  else return false
  return true
}
