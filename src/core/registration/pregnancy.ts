import { addDays, daysBetween } from './age'
import { isCalendarDay } from './residentId'

/** Gestational age from the last menstrual period, and the expected date of delivery. */
export interface PregnancyDates {
  /** Completed weeks. */
  weeks: number
  /** Days beyond the completed weeks (0–6). */
  days: number
  /** `23+4`, as reports write it. */
  text: string
  /** Naegele's rule: LMP + 280 days (`yyyy-MM-dd`). */
  edd: string
}

/** Why an LMP was refused (message keys `registration.lmp.<reason>`). */
export type LmpProblem = 'format' | 'future' | 'tooLong'

/** The longest gestation a desk accepts from an LMP (44 weeks: beyond it the date is a typing error). */
export const MAX_GESTATION_DAYS = 44 * 7

/**
 * Gestational age (menstrual age) on `today` from the last menstrual period, and the EDD by Naegele's rule
 * (LMP + 280 days, ris-domain §2.1). An LMP after today or more than 44 weeks ago is refused.
 *
 * @example
 * fromLmp('2026-05-01', '2026-11-23') // { ok: true, value: { weeks: 29, days: 3, text: '29+3', edd: '2027-02-05' } }
 */
export function fromLmp(lmp: string, today: string): { ok: true; value: PregnancyDates } | { ok: false; problem: LmpProblem } {
  if (!isCalendarDay(lmp)) return { ok: false, problem: 'format' }
  const elapsed = daysBetween(lmp, today)
  if (elapsed < 0) return { ok: false, problem: 'future' }
  if (elapsed > MAX_GESTATION_DAYS) return { ok: false, problem: 'tooLong' }
  const weeks = Math.floor(elapsed / 7)
  const days = elapsed % 7
  return { ok: true, value: { weeks, days, text: `${weeks}+${days}`, edd: addDays(lmp, 280) } }
}
