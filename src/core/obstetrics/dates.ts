/**
 * Pregnancy dates (ris-domain §5.2): gestational age as weeks and days, the expected date of delivery from the last
 * menstrual period or from a scan. Days are rounded, weeks are not (24.46 w is 24+3, not 24+0); dates are
 * `yyyy-MM-dd` counted in whole calendar days, independent of the time zone.
 */

const DAY_MS = 86_400_000

/** Days of pregnancy to last until the expected date of delivery (Naegele). */
export const PREGNANCY_DAYS = 280

/** A gestational age split into whole weeks and days. */
export interface WeeksDays {
  weeks: number
  days: number
  /** Total days. */
  total: number
}

/**
 * A gestational age in (fractional) weeks as weeks+days, the days rounded.
 *
 * @example
 * weeksDays(24.47) // { weeks: 24, days: 3, total: 171 }
 */
export function weeksDays(weeks: number): WeeksDays {
  return fromDays(Math.round(weeks * 7))
}

/** Whole days as weeks+days. */
export function fromDays(total: number): WeeksDays {
  return { weeks: Math.floor(total / 7), days: total - Math.floor(total / 7) * 7, total }
}

/**
 * `24+3` (the ExamDto `gestationalAge` form).
 *
 * @example
 * formatGa(weeksDays(24.47)) // '24+3'
 */
export function formatGa(ga: WeeksDays): string {
  return `${ga.weeks}+${ga.days}`
}

/** Parses `yyyy-MM-dd` to days since 1970-01-01 (UTC), or null. */
export function dayNumber(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date)
  if (!m) return null
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  const back = new Date(ms)
  // 2024-02-31 is not a date.
  if (back.getUTCMonth() !== Number(m[2]) - 1 || back.getUTCDate() !== Number(m[3])) return null
  return Math.round(ms / DAY_MS)
}

/** Days since 1970-01-01 back to `yyyy-MM-dd`. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/**
 * The gestational age by dates on `on` (both `yyyy-MM-dd`), or null when a date is unreadable or the LMP is later.
 *
 * @example
 * gaByDates('2024-01-01', '2024-06-20') // { weeks: 24, days: 3, total: 171 }
 */
export function gaByDates(lmp: string, on: string): WeeksDays | null {
  const a = dayNumber(lmp)
  const b = dayNumber(on)
  if (a === null || b === null || b < a) return null
  return fromDays(b - a)
}

/**
 * EDD from the LMP: LMP + 280 days.
 *
 * @example
 * eddFromLmp('2024-01-01') // '2024-10-07'
 */
export function eddFromLmp(lmp: string): string | null {
  const a = dayNumber(lmp)
  return a === null ? null : dateOfDay(a + PREGNANCY_DAYS)
}

/**
 * EDD from a scan: scan date + 280 − the scan's gestational age in days.
 *
 * @example
 * eddFromScan('2024-06-20', 171) // '2024-10-07'
 */
export function eddFromScan(scanDate: string, gaDays: number): string | null {
  const a = dayNumber(scanDate)
  return a === null || !Number.isFinite(gaDays) ? null : dateOfDay(a + PREGNANCY_DAYS - Math.round(gaDays))
}
