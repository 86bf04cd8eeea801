import { z } from 'zod'
import type { HisOrderItemDto, RegistrationResult } from '../../../src/core/contract/registration'
import { fromLmp } from '../../../src/core/registration/pregnancy'
import { nickOf } from '../lib/auth'
import type { Services } from '../lib/context'
import { deptScope } from '../lib/dataScope'
import { opt } from '../lib/dto'
import { HttpError } from '../lib/errors'
import { registerExams, type NewExam } from '../lib/registerExams'
import { mayReport } from '../lib/reportRules'
import { Resource } from '../lib/route'
import { likeContains, orderBy, pageArgs } from '../lib/sql'
import { formatDateTime } from '../lib/time'
import { findExamRow, toExamDto, type ExamRow } from '../models/exams'
import { BoolText, DateTimeText, Id, pageFields, pageOf } from '../schemas/common'
import { ExamDtoSchema } from '../schemas/exam'

const optionalText = z.string().optional()
const HisOrderItemSchema = z.object({
  id: z.number().int(), formId: z.number().int(), applyNo: z.string(), applyTime: z.string(), applyDeptName: z.string(),
  applyPhysician: z.string(), patientId: z.string(), hisPatientId: optionalText, patientName: z.string(), namePinyin: optionalText,
  gender: z.string(), birthDate: z.string(), idCardNo: optionalText, phone: optionalText, cardNo: optionalText, patientType: z.string(),
  outpatientNo: optionalText, inpatientNo: optionalText, ward: optionalText, bedNo: optionalText, urgency: z.string(), lmp: optionalText,
  clinicalDiagnosis: optionalText, examItem: z.string(), modality: z.string(), bodyPart: z.string(), fee: z.number(),
  examId: z.number().int().optional(), examNo: optionalText, registrar: optionalText, status: optionalText,
}) satisfies z.ZodType<HisOrderItemDto>

const OrderQuery = z.object({
  blurry: z.string().max(100).optional().describe('Contains: card, outpatient, inpatient or apply number, patient name, pinyin or HIS id'),
  number: z.string().min(1).max(40).optional()
    .describe('Exactly the medical card, outpatient, inpatient or apply number (a card reader or a scanned barcode)'),
  registered: BoolText.optional().describe('false: items still to register; true: items already registered'),
  applyTime: z.array(DateTimeText).length(2).optional().describe('Ordered between two moments (BETWEEN pair)'),
  modality: z.string().regex(/^[A-Z]{2,4}$/).optional(),
  ...pageFields,
})

const OrderRegistrationSchema = z.object({
  requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/).describe('The attempt\'s id: sent again, the same exams are answered'),
  items: z.array(z.object({ itemId: Id, deviceId: Id.nullish().transform((v) => v ?? null) })).min(1, { error: 'registration.noItems' }).max(20),
  confirmDuplicate: z.boolean().optional(),
})

const SORT: Record<string, string> = {
  applyTime: 'f.apply_time', applyNo: 'f.apply_no', patientName: 'p.name_pinyin', modality: 'i.modality', urgency: 'f.urgency',
}

/** An order item row as selected for the list and for registering. */
interface ItemRow {
  id: number; form_id: number; apply_no: string; apply_time: string; apply_hospital: string; apply_dept_name: string; apply_physician: string
  patient_ref: number; patient_id: string; his_patient_id: string | null; name: string; name_pinyin: string | null; gender: string
  birth_date: string; id_card_no: string | null; phone: string | null; card_no: string | null; patient_type: string
  outpatient_no: string | null; inpatient_no: string | null; ward: string | null; bed_no: string | null; urgency: string; lmp: string | null
  gravidity: number | null; parity: number | null; clinical_diagnosis: string | null; history: string | null; purpose: string | null
  exam_item: string; modality: string; body_part: string; body_part_id: number | null; body_part_small_id: number | null
  check_method_id: number | null; fee: number; exam_id: number | null; exam_no: string | null; registrar: string | null; status: string | null
}

const ITEM_FROM = `SELECT i.id, i.form_id, f.apply_no, f.apply_time, f.apply_hospital, f.apply_dept_name, f.apply_physician, f.patient_ref,
    p.patient_id, p.his_patient_id, p.name, p.name_pinyin, p.gender, p.birth_date, p.id_card_no, p.phone, f.card_no, f.patient_type,
    f.outpatient_no, f.inpatient_no, f.ward, f.bed_no, f.urgency, f.lmp, f.gravidity, f.parity, f.clinical_diagnosis, f.history, f.purpose,
    i.exam_item, i.modality, i.body_part, i.body_part_id, i.body_part_small_id, i.check_method_id, i.fee,
    e.id AS exam_id, e.exam_no, e.registrar, e.status
  FROM ris_apply_form_item i
    JOIN ris_apply_form f ON f.id = i.form_id
    JOIN ris_patient p ON p.id = f.patient_ref
    LEFT JOIN ris_exam e ON e.apply_form_item_id = i.id AND e.status NOT IN ('7', '10')`

function toDto(row: ItemRow): HisOrderItemDto {
  return {
    id: row.id, formId: row.form_id, applyNo: row.apply_no, applyTime: row.apply_time, applyDeptName: row.apply_dept_name,
    applyPhysician: row.apply_physician, patientId: row.patient_id, hisPatientId: opt(row.his_patient_id), patientName: row.name,
    namePinyin: opt(row.name_pinyin), gender: row.gender, birthDate: row.birth_date, idCardNo: opt(row.id_card_no), phone: opt(row.phone),
    cardNo: opt(row.card_no), patientType: row.patient_type, outpatientNo: opt(row.outpatient_no), inpatientNo: opt(row.inpatient_no),
    ward: opt(row.ward), bedNo: opt(row.bed_no), urgency: row.urgency, lmp: opt(row.lmp), clinicalDiagnosis: opt(row.clinical_diagnosis),
    examItem: row.exam_item, modality: row.modality, bodyPart: row.body_part, fee: row.fee, examId: opt(row.exam_id),
    examNo: opt(row.exam_no), registrar: opt(row.registrar), status: opt(row.status),
  }
}

/**
 * HIS orders at the registration desk (SPEC §7 applyform): the items of the electronic application forms the HIS sent,
 * found by the patient's card, outpatient or inpatient number, and registered in one step — the order brings the
 * patient, the visit, who ordered and what — through the desk's one write path (lib/registerExams).
 */
export function hisRoutes(s: Services): Resource[] {
  const { db } = s
  /** Orders of the modalities in the caller's data scope only. */
  const scopeSql = (principal: { userId: number; isAdmin: boolean }): { sql: string; args: number[] } | null => {
    const scope = deptScope(db, principal.userId, principal.isAdmin)
    if (scope === null) return null
    if (scope.length === 0) return { sql: '0', args: [] }
    return { sql: `i.modality IN (SELECT m.code FROM ris_modality m WHERE m.dept_id IN (${scope.map(() => '?').join(',')}))`, args: scope }
  }

  const orders = new Resource('/api/applyform', 'registration', s)
  orders.route({
    method: 'get', path: '/', permission: ['registration:list'], query: OrderQuery, response: pageOf(HisOrderItemSchema),
    summary: 'HIS order items, paged, newest order first: by number, patient, order time and whether registered',
    description: 'One row per item of an order, with the order\'s patient and visit; a registered item names its exam and registrar. '
      + 'Limited to the modalities of the caller\'s data scope.',
  }, (c, { query, principal }) => {
    const where: string[] = []
    const args: (string | number)[] = []
    const scoped = scopeSql(principal)
    if (scoped) {
      where.push(scoped.sql)
      args.push(...scoped.args)
    }
    if (query.number) {
      where.push('(f.card_no = ? OR f.outpatient_no = ? OR f.inpatient_no = ? OR f.apply_no = ?)')
      args.push(query.number, query.number, query.number, query.number)
    }
    if (query.blurry?.trim()) {
      const like = likeContains(query.blurry.trim())
      const compact = likeContains(query.blurry.replace(/\s+/g, ''))
      where.push(`(f.card_no LIKE ? ESCAPE '\\' OR f.outpatient_no LIKE ? ESCAPE '\\' OR f.inpatient_no LIKE ? ESCAPE '\\'
        OR f.apply_no LIKE ? ESCAPE '\\' OR p.name LIKE ? ESCAPE '\\' OR REPLACE(p.name_pinyin, ' ', '') LIKE ? ESCAPE '\\'
        OR p.his_patient_id LIKE ? ESCAPE '\\')`)
      args.push(like, like, like, like, like, compact, like)
    }
    if (query.registered !== undefined) where.push(query.registered ? 'e.id IS NOT NULL' : 'e.id IS NULL')
    if (query.applyTime) {
      where.push('f.apply_time BETWEEN ? AND ?')
      args.push(...(query.applyTime as [string, string]))
    }
    if (query.modality) {
      where.push('i.modality = ?')
      args.push(query.modality)
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : ''
    const { n } = db.prepare(`SELECT COUNT(*) AS n FROM (${ITEM_FROM} ${filter})`).get(...args) as { n: number }
    const order = orderBy(query.sort, SORT, 'f.apply_time DESC, i.form_id DESC, i.id')
    const rows = db.prepare(`${ITEM_FROM} ${filter} ${order} LIMIT ? OFFSET ?`).all(...args, ...pageArgs(query.page, query.size)) as ItemRow[]
    return c.json({ content: rows.map(toDto), totalElements: n })
  })

  const registrations = new Resource('/api/registrations', 'registration', s)
  registrations.route({
    method: 'post', path: '/orders', permission: ['registration:add'], body: OrderRegistrationSchema, status: 201,
    response: z.object({ patientId: z.string(), exams: z.array(ExamDtoSchema) }) satisfies z.ZodType<RegistrationResult>,
    summary: 'Register HIS order items of one patient (one exam per item); the order brings patient, visit, who ordered and what',
    description: 'An item a live exam already holds answers 409 naming that exam and its registrar (of two registrars on one order, '
      + 'the first wins). The same modality and body part already registered today answers 409 with `duplicates` unless '
      + '`confirmDuplicate`. A request id already answered answers the same exams again.',
  }, (c, { body, principal }) => {
    const now = new Date(s.now())
    const time = formatDateTime(now.getTime())
    const answered = (ids: number[]): RegistrationResult => {
      const rows = ids.map((id) => findExamRow(db, id) as ExamRow)
      return { patientId: rows[0]?.patient_id ?? '', exams: rows.map((row) => toExamDto(row, mayReport(principal, row.modality, 'write'))) }
    }
    const before = db.prepare('SELECT exam_ids FROM ris_registration_request WHERE user_id = ? AND request_id = ?')
      .get(principal.userId, body.requestId) as { exam_ids: string } | undefined
    if (before) return c.json(answered(JSON.parse(before.exam_ids) as number[]), 201)

    const scoped = scopeSql(principal)
    const rows = body.items.map(({ itemId }, index) => {
      const row = db.prepare(`${ITEM_FROM} WHERE i.id = ?${scoped ? ` AND ${scoped.sql}` : ''}`).get(itemId, ...(scoped?.args ?? [])) as ItemRow | undefined
      if (!row) throw new HttpError(400, 'common.recordNotFound', { field: `items.${index}.itemId`, params: { id: itemId } })
      return row
    })
    const first = rows[0] as ItemRow
    if (rows.some((row) => row.patient_ref !== first.patient_ref)) throw new HttpError(400, 'registration.orderPatients', { field: 'items' })
    if (new Set(body.items.map((item) => item.itemId)).size !== body.items.length) throw new HttpError(400, 'registration.orderPatients', { field: 'items' })

    const today = time.slice(0, 10)
    const exams: NewExam[] = rows.map((row, index) => {
      const deviceId = body.items[index]?.deviceId ?? null
      let device: { id: number; name: string } | null = null
      if (deviceId !== null) {
        device = db.prepare(`SELECT v.id, v.name FROM ris_device v JOIN ris_modality m ON m.id = v.modality_id
          WHERE v.id = ? AND m.code = ? AND v.status = '1'`).get(deviceId, row.modality) as { id: number; name: string } | undefined ?? null
        if (!device) throw new HttpError(400, 'common.recordNotFound', { field: `items.${index}.deviceId`, params: { id: deviceId } })
      }
      const small = row.body_part_small_id === null ? null
        : (db.prepare('SELECT name FROM ris_body_part_small WHERE id = ?').get(row.body_part_small_id) as { name: string } | undefined)?.name ?? null
      const method = row.check_method_id === null ? null
        : (db.prepare('SELECT name FROM ris_check_method WHERE id = ?').get(row.check_method_id) as { name: string } | undefined)?.name ?? null
      // An LMP the HIS sent gives today's gestational age; one no longer plausible (over 44 weeks) is kept without it.
      const pregnancy = row.lmp ? fromLmp(row.lmp, today) : null
      return {
        modality: row.modality, device, bodyPart: row.body_part, bodyPartSmall: small, checkMethod: method, examItem: row.exam_item,
        fee: row.fee, order: { formId: row.form_id, itemId: row.id, applyNo: row.apply_no }, applyHospital: row.apply_hospital,
        applyDeptName: row.apply_dept_name, applyPhysician: row.apply_physician, patientType: row.patient_type,
        outpatientNo: row.outpatient_no, inpatientNo: row.inpatient_no, ward: row.ward, bedNo: row.bed_no, urgency: row.urgency,
        clinicalDiagnosis: row.clinical_diagnosis, history: row.history, purpose: row.purpose, lmp: row.lmp,
        gestationalAge: pregnancy?.ok ? pregnancy.value.text : null, edd: pregnancy?.ok ? pregnancy.value.edd : null,
        gravidity: row.gravidity, parity: row.parity, fetusCount: null,
      }
    })
    const ids = registerExams(db, { userId: principal.userId, username: principal.username, operator: nickOf(db, principal), time, now }, {
      requestId: body.requestId, patient: { ref: first.patient_ref }, exams, confirmDuplicate: body.confirmDuplicate === true,
    })
    s.events.publish({ kind: 'registered', examIds: ids, modalities: [...new Set(rows.map((row) => row.modality))] })
    return c.json(answered(ids), 201)
  })

  return [orders, registrations]
}
