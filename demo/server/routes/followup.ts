import { z } from 'zod'
import type { FollowupCaseDetailDto, FollowupCaseDto, FollowupDueDto, FollowupRecordDto, FollowupSpecimenOption } from '../../../src/core/contract/followup'
import { addDays } from '../../../src/core/followup/coincidence'
import { nickOf, type Principal } from '../lib/auth'
import type { Services } from '../lib/context'
import { listRoutes, type ListSpec } from '../lib/crud'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
import { formatDateTime } from '../lib/time'
import {
  CASE_FROM, CASE_SELECT, CASE_WHERE, caseDto, caseRowOf, coincidence, followupSetting, PARTLY_SETTING_KEY, RECORD_FROM, RECORD_SELECT, recordById,
  recordDto, scopeOf, type CaseRow, type RecordRow,
} from '../models/followup'
import { DeletedIds, IdList } from '../schemas/common'
import {
  CaseCreateBody, CaseParams, CoincidenceQuery, CoincidenceSchema, FollowupCaseDetailSchema, FollowupCaseSchema, FollowupCategorySchema,
  FollowupDueSchema, FollowupPhysicianSchema, FollowupRecordSchema, FollowupSettingSchema, FollowupSpecimenSchema, RecordCreateBody,
  RecordUpdateBody, SettingBody,
} from '../schemas/followup'

const READERS: [string] = ['followup:list']
const ADDERS: [string] = ['followup:add']
const EDITORS: [string] = ['followup:edit']
const DELETERS: [string] = ['followup:del']

type RecordInput = Omit<z.output<typeof RecordCreateBody>, 'id' | 'version'>

/**
 * Follow-up (随访, issue 14): the cases (every positive final report, and exams followed by hand), one case with its
 * report, its records (CRUD with versions; only the writer changes a record), closing and reopening a case, the due
 * count, the coincidence statistics and their setting. Reading needs `followup:list`; adding, editing and deleting
 * `followup:add|edit|del`. Every case is limited to the caller's data scope (the modality's department), as the
 * reading worklists are.
 */
export function followupRoutes(s: Services): Resource[] {
  const { db } = s
  const r = new Resource('/api/followup', 'followup', s)
  const today = (): string => formatDateTime(s.now()).slice(0, 10)

  /** The case of an exam the caller may see, else 404 (as for an exam that is no case). */
  const visibleCase = (principal: Principal, examineId: number): CaseRow => {
    const row = caseRowOf(db, principal, examineId)
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id: examineId } })
    return row
  }

  /** The stored case row of an exam, written now when the case was only a positive report. */
  const storedCase = (principal: Principal, row: CaseRow): number => {
    if (row.case_id !== null) return row.case_id
    db.prepare("INSERT INTO ris_followup_case (exam_id, reason, added_by, added_at) VALUES (?, 'positive', ?, ?)")
      .run(row.exam_id, nickOf(db, principal), formatDateTime(s.now()))
    return (db.prepare('SELECT id FROM ris_followup_case WHERE exam_id = ?').get(row.exam_id) as { id: number }).id
  }

  const caseSpec: ListSpec<CaseRow, FollowupCaseDto> = {
    from: CASE_FROM,
    select: CASE_SELECT,
    sort: {
      reportTime: 'r.report_time', examTime: 'COALESCE(e.exam_time, e.register_time)', examNo: 'e.exam_no', nextDate: 'lr.next_date',
      lastFollowDate: 'lr.follow_date',
    },
    defaultSort: 'r.report_time DESC, e.id DESC',
    filters: {
      blurry: { kind: 'blurry', columns: ['e.exam_no', 'p.name', 'p.patient_id'], description: 'Exam number, patient name or patient id' },
      modality: { kind: 'equal', column: 'e.modality', description: 'Modality code' },
      physician: { kind: 'equal', column: 'r.report_user_id', type: 'int', description: 'The reporting physician (user id)' },
      reportTime: { kind: 'between', column: 'r.report_time', description: 'Reported between two days' },
      category: {
        kind: 'custom', schema: z.enum(['agree', 'partly', 'disagree', 'none']),
        where: (v: string) => (v === 'none' ? { sql: 'lc.id IS NULL', args: [] } : { sql: 'lc.category = ?', args: [v] }),
        description: 'The latest category; none: not followed to an outcome yet',
      },
      due: {
        kind: 'custom', schema: z.enum(['due', 'overdue', 'week']),
        where: (v: string) => {
          const day = today()
          if (v === 'due') return { sql: 'fc.closed_at IS NULL AND lr.next_date <= ?', args: [day] }
          if (v === 'overdue') return { sql: 'fc.closed_at IS NULL AND lr.next_date < ?', args: [day] }
          return { sql: 'fc.closed_at IS NULL AND lr.next_date BETWEEN ? AND ?', args: [day, addDays(day, 6)] }
        },
        description: 'Open cases whose next date is today or earlier (due), before today (overdue), or within the coming seven days (week)',
      },
      state: {
        kind: 'custom', schema: z.enum(['open', 'closed']),
        where: (v: string) => ({ sql: v === 'open' ? 'fc.closed_at IS NULL' : 'fc.closed_at IS NOT NULL', args: [] }),
        description: 'open or closed (follow-up finished)',
      },
    },
    scope: (principal) => {
      const scope = scopeOf(db, principal)
      return scope ? { sql: `${CASE_WHERE} AND ${scope.sql}`, args: scope.args } : { sql: CASE_WHERE, args: [] }
    },
    toDto: caseDto,
  }

  listRoutes(r, db, caseSpec, {
    permission: READERS,
    summary: 'Cases to follow: every positive final (or corrected) report and every exam followed by hand, with the latest category and next date',
    description: 'Filters: modality, physician (report_user_id), reportTime (two days), category (agree|partly|disagree|none), due (due|overdue|week), '
      + 'state (open|closed), blurry (exam number, patient). A positive report is a case without a stored row (caseId null) until it is followed.',
    response: FollowupCaseSchema,
  })

  r.route({
    method: 'get', path: '/due', permission: READERS, response: FollowupDueSchema,
    summary: 'The reminder: open cases due today or overdue, of them the overdue ones, and those due within the coming week',
  }, (c, { principal }) => {
    const day = today()
    const scope = scopeOf(db, principal)
    const row = db.prepare(`SELECT COALESCE(SUM(lr.next_date <= ?), 0) AS due, COALESCE(SUM(lr.next_date < ?), 0) AS overdue,
        COALESCE(SUM(lr.next_date BETWEEN ? AND ?), 0) AS week
        FROM ${CASE_FROM} WHERE ${CASE_WHERE} AND fc.closed_at IS NULL AND lr.next_date IS NOT NULL${scope ? ` AND ${scope.sql}` : ''}`)
      .get(day, day, day, addDays(day, 6), ...(scope?.args ?? [])) as Omit<FollowupDueDto, 'today'>
    return c.json({ today: day, ...row } satisfies FollowupDueDto)
  })

  r.route({
    method: 'get', path: '/physicians', permission: READERS, response: z.array(FollowupPhysicianSchema),
    summary: 'The physicians who reported the cases the caller sees (the physician filter)',
  }, (c, { principal }) => {
    const scope = scopeOf(db, principal)
    return c.json(db.prepare(`SELECT DISTINCT r.report_user_id AS id, r.report_physician AS name FROM ${CASE_FROM}
        WHERE ${CASE_WHERE} AND r.report_user_id IS NOT NULL${scope ? ` AND ${scope.sql}` : ''} ORDER BY name`).all(...(scope?.args ?? [])))
  })

  r.route({
    method: 'get', path: '/coincidence', permission: READERS, query: CoincidenceQuery, response: CoincidenceSchema,
    summary: 'Coincidence statistics per physician, modality, month, quarter or year: followed cases, agree, partly, disagree and the rate',
    description: 'A case counts once, by the category of its latest record with one; periods and from/to go by the report\'s time. '
      + 'rate = (agree + partly when the setting partlyCountsAsAgree is on) ÷ followed; null when nothing was followed.',
  }, (c, { query, principal }) => c.json(coincidence(db, principal, query)))

  r.route({
    method: 'get', path: '/setting', permission: READERS, response: FollowupSettingSchema,
    summary: 'Whether 基本符合 (partly) counts as agreement in the coincidence rate',
  }, (c) => c.json(followupSetting(db)))

  r.route({
    method: 'put', path: '/setting', permission: EDITORS, body: SettingBody, response: FollowupSettingSchema,
    summary: 'Change whether 基本符合 (partly) counts as agreement (followup:edit)',
  }, (c, { body, principal }) => {
    db.prepare(`INSERT INTO ris_setting (key, value, update_by, update_time) VALUES (?, ?, ?, ?)
        ON CONFLICT (key) DO UPDATE SET value = excluded.value, update_by = excluded.update_by, update_time = excluded.update_time`)
      .run(PARTLY_SETTING_KEY, String(body.partlyCountsAsAgree), nickOf(db, principal), formatDateTime(s.now()))
    return c.json(followupSetting(db))
  })

  r.route({
    method: 'post', path: '/cases', permission: ADDERS, body: CaseCreateBody, response: FollowupCaseSchema, status: 201,
    summary: 'Follow an exam by hand ("follow this case"), by its id or its exam number',
    description: 'The exam must be in the caller\'s data scope (404) and have a final or corrected report (409 followup.reportNotFinal); '
      + 'an exam already followed, or whose report is positive, answers 409 followup.caseExists. Pathology exams are the reference (400).',
  }, (c, { body, principal }) => {
    const exam = (body.examineId !== undefined
      ? db.prepare('SELECT id, modality FROM ris_exam WHERE id = ?').get(body.examineId)
      : db.prepare('SELECT id, modality FROM ris_exam WHERE exam_no = ?').get(body.examNo)) as { id: number; modality: string } | undefined
    const scope = scopeOf(db, principal)
    const seen = exam && (!scope || db.prepare(`SELECT 1 FROM ris_exam e WHERE e.id = ? AND ${scope.sql}`).get(exam.id, ...scope.args))
    if (!exam || !seen) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.examineId ?? body.examNo ?? '' } })
    if (exam.modality === 'PIS') throw new HttpError(400, 'followup.pisNotFollowed', { field: body.examineId !== undefined ? 'examineId' : 'examNo' })
    if (caseRowOf(db, principal, exam.id)) throw new HttpError(409, 'followup.caseExists')
    const report = db.prepare("SELECT 1 FROM ris_report WHERE exam_id = ? AND state IN ('final', 'corrected')").get(exam.id)
    if (!report) throw new HttpError(409, 'followup.reportNotFinal')
    db.prepare("INSERT INTO ris_followup_case (exam_id, reason, added_by, added_at) VALUES (?, 'manual', ?, ?)")
      .run(exam.id, nickOf(db, principal), formatDateTime(s.now()))
    return c.json(caseDto(visibleCase(principal, exam.id)), 201)
  })

  r.route({
    method: 'get', path: '/cases/:examineId', permission: READERS, params: CaseParams, response: FollowupCaseDetailSchema,
    summary: 'One case with its report (findings, impression, recommendation, physicians)',
  }, (c, { params, principal }) => {
    const row = visibleCase(principal, params.examineId)
    const report = db.prepare(`SELECT id, state, findings, impression, recommendation, report_physician AS reportPhysician, report_time AS reportTime,
        audit_physician AS auditPhysician, audit_time AS auditTime FROM ris_report WHERE id = ?`).get(row.report_id) as FollowupCaseDetailDto['report']
    return c.json({ ...caseDto(row), report } satisfies FollowupCaseDetailDto)
  })

  r.route({
    method: 'get', path: '/cases/:examineId/specimens', permission: READERS, params: CaseParams, response: z.array(FollowupSpecimenSchema),
    summary: 'The pathology results a record of this case may link: final or amended specimens of the same patient, newest first',
  }, (c, { params, principal }) => {
    visibleCase(principal, params.examineId)
    return c.json(db.prepare(`SELECT sp.id, sp.specimen_no AS specimenNo, sp.specimen_type AS specimenType, sp.state, sp.diagnosis,
        sp.received_at AS receivedAt, sp.finalized_at AS finalizedAt FROM pis_specimen sp
        WHERE sp.patient_ref = (SELECT patient_ref FROM ris_exam WHERE id = ?) AND sp.state IN ('final', 'amended')
        ORDER BY sp.received_at DESC, sp.id DESC`).all(params.examineId) as FollowupSpecimenOption[])
  })

  for (const [action, closing] of [['close', true], ['reopen', false]] as const) {
    r.route({
      method: 'post', path: `/cases/:examineId/${action}`, permission: EDITORS, params: CaseParams, response: FollowupCaseSchema,
      summary: closing ? 'Close the case: follow-up finished (409 when closed already)' : 'Reopen a closed case (409 when it is open)',
    }, (c, { params, principal }) => {
      const row = visibleCase(principal, params.examineId)
      if (closing && row.closed_at !== null) throw new HttpError(409, 'followup.caseClosed')
      if (!closing && row.closed_at === null) throw new HttpError(409, 'followup.caseOpen')
      db.transaction(() => {
        const id = storedCase(principal, row)
        db.prepare('UPDATE ris_followup_case SET closed_at = ?, closed_by = ? WHERE id = ?')
          .run(closing ? formatDateTime(s.now()) : null, closing ? nickOf(db, principal) : null, id)
      })()
      return c.json(caseDto(visibleCase(principal, params.examineId)))
    })
  }

  /**
   * Checks a record's values against its case: the follow date neither in the future nor before the report, the next
   * date after it, and the specimen a final (or amended) one of the same patient.
   */
  const checkRecord = (body: RecordInput, row: CaseRow): void => {
    if (body.followDate > today()) throw new HttpError(400, 'followup.futureDate', { field: 'followDate' })
    const reportDay = row.report_time.slice(0, 10)
    if (body.followDate < reportDay) throw new HttpError(400, 'followup.beforeReport', { field: 'followDate', params: { reportDate: reportDay } })
    if (body.nextDate !== null && body.nextDate <= body.followDate) throw new HttpError(400, 'followup.nextNotAfter', { field: 'nextDate' })
    if (body.specimenId !== null) {
      const specimen = db.prepare('SELECT patient_ref AS patient, state FROM pis_specimen WHERE id = ?').get(body.specimenId) as
        { patient: number; state: string } | undefined
      if (!specimen) throw new HttpError(400, 'followup.specimenNotFound', { field: 'specimenId', params: { id: body.specimenId } })
      const patient = (db.prepare('SELECT patient_ref AS p FROM ris_exam WHERE id = ?').get(row.exam_id) as { p: number }).p
      if (specimen.patient !== patient) throw new HttpError(400, 'followup.specimenOtherPatient', { field: 'specimenId' })
      if (specimen.state !== 'final' && specimen.state !== 'amended') throw new HttpError(400, 'followup.specimenNotFinal', { field: 'specimenId' })
    }
  }

  const recordSpec: ListSpec<RecordRow, FollowupRecordDto> = {
    from: RECORD_FROM,
    select: RECORD_SELECT,
    sort: { followDate: 'fr.follow_date', nextDate: 'fr.next_date', id: 'fr.id' },
    defaultSort: 'fr.follow_date DESC, fr.id DESC',
    filters: {
      examineId: { kind: 'equal', column: 'fc.exam_id', type: 'int', description: 'The exam of the case' },
      category: { kind: 'custom', schema: FollowupCategorySchema, where: (v: string) => ({ sql: 'fr.category = ?', args: [v] }), description: 'Category' },
    },
    scope: (principal) => scopeOf(db, principal),
    toDto: recordDto,
  }
  const records = new Resource('/api/followup/records', 'followup', s)
  listRoutes(records, db, recordSpec, {
    permission: READERS,
    summary: 'Follow-up records (of one case with examineId), newest follow date first, each with its linked specimen',
    response: FollowupRecordSchema,
  })

  /** A record the caller may see, else 404; with `own`, one he wrote (admins may change anyone's), else 403. */
  const visibleRecord = (principal: Principal, id: number, own: boolean): FollowupRecordDto => {
    const record = recordById(db, id)
    if (!record || !caseRowOf(db, principal, record.examineId)) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    if (own && record.createdById !== principal.userId && !principal.isAdmin) {
      throw new HttpError(403, 'followup.notOwnRecord', { params: { follower: record.follower } })
    }
    return record
  }

  records.route({
    method: 'post', path: '/', permission: ADDERS, body: RecordCreateBody, response: FollowupRecordSchema, status: 201,
    summary: 'Record a follow-up of a case; the caller is the follower. A positive report becomes a stored case here',
    description: 'The case must be visible (404) and open (409 followup.caseClosed). followDate: not in the future, not before the report; '
      + 'nextDate after followDate; specimenId a final or amended specimen of the same patient (400 followup.specimenOtherPatient otherwise).',
  }, (c, { body, principal }) => {
    const row = visibleCase(principal, body.examineId)
    if (row.closed_at !== null) throw new HttpError(409, 'followup.caseClosed')
    checkRecord(body, row)
    const now = formatDateTime(s.now())
    const id = db.transaction(() => {
      const caseId = storedCase(principal, row)
      return Number(db.prepare(`INSERT INTO ris_followup_record (case_id, follow_date, method, result, specimen_id, category, follower, next_date,
          remarks, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
        .run(caseId, body.followDate, body.method, body.result, body.specimenId, body.category, nickOf(db, principal), body.nextDate, body.remarks,
          principal.userId, now, now).lastInsertRowid)
    })()
    return c.json(recordById(db, id)!, 201)
  })

  records.route({
    method: 'put', path: '/', permission: EDITORS, body: RecordUpdateBody, response: FollowupRecordSchema,
    summary: 'Change a follow-up record: only its writer (403), while the case is open (409), quoting the version last read (409)',
  }, (c, { body, principal }) => {
    const record = visibleRecord(principal, body.id, true)
    if (record.examineId !== body.examineId) throw new HttpError(400, 'followup.recordOtherCase', { field: 'examineId' })
    const row = visibleCase(principal, record.examineId)
    if (row.closed_at !== null) throw new HttpError(409, 'followup.caseClosed')
    if (record.version !== body.version) throw new HttpError(409, 'followup.versionConflict', { params: { version: record.version } })
    checkRecord(body, row)
    const changed = db.prepare(`UPDATE ris_followup_record SET follow_date = ?, method = ?, result = ?, specimen_id = ?, category = ?, next_date = ?,
        remarks = ?, updated_at = ?, version = version + 1 WHERE id = ? AND version = ?`)
      .run(body.followDate, body.method, body.result, body.specimenId, body.category, body.nextDate, body.remarks, formatDateTime(s.now()),
        body.id, body.version).changes
    if (changed === 0) throw new HttpError(409, 'followup.versionConflict', { params: { version: recordById(db, body.id)?.version ?? 0 } })
    return c.json(recordById(db, body.id)!)
  })

  records.route({
    method: 'delete', path: '/', permission: DELETERS, body: IdList, response: DeletedIds,
    summary: 'Delete follow-up records: only their writer\'s (403), of open cases (409); all or nothing',
  }, (c, { body, principal }) => {
    const ids = [...new Set(body)]
    db.transaction(() => {
      for (const id of ids) {
        const record = visibleRecord(principal, id, true)
        if (caseRowOf(db, principal, record.examineId)?.closed_at !== null) throw new HttpError(409, 'followup.caseClosed')
        db.prepare('DELETE FROM ris_followup_record WHERE id = ?').run(id)
      }
    })()
    return c.json(ids)
  })

  return [r, records]
}
