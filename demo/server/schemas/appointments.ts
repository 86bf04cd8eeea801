import { z } from 'zod'
import type { AppointBody, AppointmentSlotsDto, DeviceScheduleDto, SchedulePeriodDto } from '../../../src/core/contract/appointment'
import { DateTimeText, Id, IdText, isRealDate } from './common'
import { ExamStatusSchema } from './exam'

/** A day in a query, `yyyy-MM-dd`. */
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' }).refine(isRealDate, { error: 'validation.date' })

/** A time of day, `HH:mm` (`24:00` ends a period at midnight). */
const TimeOfDay = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: 'appointment.time' })

/** `GET api/appointments/slots`. */
export const SlotsQuery = z.object({
  deviceId: IdText.describe('The device (api/device/by-modalityId lists a modality\'s devices)'),
  from: Day.describe('First day, yyyy-MM-dd'),
  to: Day.describe('Last day, yyyy-MM-dd; at most 31 days from `from`'),
})

/** `{deviceId}` in a path. */
export const DeviceIdParams = z.object({ deviceId: IdText })

/** One period of a weekly schedule. */
export const SchedulePeriodSchema = z.object({
  weekday: z.number().int().min(1).max(7).describe('ISO weekday: 1 Monday … 7 Sunday'),
  startTime: TimeOfDay.describe('HH:mm'),
  endTime: TimeOfDay.describe('HH:mm, after startTime'),
  slotMinutes: z.number().int().min(5).max(240).describe('Length of one slot'),
  capacity: z.number().int().min(1).max(50).describe('Patients per slot'),
}) satisfies z.ZodType<SchedulePeriodDto>

/** `PUT api/appointments/schedule/{deviceId}`: the device's whole week (replaces the periods it had). */
export const ScheduleBody = z.object({ periods: z.array(SchedulePeriodSchema).max(100) })

/** A device's weekly schedule. */
export const DeviceScheduleSchema = z.object({
  deviceId: z.number().int(),
  deviceName: z.string(),
  modality: z.string(),
  periods: z.array(SchedulePeriodSchema),
}).meta({ id: 'DeviceSchedule' }) satisfies z.ZodType<DeviceScheduleDto>

/** A device's slots, day by day, with the exams booked into them. */
export const AppointmentSlotsSchema = z.object({
  deviceId: z.number().int(),
  deviceName: z.string(),
  modality: z.string(),
  days: z.array(z.object({
    day: z.string(),
    weekday: z.number().int().describe('ISO weekday: 1 Monday … 7 Sunday'),
    slots: z.array(z.object({
      start: z.string().describe('yyyy-MM-dd HH:mm:ss'),
      end: z.string(),
      capacity: z.number().int().describe('Patients the slot takes; 0 for bookings the schedule no longer offers'),
      booked: z.number().int().describe('Places taken: appointed exams and what they became on the day, not cancelled or void ones'),
      past: z.boolean().describe('The slot has begun: it is not offered any more'),
      offSchedule: z.boolean().optional().describe('Bookings at a time the schedule no longer offers'),
      exams: z.array(z.object({
        id: z.number().int(), examNo: z.string(), patientName: z.string(), examItem: z.string(), status: ExamStatusSchema,
      })).describe('The booked exams within the caller\'s data scope'),
    })),
  })),
}).meta({ id: 'AppointmentSlots' }) satisfies z.ZodType<AppointmentSlotsDto>

/** Body of `POST api/exams/{id}/appoint`. */
export const AppointSchema = z.object({
  deviceId: Id.describe('A device in service of the exam\'s modality'),
  start: DateTimeText.describe('The slot\'s start, yyyy-MM-dd HH:mm[:ss]'),
}) satisfies z.ZodType<AppointBody>
