import type { Page } from './api'

/** Where the contract server keeps its cache: its own memory (the default), or Redis (`REDIS_URL`). */
export type CacheBackend = 'memory' | 'redis'

/**
 * `GET api/cache`: the cache in use and its figures. With Redis configured but not answering, `available` is false,
 * `message` says so and the figures are null.
 */
export interface CacheInfoDto {
  backend: CacheBackend
  /** Redis's address without the password (`redis://127.0.0.1:6379/0`); null in-process. */
  address: string | null
  /** The Redis server's version; null in-process. */
  version: string | null
  available: boolean
  /** Why the cache cannot be read (in the caller's language); absent when it can. */
  message?: string
  /** Bytes used (Redis `used_memory`, or the in-process cache's estimate). */
  usedMemory: number | null
  keys: number | null
  /** Reads that found their key and reads that did not, counted by the server since it started. */
  hits: number | null
  misses: number | null
  /** hits / (hits + misses), 0..1; null before the first read. */
  hitRate: number | null
}

/** One key of the cache. */
export interface CacheKeyDto {
  key: string
  /** `string`, `hash`, `list`, `set`, `zset`, `stream`. */
  type: string
  /** Milliseconds to live; -1 when the key does not expire. */
  ttl: number
  /** Bytes, or null when the server cannot tell. */
  size: number | null
}

/**
 * `GET api/cache/keys?pattern=&page=&size=`: the keys matching a pattern (walked with SCAN), sorted by name and paged.
 * At most `limit` matches are collected; `truncated` says there were more (narrow the pattern).
 */
export interface CacheKeyPage extends Page<CacheKeyDto> {
  truncated: boolean
  limit: number
}

/** `GET api/cache/value?key=`: a key's value; strings and hashes are shown, other types only described. */
export interface CacheValueDto extends CacheKeyDto {
  value: string | null
  fields: { field: string; value: string }[] | null
  /** Part of a long value (or of a hash with very many fields) was left out. */
  truncated: boolean
}
