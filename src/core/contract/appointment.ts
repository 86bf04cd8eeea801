import type { ExamStatus } from './exam'

/**
 * One period of a device's weekly schedule (预约排班): on `weekday` (ISO, 1 Monday … 7 Sunday) from `startTime` to
 * `endTime` (`HH:mm`), slots of `slotMinutes` taking `capacity` patients each.
 */
export interface SchedulePeriodDto {
  weekday: number
  startTime: string
  endTime: string
  slotMinutes: number
  capacity: number
}

/** A device's weekly schedule (`GET`/`PUT api/appointments/schedule/{deviceId}`). */
export interface DeviceScheduleDto {
  deviceId: number
  deviceName: string
  /** The device's modality code. */
  modality: string
  periods: SchedulePeriodDto[]
}

/** An exam booked into a slot, as the calendar names it (only exams within the caller's data scope are named). */
export interface AppointmentExamDto {
  id: number
  examNo: string
  patientName: string
  examItem: string
  status: ExamStatus
}

/**
 * One slot of a device on one day: `start`/`end` `yyyy-MM-dd HH:mm:ss`, its places (`capacity`) and how many are
 * taken (`booked`, counting appointed exams and what they became on the day, not cancelled or void ones). `past`
 * slots and full ones cannot be booked; `offSchedule` holds bookings at a time the schedule no longer offers.
 */
export interface AppointmentSlotDto {
  start: string
  end: string
  capacity: number
  booked: number
  past: boolean
  offSchedule?: boolean
  exams: AppointmentExamDto[]
}

/** `GET api/appointments/slots?deviceId=&from=&to=`: the device's slots, day by day. */
export interface AppointmentSlotsDto {
  deviceId: number
  deviceName: string
  modality: string
  days: { day: string; weekday: number; slots: AppointmentSlotDto[] }[]
}

/** Body of `POST api/exams/{id}/appoint`: book (or move) the exam into the slot starting at `start` on `deviceId`. */
export interface AppointBody {
  deviceId: number
  /** `yyyy-MM-dd HH:mm` or `yyyy-MM-dd HH:mm:ss`. */
  start: string
}
