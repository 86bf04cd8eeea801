import { shared } from '../runtime'
import { $runtimeConfig } from '../config/runtimeConfig'
import { settings } from '../config/settings'
import { getOptional, http } from '../http/http'
import { HttpError } from '../http/HttpError'
import type { DictDetail, Page } from '../contract'

const cache = shared('dicts.cache', () => new Map<string, DictDetail[]>())
const pending = shared('dicts.pending', () => new Map<string, Promise<DictDetail[]>>())

/** Dictionaries belong to their backend: an element pointed at another `api-base` never shows this one's labels. */
const keyOf = (name: string): string => `${$runtimeConfig.get().apiBase}\u0000${name}`
const nameOf = (key: string): string => key.slice(key.indexOf('\u0000') + 1)

/** Raised when a dictionary fetch is asked for without names (SPEC §5). */
export class DictNamesError extends Error {
  override name = 'DictNamesError'
  constructor() {
    super('need Dict names')
  }
}

function fetchOne(name: string): Promise<DictDetail[]> {
  const key = keyOf(name)
  const cached = cache.get(key)
  if (cached) return Promise.resolve(cached)
  let promise = pending.get(key)
  if (!promise) {
    promise = http
      .get<Page<DictDetail>>('api/dictDetail', { dictName: name, page: 0, size: settings.dictPageSize })
      .then((page) => {
        const entries = Array.isArray(page?.content) ? page.content : []
        cache.set(key, entries)
        return entries
      })
      .finally(() => pending.delete(key))
    pending.set(key, promise)
  }
  return promise
}

/**
 * Fetches dictionaries by name (GET api/dictDetail?dictName=…&page=0&size=9999 each), cached for the page.
 * Throws 'need Dict names' when called without a non-empty list of names.
 *
 * @example
 * const { exam_status } = await getDicts(['exam_status'])
 */
export async function getDicts(names: readonly string[]): Promise<Record<string, DictDetail[]>> {
  if (!Array.isArray(names) || names.length === 0 || names.some((n) => typeof n !== 'string' || !n)) throw new DictNamesError()
  const lists = await Promise.all(names.map(fetchOne))
  return Object.fromEntries(names.map((name, i) => [name, lists[i] ?? []]))
}

/**
 * Loads every dictionary at once (GET api/dictDetail/map/all, this project's extra) into the cache; the console does
 * this on the first authenticated navigation, together with the menus. A backend without the call (eladmin has only
 * the per-name calls) or a failing one changes nothing visible: each dictionary is then read by name when a view
 * needs it. Only an expired session (401) rejects.
 *
 * @example
 * await loadAllDicts()
 */
export async function loadAllDicts(): Promise<Record<string, DictDetail[]>> {
  let all: Record<string, DictDetail[]> | null
  try {
    all = await getOptional<Record<string, DictDetail[]>>('api/dictDetail/map/all')
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) throw error
    return {}
  }
  const valid = all && typeof all === 'object' ? all : {}
  for (const [name, entries] of Object.entries(valid)) if (Array.isArray(entries)) cache.set(keyOf(name), entries)
  return valid
}

/**
 * Maps each value to its whole entry.
 *
 * @example
 * dictEntryMap(entries)['1']?.label
 */
export function dictEntryMap(entries: readonly DictDetail[]): Record<string, DictDetail> {
  return Object.fromEntries(entries.map((entry) => [entry.value, entry]))
}

/**
 * Maps each value to its label.
 *
 * @example
 * dictLabelMap(entries)['true'] // '激活'
 */
export function dictLabelMap(entries: readonly DictDetail[]): Record<string, string> {
  return Object.fromEntries(entries.map((entry) => [entry.value, entry.label]))
}

/**
 * Forgets cached dictionaries (all, or the named ones) so the next read fetches again — after editing one.
 *
 * @example
 * invalidateDicts(['exam_status'])
 */
export function invalidateDicts(names?: readonly string[]): void {
  if (!names) cache.clear()
  else for (const key of [...cache.keys()]) if (names.includes(nameOf(key))) cache.delete(key)
}
