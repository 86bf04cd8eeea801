import type { ReportDto, ReportHistoryEntry, ReportState } from '../../../src/core/contract/report'
import type { Db } from '../db/db'
import { opt } from '../lib/dto'
import { criticalNoticeOf } from './critical'
import { keyImageRefs, reportCaptureRefs } from './images'

/** A `ris_report` row. */
export interface ReportRow {
  id: number
  exam_id: number
  state: ReportState
  title: string
  findings: string
  impression: string
  recommendation: string | null
  positive: number
  critical: number
  report_user_id: number | null
  report_physician: string
  report_time: string
  audit_user_id: number | null
  audit_physician: string | null
  audit_time: string | null
  reject_reason: string | null
  void_reason: string | null
  print_count: number
  version: number
  /** When the report was first flagged critical (migration 018); null when it is not. */
  critical_flagged_at: string | null
  /** The modality's notification limit when it was flagged, in minutes. */
  critical_limit_minutes: number | null
}

/** History actions. */
export type HistoryAction = ReportHistoryEntry['action']

/** The report of an exam, or undefined. */
export function reportOfExam(db: Db, examId: number): ReportRow | undefined {
  return db.prepare('SELECT * FROM ris_report WHERE exam_id = ?').get(examId) as ReportRow | undefined
}

/** A report by id, or undefined. */
export function reportById(db: Db, id: number): ReportRow | undefined {
  return db.prepare('SELECT * FROM ris_report WHERE id = ?').get(id) as ReportRow | undefined
}

/** The wire report: flags, critical notice, ICD codes, addenda, the exam's key images and included captures joined. */
export function toReportDto(db: Db, row: ReportRow): ReportDto {
  const captures = reportCaptureRefs(db, row.exam_id)
  const icdCodes = db.prepare(`SELECT c.code, c.name FROM ris_report_icd ri JOIN ris_icd c ON c.code = ri.code
    WHERE ri.report_id = ? ORDER BY ri.sort, c.code`).all(row.id) as { code: string; name: string }[]
  const addenda = db.prepare('SELECT id, text, physician, time, reason FROM ris_report_addendum WHERE report_id = ? ORDER BY id')
    .all(row.id) as { id: number; text: string; physician: string; time: string; reason: string | null }[]
  return {
    id: row.id,
    examineId: row.exam_id,
    state: row.state,
    title: row.title,
    findings: row.findings,
    impression: row.impression,
    recommendation: opt(row.recommendation),
    positive: row.positive === 1,
    critical: row.critical === 1,
    criticalNotice: criticalNoticeOf(db, row.id),
    icdCodes,
    reportPhysician: row.report_physician,
    reportTime: row.report_time,
    auditPhysician: opt(row.audit_physician),
    auditTime: opt(row.audit_time),
    rejectReason: opt(row.reject_reason),
    addenda: addenda.map((a) => ({ id: a.id, text: a.text, physician: a.physician, time: a.time, reason: opt(a.reason) })),
    keyImages: keyImageRefs(db, row.exam_id),
    // Omitted, not empty, without captures: the eladmin backend never sends the field.
    ...(captures.length ? { captures } : {}),
    printCount: row.print_count,
    version: row.version,
  }
}

/** Records one revision: the action, who, when and the text as it stands now (the report row after the change). */
export function appendHistory(db: Db, row: ReportRow, action: HistoryAction, operator: string, time: string, reason: string | null = null): void {
  db.prepare(`INSERT INTO ris_report_history (report_id, exam_id, version, action, operator, time, findings, impression, reason)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(row.id, row.exam_id, row.version, action, operator, time, row.findings, row.impression, reason)
}

/** The revision history of an exam's report, oldest first. */
export function historyOfExam(db: Db, examId: number): ReportHistoryEntry[] {
  const rows = db.prepare(`SELECT id, version, action, operator, time, findings, impression, reason FROM ris_report_history
    WHERE exam_id = ? ORDER BY id`).all(examId) as (Omit<ReportHistoryEntry, 'reason'> & { reason: string | null })[]
  return rows.map((r) => ({ ...r, reason: opt(r.reason) }))
}
