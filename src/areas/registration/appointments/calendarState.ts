import { map, type MapStore } from 'nanostores'
import { toWireDate } from '../../../core/format/time'
import type { CalendarSpan } from './calendarDates'

/** Where the appointment calendar stands: the modality and device shown, one day or a week, and the day it shows. */
export interface CalendarPosition {
  /** Modality code; null until the desk's modalities are known (the calendar picks one). */
  modality: string | null
  deviceId: number | null
  span: CalendarSpan
  /** `yyyy-MM-dd`: the day shown, or a day of the week shown. */
  anchor: string
}

/**
 * The calendar's position as a store, made by the view that holds the calendar so that it outlives the calendar's
 * tab being switched away and back.
 *
 * @example
 * const [$position] = useState(() => createCalendarPosition())
 */
export function createCalendarPosition(today: string = toWireDate(new Date())): MapStore<CalendarPosition> {
  return map<CalendarPosition>({ modality: null, deviceId: null, span: 'week', anchor: today })
}
