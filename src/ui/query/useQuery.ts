import { useStore } from '@nanostores/react'
import { atom } from 'nanostores'
import { useLayoutEffect, useRef, useState } from 'react'
import { createQuery, type QueryOptions, type QueryState } from '../../core/query/query'

/**
 * A component's view of the core query primitive: loads `fetcher(key)` while mounted and whenever `key` changes,
 * shares the answer with every other watcher of the same key on the page, and reloads when someone invalidates it.
 * `null` loads nothing.
 *
 * @example
 * const { data, loading, error } = useQuery(`api/roles/${id}`, (key) => http.get<RoleDto>(key))
 */
export function useQuery<T>(key: string | null, fetcher: (key: string) => Promise<T>, options?: QueryOptions): QueryState<T> & { reload(): Promise<void> } {
  const fetcherRef = useRef(fetcher)
  fetcherRef.current = fetcher
  const [$key] = useState(() => atom<string | null>(key))
  const [store] = useState(() => createQuery($key, (k) => fetcherRef.current(k), options))
  useLayoutEffect(() => {
    $key.set(key)
  }, [$key, key])
  const state = useStore(store)
  return { ...state, reload: store.reload }
}
