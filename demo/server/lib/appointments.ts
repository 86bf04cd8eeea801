import type { ExamStatus } from '../../../src/core/contract/exam'
import type { Db } from '../db/db'
import { HttpError } from './errors'
import { formatDateTime } from './time'

/**
 * One period of a device's week (`ris_device_schedule`): on `weekday` (ISO, 1 Monday … 7 Sunday) from `startTime` to
 * `endTime` (`HH:mm`), cut into slots of `slotMinutes`, each taking `capacity` patients. A last piece shorter than a
 * slot is not offered.
 */
export interface SchedulePeriod {
  weekday: number
  startTime: string
  endTime: string
  slotMinutes: number
  capacity: number
}

/** An exam booked into a slot, as the calendar names it. */
export interface BookedExam {
  id: number
  examNo: string
  patientName: string
  examItem: string
  status: ExamStatus
  /** The exam's modality: whoever lists the slot names it only within his data scope. */
  modality: string
}

/** A slot of one day: `start`/`end` `yyyy-MM-dd HH:mm:ss`, how many it takes and who is booked into it. */
export interface DaySlot {
  start: string
  end: string
  capacity: number
  booked: number
  exams: BookedExam[]
  /** Bookings at a time the schedule no longer offers (it changed after they were made): shown, never offered. */
  offSchedule?: true
}

/**
 * Statuses that hold a place in a slot: the appointed exam and what it became on the day (checked in, examined,
 * reported…). A cancelled or void exam frees its place, and so does one sent back to the desk (registered again:
 * it must be booked anew).
 */
const FREE_STATUSES = ['0', '7', '10'] as const
const HOLDS_PLACE = `e.status NOT IN (${FREE_STATUSES.map((s) => `'${s}'`).join(', ')})`

const DAY_MS = 24 * 60 * 60 * 1000

/** Minutes after midnight of `HH:mm`. */
export function minutesOf(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number)
  return h * 60 + m
}

/** `HH:mm:ss` of minutes after midnight. */
function clock(minutes: number): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${p(Math.floor(minutes / 60))}:${p(minutes % 60)}:00`
}

/** The ISO weekday (1 Monday … 7 Sunday) of a `yyyy-MM-dd` day. */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7
}

/** The days from `from` to `to` (`yyyy-MM-dd`, both included). */
export function daysBetween(from: string, to: string): string[] {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number]
  const days: string[] = []
  for (let at = Date.UTC(y, m - 1, d); ; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10)
    if (day > to) break
    days.push(day)
  }
  return days
}

/**
 * The slots a set of periods gives on `day`: each period of the day's weekday from its start, one slot every
 * `slotMinutes`, as long as the whole slot fits before the period's end.
 *
 * @example
 * periodSlots([{ weekday: 1, startTime: '08:00', endTime: '08:40', slotMinutes: 15, capacity: 2 }], '2025-06-02')
 * // 08:00–08:15 and 08:15–08:30 (2 each); 08:30–08:40 is too short
 */
export function periodSlots(periods: readonly SchedulePeriod[], day: string): { start: string; end: string; capacity: number }[] {
  const weekday = weekdayOf(day)
  const slots: { start: string; end: string; capacity: number }[] = []
  for (const period of periods.filter((p) => p.weekday === weekday).sort((a, b) => minutesOf(a.startTime) - minutesOf(b.startTime))) {
    const end = minutesOf(period.endTime)
    for (let at = minutesOf(period.startTime); at + period.slotMinutes <= end; at += period.slotMinutes) {
      slots.push({ start: `${day} ${clock(at)}`, end: `${day} ${clock(at + period.slotMinutes)}`, capacity: period.capacity })
    }
  }
  return slots
}

/** A device's weekly schedule, by weekday and start. */
export function deviceSchedule(db: Db, deviceId: number): SchedulePeriod[] {
  return db.prepare(`SELECT weekday, start_time AS startTime, end_time AS endTime, slot_minutes AS slotMinutes, capacity
    FROM ris_device_schedule WHERE device_id = ? ORDER BY weekday, start_time`).all(deviceId) as SchedulePeriod[]
}

/**
 * The slots of every day from `from` to `to` (`yyyy-MM-dd`) on a device, from its schedule, with the exams holding a
 * place in each (bookings at a time the schedule no longer offers come as extra slots of capacity 0, marked
 * `offSchedule`).
 */
export function rangeSlots(db: Db, deviceId: number, from: string, to: string): { day: string; slots: DaySlot[] }[] {
  const periods = deviceSchedule(db, deviceId)
  const bookings = db.prepare(`SELECT e.id, e.exam_no AS examNo, p.name AS patientName, e.exam_item AS examItem, e.status, e.modality,
      e.appoint_start AS start, e.appoint_end AS "end"
    FROM ris_exam e JOIN ris_patient p ON p.id = e.patient_ref
    WHERE e.device_id = ? AND e.appoint_start >= ? AND e.appoint_start <= ? AND ${HOLDS_PLACE}
    ORDER BY e.appoint_start, e.id`).all(deviceId, `${from} 00:00:00`, `${to} 23:59:59`) as (BookedExam & { start: string; end: string | null })[]
  return daysBetween(from, to).map((day) => {
    const slots: DaySlot[] = periodSlots(periods, day).map((slot) => ({ ...slot, booked: 0, exams: [] }))
    const byStart = new Map(slots.map((slot) => [slot.start, slot]))
    for (const { start, end, ...exam } of bookings.filter((b) => b.start.startsWith(day))) {
      let slot = byStart.get(start)
      if (!slot) {
        slot = { start, end: end ?? start, capacity: 0, booked: 0, exams: [], offSchedule: true }
        byStart.set(start, slot)
        slots.push(slot)
      }
      slot.booked++
      slot.exams.push(exam)
    }
    return { day, slots: slots.sort((a, b) => a.start.localeCompare(b.start)) }
  })
}

/**
 * The slots of one day (`yyyy-MM-dd`) on a device, from its weekly schedule, each with how many places are taken and
 * by which exams.
 *
 * @example
 * daySlots(db, 7, '2025-06-02')[0] // { start: '2025-06-02 08:00:00', end: '2025-06-02 08:15:00', capacity: 2, booked: 1, exams: [...] }
 */
export function daySlots(db: Db, deviceId: number, day: string): DaySlot[] {
  return rangeSlots(db, deviceId, day, day)[0]?.slots ?? []
}

/** What {@link reserveSlot} is asked. */
export interface SlotRequest {
  deviceId: number
  /** The slot's start, `yyyy-MM-dd HH:mm` or `yyyy-MM-dd HH:mm:ss`. */
  start: string
  /** An exam moving its own booking: its place does not count against the slot. */
  excludeExamId?: number | undefined
  /** The moment (epoch ms) before which slots are past; default now. */
  now?: number | undefined
}

/**
 * Checks that `start` is a slot of the device's schedule, not yet begun, with a free place, and answers the slot's
 * `{ start, end }` (`yyyy-MM-dd HH:mm:ss`) for the exam's `appoint_start` / `appoint_end`. Throws HttpError 400
 * `appointment.noSlot` (on `start`) when the time is not a slot of the schedule or already past, 409 `appointment.full`
 * when its places are taken. It writes nothing: call it inside the transaction that books the exam, so that of two
 * desks taking the last place one wins and the other gets the 409.
 *
 * @example
 * db.transaction(() => {
 *   const slot = reserveSlot(db, { deviceId: 7, start: '2025-06-02 08:15', now: Date.now() })
 *   db.prepare('UPDATE ris_exam SET device_id = ?, appoint_start = ?, appoint_end = ? WHERE id = ?').run(7, slot.start, slot.end, examId)
 * })()
 */
export function reserveSlot(db: Db, request: SlotRequest): { start: string; end: string } {
  const start = request.start.length === 16 ? `${request.start}:00` : request.start
  const device = db.prepare('SELECT name FROM ris_device WHERE id = ?').get(request.deviceId) as { name: string } | undefined
  const params = { device: device?.name ?? String(request.deviceId), start: start.slice(0, 16) }
  const slot = device ? periodSlots(deviceSchedule(db, request.deviceId), start.slice(0, 10)).find((s) => s.start === start) : undefined
  if (!slot || start <= formatDateTime(request.now ?? Date.now())) throw new HttpError(400, 'appointment.noSlot', { field: 'start', params })
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ris_exam e WHERE e.device_id = ? AND e.appoint_start = ? AND ${HOLDS_PLACE} AND e.id <> ?`)
    .get(request.deviceId, start, request.excludeExamId ?? 0) as { n: number }
  if (n >= slot.capacity) {
    throw new HttpError(409, 'appointment.full', { params: { ...params, end: slot.end.slice(11, 16), capacity: slot.capacity } })
  }
  return { start: slot.start, end: slot.end }
}
