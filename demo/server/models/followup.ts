import type {
  CoincidenceDto, CoincidenceGroupBy, CoincidenceRow, FollowupCaseDto, FollowupCategory, FollowupReason, FollowupRecordDto, FollowupSettingDto,
} from '../../../src/core/contract/followup'
import { coincidenceRate } from '../../../src/core/followup/coincidence'
import type { Db } from '../db/db'
import type { Principal } from '../lib/auth'
import { deptScope, examScopeSql } from '../lib/dataScope'
import { htmlToText } from '../lib/sanitize'

/** The setting deciding whether 基本符合 counts as agreement. */
export const PARTLY_SETTING_KEY = 'followup.partlyCountsAsAgree'

/** Report states a case can stand on: the report the outcome is compared with is final. */
export const FOLLOWED_REPORT_STATES = "('final', 'corrected')"

/**
 * Every case and what the list shows of it: the exam with its final report, the stored case row if any, the latest
 * record (its next date) and the latest record with a category (the case's category). Pathology's own reports are
 * the gold standard, not something followed.
 */
export const CASE_FROM = `ris_exam e
  JOIN ris_patient p ON p.id = e.patient_ref
  JOIN ris_report r ON r.exam_id = e.id AND r.state IN ${FOLLOWED_REPORT_STATES}
  LEFT JOIN ris_followup_case fc ON fc.exam_id = e.id
  LEFT JOIN ris_followup_record lr ON lr.id = (SELECT x.id FROM ris_followup_record x WHERE x.case_id = fc.id
    ORDER BY x.follow_date DESC, x.id DESC LIMIT 1)
  LEFT JOIN ris_followup_record lc ON lc.id = (SELECT x.id FROM ris_followup_record x WHERE x.case_id = fc.id AND x.category IS NOT NULL
    ORDER BY x.follow_date DESC, x.id DESC LIMIT 1)`

/** Which exams are cases: a positive report, or a stored case (added by hand, followed or closed). */
export const CASE_WHERE = "(r.positive = 1 OR fc.id IS NOT NULL) AND e.modality <> 'PIS'"

export const CASE_SELECT = `e.id AS exam_id, fc.id AS case_id, fc.reason, p.name AS patient_name, p.patient_id, p.gender, e.exam_no,
  e.modality, e.exam_item, COALESCE(e.exam_time, e.register_time) AS exam_time, r.id AS report_id, r.impression, r.report_physician,
  r.report_time, r.positive, lc.category, lr.follow_date AS last_follow_date, lr.next_date,
  (SELECT COUNT(*) FROM ris_followup_record x WHERE x.case_id = fc.id) AS record_count,
  fc.added_by, fc.added_at, fc.closed_at, fc.closed_by`

/** A row of {@link CASE_SELECT}. */
export interface CaseRow {
  exam_id: number
  case_id: number | null
  reason: FollowupReason | null
  patient_name: string
  patient_id: string
  gender: string
  exam_no: string
  modality: string
  exam_item: string
  exam_time: string
  report_id: number
  impression: string
  report_physician: string
  report_time: string
  positive: number
  category: FollowupCategory | null
  last_follow_date: string | null
  next_date: string | null
  record_count: number
  added_by: string | null
  added_at: string | null
  closed_at: string | null
  closed_by: string | null
}

/** A case row as the contract answers it. */
export function caseDto(row: CaseRow): FollowupCaseDto {
  return {
    examineId: row.exam_id,
    caseId: row.case_id,
    reason: row.reason ?? 'positive',
    patientName: row.patient_name,
    patientId: row.patient_id,
    gender: row.gender,
    examNo: row.exam_no,
    modality: row.modality,
    examItem: row.exam_item,
    examTime: row.exam_time,
    reportId: row.report_id,
    impression: htmlToText(row.impression),
    reportPhysician: row.report_physician,
    reportTime: row.report_time,
    positive: row.positive === 1,
    category: row.category,
    lastFollowDate: row.last_follow_date,
    nextDate: row.next_date,
    recordCount: row.record_count,
    addedBy: row.added_by,
    addedAt: row.added_at,
    closedAt: row.closed_at,
    closedBy: row.closed_by,
  }
}

/** The caller's data scope over exams (alias `e`) as SQL, or null for everything. */
export function scopeOf(db: Db, principal: Principal): { sql: string; args: number[] } | null {
  return examScopeSql(deptScope(db, principal.userId, principal.isAdmin))
}

/** The case of an exam if it is one and the caller may see it (data scope), else undefined. */
export function caseRowOf(db: Db, principal: Principal, examineId: number): CaseRow | undefined {
  const scope = scopeOf(db, principal)
  return db.prepare(`SELECT ${CASE_SELECT} FROM ${CASE_FROM} WHERE e.id = ? AND ${CASE_WHERE}${scope ? ` AND ${scope.sql}` : ''}`)
    .get(examineId, ...(scope?.args ?? [])) as CaseRow | undefined
}

export const RECORD_FROM = `ris_followup_record fr
  JOIN ris_followup_case fc ON fc.id = fr.case_id
  JOIN ris_exam e ON e.id = fc.exam_id
  LEFT JOIN pis_specimen sp ON sp.id = fr.specimen_id`

export const RECORD_SELECT = `fr.id, fc.exam_id, fr.case_id, fr.follow_date, fr.method, fr.result, fr.specimen_id, sp.specimen_no, sp.diagnosis,
  sp.state AS specimen_state, fr.category, fr.follower, fr.created_by, fr.next_date, fr.remarks, fr.created_at, fr.updated_at, fr.version`

/** A row of {@link RECORD_SELECT}. */
export interface RecordRow {
  id: number
  exam_id: number
  case_id: number
  follow_date: string
  method: FollowupRecordDto['method']
  result: string
  specimen_id: number | null
  specimen_no: string | null
  diagnosis: string | null
  specimen_state: string | null
  category: FollowupCategory | null
  follower: string
  created_by: number
  next_date: string | null
  remarks: string | null
  created_at: string
  updated_at: string
  version: number
}

/** A record row as the contract answers it. */
export function recordDto(row: RecordRow): FollowupRecordDto {
  return {
    id: row.id,
    examineId: row.exam_id,
    caseId: row.case_id,
    followDate: row.follow_date,
    method: row.method,
    result: row.result,
    specimenId: row.specimen_id,
    specimen: row.specimen_id !== null && row.specimen_no !== null
      ? { id: row.specimen_id, specimenNo: row.specimen_no, diagnosis: row.diagnosis ?? '', state: row.specimen_state ?? '' }
      : null,
    category: row.category,
    follower: row.follower,
    createdById: row.created_by,
    nextDate: row.next_date,
    remarks: row.remarks,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  }
}

/** One record by id, or undefined. */
export function recordById(db: Db, id: number): FollowupRecordDto | undefined {
  const row = db.prepare(`SELECT ${RECORD_SELECT} FROM ${RECORD_FROM} WHERE fr.id = ?`).get(id) as RecordRow | undefined
  return row ? recordDto(row) : undefined
}

/** The stored coincidence setting (true until someone changes it). */
export function followupSetting(db: Db): FollowupSettingDto {
  const row = db.prepare('SELECT value, update_by AS updateBy, update_time AS updateTime FROM ris_setting WHERE key = ?').get(PARTLY_SETTING_KEY) as
    { value: string; updateBy: string | null; updateTime: string | null } | undefined
  return { partlyCountsAsAgree: row ? row.value === 'true' : true, updateBy: row?.updateBy ?? null, updateTime: row?.updateTime ?? null }
}

/** The SQL naming a case's group: the reporting physician, the modality, or the period of the report. */
const GROUP_KEY: Record<CoincidenceGroupBy, string> = {
  physician: 'r.report_physician',
  modality: 'e.modality',
  month: 'substr(r.report_time, 1, 7)',
  quarter: "substr(r.report_time, 1, 4) || '-Q' || ((CAST(substr(r.report_time, 6, 2) AS INTEGER) + 2) / 3)",
  year: 'substr(r.report_time, 1, 4)',
}

/**
 * The coincidence statistics: per group, the followed cases (those with a categorised record, in the caller's data
 * scope, reported between `from` and `to`, of `modality`) counted by the category of their latest categorised
 * record, and the rate by the stored setting. Periods go by the report's time: a physician's rate for May is that of
 * the reports he wrote in May, whenever they were followed.
 */
export function coincidence(db: Db, principal: Principal, query: { groupBy: CoincidenceGroupBy; from?: string | undefined; to?: string | undefined; modality?: string | undefined }): CoincidenceDto {
  const where = [CASE_WHERE, 'lc.id IS NOT NULL']
  const args: unknown[] = []
  if (query.from) { where.push('r.report_time >= ?'); args.push(`${query.from} 00:00:00`) }
  if (query.to) { where.push('r.report_time <= ?'); args.push(`${query.to} 23:59:59`) }
  if (query.modality) { where.push('e.modality = ?'); args.push(query.modality) }
  const scope = scopeOf(db, principal)
  if (scope) { where.push(scope.sql); args.push(...scope.args) }
  const rows = db.prepare(`SELECT ${GROUP_KEY[query.groupBy]} AS key, COUNT(*) AS followed,
      SUM(lc.category = 'agree') AS agree, SUM(lc.category = 'partly') AS partly, SUM(lc.category = 'disagree') AS disagree
      FROM ${CASE_FROM} WHERE ${where.join(' AND ')} GROUP BY key ORDER BY key`).all(...args) as Omit<CoincidenceRow, 'rate'>[]
  const { partlyCountsAsAgree } = followupSetting(db)
  const withRate = (row: Omit<CoincidenceRow, 'rate'>): CoincidenceRow => ({ ...row, rate: coincidenceRate(row, partlyCountsAsAgree) })
  const total = rows.reduce((sum, row) => ({
    key: '', followed: sum.followed + row.followed, agree: sum.agree + row.agree, partly: sum.partly + row.partly, disagree: sum.disagree + row.disagree,
  }), { key: '', followed: 0, agree: 0, partly: 0, disagree: 0 })
  return { groupBy: query.groupBy, partlyCountsAsAgree, rows: rows.map(withRate), total: withRate(total) }
}
