import { useReturnFocus } from '../../../ui/a11y/useReturnFocus'

/**
 * Rendered beside a dialog that returns the focus only to its opener (the kit's form dialog): when that opener is gone
 * by the time the dialog closes, the focus goes to `to` instead.
 *
 * @example
 * <><FocusReturn to={() => cell} /><MoveDialog … /></>
 */
export function FocusReturn({ to }: { to: () => HTMLElement | null | undefined }) {
  useReturnFocus(to)
  return null
}
