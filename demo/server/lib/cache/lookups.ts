import { CacheUnavailableError, type CacheStore } from './types'

/**
 * Read-through copies of hot lookups in the cache (a hash per lookup, one field per variant, a JSON value each),
 * forgotten whenever what they copy changes. A read never fails because of the cache: when it cannot be reached the
 * lookup comes from the database. A change is refused (503) while the cache cannot be reached, since its copies
 * could not be forgotten; a copy that could not be forgotten after the change is forgotten before it is next trusted.
 */
export class CachedLookups {
  private readonly cache: CacheStore
  private readonly ttlMs: number
  /** Lookups whose forgetting failed after a change: not trusted until forgotten. */
  private readonly stale = new Set<string>()

  constructor(cache: CacheStore, ttlMs: number) {
    this.cache = cache
    this.ttlMs = ttlMs
  }

  /** The cached `key`/`field`, or `load()` (then cached). `load` is synchronous, so its copy is written in order. */
  async read<T>(key: string, field: string, load: () => T): Promise<T> {
    try {
      if (this.stale.has(key)) {
        await this.cache.del([key])
        this.stale.delete(key)
      }
      const hit = await this.cache.hget(key, field)
      if (hit !== null) return JSON.parse(hit) as T
    } catch (error) {
      if (error instanceof CacheUnavailableError) return load()
      throw error
    }
    const value = load()
    // On one connection Redis runs commands in the order sent: a change's forgetting, sent after, comes after this.
    await this.cache.hset(key, { [field]: JSON.stringify(value) }, this.ttlMs).catch((error: unknown) => {
      if (!(error instanceof CacheUnavailableError)) throw error
    })
    return value
  }

  /** Runs a change of what `keys` copy, forgetting them before (refusing with 503 when it cannot) and after. */
  async change<T>(keys: readonly string[], write: () => T | Promise<T>): Promise<T> {
    await this.cache.del(keys)
    const result = await write()
    try {
      await this.cache.del(keys)
    } catch (error) {
      if (!(error instanceof CacheUnavailableError)) throw error
      for (const key of keys) this.stale.add(key)
    }
    return result
  }
}
