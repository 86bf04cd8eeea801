import { HttpError } from '../errors'

/** Which store holds the cache: this process's memory, or a Redis server (`REDIS_URL`). */
export type CacheBackend = 'memory' | 'redis'

/** One key as the cache view lists it. */
export interface CacheKeyInfo {
  key: string
  /** Redis's type name (`string`, `hash`, `list`, `set`, `zset`, `stream`); the in-process cache holds strings and hashes. */
  type: string
  /** Milliseconds until it expires; -1 when it never does. */
  ttl: number
  /** Bytes it takes (Redis `MEMORY USAGE`; the in-process cache counts its key and values), or null when unknown. */
  size: number | null
}

/** A key's value as the cache view shows it: a string, or a hash's fields; other types are listed but not read. */
export interface CacheValue extends CacheKeyInfo {
  /** The string (at most `maxBytes` of it), or null for other types. */
  value: string | null
  /** The hash's fields (at most `maxFields` of them), or null for other types. */
  fields: { field: string; value: string }[] | null
  /** Part of the value was left out (a long string, a hash with very many fields). */
  truncated: boolean
}

/** What the cache says about itself. */
export interface CacheStats {
  backend: CacheBackend
  /** Where Redis is (`redis://host:port/db`, never the password); null in-process. */
  address: string | null
  /** The Redis server's version; null in-process. */
  version: string | null
  /** Bytes used: Redis `used_memory`, or the in-process cache's own estimate of its keys and values. */
  usedMemory: number
  /** Keys in the cache (Redis `DBSIZE` of its database). */
  keys: number
  /** Reads that found their key, and reads that did not, counted by this server since it started. */
  hits: number
  misses: number
}

/**
 * The cache of the contract server: short-lived state (captchas, login throttling) and read-through copies of hot
 * lookups, in this process or in Redis. Every call is asynchronous because Redis is; on Redis, a call that cannot
 * reach it within a few seconds rejects with {@link CacheUnavailableError} (a 503 with a clear message), never hangs.
 * TTLs are in milliseconds; 0 or absent means the key does not expire.
 */
export interface CacheStore {
  readonly backend: CacheBackend
  /** Where the cache lives, for messages (`in-process`, or Redis's address without the password). */
  readonly address: string
  get(key: string): Promise<string | null>
  set(key: string, value: string, ttlMs?: number): Promise<void>
  /** Reads and removes the key in one step (single-use values such as a captcha's answer). */
  take(key: string): Promise<string | null>
  /** Removes keys; answers how many existed. */
  del(keys: readonly string[]): Promise<number>
  /** Adds one to an integer string (a missing key counts from 0); the TTL is set when the key is created. */
  incr(key: string, ttlMs?: number): Promise<number>
  hget(key: string, field: string): Promise<string | null>
  /** Sets fields of a hash; the TTL (when given) applies to the whole hash. */
  hset(key: string, entries: Readonly<Record<string, string>>, ttlMs?: number): Promise<void>
  /** Keys matching a Redis glob pattern (`captcha_code:*`), walked with SCAN, at most `limit` (then `truncated`). */
  scan(pattern: string, limit: number): Promise<{ keys: string[]; truncated: boolean }>
  /** Type, TTL and size of each key that still exists, in the order asked. */
  describe(keys: readonly string[]): Promise<CacheKeyInfo[]>
  /** A key's value for viewing, or null when it does not exist. */
  read(key: string, limits: { maxBytes: number; maxFields: number }): Promise<CacheValue | null>
  stats(): Promise<CacheStats>
  /** Releases the connection (Redis); the in-process cache keeps nothing running. */
  close(): Promise<void>
}

/** Hits and misses of the reads (`get`, `take`, `hget`), counted by whichever store serves them. */
export class CacheCounters {
  hits = 0
  misses = 0

  /** Counts one read and passes its answer through. */
  count<T>(value: T | null): T | null {
    if (value === null) this.misses++
    else this.hits++
    return value
  }
}

/** 503: the cache (Redis) cannot be reached; the message names where it was looked for. */
export class CacheUnavailableError extends HttpError {
  /** What went wrong underneath (`ECONNREFUSED`, `Command timed out`), for the log. */
  readonly reason: string

  constructor(address: string, reason: string) {
    super(503, 'cache.unavailable', { params: { address }, headers: { 'Retry-After': '5' } })
    this.reason = reason
  }
}
