import { globToRegExp } from './glob'
import { CacheCounters, type CacheKeyInfo, type CacheStats, type CacheStore, type CacheValue } from './types'

type Entry =
  | { type: 'string'; value: string; expiresAt: number }
  | { type: 'hash'; fields: Map<string, string>; expiresAt: number }

/** Bookkeeping bytes counted per key on top of its text (a rough figure of a Map entry and its object). */
const ENTRY_OVERHEAD = 64

/** Options of {@link MemoryCache}. */
export interface MemoryCacheOptions {
  /** The clock, epoch ms (tests move it to expire keys without waiting). */
  now?: () => number
  /** Keys kept at most; beyond it the oldest written go first (captchas are asked for without signing in). */
  maxKeys?: number
}

/**
 * The in-process cache (the default): a map with expiry judged by the server's clock, checked when a key is read and
 * swept now and then on writes, so nothing runs in the background. Keys beyond `maxKeys` evict the oldest written.
 */
export class MemoryCache implements CacheStore {
  readonly backend = 'memory' as const
  readonly address = 'in-process'
  private readonly entries = new Map<string, Entry>()
  private readonly counters = new CacheCounters()
  private readonly now: () => number
  private readonly maxKeys: number
  private writes = 0

  constructor(options: MemoryCacheOptions = {}) {
    this.now = options.now ?? Date.now
    this.maxKeys = options.maxKeys ?? 100_000
  }

  async get(key: string): Promise<string | null> {
    const entry = this.live(key)
    return this.counters.count(entry?.type === 'string' ? entry.value : null)
  }

  async set(key: string, value: string, ttlMs = 0): Promise<void> {
    this.write(key, { type: 'string', value, expiresAt: this.expiry(ttlMs) })
  }

  async take(key: string): Promise<string | null> {
    const entry = this.live(key)
    this.entries.delete(key)
    return this.counters.count(entry?.type === 'string' ? entry.value : null)
  }

  async del(keys: readonly string[]): Promise<number> {
    let removed = 0
    for (const key of keys) {
      if (this.live(key)) removed++
      this.entries.delete(key)
    }
    return removed
  }

  async incr(key: string, ttlMs = 0): Promise<number> {
    const entry = this.live(key)
    if (entry && entry.type !== 'string') throw new Error(`WRONGTYPE ${key} is not a string`)
    const current = entry ? Number(entry.value) : 0
    if (!Number.isSafeInteger(current)) throw new Error(`ERR ${key} is not an integer`)
    const next = current + 1
    if (entry) entry.value = String(next)
    else this.write(key, { type: 'string', value: String(next), expiresAt: this.expiry(ttlMs) })
    return next
  }

  async hget(key: string, field: string): Promise<string | null> {
    const entry = this.live(key)
    return this.counters.count(entry?.type === 'hash' ? (entry.fields.get(field) ?? null) : null)
  }

  async hset(key: string, values: Readonly<Record<string, string>>, ttlMs = 0): Promise<void> {
    const entry = this.live(key)
    if (entry && entry.type !== 'hash') throw new Error(`WRONGTYPE ${key} is not a hash`)
    if (entry) {
      for (const [field, value] of Object.entries(values)) entry.fields.set(field, value)
      if (ttlMs > 0) entry.expiresAt = this.expiry(ttlMs)
      return
    }
    this.write(key, { type: 'hash', fields: new Map(Object.entries(values)), expiresAt: this.expiry(ttlMs) })
  }

  async scan(pattern: string, limit: number): Promise<{ keys: string[]; truncated: boolean }> {
    const match = globToRegExp(pattern)
    const keys: string[] = []
    for (const key of this.entries.keys()) {
      if (!match.test(key) || !this.live(key)) continue
      if (keys.length === limit) return { keys, truncated: true }
      keys.push(key)
    }
    return { keys, truncated: false }
  }

  async describe(keys: readonly string[]): Promise<CacheKeyInfo[]> {
    const out: CacheKeyInfo[] = []
    for (const key of keys) {
      const entry = this.live(key)
      if (entry) out.push(this.info(key, entry))
    }
    return out
  }

  async read(key: string, limits: { maxBytes: number; maxFields: number }): Promise<CacheValue | null> {
    const entry = this.live(key)
    if (!entry) return null
    if (entry.type === 'string') {
      const bytes = Buffer.from(entry.value)
      const truncated = bytes.length > limits.maxBytes
      return { ...this.info(key, entry), value: truncated ? bytes.subarray(0, limits.maxBytes).toString() : entry.value, fields: null, truncated }
    }
    const fields = [...entry.fields].slice(0, limits.maxFields).map(([field, value]) => ({ field, value }))
    return { ...this.info(key, entry), value: null, fields, truncated: entry.fields.size > limits.maxFields }
  }

  async stats(): Promise<CacheStats> {
    this.sweep()
    let usedMemory = 0
    for (const [key, entry] of this.entries) usedMemory += sizeOf(key, entry)
    return {
      backend: 'memory', address: null, version: null, usedMemory, keys: this.entries.size,
      hits: this.counters.hits, misses: this.counters.misses,
    }
  }

  async close(): Promise<void> {
    this.entries.clear()
  }

  private expiry(ttlMs: number): number {
    return ttlMs > 0 ? this.now() + ttlMs : 0
  }

  /** The entry unless it has expired (an expired one is dropped on the way). */
  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key)
    if (entry && entry.expiresAt !== 0 && entry.expiresAt <= this.now()) {
      this.entries.delete(key)
      return undefined
    }
    return entry
  }

  private write(key: string, entry: Entry): void {
    // A rewritten key moves to the end: the oldest written is first in the map's order.
    this.entries.delete(key)
    this.entries.set(key, entry)
    if (++this.writes % 1000 === 0 || this.entries.size > this.maxKeys) this.sweep()
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxKeys) break
      this.entries.delete(oldest)
    }
  }

  private sweep(): void {
    const now = this.now()
    for (const [key, entry] of this.entries) if (entry.expiresAt !== 0 && entry.expiresAt <= now) this.entries.delete(key)
  }

  private info(key: string, entry: Entry): CacheKeyInfo {
    return { key, type: entry.type, ttl: entry.expiresAt === 0 ? -1 : Math.max(0, entry.expiresAt - this.now()), size: sizeOf(key, entry) }
  }
}

function sizeOf(key: string, entry: Entry): number {
  let bytes = ENTRY_OVERHEAD + Buffer.byteLength(key)
  if (entry.type === 'string') bytes += Buffer.byteLength(entry.value)
  else for (const [field, value] of entry.fields) bytes += Buffer.byteLength(field) + Buffer.byteLength(value)
  return bytes
}
