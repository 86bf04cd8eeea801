import { z } from 'zod'
import type {
  ApplyDeptDto, ApplyHospitalDto, BodyPartDto, BodyPartSmallDto, CheckMethodDto, RegistrationResult,
} from '../../../src/core/contract/registration'
import { ageFromBirth } from '../../../src/core/registration/age'
import { fromLmp } from '../../../src/core/registration/pregnancy'
import { isCalendarDay, parseResidentId } from '../../../src/core/registration/residentId'
import { nickOf } from '../lib/auth'
import type { Services } from '../lib/context'
import { inScope } from '../lib/dataScope'
import { opt } from '../lib/dto'
import { HttpError } from '../lib/errors'
import { examNoFormat, examNoFormatProblem, renderExamNo } from '../lib/examNo'
import { saveDefaultExamNoFormat } from '../lib/hospitalSettings'
import { registerExams } from '../lib/registerExams'
import { mayReport } from '../lib/reportRules'
import { Resource } from '../lib/route'
import { formatDateTime } from '../lib/time'
import { findExamRow, toExamDto, type ExamRow } from '../models/exams'
import { Id, IdParams, IdText, optionalText, PHONE_RE, text } from '../schemas/common'
import { ExamDtoSchema } from '../schemas/exam'

const ApplyHospitalSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string().optional(), own: z.boolean() }) satisfies z.ZodType<ApplyHospitalDto>
const ApplyPhysicianSchema = z.object({ id: z.number().int(), name: z.string(), title: z.string().optional() })
const ApplyDeptSchema = z.object({
  id: z.number().int(), hospitalId: z.number().int(), name: z.string(), physicians: z.array(ApplyPhysicianSchema).optional(),
}) satisfies z.ZodType<ApplyDeptDto>
const CheckMethodSchema = z.object({ id: z.number().int(), modalityId: z.number().int(), name: z.string(), feeExtra: z.number() }) satisfies z.ZodType<CheckMethodDto>
const BodyPartSchema = z.object({
  id: z.number().int(), modalityId: z.number().int(), name: z.string(), fee: z.number(), minutes: z.number().int(),
}) satisfies z.ZodType<BodyPartDto>
const BodyPartSmallSchema = z.object({ id: z.number().int(), bodyPartId: z.number().int(), name: z.string() }) satisfies z.ZodType<BodyPartSmallDto>

const optionalId = Id.nullish().transform((v) => v ?? null)
const DayText = z.string().refine(isCalendarDay, { error: 'validation.date' })

const RegistrationSchema = z.object({
  requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/).describe('The attempt\'s id: sent again, the same exams are answered'),
  patient: z.object({
    patientId: z.string().max(32).nullish().transform((v) => v || null),
    name: text(50),
    namePinyin: z.string().max(100).regex(/^[A-Za-z][A-Za-z ]*$/, { error: 'registration.pinyin' }).transform((v) => v.trim().toUpperCase().replace(/\s+/g, ' ')),
    gender: z.enum(['男', '女', '未知']),
    birthDate: DayText,
    idCardNo: z.string().max(18).nullish().transform((v) => (v ? v.toUpperCase() : null)),
    phone: z.string().nullish().transform((v) => v || null).refine((v) => v === null || PHONE_RE.test(v), { error: 'validation.phone' }),
  }),
  patientType: z.enum(['1', '2', '3', '4']).describe('patient_type: 1 outpatient, 2 inpatient, 3 physical exam, 4 emergency'),
  outpatientNo: optionalText(32),
  inpatientNo: optionalText(32),
  ward: optionalText(50),
  bedNo: optionalText(16),
  applyHospitalId: Id,
  applyDeptId: Id,
  applyPhysicianId: optionalId,
  modalityId: Id,
  deviceId: optionalId,
  items: z.array(z.object({
    bodyPartId: Id, bodyPartSmallId: optionalId, checkMethodId: optionalId, fee: z.number().min(0).max(100_000),
  })).min(1, { error: 'registration.noItems' }).max(10),
  urgency: z.enum(['0', '1', '2']),
  clinicalDiagnosis: optionalText(500),
  history: optionalText(1000),
  purpose: optionalText(500),
  lmp: DayText.nullish().transform((v) => v ?? null),
  gravidity: z.number().int().min(0).max(20).nullish().transform((v) => v ?? null),
  parity: z.number().int().min(0).max(20).nullish().transform((v) => v ?? null),
  fetusCount: z.number().int().min(1).max(6).nullish().transform((v) => v ?? null),
  confirmDuplicate: z.boolean().optional(),
})

const RegistrationResultSchema = z.object({ patientId: z.string(), exams: z.array(ExamDtoSchema) }) satisfies z.ZodType<RegistrationResult>

const SettingsSchema = z.object({ examNoFormat: z.string(), example: z.string() })

/** The registration desk: its reference lookups (SPEC §7), registering one or several exams, and its settings. */
export function registrationRoutes(s: Services): Resource[] {
  const { db } = s

  const hospitals = new Resource('/api/applyHospital', 'registration', s)
  hospitals.route({
    method: 'get', path: '/own', permission: 'authenticated', response: ApplyHospitalSchema.array(),
    summary: 'The referring hospitals in use, this hospital first',
  }, (c) => c.json((db.prepare('SELECT id, name, code, own FROM ris_apply_hospital WHERE enabled = 1 ORDER BY own DESC, sort, id').all() as
    { id: number; name: string; code: string | null; own: number }[]).map((h) => ({ id: h.id, name: h.name, code: opt(h.code), own: h.own === 1 }))))

  const depts = new Resource('/api/applyDept', 'registration', s)
  const DeptQuery = z.object({ hospitalId: IdText.optional() })
  const deptRows = (hospitalId: number | undefined) => db.prepare(`SELECT d.id, d.hospital_id, d.name FROM ris_apply_dept d
      JOIN ris_apply_hospital h ON h.id = d.hospital_id
    WHERE d.enabled = 1 AND h.enabled = 1 AND ${hospitalId === undefined ? 'h.own = 1' : 'h.id = ?'} ORDER BY d.sort, d.id`)
    .all(...(hospitalId === undefined ? [] : [hospitalId])) as { id: number; hospital_id: number; name: string }[]
  depts.route({
    method: 'get', path: '/own', permission: 'authenticated', query: DeptQuery, response: ApplyDeptSchema.array(),
    summary: 'The referring departments of a hospital (this hospital without hospitalId) (SPEC §7)',
  }, (c, { query }) => c.json(deptRows(query.hospitalId).map((d) => ({ id: d.id, hospitalId: d.hospital_id, name: d.name }))))
  depts.route({
    method: 'get', path: '/own/withApplyPhysicians', permission: 'authenticated', query: DeptQuery, response: ApplyDeptSchema.array(),
    summary: 'The referring departments with their physicians, for the department → physician cascade (SPEC §7)',
  }, (c, { query }) => {
    const rows = deptRows(query.hospitalId)
    const physicians = db.prepare('SELECT id, name, title FROM ris_apply_physician WHERE apply_dept_id = ? AND enabled = 1 ORDER BY sort, id')
    return c.json(rows.map((d) => ({
      id: d.id, hospitalId: d.hospital_id, name: d.name,
      physicians: (physicians.all(d.id) as { id: number; name: string; title: string | null }[]).map((p) => ({ id: p.id, name: p.name, title: opt(p.title) })),
    })))
  })

  const methods = new Resource('/api/checkMethod', 'registration', s)
  methods.route({
    method: 'get', path: '/byModalityId/:id', permission: 'authenticated', params: IdParams, response: CheckMethodSchema.array(),
    summary: 'The check methods of a modality (SPEC §7)',
  }, (c, { params }) => c.json((db.prepare(`SELECT id, modality_id, name, fee_extra FROM ris_check_method WHERE modality_id = ? AND enabled = 1
      ORDER BY sort, id`).all(params.id) as { id: number; modality_id: number; name: string; fee_extra: number }[])
    .map((m) => ({ id: m.id, modalityId: m.modality_id, name: m.name, feeExtra: m.fee_extra }))))

  const parts = new Resource('/api/bodyPart', 'registration', s)
  parts.route({
    method: 'get', path: '/by-modalityId', permission: 'authenticated', query: z.object({ modalityId: IdText }), response: BodyPartSchema.array(),
    summary: 'The body parts of a modality, with fee and minutes on the device (SPEC §7)',
  }, (c, { query }) => c.json((db.prepare(`SELECT id, modality_id, name, fee, minutes FROM ris_body_part WHERE modality_id = ? AND enabled = 1
      ORDER BY sort, id`).all(query.modalityId) as { id: number; modality_id: number; name: string; fee: number; minutes: number }[])
    .map((p) => ({ id: p.id, modalityId: p.modality_id, name: p.name, fee: p.fee, minutes: p.minutes }))))

  const smalls = new Resource('/api/bodyPartSmall', 'registration', s)
  smalls.route({
    method: 'get', path: '/by-bodyPartId', permission: 'authenticated', query: z.object({ bodyPartId: IdText }), response: BodyPartSmallSchema.array(),
    summary: 'The small body parts of a body part (SPEC §7)',
  }, (c, { query }) => c.json((db.prepare(`SELECT id, body_part_id, name FROM ris_body_part_small WHERE body_part_id = ? AND enabled = 1
      ORDER BY sort, id`).all(query.bodyPartId) as { id: number; body_part_id: number; name: string }[])
    .map((p) => ({ id: p.id, bodyPartId: p.body_part_id, name: p.name }))))

  const registrations = new Resource('/api/registrations', 'registration', s)
  registrations.route({
    method: 'post', path: '/', permission: ['registration:add'], body: RegistrationSchema, status: 201, response: RegistrationResultSchema,
    summary: 'Register one or several exams of a patient (one exam per item, one exam number each)',
    description: 'Finds the patient by RIS id, ID card number, or name + birth date + sex, else creates him. The same patient with the '
      + 'same modality and body part already registered today answers 409 with `duplicates` unless `confirmDuplicate`. A request '
      + 'id already answered answers the same exams again (a retried save never registers twice). Every reference must belong to '
      + 'its parent (department to hospital, physician to department, device, body part and method to the modality).',
  }, (c, { body, principal }) => {
    const now = new Date(s.now())
    const time = formatDateTime(now.getTime())
    const today = time.slice(0, 10)
    const answered = (examIds: number[]): RegistrationResult => {
      const rows = examIds.map((id) => findExamRow(db, id) as ExamRow)
      return { patientId: rows[0]?.patient_id ?? '', exams: rows.map((row) => toExamDto(row, mayReport(principal, row.modality, 'write'))) }
    }
    const earlier = () => db.prepare('SELECT exam_ids FROM ris_registration_request WHERE user_id = ? AND request_id = ?')
      .get(principal.userId, body.requestId) as { exam_ids: string } | undefined
    const before = earlier()
    if (before) return c.json(answered(JSON.parse(before.exam_ids) as number[]), 201)

    // The patient's facts: the ID card (when given) must be valid and agree with the birth date and sex.
    const p = body.patient
    if (p.birthDate > today) throw new HttpError(400, 'registration.birthFuture', { field: 'patient.birthDate' })
    if (p.idCardNo) {
      const id = parseResidentId(p.idCardNo, today)
      if (!id.ok) throw new HttpError(400, `registration.idCard.${id.problem}` as const, { field: 'patient.idCardNo' })
      if (id.value.birthDate !== p.birthDate) throw new HttpError(400, 'registration.idCard.birthMismatch', { field: 'patient.birthDate' })
      if (p.gender !== '未知' && id.value.gender !== p.gender) throw new HttpError(400, 'registration.idCard.genderMismatch', { field: 'patient.gender' })
    }
    const age = ageFromBirth(p.birthDate, today)
    if (!age) throw new HttpError(400, 'registration.birthFuture', { field: 'patient.birthDate' })
    let pregnancy: { text: string; edd: string } | null = null
    if (body.lmp) {
      const dates = fromLmp(body.lmp, today)
      if (!dates.ok) throw new HttpError(400, `registration.lmp.${dates.problem}` as const, { field: 'lmp' })
      pregnancy = dates.value
    }
    if (body.gravidity !== null && body.parity !== null && body.parity > body.gravidity) {
      throw new HttpError(400, 'registration.parityAboveGravidity', { field: 'parity' })
    }
    if (body.patientType === '2' && !body.inpatientNo) throw new HttpError(400, 'registration.inpatientNoRequired', { field: 'inpatientNo' })

    // The references, each belonging to its parent.
    const hospital = db.prepare('SELECT id, name FROM ris_apply_hospital WHERE id = ? AND enabled = 1').get(body.applyHospitalId) as { name: string } | undefined
    if (!hospital) throw new HttpError(400, 'common.recordNotFound', { field: 'applyHospitalId', params: { id: body.applyHospitalId } })
    const dept = db.prepare('SELECT name FROM ris_apply_dept WHERE id = ? AND hospital_id = ? AND enabled = 1').get(body.applyDeptId, body.applyHospitalId) as { name: string } | undefined
    if (!dept) throw new HttpError(400, 'common.recordNotFound', { field: 'applyDeptId', params: { id: body.applyDeptId } })
    let physician = ''
    if (body.applyPhysicianId !== null) {
      const row = db.prepare('SELECT name FROM ris_apply_physician WHERE id = ? AND apply_dept_id = ?').get(body.applyPhysicianId, body.applyDeptId) as { name: string } | undefined
      if (!row) throw new HttpError(400, 'common.recordNotFound', { field: 'applyPhysicianId', params: { id: body.applyPhysicianId } })
      physician = row.name
    }
    const modality = db.prepare('SELECT id, code FROM ris_modality WHERE id = ? AND enabled = 1').get(body.modalityId) as { id: number; code: string } | undefined
    if (!modality || !inScope(db, principal, modality.code)) throw new HttpError(400, 'common.recordNotFound', { field: 'modalityId', params: { id: body.modalityId } })
    let device: { id: number; name: string } | null = null
    if (body.deviceId !== null) {
      device = db.prepare("SELECT id, name FROM ris_device WHERE id = ? AND modality_id = ? AND status = '1'").get(body.deviceId, modality.id) as { id: number; name: string } | undefined ?? null
      if (!device) throw new HttpError(400, 'common.recordNotFound', { field: 'deviceId', params: { id: body.deviceId } })
    }
    const items = body.items.map((item, index) => {
      const part = db.prepare('SELECT name FROM ris_body_part WHERE id = ? AND modality_id = ?').get(item.bodyPartId, modality.id) as { name: string } | undefined
      if (!part) throw new HttpError(400, 'common.recordNotFound', { field: `items.${index}.bodyPartId`, params: { id: item.bodyPartId } })
      const small = item.bodyPartSmallId === null ? null
        : (db.prepare('SELECT name FROM ris_body_part_small WHERE id = ? AND body_part_id = ?').get(item.bodyPartSmallId, item.bodyPartId) as { name: string } | undefined)
      if (item.bodyPartSmallId !== null && !small) throw new HttpError(400, 'common.recordNotFound', { field: `items.${index}.bodyPartSmallId`, params: { id: item.bodyPartSmallId } })
      const method = item.checkMethodId === null ? null
        : (db.prepare('SELECT name FROM ris_check_method WHERE id = ? AND modality_id = ?').get(item.checkMethodId, modality.id) as { name: string } | undefined)
      if (item.checkMethodId !== null && !method) throw new HttpError(400, 'common.recordNotFound', { field: `items.${index}.checkMethodId`, params: { id: item.checkMethodId } })
      const name = `${part.name}${small ? `（${small.name}）` : ''}${modality.code}${method ? ` ${method.name}` : ''}`
      return { part: part.name, small: small?.name ?? null, method: method?.name ?? null, fee: item.fee, name }
    })

    const result = registerExams(db, { userId: principal.userId, username: principal.username, operator: nickOf(db, principal), time, now }, {
      requestId: body.requestId,
      patient: { ...p, namePinyin: p.namePinyin },
      confirmDuplicate: body.confirmDuplicate === true,
      exams: items.map((item) => ({
        modality: modality.code, device, bodyPart: item.part, bodyPartSmall: item.small, checkMethod: item.method, examItem: item.name,
        fee: item.fee, order: null, applyHospital: hospital.name, applyDeptName: dept.name, applyPhysician: physician,
        patientType: body.patientType, outpatientNo: body.outpatientNo, inpatientNo: body.inpatientNo, ward: body.ward, bedNo: body.bedNo,
        urgency: body.urgency, clinicalDiagnosis: body.clinicalDiagnosis, history: body.history, purpose: body.purpose, lmp: body.lmp,
        gestationalAge: pregnancy?.text ?? null, edd: pregnancy?.edd ?? null, gravidity: body.gravidity, parity: body.parity,
        fetusCount: body.fetusCount,
      })),
    })
    s.events.publish({ kind: 'registered', examIds: result, modalities: [modality.code] })
    return c.json(answered(result), 201)
  })

  registrations.route({
    method: 'get', path: '/settings', permission: ['registration:list', 'registration:add'], response: SettingsSchema,
    summary: 'The registration desk\'s settings: the exam-number format and a number it would give now',
  }, (c) => {
    const format = examNoFormat(db)
    return c.json({ examNoFormat: format, example: renderExamNo(format, 'US', new Date(s.now()), 1) })
  })
  registrations.route({
    method: 'put', path: '/settings', permission: ['hospitalConfig:edit'], body: z.object({ examNoFormat: z.string().max(40) }), status: 204,
    summary: 'Change the exam-number format: tokens {modality} {yyyyMMdd} {yyMMdd} {yyyy} {yy} {MM} {dd} and one {seq:N}; ≤ 16 characters rendered',
  }, (c, { body, principal }) => {
    const problem = examNoFormatProblem(body.examNoFormat)
    if (problem) throw new HttpError(400, problem, { field: 'examNoFormat' })
    saveDefaultExamNoFormat(db, body.examNoFormat, { username: principal.username, time: formatDateTime(s.now()) })
    return c.body(null, 204)
  })

  return [hospitals, depts, methods, parts, smalls, registrations]
}
