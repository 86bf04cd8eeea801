import { Redis } from 'ioredis'
import { CacheCounters, CacheUnavailableError, type CacheKeyInfo, type CacheStats, type CacheStore, type CacheValue } from './types'

/** Options of {@link RedisCache}. */
export interface RedisCacheOptions {
  /** Where state changes are logged (connected, unreachable, back). */
  log: (line: string) => void
  /** How long connecting, and then any one command, may take before the call fails (default 3 s). */
  timeoutMs?: number
}

/** `redis://host:port/db` of a Redis URL, without user and password. */
export function redisAddress(url: string): string {
  try {
    const parsed = new URL(url)
    const db = /^\/(\d+)$/.exec(parsed.pathname)?.[1] ?? '0'
    return `${parsed.protocol}//${parsed.hostname}:${parsed.port || '6379'}/${db}`
  } catch {
    return 'redis://?'
  }
}

/** A reply Redis gave (a wrong type, an unknown command), as opposed to not answering at all. */
function isReply(error: unknown): boolean {
  return error instanceof Error && error.name === 'ReplyError'
}

const reasonOf = (error: unknown): string =>
  (error as { code?: string } | null)?.code ?? (error instanceof Error ? error.message : String(error))

/**
 * The cache in a Redis server (`REDIS_URL`), through ioredis. It never queues a call while Redis is away: connecting
 * and each command have a timeout of a few seconds, and a call made while Redis cannot be reached fails at once with
 * {@link CacheUnavailableError} (503, `cache.unavailable`). ioredis keeps reconnecting in the background; the log
 * says when Redis went away and when it came back, once each.
 */
export class RedisCache implements CacheStore {
  readonly backend = 'redis' as const
  readonly address: string
  private readonly redis: Redis
  private readonly counters = new CacheCounters()
  private readonly log: (line: string) => void
  private readonly timeoutMs: number
  /** Whether Redis answered last time we heard from it (null: not yet known). */
  private up: boolean | null = null

  constructor(url: string, options: RedisCacheOptions) {
    this.address = redisAddress(url)
    this.log = options.log
    this.timeoutMs = options.timeoutMs ?? 3000
    this.redis = new Redis(url, {
      lazyConnect: true,
      connectTimeout: this.timeoutMs,
      commandTimeout: this.timeoutMs,
      // A call while disconnected fails now instead of waiting in a queue for a Redis that may not come back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
    })
    this.redis.on('ready', () => this.answered())
    // Without a listener ioredis's 'error' events would end the process.
    this.redis.on('error', (error: unknown) => this.down(error))
  }

  /**
   * Connects, waiting at most the timeout; when Redis cannot be reached the server starts anyway (logged), and calls
   * needing the cache answer 503 until it is back.
   */
  async connect(): Promise<void> {
    let timer: NodeJS.Timeout | undefined
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.timeoutMs + 500)
    })
    // The attempt may fail after the wait is over: its failure is handled either way.
    const attempt = this.redis.connect().catch((error: unknown) => this.down(error))
    await Promise.race([attempt, waited])
    clearTimeout(timer)
    if (this.redis.status !== 'ready') this.down(new Error(`no answer within ${this.timeoutMs} ms`))
  }

  async get(key: string): Promise<string | null> {
    return this.counters.count(await this.call((r) => r.get(key)))
  }

  async set(key: string, value: string, ttlMs = 0): Promise<void> {
    await this.call((r) => (ttlMs > 0 ? r.set(key, value, 'PX', ttlMs) : r.set(key, value)))
  }

  async take(key: string): Promise<string | null> {
    // GET and DEL in one transaction (GETDEL needs Redis 6.2).
    const replies = await this.call((r) => r.multi().get(key).del(key).exec())
    return this.counters.count((replies?.[0]?.[1] as string | null | undefined) ?? null)
  }

  async del(keys: readonly string[]): Promise<number> {
    if (keys.length === 0) return 0
    return this.call((r) => r.del(...keys))
  }

  async incr(key: string, ttlMs = 0): Promise<number> {
    if (ttlMs <= 0) return this.call((r) => r.incr(key))
    // Created with its TTL if missing, then counted: one transaction, so a new key never lives without expiry.
    const replies = await this.call((r) => r.multi().set(key, '0', 'PX', ttlMs, 'NX').incr(key).exec())
    const [error, value] = replies?.[1] ?? [new Error('no reply'), null]
    if (error) throw error
    return Number(value)
  }

  async hget(key: string, fieldName: string): Promise<string | null> {
    return this.counters.count(await this.call((r) => r.hget(key, fieldName)))
  }

  async hset(key: string, values: Readonly<Record<string, string>>, ttlMs = 0): Promise<void> {
    await this.call((r) => {
      const tx = r.multi().hset(key, values)
      if (ttlMs > 0) tx.pexpire(key, ttlMs)
      return tx.exec()
    })
  }

  async scan(pattern: string, limit: number): Promise<{ keys: string[]; truncated: boolean }> {
    // SCAN, never KEYS: Redis keeps serving others between the steps. A key may come back twice: the set drops it.
    const found = new Set<string>()
    let cursor = '0'
    do {
      const [next, keys] = await this.call((r) => r.scan(cursor, 'MATCH', pattern, 'COUNT', 1000))
      for (const key of keys) {
        if (found.size === limit && !found.has(key)) return { keys: [...found], truncated: true }
        found.add(key)
      }
      cursor = next
    } while (cursor !== '0')
    return { keys: [...found], truncated: false }
  }

  async describe(keys: readonly string[]): Promise<CacheKeyInfo[]> {
    if (keys.length === 0) return []
    const replies = await this.call((r) => {
      const pipeline = r.pipeline()
      for (const key of keys) pipeline.type(key).pttl(key).memory('USAGE', key)
      return pipeline.exec()
    })
    const out: CacheKeyInfo[] = []
    keys.forEach((key, i) => {
      const type = replies?.[i * 3]?.[1] as string | undefined
      if (!type || type === 'none') return
      const ttl = Number(replies?.[i * 3 + 1]?.[1] ?? -1)
      // MEMORY may be renamed away on a managed Redis: then the size is unknown, not an error.
      const [usageError, usage] = replies?.[i * 3 + 2] ?? [null, null]
      out.push({ key, type, ttl: ttl < 0 ? -1 : ttl, size: usageError || usage === null ? null : Number(usage) })
    })
    return out
  }

  async read(key: string, limits: { maxBytes: number; maxFields: number }): Promise<CacheValue | null> {
    const [info] = await this.describe([key])
    if (!info) return null
    if (info.type === 'string') {
      const [length, head] = await this.call((r) => Promise.all([r.strlen(key), r.getrangeBuffer(key, 0, limits.maxBytes - 1)]))
      return { ...info, value: head.toString('utf8'), fields: null, truncated: length > limits.maxBytes }
    }
    if (info.type === 'hash') {
      const fields: { field: string; value: string }[] = []
      let cursor = '0'
      do {
        const [next, flat] = await this.call((r) => r.hscan(key, cursor, 'COUNT', 500))
        for (let i = 0; i + 1 < flat.length && fields.length < limits.maxFields + 1; i += 2) fields.push({ field: flat[i]!, value: flat[i + 1]! })
        cursor = next
      } while (cursor !== '0' && fields.length <= limits.maxFields)
      const truncated = fields.length > limits.maxFields
      return { ...info, value: null, fields: fields.slice(0, limits.maxFields), truncated }
    }
    return { ...info, value: null, fields: null, truncated: false }
  }

  async stats(): Promise<CacheStats> {
    const [server, memory, keys] = await this.call((r) => Promise.all([r.info('server'), r.info('memory'), r.dbsize()]))
    return {
      backend: 'redis',
      address: this.address,
      version: field(server, 'redis_version'),
      usedMemory: Number(field(memory, 'used_memory') ?? 0),
      keys,
      hits: this.counters.hits,
      misses: this.counters.misses,
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect()
  }

  /** Runs a command; anything but a reply from Redis (refused, closed, timed out) becomes a 503. */
  private async call<T>(command: (redis: Redis) => Promise<T>): Promise<T> {
    try {
      const answer = await command(this.redis)
      this.answered()
      return answer
    } catch (error) {
      if (isReply(error)) throw error
      this.down(error)
      throw new CacheUnavailableError(this.address, reasonOf(error))
    }
  }

  /** Redis answers (again): said once, with its version. */
  private answered(): void {
    if (this.up === true) return
    const back = this.up === false
    this.up = true
    void this.redis.info('server').then(
      (info) => this.log(`[cache] Redis ${this.address} ${back ? 'answers again' : 'connected'} (Redis ${field(info, 'redis_version') ?? '?'})`),
      () => this.log(`[cache] Redis ${this.address} ${back ? 'answers again' : 'connected'}`),
    )
  }

  private down(error: unknown): void {
    if (this.up === false) return
    this.up = false
    this.log(`[cache] Redis ${this.address} cannot be reached (${reasonOf(error)}): captchas, sign-in and the cache view answer 503 `
      + '(cache.unavailable) until it is back; reconnecting in the background')
  }
}

/** A field of an INFO answer (`redis_version:7.0.15`). */
function field(info: string, name: string): string | null {
  return new RegExp(`^${name}:(.*)$`, 'm').exec(info)?.[1]?.trim() ?? null
}
