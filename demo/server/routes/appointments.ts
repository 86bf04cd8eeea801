import type { AppointmentSlotsDto, DeviceScheduleDto } from '../../../src/core/contract/appointment'
import type { ExamStatus } from '../../../src/core/contract/exam'
import { nextStatus } from '../../../src/core/exam/lifecycle'
import { daysBetween, deviceSchedule, minutesOf, rangeSlots, reserveSlot, weekdayOf } from '../lib/appointments'
import { nickOf } from '../lib/auth'
import type { Services } from '../lib/context'
import { inScope } from '../lib/dataScope'
import { HttpError } from '../lib/errors'
import { moveExam } from '../lib/examLifecycle'
import { mayReport } from '../lib/reportRules'
import { Resource } from '../lib/route'
import { formatDateTime } from '../lib/time'
import { findExamRow, toExamDto, type ExamRow } from '../models/exams'
import { AppointmentSlotsSchema, AppointSchema, DeviceIdParams, DeviceScheduleSchema, ScheduleBody, SlotsQuery } from '../schemas/appointments'
import { ExamDtoSchema, ExamIdParams } from '../schemas/exam'

/** The longest range the slots call answers (a month view). */
const MAX_DAYS = 31

/** Who reads the calendar and the schedules: the registration desk. */
const DESK_READS = ['registration:list', 'registration:edit'] as const

/**
 * Appointments (预约): each device's weekly schedule, its slots day by day with the exams booked into them, and
 * booking an exam into a slot (`POST api/exams/{id}/appoint`, the lifecycle's `appoint` move: registered or appointed →
 * appointed, so booking and moving a booking are one call). The appoint route lives on a second resource under
 * `/api/exams`: Hono joins both resources' routes under the one prefix.
 */
export function appointmentRoutes(s: Services): Resource[] {
  const { db } = s
  const r = new Resource('/api/appointments', 'appointments', s)

  const deviceOf = (id: number) => db.prepare(`SELECT v.id, v.name, v.status, m.code FROM ris_device v JOIN ris_modality m ON m.id = v.modality_id
    WHERE v.id = ?`).get(id) as { id: number; name: string; status: string; code: string } | undefined

  r.route({
    method: 'get', path: '/slots', permission: DESK_READS, query: SlotsQuery, response: AppointmentSlotsSchema,
    summary: 'A device\'s slots from one day to another (at most 31 days): start, end, places, places taken and the exams booked',
    description: 'Slots come from the device\'s weekly schedule. A place is taken by an appointed exam and by what it became on the day '
      + '(checked in, examined…), not by a cancelled or void one. Only exams within the caller\'s data scope are named; the others '
      + 'count without a name. Bookings at a time the schedule no longer offers come as slots of capacity 0 marked `offSchedule`.',
  }, (c, { query, principal }) => {
    if (query.to < query.from || daysBetween(query.from, query.to).length > MAX_DAYS) throw new HttpError(400, 'appointment.range', { field: 'to' })
    const device = deviceOf(query.deviceId)
    if (!device) throw new HttpError(404, 'common.recordNotFound', { params: { id: query.deviceId } })
    const now = formatDateTime(s.now())
    const named = new Map<string, boolean>()
    const mayName = (modality: string) => {
      if (!named.has(modality)) named.set(modality, inScope(db, principal, modality))
      return named.get(modality) as boolean
    }
    const body: AppointmentSlotsDto = {
      deviceId: device.id,
      deviceName: device.name,
      modality: device.code,
      days: rangeSlots(db, device.id, query.from, query.to).map(({ day, slots }) => ({
        day,
        weekday: weekdayOf(day),
        slots: slots.map((slot) => ({
          start: slot.start, end: slot.end, capacity: slot.capacity, booked: slot.booked, past: slot.start <= now,
          ...(slot.offSchedule ? { offSchedule: true } : {}),
          exams: slot.exams.filter((exam) => mayName(exam.modality))
            .map(({ id, examNo, patientName, examItem, status }) => ({ id, examNo, patientName, examItem, status })),
        })),
      })),
    }
    return c.json(body)
  })

  const scheduleOf = (device: { id: number; name: string; code: string }): DeviceScheduleDto => ({
    deviceId: device.id, deviceName: device.name, modality: device.code, periods: deviceSchedule(db, device.id),
  })
  r.route({
    method: 'get', path: '/schedule/:deviceId', permission: [...DESK_READS, 'device:list'], params: DeviceIdParams, response: DeviceScheduleSchema,
    summary: 'A device\'s weekly schedule: per weekday, periods cut into slots of so many minutes taking so many patients',
  }, (c, { params }) => {
    const device = deviceOf(params.deviceId)
    if (!device) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.deviceId } })
    return c.json(scheduleOf(device))
  })
  r.route({
    method: 'put', path: '/schedule/:deviceId', permission: ['registration:edit'], params: DeviceIdParams, body: ScheduleBody,
    response: DeviceScheduleSchema,
    summary: 'Replace a device\'s weekly schedule (periods of one weekday must not overlap; each holds at least one slot)',
    description: 'Bookings already made keep their times; one at a time the new schedule does not offer shows as an `offSchedule` slot.',
  }, (c, { params, body, principal }) => {
    const device = deviceOf(params.deviceId)
    if (!device) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.deviceId } })
    body.periods.forEach((period, i) => {
      if (minutesOf(period.endTime) - minutesOf(period.startTime) < period.slotMinutes) {
        throw new HttpError(400, 'appointment.schedule.order', { field: `periods.${i}.endTime` })
      }
      const clash = body.periods.findIndex((other, j) => j < i && other.weekday === period.weekday
        && minutesOf(other.startTime) < minutesOf(period.endTime) && minutesOf(period.startTime) < minutesOf(other.endTime))
      if (clash >= 0) {
        const other = body.periods[clash]!
        throw new HttpError(400, 'appointment.schedule.overlap', {
          field: `periods.${i}.startTime`,
          params: { weekday: `@weekday.${period.weekday}`, a: `${other.startTime}–${other.endTime}`, b: `${period.startTime}–${period.endTime}` },
        })
      }
    })
    const time = formatDateTime(s.now())
    db.transaction(() => {
      db.prepare('DELETE FROM ris_device_schedule WHERE device_id = ?').run(device.id)
      const insert = db.prepare(`INSERT INTO ris_device_schedule (device_id, weekday, start_time, end_time, slot_minutes, capacity, create_by,
        update_by, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      for (const p of body.periods) {
        insert.run(device.id, p.weekday, p.startTime, p.endTime, p.slotMinutes, p.capacity, principal.username, principal.username, time, time)
      }
    })()
    return c.json(scheduleOf(device))
  })

  const exams = new Resource('/api/exams', 'appointments', s)
  exams.route({
    method: 'post', path: '/:id/appoint', permission: ['registration:edit'], params: ExamIdParams, body: AppointSchema, response: ExamDtoSchema,
    summary: 'Book a registered exam into a slot of a device, or move an appointed exam to another slot (0/9 → 9, 预约 / 改约)',
    description: 'The device must be in service and of the exam\'s modality (400 on deviceId); the start must be a slot of its schedule, '
      + 'not yet begun (400 on start); a slot whose places are taken answers 409 naming it. Of two desks taking the last place at once, '
      + 'one gets it and the other the 409. Each booking is a row of the exam\'s history, the slot in its note. Outside the caller\'s '
      + 'data scope 404; from another status 409 naming it.',
  }, (c, { params, body, principal }) => {
    const row = findExamRow(db, params.id)
    if (!row || !inScope(db, principal, row.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.id } })
    const device = deviceOf(body.deviceId)
    if (!device || device.code !== row.modality || device.status !== '1') {
      throw new HttpError(400, 'appointment.device', { field: 'deviceId', params: { modality: row.modality } })
    }
    const time = formatDateTime(s.now())
    const operator = nickOf(db, principal)
    db.transaction(() => {
      // Read again inside the transaction: the status and the slot's places as they are now.
      const current = findExamRow(db, row.id) as ExamRow
      // A status the move does not start from is said first (moveExam's 409), before anything about the slot.
      const slot = nextStatus(current.status as ExamStatus, 'appoint') === null ? { start: '', end: '' }
        : reserveSlot(db, { deviceId: device.id, start: body.start, excludeExamId: current.id, now: s.now() })
      moveExam(db, current, 'appoint', {
        username: principal.username, operator, time, reason: `${device.name} ${slot.start.slice(0, 16)}–${slot.end.slice(11, 16)}`,
        set: { device_id: String(device.id), device_name: device.name, appoint_start: slot.start, appoint_end: slot.end },
      })
    })()
    s.events.publish({ kind: 'moved', action: 'appoint', examIds: [row.id], modalities: [row.modality] })
    return c.json(toExamDto(findExamRow(db, row.id) as ExamRow, mayReport(principal, row.modality, 'write')))
  })

  return [r, exams]
}
