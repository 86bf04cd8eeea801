import type { ReadableAtom } from 'nanostores'
import { useCallback, useSyncExternalStore } from 'react'

/**
 * Subscribes to one primitive derived from a store, so a component re-renders only when that value changes — the
 * toolbar and side panel read a viewport's state, which changes every frame during a window drag or cine.
 *
 * @example
 * const status = useSelected(viewport.$state, (state) => state.status)
 */
export function useSelected<T, R extends string | number | boolean | null | undefined>(store: ReadableAtom<T>, select: (value: T) => R): R {
  const subscribe = useCallback((notify: () => void) => store.listen(notify), [store])
  return useSyncExternalStore(subscribe, () => select(store.get()))
}
