/**
 * Opens the report editor's critical-value record from a panel inside the editor: ticks the editor's "Critical value"
 * box (which saves the flag at once and opens the notification record), or, when it is ticked already, presses its
 * "record" button. The editor finds both by their labels (the editor's own words, `criticalLabel` and `recordLabel`)
 * in the report column the panel sits in. Answers false when neither is there or the box cannot be changed (the report
 * is not editable now).
 *
 * @example
 * markCritical(panel, t('reportEditor.fields.critical'), t('reportEditor.actions.criticalRecord'))
 */
export function markCritical(panel: HTMLElement, criticalLabel: string, recordLabel: string): boolean {
  const column = panel.parentElement
  if (!column) return false
  const box = Array.from(column.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')).find(
    (input) => !panel.contains(input) && input.parentElement?.textContent?.trim() === criticalLabel,
  )
  if (!box || box.disabled) return false
  if (!box.checked) {
    box.click()
    return true
  }
  const record = Array.from(column.querySelectorAll<HTMLButtonElement>('button')).find((button) => !panel.contains(button) && button.textContent?.trim() === recordLabel)
  if (!record) return false
  record.click()
  return true
}
