import { useEffect, useMemo, useRef } from 'react'
import { guardClicks } from '../../core/clickGuard'

/**
 * A handler that ignores repeats within the click guard's window (1 s, SPEC §4) — for submit buttons and other
 * actions that must not run twice on a double click. The latest `handler` is always the one called.
 *
 * @example
 * const onSubmit = useClickGuard((event: FormEvent) => { event.preventDefault(); void save() })
 */
export function useClickGuard<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  return useMemo(() => {
    const guarded = guardClicks((...args: A) => latest.current(...args))
    return (...args: A) => {
      // A repeat inside the window still must not submit the form natively.
      const first = args[0] as { preventDefault?: () => void } | undefined
      first?.preventDefault?.()
      guarded(...args)
    }
  }, [])
}
