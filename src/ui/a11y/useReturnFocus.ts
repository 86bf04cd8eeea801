import { useLayoutEffect, useRef } from 'react'
import { deepActiveElement } from './deepActiveElement'

/**
 * Gives the keyboard focus back to the control that had it when the component mounted (the button that opened a
 * dialog), once the component goes away — unless the focus already went somewhere on purpose. Looks through shadow
 * roots, where `document.activeElement` only names the host element. When that control is gone by then (the move
 * the dialog made removed it, or a menu item opened the dialog), `fallback` names where the focus goes instead (the
 * cell or row the control was in).
 *
 * @example
 * function MyDialog() { useReturnFocus(); return <Dialog … /> }
 * function SlotDialog() { useReturnFocus(() => grid.current?.querySelector('[data-cell][tabindex="0"]')); return <Dialog … /> }
 */
export function useReturnFocus(fallback?: () => HTMLElement | null | undefined): void {
  const fallbackRef = useRef(fallback)
  fallbackRef.current = fallback
  useLayoutEffect(() => {
    const opener = deepActiveElement() as HTMLElement | null
    return () => {
      // Once the unmount is committed (its DOM is gone then), and before anything renders again: a list reloading
      // under a closing dialog repairs a focus it sees lost on its own (onto a cell), which a later frame came too late
      // to undo — and a page the browser is not painting may get its next frame much later.
      queueMicrotask(() => {
        const now = deepActiveElement()
        const lost = now === null || now === document.body || !now.isConnected
        if (!lost) return
        if (opener?.isConnected && opener !== document.body) opener.focus()
        else fallbackRef.current?.()?.focus()
      })
    }
  }, [])
}
