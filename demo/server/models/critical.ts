import type { CriticalLimitsDto, CriticalNotice, CriticalValueDto } from '../../../src/core/contract/report'
import {
  CRITICAL_LIMIT_KEY_PREFIX, criticalLimitKey, minutesBetween,
  notifiedWithinLimit,
} from '../../../src/core/report/critical'
import type { Db } from '../db/db'
import type { Principal } from '../lib/auth'
import { HttpError } from '../lib/errors'
import { deptScope, examScopeSql } from '../lib/dataScope'
import { opt } from '../lib/dto'
import { mayReport } from '../lib/reportRules'
import { formatDateTime } from '../lib/time'
import { criticalLimits as hospitalCriticalLimits } from '../lib/hospitalSettings'

/** A `ris_report_critical` row. */
export interface CriticalRow {
  finding: string
  notified_at: string
  notified_by: string
  receiver: string
  receiver_job_no: string | null
  receiver_dept: string
  receiver_phone: string | null
  read_back: number
  handling: string | null
}

/** The hospital's notification limits (settings `critical.limitMinutes.<MODALITY>` and `…default`), from the hospital settings. */
export function criticalLimits(db: Db): CriticalLimitsDto {
  return hospitalCriticalLimits(db)
}

/** The notification limit of a modality, in minutes. */
export function criticalLimit(db: Db, modality: string): number {
  const limits = criticalLimits(db)
  return limits.byModality[criticalLimitKey(modality).slice(CRITICAL_LIMIT_KEY_PREFIX.length)] ?? limits.defaultMinutes
}

/**
 * Keeps a report's flag moment in step with its critical flag: the first save that marks it critical stamps the
 * time and the modality's limit then (later saves keep both, so the timer never restarts); clearing the flag clears
 * them, and flagging again later starts a new timer.
 */
export function syncCriticalFlag(db: Db, reportId: number, critical: boolean, modality: string, time: string): void {
  if (critical) {
    db.prepare(`UPDATE ris_report SET critical_flagged_at = COALESCE(critical_flagged_at, ?),
        critical_limit_minutes = COALESCE(critical_limit_minutes, ?) WHERE id = ?`).run(time, criticalLimit(db, modality), reportId)
  } else {
    db.prepare('UPDATE ris_report SET critical_flagged_at = NULL, critical_limit_minutes = NULL WHERE id = ?').run(reportId)
  }
}

/** A wire time with seconds (`2025-06-01 08:01` → `2025-06-01 08:01:00`). */
export function withSeconds(time: string): string {
  return time.length === 16 ? `${time}:00` : time
}

/**
 * Refuses (400 on `field`) a notification time in the future or before the minute the value was flagged (people
 * note calls to the minute: a call in the minute of the flag is not "before" it).
 */
export function assertNotifiedAt(notifiedAt: string, flaggedAt: string | null, now: string, field: string): void {
  if (notifiedAt > now) throw new HttpError(400, 'critical.notifiedInFuture', { field })
  if (flaggedAt !== null && notifiedAt < `${flaggedAt.slice(0, 16)}:00`) {
    throw new HttpError(400, 'critical.notifiedBeforeFlag', { field, params: { flaggedAt } })
  }
}

/** When a critical report was flagged and its limit (reports flagged before migration 018 fall back to their report time). */
export function criticalTiming(db: Db, reportId: number): { flaggedAt: string; limitMinutes: number } | null {
  const row = db.prepare(`SELECT r.critical, COALESCE(r.critical_flagged_at, r.report_time) AS flagged_at, r.critical_limit_minutes AS limit_minutes,
      e.modality FROM ris_report r JOIN ris_exam e ON e.id = r.exam_id WHERE r.id = ?`).get(reportId) as
    { critical: number; flagged_at: string; limit_minutes: number | null; modality: string } | undefined
  if (!row || row.critical !== 1) return null
  return { flaggedAt: row.flagged_at, limitMinutes: row.limit_minutes ?? criticalLimit(db, row.modality) }
}

/** The wire notice of a record, with the report's timing when it is flagged. */
export function toCriticalNotice(row: CriticalRow, timing: { flaggedAt: string; limitMinutes: number } | null): CriticalNotice {
  return {
    finding: row.finding,
    notifiedAt: row.notified_at,
    notifiedBy: row.notified_by,
    receiver: row.receiver,
    receiverJobNo: opt(row.receiver_job_no),
    receiverDept: row.receiver_dept,
    receiverPhone: opt(row.receiver_phone),
    readBack: row.read_back === 1,
    handling: opt(row.handling),
    ...(timing ? {
      flaggedAt: timing.flaggedAt,
      limitMinutes: timing.limitMinutes,
      withinLimit: notifiedWithinLimit(timing.flaggedAt, row.notified_at, timing.limitMinutes),
    } : {}),
  }
}

/** The notification record of a report with its timing, or undefined. */
export function criticalNoticeOf(db: Db, reportId: number): CriticalNotice | undefined {
  const row = db.prepare(`SELECT finding, notified_at, notified_by, receiver, receiver_job_no, receiver_dept, receiver_phone, read_back, handling
    FROM ris_report_critical WHERE report_id = ?`).get(reportId) as CriticalRow | undefined
  return row ? toCriticalNotice(row, criticalTiming(db, reportId)) : undefined
}

/**
 * Reports flagged critical (not void) that the caller may see: exams of his data scope, and drafts or rejected
 * reports only of the families he writes. `open` keeps those without a notification record, oldest flag first (the
 * most overdue on top); otherwise newest first. Elapsed time runs to the notification, or to `now` while open.
 */
export function listCriticalValues(db: Db, principal: Principal, options: { open: boolean; page: number; size: number; now: number }):
  { content: CriticalValueDto[]; totalElements: number } {
  const where = ["r.critical = 1", "r.state <> 'void'"]
  const args: (string | number)[] = []
  if (options.open) where.push('n.report_id IS NULL')
  const scope = examScopeSql(deptScope(db, principal.userId, principal.isAdmin))
  if (scope) {
    where.push(scope.sql)
    args.push(...scope.args)
  }
  const modalities = (db.prepare('SELECT code FROM ris_modality').all() as { code: string }[]).map((m) => m.code)
  const writable = modalities.filter((code) => mayReport(principal, code, 'write'))
  where.push(`(r.state NOT IN ('draft', 'rejected')${writable.length ? ` OR e.modality IN (${writable.map(() => '?').join(',')})` : ''})`)
  args.push(...writable)
  const from = `FROM ris_report r JOIN ris_exam e ON e.id = r.exam_id JOIN ris_patient p ON p.id = e.patient_ref
    LEFT JOIN ris_report_critical n ON n.report_id = r.id WHERE ${where.join(' AND ')}`
  const { total } = db.prepare(`SELECT COUNT(*) AS total ${from}`).get(...args) as { total: number }
  const rows = db.prepare(`SELECT r.id AS report_id, e.id AS exam_id, e.exam_no, p.name AS patient_name, e.modality, e.exam_item,
      e.apply_dept_name, r.report_physician, COALESCE(r.critical_flagged_at, r.report_time) AS flagged_at, r.critical_limit_minutes,
      n.report_id AS noticed, n.finding, n.notified_at, n.notified_by, n.receiver, n.receiver_job_no, n.receiver_dept, n.receiver_phone,
      n.read_back, n.handling
    ${from} ORDER BY flagged_at ${options.open ? 'ASC' : 'DESC'}, r.id LIMIT ? OFFSET ?`).all(...args, options.size, options.page * options.size) as
    (Partial<CriticalRow> & {
      report_id: number; exam_id: number; exam_no: string; patient_name: string; modality: string; exam_item: string; apply_dept_name: string
      report_physician: string; flagged_at: string; critical_limit_minutes: number | null; noticed: number | null
    })[]
  const limits = criticalLimits(db)
  const nowText = formatDateTime(options.now)
  const content = rows.map((row): CriticalValueDto => {
    const limitMinutes = row.critical_limit_minutes ?? limits.byModality[row.modality.toUpperCase()] ?? limits.defaultMinutes
    const timing = { flaggedAt: row.flagged_at, limitMinutes }
    const notice = row.noticed === null ? undefined : toCriticalNotice(row as CriticalRow, timing)
    const elapsed = minutesBetween(row.flagged_at, notice?.notifiedAt ?? nowText)
    return {
      reportId: row.report_id,
      examineId: row.exam_id,
      examNo: row.exam_no,
      patientName: row.patient_name,
      modality: row.modality,
      examItem: row.exam_item,
      applyDeptName: row.apply_dept_name,
      reportPhysician: row.report_physician,
      flaggedAt: row.flagged_at,
      limitMinutes,
      elapsedMinutes: Number.isFinite(elapsed) ? Math.max(0, Math.floor(elapsed)) : 0,
      withinLimit: notice ? notice.withinLimit === true : elapsed <= limitMinutes,
      ...(notice ? { notice } : {}),
    }
  })
  return { content, totalElements: total }
}
