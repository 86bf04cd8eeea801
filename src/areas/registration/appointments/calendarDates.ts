import { addDays } from '../../../core/registration/age'

/** What the calendar shows at once: one day, or the week (Monday to Sunday) of its day. */
export type CalendarSpan = 'day' | 'week'

/** The ISO weekday (1 Monday … 7 Sunday) of a `yyyy-MM-dd` day. */
export function isoWeekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7
}

/**
 * The days the calendar shows for `anchor`: the day itself, or Monday to Sunday of its week.
 *
 * @example
 * spanDays('2025-06-04', 'week') // ['2025-06-02', …, '2025-06-08']
 */
export function spanDays(anchor: string, span: CalendarSpan): string[] {
  if (span === 'day') return [anchor]
  const monday = addDays(anchor, 1 - isoWeekday(anchor))
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i))
}

/** The anchor one day or one week earlier (`-1`) or later (`1`). */
export function shiftAnchor(anchor: string, span: CalendarSpan, direction: -1 | 1): string {
  return addDays(anchor, direction * (span === 'day' ? 1 : 7))
}

/** `HH:mm` of a wire time (`yyyy-MM-dd HH:mm:ss`). */
export function timeOf(wire: string): string {
  return wire.slice(11, 16)
}

/** `MM-dd` of a day or wire time. */
export function monthDay(wire: string): string {
  return wire.slice(5, 10)
}
