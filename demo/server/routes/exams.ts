import { z } from 'zod'
import { blindExamIds, maskExam } from '../models/qcBlind'
import type { ApplyFormDto, TodayCounts } from '../../../src/core/contract/exam'
import { nickOf } from '../lib/auth'
import type { Services } from '../lib/context'
import { opt } from '../lib/dto'
import { HttpError } from '../lib/errors'
import { deptScope, examScopeSql, inScope } from '../lib/dataScope'
import { anyFamily, mayReport } from '../lib/reportRules'
import { toPinyin } from '../lib/pinyin'
import { trigramPhrase } from '../lib/searchText'
import { Resource } from '../lib/route'
import { orderBy, pageArgs } from '../lib/sql'
import { sendXlsx } from '../lib/crud'
import { isMessageKey, translate, type MessageKey } from '../lib/messages'
import { writeXlsx } from '../lib/xlsx'
import type { Principal } from '../lib/auth'
import type { Db } from '../db/db'
import { formatDateTime } from '../lib/time'
import { EXAM_FROM, findExamRow, toExamDto, type ExamRow } from '../models/exams'
import { moveExam } from '../lib/examLifecycle'
import type { ExamAction } from '../../../src/core/exam/lifecycle'
import { IdParams, pageOf } from '../schemas/common'
import {
  ApplyFormSchema, ExamDtoSchema, ExamFinishBody, ExamHistorySchema, ExamIdParams, ExamQuery, ExamReasonBody, IcdSchema, PinyinQuery, PinyinSchema,
  RejectedCountQuery,
} from '../schemas/exam'

/** Who may list exams: every worklist of the console (registration, diagnosis lists, technician station, QC). */
export const EXAM_LIST_PERMISSIONS = [
  'registration:list', 'report:list', 'report:read', 'ecg:list', 'es:list', 'ultrasonic:list', 'pis:list', 'station:list', 'qc:list', 'usqc:list',
  // Publishing a cloud film starts by finding its exam.
  'cloudFilm:edit',
] as const

/** A status said inside sentences (`audited`) as a cell of its own (`Audited`). */
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

const RejectedCountSchema = z.object({ count: z.number().int().describe('Reports of the caller in state rejected') })

const TodayCountsSchema = z.object({
  registered: z.number().int(), waiting: z.number().int(), inRoom: z.number().int(), examined: z.number().int(), reported: z.number().int(),
}) satisfies z.ZodType<TodayCounts>

const SORT_COLUMNS: Record<string, string | readonly string[]> = {
  id: 'e.id', examNo: 'e.exam_no', registerTime: 'e.register_time', checkInTime: 'e.check_in_time', examTime: 'e.exam_time',
  reportTime: 'e.report_time', auditTime: 'e.audit_time', status: 'e.status', modality: 'e.modality', urgency: 'e.urgency',
  patientName: 'p.name_pinyin', patientId: 'p.patient_id',
  // The technologist's queue: critical, then emergency, then routine patients, each in the order they checked in.
  queue: ["CASE e.urgency WHEN '2' THEN 0 WHEN '1' THEN 1 ELSE 2 END", 'e.check_in_time', 'e.id'],
}

/** The columns finishing an exam sets beside its status: the technician, and the contrast agent and dose when given. */
function finishColumns(operator: string, given: { contrastAgent?: string; contrastDose?: string } | undefined): Record<string, string> {
  return {
    technician: operator,
    ...(given?.contrastAgent ? { contrast_agent: given.contrastAgent } : {}),
    ...(given?.contrastDose ? { contrast_dose: given.contrastDose } : {}),
  }
}

/**
 * The condition of a reading tab (ris-domain §1.2, WLJS's 未写 / 未审 / 已审 / 我的). The first three ride on the exam
 * status, which every report step moves together with the report's state (lib/examLifecycle): examined (2) with no
 * report or a draft, and rejected (6) are unwritten; preliminary (3) unaudited; final or corrected (4, printed 5)
 * audited. Mine and rejected go through the caller's reports (migration 017's indexes).
 */
function readingFilter(reading: Exclude<z.infer<typeof ExamQuery>['reading'], 'all' | undefined>, userId: number): { sql: string; args: (string | number)[] } {
  switch (reading) {
    case 'unwritten':
      return { sql: "e.status IN ('2', '6')", args: [] }
    case 'unaudited':
      return { sql: "e.status = '3'", args: [] }
    case 'audited':
      return { sql: "e.status IN ('4', '5')", args: [] }
    case 'mine':
      // Probed per exam through the report's unique exam index: a physician's reports of years would otherwise be
      // gathered in full before the list's own range and page apply (1 s over a million exams; this, milliseconds).
      return { sql: 'EXISTS (SELECT 1 FROM ris_report rm WHERE rm.exam_id = e.id AND (rm.report_user_id = ? OR rm.audit_user_id = ?))', args: [userId, userId] }
    case 'rejected':
      return { sql: "e.status = '6' AND e.id IN (SELECT exam_id FROM ris_report WHERE report_user_id = ? AND state = 'rejected')", args: [userId] }
  }
}

/**
 * The WHERE clause of an exam list (the worklists, their xlsx export): the caller's data scope and every filter of
 * `ExamQuery`, each condition on the exam itself (the patient's through subqueries), values always bound.
 */
function examFilter(db: Db, query: z.infer<typeof ExamQuery>, principal: Principal): { filter: string; args: (string | number)[] } {
  const where: string[] = []
  const args: (string | number)[] = []
  const scoped = examScopeSql(deptScope(db, principal.userId, principal.isAdmin))
  if (scoped) {
    where.push(scoped.sql)
    args.push(...scoped.args)
  }
  if (query.blurry?.trim()) {
    // Three characters or more: the trigram index of numbers, name, pinyin and initials (migration 012). Shorter (a
    // two-character name, initials): a prefix of the name, the initials or the exam number, each through its index.
    const text = query.blurry.trim()
    const phrase = trigramPhrase(text)
    if (phrase) {
      where.push('e.id IN (SELECT rowid FROM ris_exam_search WHERE ris_exam_search MATCH ?)')
      args.push(phrase)
    } else {
      const upper = text.toUpperCase()
      where.push(`(e.patient_ref IN (SELECT id FROM ris_patient WHERE (name >= ? AND name < ?) OR (name_initials >= ? AND name_initials < ?))
        OR (e.exam_no >= ? AND e.exam_no < ?))`)
      args.push(text, `${text}\uffff`, upper, `${upper}\uffff`, upper, `${upper}\uffff`)
    }
  }
  if (query.status?.length) {
    where.push(`e.status IN (${query.status.map(() => '?').join(',')})`)
    args.push(...query.status)
  }
  if (query.modality?.length) {
    where.push(`e.modality IN (${query.modality.map(() => '?').join(',')})`)
    args.push(...query.modality)
  }
  if (query.patientId) {
    where.push('e.patient_ref IN (SELECT id FROM ris_patient WHERE patient_id = ?)')
    args.push(query.patientId)
  }
  if (query.from) {
    where.push('e.register_time >= ?')
    args.push(`${query.from} 00:00:00`)
  }
  if (query.registerTime) {
    where.push('e.register_time BETWEEN ? AND ?')
    args.push(...query.registerTime)
  }
  if (query.to) {
    where.push('e.register_time <= ?')
    args.push(`${query.to} 23:59:59`)
  }
  if (query.examTime) {
    where.push('e.exam_time BETWEEN ? AND ?')
    args.push(...query.examTime)
  }
  if (query.deviceId !== undefined) {
    where.push('e.device_id = ?')
    args.push(query.deviceId)
  }
  if (query.applyDeptName) {
    where.push('e.apply_dept_name = ?')
    args.push(query.applyDeptName)
  }
  if (query.patientType) {
    where.push('e.patient_type = ?')
    args.push(query.patientType)
  }
  if (query.source) {
    where.push('e.source = ?')
    args.push(query.source)
  }
  if (query.reading && query.reading !== 'all') {
    const reading = readingFilter(query.reading, principal.userId)
    where.push(reading.sql)
    args.push(...reading.args)
  }
  // Contains, on the report (its unique exam index): cheap per exam, so best with a date range or a tab.
  for (const [value, column] of [[query.reportPhysician, 'report_physician'], [query.auditPhysician, 'audit_physician']] as const) {
    if (!value) continue
    where.push(`EXISTS (SELECT 1 FROM ris_report rp WHERE rp.exam_id = e.id AND rp.${column} LIKE ? ESCAPE '\\')`)
    args.push(`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
  }
  // A search by writer or auditor would tell a blind QC reviewer who wrote his samples: they never match it.
  if (query.reportPhysician || query.auditPhysician) {
    const blind = [...blindExamIds(db, principal.userId)]
    if (blind.length) {
      where.push(`e.id NOT IN (${blind.map(() => '?').join(',')})`)
      args.push(...blind)
    }
  }
  return { filter: where.length ? `WHERE ${where.join(' AND ')}` : '', args }
}

/** Exams (registration records): the paged list every worklist uses, one exam, check-in and exam completion. */
export function examRoutes(s: Services): Resource {
  const r = new Resource('/api/exams', 'exams', s)
  const { db } = s

  r.route({
    method: 'get', path: '/', permission: EXAM_LIST_PERMISSIONS, query: ExamQuery, response: pageOf(ExamDtoSchema),
    summary: 'Exams, paged and filtered (status, modality, patient, registration dates, blurry search); newest first by default',
    description: 'Limited to the data scope of the caller\'s roles: all, or the exams performed by his department (本级) or by '
      + 'the chosen departments (自定义), with the departments under them.',
  }, (c, { query, principal }) => {
    const { filter, args } = examFilter(db, query, principal)
    const order = orderBy(query.sort, SORT_COLUMNS, 'e.register_time DESC, e.id DESC')
    // Every condition is on the exam (the patient's through subqueries): the count needs no join.
    const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ris_exam e ${filter}`)
      .get(...args) as { n: number }
    const rows = db.prepare(`${EXAM_FROM} ${filter} ${order} LIMIT ? OFFSET ?`).all(...args, ...pageArgs(query.page, query.size)) as ExamRow[]
    const now = s.now()
    const blind = blindExamIds(db, principal.userId)
    return c.json({
      content: rows.map((row) => {
        const exam = toExamDto(row, mayReport(principal, row.modality, 'write'), now)
        return blind.has(row.id) ? maskExam(exam) : exam
      }),
      totalElements: n,
    })
  })

  r.route({
    method: 'get', path: '/download', permission: EXAM_LIST_PERMISSIONS, query: ExamQuery,
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    summary: 'The exams the list\'s filters match (up to 10,000, in its order) as an .xlsx file, in the caller\'s language',
  }, (c, { query, principal, locale }) => {
    const { filter, args } = examFilter(db, query, principal)
    const order = orderBy(query.sort, SORT_COLUMNS, 'e.register_time DESC, e.id DESC')
    const rows = db.prepare(`${EXAM_FROM} ${filter} ${order} LIMIT 10000`).all(...args) as ExamRow[]
    const sheet = translate(locale, 'xlsx.exams.sheet')
    const columns: [MessageKey, (row: ExamRow) => string | number | null][] = [
      ['xlsx.exams.examNo', (row) => row.exam_no], ['xlsx.exams.patientId', (row) => row.patient_id],
      ['xlsx.exams.patientName', (row) => row.patient_name], ['xlsx.exams.gender', (row) => row.gender],
      ['xlsx.exams.age', (row) => `${row.age}${row.age_unit === 'Y' ? '' : row.age_unit}`], ['xlsx.exams.modality', (row) => row.modality],
      ['xlsx.exams.device', (row) => row.device_name], ['xlsx.exams.examItem', (row) => row.exam_item],
      ['xlsx.exams.applyDept', (row) => row.apply_dept_name], ['xlsx.exams.registerTime', (row) => row.register_time],
      ['xlsx.exams.status', (row) => capitalised(isMessageKey(`examStatus.${row.status}`) ? translate(locale, `examStatus.${row.status}` as MessageKey) : row.status)],
      ['xlsx.exams.registrar', (row) => row.registrar],
    ]
    return sendXlsx(c, writeXlsx(sheet, columns.map(([key]) => translate(locale, key)), rows.map((row) => columns.map(([, value]) => value(row)))), sheet)
  })

  r.route({
    method: 'get', path: '/today', permission: EXAM_LIST_PERMISSIONS, response: TodayCountsSchema,
    summary: 'The day at the desk: exams registered today in the caller\'s data scope — all, waiting, in the exam rooms, examined, reported',
  }, (c, { principal }) => {
    const scoped = examScopeSql(deptScope(db, principal.userId, principal.isAdmin))
    const day = formatDateTime(s.now()).slice(0, 10)
    const rows = db.prepare(`SELECT e.status, COUNT(*) AS n FROM ris_exam e WHERE e.register_time BETWEEN ? AND ?
      ${scoped ? `AND ${scoped.sql}` : ''} GROUP BY e.status`).all(`${day} 00:00:00`, `${day} 23:59:59`, ...(scoped?.args ?? [])) as { status: string; n: number }[]
    const count = (statuses: readonly string[]) => rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.n, 0)
    const counts: TodayCounts = {
      registered: count(['0', '1', '8', '2', '3', '6', '4', '5']), waiting: count(['0']), inRoom: count(['1', '8']),
      examined: count(['2']), reported: count(['3', '6', '4', '5']),
    }
    return c.json(counts)
  })

  r.route({
    method: 'get', path: '/rejected/count', permission: EXAM_LIST_PERMISSIONS, query: RejectedCountQuery, response: RejectedCountSchema,
    summary: 'How many of the caller\'s reports were rejected and not yet resubmitted (the reading worklist\'s prompt at entry)',
    description: 'Within the caller\'s data scope, and the given modalities and source when named (the list the prompt jumps to: '
      + 'GET api/exams?reading=rejected with the same filters).',
  }, (c, { query, principal }) => {
    const { filter, args } = examFilter(db, { ...query, status: undefined, reading: 'rejected', page: 0, size: 1 }, principal)
    const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ris_exam e ${filter}`).get(...args) as { n: number }
    return c.json({ count: n })
  })

  r.route({
    method: 'get', path: '/:id', permission: EXAM_LIST_PERMISSIONS, params: ExamIdParams, response: ExamDtoSchema,
    summary: 'One exam (404 outside the caller\'s data scope, as for an unknown id)',
  }, (c, { params, principal }) => {
    const row = findExamRow(db, params.id)
    if (!row || !inScope(db, principal, row.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.id } })
    const exam = toExamDto(row, mayReport(principal, row.modality, 'write'), s.now())
    return c.json(blindExamIds(db, principal.userId).has(row.id) ? maskExam(exam) : exam)
  })

  // Every status change goes through the one transition table (src/core/exam/lifecycle.ts, lib/examLifecycle): an
  // action the exam's status does not allow is a 409 naming both; the exam's history records who, when and why.
  const move = (action: ExamAction, permission: readonly [string, ...string[]], summary: string, body?: typeof ExamReasonBody | typeof ExamFinishBody): void => {
    r.route({
      method: 'post', path: `/:id/${action}`, permission, params: ExamIdParams, ...(body ? { body } : {}),
      response: ExamDtoSchema, summary,
      description: 'A transition the exam\'s current status does not allow answers 409 with both named; outside the caller\'s data scope 404.',
    }, (c, { params, principal, body: input }) => {
      const row = findExamRow(db, params.id)
      if (!row || !inScope(db, principal, row.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.id } })
      const time = formatDateTime(s.now())
      const operator = nickOf(db, principal)
      const given = input as { reason?: string; contrastAgent?: string; contrastDose?: string } | undefined
      db.transaction(() => {
        // Read again inside the transaction: of two simultaneous moves exactly one applies, the other gets the 409.
        const current = findExamRow(db, row.id) as ExamRow
        moveExam(db, current, action, {
          username: principal.username, operator, time, reason: given?.reason,
          ...(action === 'finish' ? { set: finishColumns(operator, given) } : {}),
        })
      })()
      s.events.publish({ kind: 'moved', action, examIds: [row.id], modalities: [row.modality] })
      return c.json(toExamDto(findExamRow(db, row.id) as ExamRow, mayReport(principal, row.modality, 'write')))
    })
  }
  move('register', ['registration:edit'], 'An appointed patient arrived: registered (9 → 0)')
  move('checkIn', ['registration:edit'], 'Check an appointed or registered exam in (9/0 → 1)')
  move('call', ['station:finish'], 'The technologist calls a checked-in patient in (叫号); the status stays checked in (1 → 1), the history keeps the call')
  move('start', ['station:finish'], 'The technologist starts a checked-in exam (1 → 8)')
  move('finish', ['station:finish'], 'The technologist finishes the exam (1/8 → 2); the technician is recorded, and the contrast agent and dose when given',
    ExamFinishBody)
  move('sendBack', ['station:finish'], 'The technologist sends a checked-in or started exam back to registration, with a reason (1/8 → 0)', ExamReasonBody)
  move('cancel', ['registration:edit'], 'Cancel an appointed, registered or checked-in exam, with a reason (9/0/1 → 10)', ExamReasonBody)
  move('void', ['registration:del'], 'Void an exam, with a reason (any live status → 7)', ExamReasonBody)

  r.route({
    method: 'get', path: '/:id/history', permission: EXAM_LIST_PERMISSIONS, params: ExamIdParams, response: z.array(ExamHistorySchema),
    summary: 'The exam\'s status changes, oldest first: action, from, to, who, when and why',
  }, (c, { params, principal }) => {
    const row = findExamRow(db, params.id)
    if (!row || !inScope(db, principal, row.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.id } })
    const rows = db.prepare(`SELECT action, from_status AS "from", to_status AS "to", operator, time, reason FROM ris_exam_history
      WHERE exam_id = ? ORDER BY id`).all(row.id) as { action: string; from: string; to: string; operator: string; time: string; reason: string | null }[]
    return c.json(rows.map((h) => ({ ...h, from: h.from === '' ? undefined : h.from, reason: h.reason ?? undefined })))
  })

  return r
}

/** HIS application forms, ICD codes and the pinyin helper. */
export function referenceRoutes(s: Services): Resource[] {
  const { db } = s
  const forms = new Resource('/api/applyform', 'exams', s)
  forms.route({
    method: 'get', path: '/details/:id', permission: ['registration:list', 'report:view'], params: IdParams, response: ApplyFormSchema,
    summary: 'A HIS electronic application form with its items',
  }, (c, { params }) => {
    const form = db.prepare(`SELECT f.id, f.apply_no, f.apply_time, f.apply_hospital, f.apply_dept_name, f.apply_physician, p.name,
        p.gender, f.age, f.age_unit, f.patient_type, f.clinical_diagnosis, f.history, f.purpose
      FROM ris_apply_form f JOIN ris_patient p ON p.id = f.patient_ref WHERE f.id = ?`).get(params.id) as
      { id: number; apply_no: string; apply_time: string; apply_hospital: string; apply_dept_name: string; apply_physician: string;
        name: string; gender: string; age: number; age_unit: ApplyFormDto['ageUnit']; patient_type: string;
        clinical_diagnosis: string | null; history: string | null; purpose: string | null } | undefined
    if (!form) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.id } })
    const items = db.prepare(`SELECT exam_item AS examItem, modality, body_part AS bodyPart, fee FROM ris_apply_form_item
      WHERE form_id = ? ORDER BY id`).all(form.id) as ApplyFormDto['items']
    const body: ApplyFormDto = {
      id: form.id, applyNo: form.apply_no, applyTime: form.apply_time, applyHospital: form.apply_hospital,
      applyDeptName: form.apply_dept_name, applyPhysician: form.apply_physician, patientName: form.name, gender: form.gender,
      age: form.age, ageUnit: form.age_unit, patientType: form.patient_type, clinicalDiagnosis: opt(form.clinical_diagnosis),
      history: opt(form.history), purpose: opt(form.purpose), items,
    }
    return c.json(body)
  })

  const icd = new Resource('/api/icd', 'exams', s)
  icd.route({
    method: 'get', path: '/all', permission: [...anyFamily('write'), ...anyFamily('audit')] as [string, ...string[]], response: z.array(IcdSchema),
    summary: 'Every ICD-10 code for report coding, with pinyin initials for search',
  }, (c) => {
    c.header('Cache-Control', 'private, max-age=3600')
    return c.json(db.prepare('SELECT code, name, pinyin FROM ris_icd ORDER BY sort').all())
  })

  const common = new Resource('/api/ris/common', 'exams', s)
  common.route({
    method: 'get', path: '/pingyin', permission: 'authenticated', query: PinyinQuery, response: PinyinSchema,
    summary: 'Chinese → upper-case pinyin (surnames read as surnames), for the DICOM name and search',
  }, (c, { query }) => c.json({ pinyin: toPinyin(query.chinese) }))

  return [forms, icd, common]
}
