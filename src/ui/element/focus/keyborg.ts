// The `keyborg` module as every bundle of this suite sees it (a build alias points `keyborg` here, for Fluent's and
// tabster's imports too): the real library, given the focus sandbox instead of the page's window, so it neither
// adds globals nor replaces `HTMLElement.prototype.focus` on the host page.
import * as real from 'clinic-keyborg-original'
import { sandboxWindow } from './sandboxWindow'

export * from 'clinic-keyborg-original'

/**
 * Creates (or joins) keyborg on the sandboxed window.
 *
 * @example
 * const keyborg = createKeyborg(window)
 */
export function createKeyborg(win: Window): ReturnType<typeof real.createKeyborg> {
  return real.createKeyborg(sandboxWindow(win))
}

/**
 * The element last focused programmatically, as keyborg records it (on the sandbox).
 *
 * @example
 * getLastFocusedProgrammatically(window)
 */
export function getLastFocusedProgrammatically(win: Window): ReturnType<typeof real.getLastFocusedProgrammatically> {
  return real.getLastFocusedProgrammatically(sandboxWindow(win))
}
