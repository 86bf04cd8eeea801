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
 */
export class LoginThrottle {
  private readonly counters = new Map<string, Counter>()
  private readonly now: () => number
  private readonly limits: ThrottleLimits

  constructor(now: () => number, limits: ThrottleLimits = DEFAULT_LIMITS) {
    this.now = now
    this.limits = limits
  }

  /** Whole minutes this account must wait from this address (or the address at all), or 0. */
  lockedMinutes(username: string, ip: string): number {
    const now = this.now()
    const until = Math.max(this.counters.get(pairKey(username, ip))?.lockedUntil ?? 0, this.counters.get(ipKey(ip))?.lockedUntil ?? 0)
    return until > now ? Math.max(1, Math.ceil((until - now) / MINUTE)) : 0
  }

  /** Records a failure; `username` is null for failures that only count against the address (a wrong captcha). */
  fail(username: string | null, ip: string): void {
    const now = this.now()
    if (this.counters.size > 10_000) this.sweep(now)
    if (username !== null) {
      const pair = this.count(pairKey(username, ip), now)
      const beyond = pair.failures.length - this.limits.perPair
      if (beyond >= 0) pair.lockedUntil = now + Math.min(this.limits.maxDelayMs, this.limits.firstDelayMs * 2 ** beyond)
    }
    const address = this.count(ipKey(ip), now)
    if (address.failures.length >= this.limits.perIp) {
      address.lockedUntil = now + this.limits.maxDelayMs
      address.failures = []
    }
  }

  /** A successful login clears the pair's counter. */
  succeed(username: string, ip: string): void {
    this.counters.delete(pairKey(username, ip))
  }

  private count(key: string, now: number): Counter {
    const counter = this.counters.get(key) ?? { failures: [], lockedUntil: 0 }
    // Quiet since the last failure, or since the end of the wait it caused.
    const quietSince = Math.max(counter.failures.at(-1) ?? 0, counter.lockedUntil)
    if (quietSince <= now - this.limits.windowMs) counter.failures = []
    counter.failures.push(now)
    this.counters.set(key, counter)
    return counter
  }

  private sweep(now: number): void {
    for (const [key, c] of this.counters) {
      if (c.lockedUntil <= now && (c.failures.at(-1) ?? 0) <= now - this.limits.windowMs) this.counters.delete(key)
    }
  }
}

function pairKey(username: string, ip: string): string {
  return `pair:${username.toLowerCase()}|${ip}`
}

function ipKey(ip: string): string {
  return `ip:${ip}`
}
