/**
 * Appointments: a weekly schedule for every device in service (weekday mornings and afternoons, Saturday morning; slot
 * length and places per modality), and about forty-five exams booked over the next seven days — pregnant women for
 * their NT, system and growth scans and fetal MR, women for gynaecological, breast and endoscopy exams — registered at
 * the desk in the last days, with a few slots filled to the last place. Deterministic for a given seed moment.
 */
import { ageFromBirth } from '../../../../src/core/registration/age'
import { fromLmp } from '../../../../src/core/registration/pregnancy'
import { residentIdCheck } from '../../../../src/core/registration/residentId'
import { periodSlots, type SchedulePeriod } from '../../lib/appointments'
import { nextExamNo } from '../../lib/examNo'
import { formatDateTime, HOUR, MINUTE } from '../../lib/time'
import type { Db } from '../db'
import { makeName } from './names'
import { hashString, mulberry32 } from './prng'
import { APPLY_DEPTS, EXAM_KINDS, type ExamKind } from './templates'
import { SEED_TIME } from './time'

const DAY = 24 * HOUR

/** Slot length (minutes) and patients per slot, by modality: a scan's time on the device, and how many rooms' worth of staff. */
const SLOTS: Record<string, [minutes: number, capacity: number]> = {
  US: [15, 2], CT: [15, 3], MR: [30, 1], DR: [10, 3], MG: [20, 1], ECG: [10, 2], ES: [30, 1],
}

/** The hospital's week: mornings and afternoons on weekdays, Saturday morning. */
const PERIODS: [weekdays: number[], start: string, end: string][] = [
  [[1, 2, 3, 4, 5, 6], '08:00', '12:00'],
  [[1, 2, 3, 4, 5], '13:30', '17:00'],
]

/** What is booked ahead, by exam kind: relative frequency, the devices (by name prefix) that do it, gestational age in days. */
const BOOKED: { key: string; weight: number; devices?: string[]; ga?: [number, number]; dept: string[] }[] = [
  { key: 'us-ob-nt', weight: 7, devices: ['US1', 'US2', 'US3'], ga: [80, 94], dept: ['产科门诊'] },
  { key: 'us-ob-mid', weight: 8, devices: ['US1', 'US2', 'US3'], ga: [148, 166], dept: ['产科门诊'] },
  { key: 'us-ob-late', weight: 6, devices: ['US1', 'US2', 'US3'], ga: [210, 252], dept: ['产科门诊'] },
  { key: 'us-gyn', weight: 4, devices: ['US4'], dept: ['妇科门诊', '生殖医学中心'] },
  { key: 'us-breast', weight: 3, devices: ['US5'], dept: ['乳腺科', '体检中心'] },
  { key: 'us-thyroid', weight: 2, devices: ['US5'], dept: ['产科门诊', '体检中心'] },
  { key: 'mr-fetal', weight: 3, ga: [168, 224], dept: ['产科门诊'] },
  { key: 'mr-pelvis', weight: 2, dept: ['妇科门诊', '妇科病区'] },
  { key: 'ct-pelvis', weight: 1, dept: ['妇科病区'] },
  { key: 'mg-breast', weight: 2, dept: ['乳腺科', '体检中心'] },
  { key: 'dr-chest', weight: 2, dept: ['体检中心'] },
  { key: 'ecg', weight: 2, ga: [196, 259], dept: ['产科门诊'] },
  { key: 'es-colposcopy', weight: 2, devices: ['ES2'], dept: ['妇科门诊'] },
  { key: 'es-hysteroscopy', weight: 1, devices: ['ES1'], dept: ['妇科门诊', '生殖医学中心'] },
]

interface Device {
  id: number
  name: string
  code: string
  periods: SchedulePeriod[]
}

/** Local midnight of the day of `ms`. */
function dayStart(ms: number): number {
  const d = new Date(ms)
  d.setHours(0, 0, 0, 0)
  return d.getTime()
}

/**
 * Seeds the devices' schedules and the booked exams. Needs the devices and reference tables (seedSystem,
 * seedReference) and the exams (patients and exam numbers continue after theirs).
 */
export function seedAppointments(db: Db, now: number): { schedules: number; appointed: number } {
  const rand = mulberry32(hashString('appointments:v1'))
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T

  // ------------------------------------------------------------------------------------------------ schedules
  const insertPeriod = db.prepare(`INSERT INTO ris_device_schedule (device_id, weekday, start_time, end_time, slot_minutes, capacity,
    create_by, create_time) VALUES (?, ?, ?, ?, ?, ?, 'admin', ?)`)
  const devices: Device[] = []
  const rows = db.prepare(`SELECT v.id, v.name, m.code FROM ris_device v JOIN ris_modality m ON m.id = v.modality_id
    WHERE v.status = '1' AND m.enabled = 1 ORDER BY v.name`).all() as { id: number; name: string; code: string }[]
  for (const row of rows) {
    const [minutes, capacity] = SLOTS[row.code] ?? [20, 1]
    const periods: SchedulePeriod[] = []
    for (const [weekdays, startTime, endTime] of PERIODS) {
      for (const weekday of weekdays) {
        insertPeriod.run(row.id, weekday, startTime, endTime, minutes, capacity, SEED_TIME)
        periods.push({ weekday, startTime, endTime, slotMinutes: minutes, capacity })
      }
    }
    devices.push({ ...row, periods })
  }

  // ------------------------------------------------------------------------------------------------ bookings
  const today = dayStart(now)
  const days = Array.from({ length: 7 }, (_, i) => formatDateTime(today + (i + 1) * DAY + 12 * HOUR).slice(0, 10))
  const taken = new Map<string, number>()
  type Booking = { kind: ExamKind; plan: (typeof BOOKED)[number]; device: Device; start: string; end: string }
  const bookings: Booking[] = []
  const kinds = new Map(EXAM_KINDS.map((k) => [k.key, k]))
  const devicesFor = (plan: (typeof BOOKED)[number], kind: ExamKind) => devices.filter((d) => d.code === kind.modality
    && (!plan.devices || plan.devices.some((prefix) => d.name.startsWith(`${prefix} `))))
  /** Books the slot if it has a place left; answers whether it did. */
  const book = (plan: (typeof BOOKED)[number], device: Device, slot: { start: string; end: string; capacity: number }): boolean => {
    const key = `${device.id}|${slot.start}`
    const n = taken.get(key) ?? 0
    if (n >= slot.capacity) return false
    taken.set(key, n + 1)
    bookings.push({ kind: kinds.get(plan.key) as ExamKind, plan, device, start: slot.start, end: slot.end })
    return true
  }
  const planOf = (key: string) => BOOKED.find((p) => p.key === key) as (typeof BOOKED)[number]

  // A few slots of the first working day filled to the last place: an obstetric scan at 09:00 on every obstetric
  // room's first device, the fetal MR at 09:00, the CT at 10:00.
  const firstDay = days.find((day) => devices.some((d) => periodSlots(d.periods, day).length > 0))
  if (firstDay) {
    const fill = (key: string, deviceName: string, time: string) => {
      const device = devices.find((d) => d.name.startsWith(`${deviceName} `))
      const slot = device ? periodSlots(device.periods, firstDay).find((s) => s.start === `${firstDay} ${time}:00`) : undefined
      if (!device || !slot) return
      for (let n = 0; n < slot.capacity; n++) book(planOf(key), device, slot)
    }
    fill('us-ob-mid', 'US1', '09:00')
    fill('mr-fetal', 'MR1', '09:00')
    fill('ct-pelvis', 'CT1', '10:00')
  }
  const total = BOOKED.reduce((sum, p) => sum + p.weight, 0)
  const target = 40 + Math.floor(rand() * 10)
  for (let guard = 0; bookings.length < target && guard < 500; guard++) {
    let r = rand() * total
    const plan = BOOKED.find((p) => (r -= p.weight) < 0) ?? (BOOKED[0] as (typeof BOOKED)[number])
    const kind = kinds.get(plan.key)
    if (!kind) continue
    const candidates = devicesFor(plan, kind)
    if (!candidates.length) continue
    const device = pick(candidates)
    const slots = periodSlots(device.periods, pick(days))
    if (!slots.length) continue
    // Mornings are asked for more often.
    const morning = slots.filter((s) => s.start.slice(11) < '12:00:00')
    book(plan, device, pick(rand() < 0.65 && morning.length ? morning : slots))
  }

  // ------------------------------------------------------------------------------------------------ exams
  bookings.sort((a, b) => a.start.localeCompare(b.start) || a.device.name.localeCompare(b.device.name))
  const registrar = (db.prepare("SELECT nick_name AS n FROM sys_user WHERE username = 'dengji'").get() as { n: string } | undefined)?.n ?? 'dengji'
  const modalityId = new Map((db.prepare('SELECT id, code FROM ris_modality').all() as { id: number; code: string }[]).map((m) => [m.code, m.id]))
  const feeOf = (kind: ExamKind): number => {
    const mid = modalityId.get(kind.modality)
    const part = db.prepare('SELECT fee FROM ris_body_part WHERE modality_id = ? AND name = ?').get(mid, kind.bodyPart) as { fee: number } | undefined
    const method = db.prepare('SELECT fee_extra AS extra FROM ris_check_method WHERE modality_id = ? AND name = ?').get(mid, kind.checkMethod) as
      { extra: number } | undefined
    return (part?.fee ?? 100) + (method?.extra ?? 0)
  }
  const patientInsert = db.prepare(`INSERT INTO ris_patient (id, patient_id, his_patient_id, name, name_pinyin, gender, birth_date, phone,
      id_card_no, create_time) VALUES (?, ?, NULL, ?, ?, '女', ?, ?, ?, ?)`)
  const examInsert = db.prepare(`INSERT INTO ris_exam (exam_no, patient_ref, age, age_unit, patient_type, outpatient_no, inpatient_no, ward,
      bed_no, apply_no, apply_hospital, apply_dept_name, apply_physician, modality, device_id, device_name, check_method, body_part,
      body_part_small, exam_item, clinical_diagnosis, history, purpose, urgency, status, register_time, registrar, lmp, gestational_age, edd,
      gravidity, parity, fetus_count, fee, appoint_start, appoint_end, create_by, update_by, create_time, update_time)
    VALUES (?, ?, ?, ?, ?, ?, NULL, NULL, NULL, ?, '康宁市妇幼保健院', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '0', '9', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
      'dengji', 'dengji', ?, ?)`)
  const historyInsert = db.prepare(`INSERT INTO ris_exam_history (exam_id, action, from_status, to_status, operator, time)
    VALUES (?, ?, ?, ?, ?, ?)`)
  let ref = (db.prepare('SELECT COALESCE(MAX(id), 0) AS n FROM ris_patient').get() as { n: number }).n

  for (const booking of bookings) {
    const { kind, plan } = booking
    // Registered (and booked at once) at the desk on one of the last five days, in working hours, before now.
    const daysAgo = Math.floor(rand() * 5)
    let registered = today - daysAgo * DAY + Math.floor((8 + rand() * 9) * HOUR)
    if (registered > now - 5 * MINUTE) registered = now - Math.floor((5 + rand() * 120) * MINUTE)
    const registeredDay = formatDateTime(registered).slice(0, 10)
    const booked = registered + Math.floor((1 + rand() * 3) * MINUTE)

    ref++
    const [name, pinyin] = makeName(rand, true)
    const years = plan.ga ? 23 + rand() * 17 : 25 + rand() * 35
    const birth = formatDateTime(dayStart(registered - years * 365.25 * DAY)).slice(0, 10)
    const first17 = `330108${birth.replaceAll('-', '')}${String(100 + (ref % 900)).slice(-3)}`
    patientInsert.run(ref, `P${String(20250000 + ref * 7).padStart(8, '0')}`, name, pinyin, birth,
      `13${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`, first17 + residentIdCheck(first17), formatDateTime(registered))
    const age = ageFromBirth(birth, registeredDay) ?? { age: Math.floor(years), unit: 'Y' as const }

    // Gestational age on the day of the appointment in the plan's window; the registration records it on its own day.
    let lmp: string | null = null
    let pregnancy: { text: string; edd: string } | null = null
    let gravidity: number | null = null
    let parity: number | null = null
    if (plan.ga) {
      const gaAtVisit = plan.ga[0] + Math.floor(rand() * (plan.ga[1] - plan.ga[0]))
      const visit = new Date(`${booking.start.slice(0, 10)}T12:00:00`).getTime()
      lmp = formatDateTime(visit - gaAtVisit * DAY).slice(0, 10)
      const dates = fromLmp(lmp, registeredDay)
      pregnancy = dates.ok ? dates.value : null
      gravidity = 1 + Math.floor(rand() * 3)
      parity = Math.floor(rand() * gravidity)
    }
    const dept = pick(plan.dept)
    const examNo = nextExamNo(db, kind.modality, new Date(registered))
    const id = Number(examInsert.run(examNo, ref, age.age, age.unit, '1', `MZ${String(31000000 + ref * 13)}`, `SG${examNo}`, dept,
      pick(APPLY_DEPTS[dept] ?? ['值班医生']), kind.modality, booking.device.id, booking.device.name, kind.checkMethod, kind.bodyPart,
      kind.bodyPartSmall ?? null, kind.examItem, pick(kind.clinical),
      pregnancy ? `G${gravidity}P${parity}，停经 ${pregnancy.text} 周` : null, kind.purpose, formatDateTime(registered), registrar, lmp,
      pregnancy?.text ?? null, pregnancy?.edd ?? null, gravidity, parity, plan.ga ? 1 : null, feeOf(kind), booking.start, booking.end,
      formatDateTime(registered), formatDateTime(booked)).lastInsertRowid)
    historyInsert.run(id, 'create', '', '0', registrar, formatDateTime(registered))
    historyInsert.run(id, 'appoint', '0', '9', registrar, formatDateTime(booked))
  }
  return { schedules: devices.length, appointed: bookings.length }
}
