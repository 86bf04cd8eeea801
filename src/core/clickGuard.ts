import { settings } from './config/settings'

/**
 * Wraps a handler so repeat calls within the guard window (1 s) are ignored — the button click guard of SPEC §4.
 *
 * @example
 * const onSave = guardClicks(() => save())
 */
export function guardClicks<A extends unknown[]>(handler: (...args: A) => void, windowMs: number = settings.clickGuardMs): (...args: A) => void {
  let last = -Infinity
  return (...args: A) => {
    const now = performance.now()
    if (now - last < windowMs) return
    last = now
    handler(...args)
  }
}
