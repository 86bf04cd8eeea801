import { parseWireDate } from '../format/time'

/**
 * Critical-value (危急值) rules shared by the contract server and the clients: the notification limit per modality,
 * the receiver's phone pattern and the timing arithmetic. Times are wire times (`yyyy-MM-dd HH:mm[:ss]`, local).
 */

/** The prefix of the hospital settings holding the notification limits: `critical.limitMinutes.US` = `10`. */
export const CRITICAL_LIMIT_KEY_PREFIX = 'critical.limitMinutes.'

/** The setting used for a modality without its own limit. */
export const CRITICAL_LIMIT_DEFAULT_KEY = `${CRITICAL_LIMIT_KEY_PREFIX}default`

/**
 * The limits a fresh database starts with, in minutes: ultrasound and ECG 10 (the national US-CV-01 indicator and
 * the provincial ECG standard), imaging and endoscopy 15. The hospital's settings override them.
 */
export const DEFAULT_CRITICAL_LIMITS: Readonly<Record<string, number>> = { US: 10, CT: 15, MR: 15, DR: 15, MG: 15, ECG: 10, ES: 15 }

/** The limit of a modality without its own setting. */
export const DEFAULT_CRITICAL_LIMIT_MINUTES = 15

/**
 * The setting key of a modality's notification limit.
 *
 * @example
 * criticalLimitKey('us') // 'critical.limitMinutes.US'
 */
export function criticalLimitKey(modality: string): string {
  return `${CRITICAL_LIMIT_KEY_PREFIX}${modality.toUpperCase()}`
}

/**
 * A receiver's phone: a number or an internal extension, optionally prefixed `内线`/`分机`/`ext`, digits with spaces,
 * dashes or parentheses, 3–20 characters after the prefix.
 *
 * @example
 * RECEIVER_PHONE_PATTERN.test('内线 6123') // true
 */
export const RECEIVER_PHONE_PATTERN = /^(?:(?:内线|分机|ext\.?)\s*)?\+?\d[\d\s()-]{2,19}$/i

/**
 * Whole and partial minutes from one wire time to another (negative when `to` is earlier); NaN when either is not a
 * wire time.
 *
 * @example
 * minutesBetween('2025-06-01 08:00:00', '2025-06-01 08:12:30') // 12.5
 */
export function minutesBetween(from: string, to: string): number {
  const a = parseWireDate(from)
  const b = parseWireDate(to)
  if (!a || !b) return Number.NaN
  return (b.getTime() - a.getTime()) / 60_000
}

/**
 * Whether a notification made at `notifiedAt` for a value flagged at `flaggedAt` kept the limit (at most
 * `limitMinutes` later).
 *
 * @example
 * notifiedWithinLimit('2025-06-01 08:00:00', '2025-06-01 08:10:00', 10) // true
 */
export function notifiedWithinLimit(flaggedAt: string, notifiedAt: string, limitMinutes: number): boolean {
  const minutes = minutesBetween(flaggedAt, notifiedAt)
  return Number.isFinite(minutes) && minutes <= limitMinutes
}

/** Where a critical value's timer stands: well within its limit, near it (the last fifth, at least a minute), or past it. */
export type CriticalTimerState = 'within' | 'near' | 'past'

/**
 * The timer of a critical value at `now` (epoch ms) for a flag at `since` (epoch ms): seconds elapsed, seconds left
 * (negative once past) and its state.
 *
 * @example
 * criticalTimer(0, 9 * 60_000, 10) // { elapsedSeconds: 540, remainingSeconds: 60, state: 'near' }
 */
export function criticalTimer(since: number, now: number, limitMinutes: number): { elapsedSeconds: number; remainingSeconds: number; state: CriticalTimerState } {
  const elapsedSeconds = Math.max(0, Math.floor((now - since) / 1000))
  const remainingSeconds = limitMinutes * 60 - elapsedSeconds
  const nearAt = Math.max(60, Math.round(limitMinutes * 60 * 0.2))
  const state: CriticalTimerState = remainingSeconds < 0 ? 'past' : remainingSeconds <= nearAt ? 'near' : 'within'
  return { elapsedSeconds, remainingSeconds, state }
}

/**
 * Seconds as `mm:ss` (minutes not wrapped at an hour).
 *
 * @example
 * formatElapsed(754) // '12:34'
 */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}
