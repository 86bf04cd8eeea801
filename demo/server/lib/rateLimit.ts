import { MINUTE } from './time'

/**
 * Counts calls per key in a sliding minute and says how long a key over its limit must wait. Used for the HIS
 * integration account's reads: a machine reading reports should be fast, and a leaked credential should not be a
 * way to copy every report of the hospital in an afternoon.
 */
export class RateLimiter {
  private readonly calls = new Map<string, number[]>()

  constructor(private readonly now: () => number, readonly perMinute: number) {}

  /** Records a call of `key`; 0 when allowed, else the seconds until the oldest call of the minute expires. */
  take(key: string): number {
    const now = this.now()
    const recent = (this.calls.get(key) ?? []).filter((t) => t > now - MINUTE)
    if (recent.length >= this.perMinute) {
      this.calls.set(key, recent)
      return Math.max(1, Math.ceil((recent[0]! + MINUTE - now) / 1000))
    }
    recent.push(now)
    this.calls.set(key, recent)
    if (this.calls.size > 10_000) for (const [k, times] of this.calls) if ((times.at(-1) ?? 0) <= now - MINUTE) this.calls.delete(k)
    return 0
  }
}

/** The HIS account's reads per minute (`CLINIC_HIS_READS_PER_MINUTE`, default 600). */
export function hisReadsPerMinute(): number {
  const value = Number(process.env.CLINIC_HIS_READS_PER_MINUTE ?? 600)
  return Number.isInteger(value) && value > 0 ? value : 600
}
