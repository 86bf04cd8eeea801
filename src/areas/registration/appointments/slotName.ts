import type { useT } from '../../../ui/i18n/useT'
import { isoWeekday, monthDay, timeOf } from './calendarDates'

/**
 * A slot as the desk says it: weekday, day and times (`Tue 06-03 10:00–10:15`, `周二 06-03 10:00–10:15`).
 *
 * @example
 * slotName(t, '2025-06-03 10:00:00', '2025-06-03 10:15:00')
 */
export function slotName(t: ReturnType<typeof useT>, start: string, end: string): string {
  return t('registration.appointments.slot', {
    weekday: t(`registration.appointments.weekdays.${isoWeekday(start.slice(0, 10))}`),
    day: monthDay(start),
    from: timeOf(start),
    to: timeOf(end),
  })
}
