import { useLayoutEffect } from 'react'
import { deepActiveElement } from './deepActiveElement'

/**
 * Gives the keyboard focus back to the control that had it when the component mounted (the button that opened a
 * dialog), once the component goes away — unless the focus already went somewhere on purpose. Looks through shadow
 * roots, where `document.activeElement` only names the host element.
 *
 * @example
 * function MyDialog() { useReturnFocus(); return <Dialog … /> }
 */
export function useReturnFocus(): void {
  useLayoutEffect(() => {
    const opener = deepActiveElement() as HTMLElement | null
    return () => {
      // Once the unmount is committed (its DOM is gone then), and before anything renders again: a list reloading
      // under a closing dialog repairs a focus it sees lost on its own (onto a cell), which a later frame came too late
      // to undo — and a page the browser is not painting may get its next frame much later.
      queueMicrotask(() => {
        const now = deepActiveElement()
        const lost = now === null || now === document.body || !now.isConnected
        if (lost && opener?.isConnected) opener.focus()
      })
    }
  }, [])
}
