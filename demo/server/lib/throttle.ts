import type { CacheStore } from './cache'
import { MINUTE } from './time'

/** Limits of {@link LoginThrottle}. */
export interface ThrottleLimits {
  /** Failures count until this long passes without one after the last wait ended (a growing wait is not forgotten). */
  windowMs: number
  /** Failures of one account from one address before the first delay. */
  perPair: number
  /** The first delay; each further failure doubles it, up to `maxDelayMs`. */
  firstDelayMs: number
  maxDelayMs: number
  /** Failures from one address, whatever the accounts, before the address waits `maxDelayMs` (password spraying). */
  perIp: number
}

/**
 * 5 failures of one account from one address, each within 15 minutes of the last, make it wait 1 minute, then 2, 4, 8
 * and at most 15 minutes per further failure; 100 failures from one address (many accounts tried) make the address wait
 * 15 minutes.
 */
export const DEFAULT_LIMITS: ThrottleLimits = { windowMs: 15 * MINUTE, perPair: 5, firstDelayMs: MINUTE, maxDelayMs: 15 * MINUTE, perIp: 100 }

interface Counter { failures: number[]; lockedUntil: number }

/**
 * Counts failed logins per (account, address) and per address, with a growing delay. An account is never locked for
 * everybody (whoever knows a user name could otherwise lock its owner out from anywhere), and an address is not
 * locked by a handful of failures (a hospital behind one proxy would lock itself out): what waits is the pair that
 * keeps failing, longer each time, and an address that tries very many accounts. It also bounds RSA padding-oracle
 * probing, since undecryptable passwords count as failures.
 *
 * The counters live in the server's cache (`login_throttle:pair:<user>|<address>`, `login_throttle:ip:<address>`;
 * in-process or Redis) with the times in them, so the server's clock decides; each expires once it can no longer
 * matter (the window after the longest wait). Changes of one counter are made one at a time within this server.
 */
export class LoginThrottle {
  private readonly cache: CacheStore
  private readonly now: () => number
  private readonly limits: ThrottleLimits
  /** The change in progress per counter key: the next one waits for it (read, change and write stay together). */
  private readonly pending = new Map<string, Promise<unknown>>()

  constructor(cache: CacheStore, now: () => number, limits: ThrottleLimits = DEFAULT_LIMITS) {
    this.cache = cache
    this.now = now
    this.limits = limits
  }

  /** Whole minutes this account must wait from this address (or the address at all), or 0. */
  async lockedMinutes(username: string, ip: string): Promise<number> {
    const now = this.now()
    const [pair, address] = await Promise.all([this.read(pairKey(username, ip)), this.read(ipKey(ip))])
    const until = Math.max(pair?.lockedUntil ?? 0, address?.lockedUntil ?? 0)
    return until > now ? Math.max(1, Math.ceil((until - now) / MINUTE)) : 0
  }

  /** Records a failure; `username` is null for failures that only count against the address (a wrong captcha). */
  async fail(username: string | null, ip: string): Promise<void> {
    const now = this.now()
    if (username !== null) {
      await this.change(pairKey(username, ip), (pair) => {
        this.count(pair, now)
        const beyond = pair.failures.length - this.limits.perPair
        if (beyond >= 0) pair.lockedUntil = now + Math.min(this.limits.maxDelayMs, this.limits.firstDelayMs * 2 ** beyond)
      })
    }
    await this.change(ipKey(ip), (address) => {
      this.count(address, now)
      if (address.failures.length >= this.limits.perIp) {
        address.lockedUntil = now + this.limits.maxDelayMs
        address.failures = []
      }
    })
  }

  /** A successful login clears the pair's counter. */
  async succeed(username: string, ip: string): Promise<void> {
    const key = pairKey(username, ip)
    await this.serial(key, () => this.cache.del([key]))
  }

  private count(counter: Counter, now: number): void {
    // Quiet since the last failure, or since the end of the wait it caused.
    const quietSince = Math.max(counter.failures.at(-1) ?? 0, counter.lockedUntil)
    if (quietSince <= now - this.limits.windowMs) counter.failures = []
    counter.failures.push(now)
    // Beyond this many the answer no longer changes (the longest wait, the address's limit): the value stays small.
    const keep = Math.max(this.limits.perIp, this.limits.perPair + 16)
    if (counter.failures.length > keep) counter.failures.splice(0, counter.failures.length - keep)
  }

  private async read(key: string): Promise<Counter | null> {
    const raw = await this.cache.get(key)
    if (raw === null) return null
    try {
      const parsed = JSON.parse(raw) as Partial<Counter>
      return {
        failures: Array.isArray(parsed.failures) ? parsed.failures.filter((t): t is number => typeof t === 'number') : [],
        lockedUntil: typeof parsed.lockedUntil === 'number' ? parsed.lockedUntil : 0,
      }
    } catch {
      return null
    }
  }

  private change(key: string, update: (counter: Counter) => void): Promise<void> {
    return this.serial(key, async () => {
      const counter = (await this.read(key)) ?? { failures: [], lockedUntil: 0 }
      update(counter)
      // Kept as long as it can matter: the longest wait, then the window of quiet that forgets the failures.
      await this.cache.set(key, JSON.stringify(counter), this.limits.windowMs + this.limits.maxDelayMs)
    })
  }

  private async serial<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = this.pending.get(key) ?? Promise.resolve()
    const run = before.then(task, task)
    const settled = run.catch(() => undefined)
    this.pending.set(key, settled)
    try {
      return await run
    } finally {
      if (this.pending.get(key) === settled) this.pending.delete(key)
    }
  }
}

function pairKey(username: string, ip: string): string {
  return `login_throttle:pair:${username.toLowerCase()}|${ip}`
}

function ipKey(ip: string): string {
  return `login_throttle:ip:${ip}`
}
