import { atom, onMount, type ReadableAtom } from 'nanostores'
import { $runtimeConfig } from '../config/runtimeConfig'
import { shared } from '../runtime'

/** What a query store holds: the last data for its key, whether a load is running, and the last failure. */
export interface QueryState<T> {
  /** The key the state belongs to; null while the store has no key (nothing to load). */
  key: string | null
  data: T | undefined
  loading: boolean
  error: unknown
}

interface CacheEntry {
  data: unknown
  at: number
  /** The request that wrote it: an older request answering late never overwrites a newer answer. */
  seq: number
}

interface QueryRegistry {
  /** The backend the cached answers came from; another `api-base` starts an empty cache. */
  base: string
  seq: number
  cache: Map<string, CacheEntry>
  inflight: Map<string, Promise<unknown>>
  /** Every mounted query: its current key and how to load it again. */
  live: Set<{ key: () => string | null; reload: () => void }>
}

const registry = shared<QueryRegistry>('query.registry', () => ({ base: '', seq: 0, cache: new Map(), inflight: new Map(), live: new Set() }))

/** Keys are addresses relative to the backend, so answers cached for one backend are never served for another. */
function ownBackend(): void {
  const base = $runtimeConfig.get().apiBase
  if (base === registry.base) return
  registry.base = base
  registry.cache.clear()
  registry.inflight.clear()
}

// An element pointed at another backend after the page's queries loaded: what they show came from the old one.
$runtimeConfig.listen((config) => {
  if (config.apiBase === registry.base) return
  ownBackend()
  for (const query of registry.live) query.reload()
})

/** Sends a request for `key` through `fetcher`, shared with whoever asks for the key while it runs, and caches its answer. */
function send<T>(key: string, fetcher: (key: string) => Promise<T>): Promise<T> {
  const seq = ++registry.seq
  const request = fetcher(key)
  registry.inflight.set(key, request)
  request.then(
    (data) => {
      const known = registry.cache.get(key)
      if (!known || known.seq < seq) registry.cache.set(key, { data, at: Date.now(), seq })
    },
    () => undefined,
  ).finally(() => {
    if (registry.inflight.get(key) === request) registry.inflight.delete(key)
  })
  return request
}

/** Options of {@link createQuery}. */
export interface QueryOptions {
  /** Milliseconds a cached answer is served without asking again (default 0: always refreshed on mount). */
  staleMs?: number
  /**
   * While a new key loads, keep showing the previous key's data (a list moving to another page or sort keeps its rows
   * on screen instead of flashing empty).
   */
  keepPrevious?: boolean
}

/**
 * The one data-loading primitive of the suite: a store that loads `fetcher(key)` whenever its key store changes and
 * it is watched, shares one request per key across every watcher on the page (deduplicated, cached, shared between
 * bundles), ignores answers for a key it has moved on from, and reloads when {@link invalidate} names its key. Lists,
 * details and lookups all load through it — no hand-written "is this component still mounted" effects.
 *
 * @example
 * const $key = computed($examineId, (id) => (id ? `api/reportInfo/view?examineId=${id}` : null))
 * const $report = createQuery($key, (key) => http.get<ReportViewDto>(key))
 */
export function createQuery<T>(
  $key: ReadableAtom<string | null>,
  fetcher: (key: string) => Promise<T>,
  options: QueryOptions = {},
): ReadableAtom<QueryState<T>> & { reload(): Promise<void> } {
  const $state = atom<QueryState<T>>({ key: null, data: undefined, loading: false, error: undefined })
  let generation = 0

  const load = async (force: boolean): Promise<void> => {
    ownBackend()
    const key = $key.get()
    const mine = ++generation
    if (key === null) {
      $state.set({ key: null, data: undefined, loading: false, error: undefined })
      return
    }
    const cached = registry.cache.get(key)
    const fresh = cached && !force && Date.now() - cached.at < (options.staleMs ?? 0)
    // Show what is known at once (a revisited page, or the previous key's data when asked), then refresh it.
    const shown = cached ? (cached.data as T) : options.keepPrevious ? $state.get().data : undefined
    $state.set({ key, data: shown, loading: !fresh, error: undefined })
    if (fresh) return
    const request = (force ? undefined : registry.inflight.get(key)) ?? send(key, fetcher)
    try {
      const data = (await request) as T
      if (mine === generation) $state.set({ key, data, loading: false, error: undefined })
    } catch (error) {
      if (mine === generation) $state.set({ key, data: cached?.data as T | undefined, loading: false, error })
    }
  }

  const entry = { key: () => $key.get(), reload: () => void load(true) }
  onMount($state, () => {
    registry.live.add(entry)
    const unbind = $key.subscribe(() => void load(false))
    return () => {
      generation++
      unbind()
      registry.live.delete(entry)
    }
  })

  return Object.assign($state, { reload: () => load(true) })
}

/**
 * Forgets the cached answers whose key starts with one of `prefixes` and reloads every watched query that shows one
 * of them — after a save, a delete, or an edit somewhere else on the page.
 *
 * @example
 * await http.post('api/job', job); invalidate(['api/job'])
 */
export function invalidate(prefixes: readonly string[]): void {
  const matches = (key: string | null) => key !== null && prefixes.some((prefix) => key.startsWith(prefix))
  for (const key of [...registry.cache.keys()]) if (matches(key)) registry.cache.delete(key)
  for (const query of registry.live) if (matches(query.key())) query.reload()
}

/**
 * Loads one key through the shared cache without a store (a lookup a form needs once, e.g. the options of a select):
 * served from the cache when it is younger than `staleMs`, else fetched (and deduplicated with a running request).
 *
 * @example
 * const roles = await fetchQuery('api/roles/all', (key) => http.get<RoleDto[]>(key), 60_000)
 */
export async function fetchQuery<T>(key: string, fetcher: (key: string) => Promise<T>, staleMs = 0): Promise<T> {
  ownBackend()
  const cached = registry.cache.get(key)
  if (cached && Date.now() - cached.at < staleMs) return cached.data as T
  return (registry.inflight.get(key) as Promise<T> | undefined) ?? send(key, fetcher)
}
