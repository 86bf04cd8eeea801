import { MemoryCache } from './memory'
import { RedisCache } from './redis'
import type { CacheStore } from './types'

export { MemoryCache } from './memory'
export { RedisCache, redisAddress } from './redis'
export { CachedLookups } from './lookups'
export { CacheUnavailableError, type CacheBackend, type CacheKeyInfo, type CacheStats, type CacheStore, type CacheValue } from './types'

/** Options of {@link openCache}. */
export interface OpenCacheOptions {
  /** `redis://[user:password@]host:port[/db]` (`REDIS_URL`); absent: the in-process cache. */
  redisUrl?: string | undefined
  /** The clock of the in-process cache's expiry. */
  now?: () => number
  log: (line: string) => void
  /** Connect and command timeout of Redis (default 3 s). */
  timeoutMs?: number
}

/**
 * The server's cache: Redis when a URL is given (connected before answering, waiting a few seconds at most — an
 * unreachable Redis is logged and the server starts anyway), else the in-process cache.
 */
export async function openCache(options: OpenCacheOptions): Promise<CacheStore> {
  if (!options.redisUrl) return new MemoryCache(options.now ? { now: options.now } : {})
  const cache = new RedisCache(options.redisUrl, { log: options.log, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) })
  await cache.connect()
  return cache
}
