import { MINUTE } from './time'

/** Limits of {@link LoginThrottle}. */
export interface ThrottleLimits {
  windowMs: number
  lockMs: number
  perUser: number
  perIp: number
}

/** 5 failures per user name or 20 per address within 15 minutes lock for 15 minutes. */
export const DEFAULT_LIMITS: ThrottleLimits = { windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, perUser: 5, perIp: 20 }

interface Counter { failures: number[]; lockedUntil: number }

/**
 * Counts failed logins per user name and per client address and locks either for a while once it reaches its
 * limit. It also bounds RSA padding-oracle probing, since undecryptable passwords count as failures.
 */
export class LoginThrottle {
  private readonly counters = new Map<string, Counter>()
  private readonly now: () => number
  private readonly limits: ThrottleLimits

  constructor(now: () => number, limits: ThrottleLimits = DEFAULT_LIMITS) {
    this.now = now
    this.limits = limits
  }

  /** Whole minutes left on the lock of this user name or address, or 0 when neither is locked. */
  lockedMinutes(username: string, ip: string): number {
    const now = this.now()
    const until = Math.max(this.get(userKey(username))?.lockedUntil ?? 0, this.get(`ip:${ip}`)?.lockedUntil ?? 0)
    return until > now ? Math.max(1, Math.ceil((until - now) / MINUTE)) : 0
  }

  /** Records a failure; `username` is null for failures that only count against the address. */
  fail(username: string | null, ip: string): void {
    if (username !== null) this.bump(userKey(username), this.limits.perUser)
    this.bump(`ip:${ip}`, this.limits.perIp)
  }

  /** A successful login clears the user name's counter. */
  succeed(username: string): void {
    this.counters.delete(userKey(username))
  }

  private get(key: string): Counter | undefined {
    return this.counters.get(key)
  }

  private bump(key: string, limit: number): void {
    const now = this.now()
    if (this.counters.size > 10_000) this.sweep(now)
    const counter = this.counters.get(key) ?? { failures: [], lockedUntil: 0 }
    counter.failures = counter.failures.filter((t) => t > now - this.limits.windowMs)
    counter.failures.push(now)
    if (counter.failures.length >= limit) {
      counter.lockedUntil = now + this.limits.lockMs
      counter.failures = []
    }
    this.counters.set(key, counter)
  }

  private sweep(now: number): void {
    for (const [key, c] of this.counters) {
      if (c.lockedUntil <= now && c.failures.every((t) => t <= now - this.limits.windowMs)) this.counters.delete(key)
    }
  }
}

function userKey(username: string): string {
  return `user:${username.toLowerCase()}`
}
