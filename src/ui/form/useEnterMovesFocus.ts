import { useCallback, type KeyboardEvent } from 'react'

/** The controls Enter moves between: text-like inputs, selects (Fluent's combobox buttons), radios, number fields. */
const CONTROLS = 'input:not([type=hidden]):not([disabled]), button[role=combobox]:not([disabled]), textarea:not([disabled]), [data-enter-target]:not([disabled])'

/**
 * Enter in a field moves the focus to the next field of the form (SPEC §2: the registration desk types without the
 * mouse), in document order within `container`; from the last field it goes to the element marked
 * `data-enter-submit` (the save button). Enter still does what it must where it means something: in a textarea
 * (a new line), on a button, and in an open list (choosing an option); a closed select is passed over (Space, Alt+↓
 * or typing opens it). Shift+Enter moves back. Used in the capture phase, so a control's own Enter never runs first.
 *
 * @example
 * const onKeyDownCapture = useEnterMovesFocus()
 * <form onKeyDownCapture={onKeyDownCapture}>…</form>
 */
export function useEnterMovesFocus(): (event: KeyboardEvent<HTMLElement>) => void {
  return useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.ctrlKey || event.altKey || event.metaKey || event.nativeEvent.isComposing) return
    const target = event.target as HTMLElement
    if (target instanceof HTMLTextAreaElement || (target instanceof HTMLButtonElement && target.getAttribute('role') !== 'combobox')) return
    if (target.getAttribute('aria-expanded') === 'true') return
    if (!target.matches(CONTROLS)) return
    const container = event.currentTarget
    const controls = [...container.querySelectorAll<HTMLElement>(CONTROLS)].filter((el) => {
      if (el.closest('[hidden], [aria-hidden="true"]')) return false
      // A radio group is one stop: its checked radio (or the first).
      if (el instanceof HTMLInputElement && el.type === 'radio') {
        const group = [...container.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${CSS.escape(el.name)}"]`)]
        return el === (group.find((r) => r.checked) ?? group[0])
      }
      return true
    })
    const at = controls.findIndex((el) => el === target || (target instanceof HTMLInputElement && target.type === 'radio' && el instanceof HTMLInputElement && el.name === target.name))
    if (at < 0) return
    event.preventDefault()
    event.stopPropagation()
    const next = event.shiftKey ? controls[at - 1] : controls[at + 1] ?? container.querySelector<HTMLElement>('[data-enter-submit]:not([disabled])')
    next?.focus()
    if (next instanceof HTMLInputElement && next.type !== 'radio' && next.type !== 'checkbox') next.select()
  }, [])
}
