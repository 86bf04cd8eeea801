import type { ExamDto, ReportDto, ReportHistoryEntry, ReportViewDto } from '../../../src/core/contract'
import type { Db } from '../db/db'

/**
 * Blind QC review (issue 14): while a blind sampling task is open, its reviewers must not learn who wrote or signed
 * the sampled reports — not from the QC views, and not from the report page, its history or the exam lists either
 * (a reviewer usually holds `report:view`). These are the exams a caller reviews blind right now.
 */
export function blindExamIds(db: Db, userId: number): Set<number> {
  const rows = db.prepare(`SELECT DISTINCT s.exam_id AS id FROM qc_sample s
    JOIN qc_task t ON t.id = s.task_id AND t.blind = 1 AND t.state <> 'closed'
    JOIN qc_task_reviewer r ON r.task_id = t.id AND r.user_id = ?`).all(userId) as { id: number }[]
  return new Set(rows.map((row) => row.id))
}

/**
 * An exam row of a list without its report's writer and auditor, and without who performed it (an ultrasound
 * exam's sonographer is its report's writer).
 */
export function maskExam(exam: ExamDto): ExamDto {
  const { reportPhysician: _writer, auditPhysician: _auditor, technician: _performer, ...rest } = exam
  return rest
}

/** A report without the names of its writer, auditor, addenda writers and critical-value notifier (required ones empty). */
function maskReport(report: ReportDto): ReportDto {
  const { auditPhysician: _auditor, ...rest } = report
  return {
    ...rest,
    reportPhysician: '',
    addenda: report.addenda.map((addendum) => ({ ...addendum, physician: '' })),
    ...(report.criticalNotice ? { criticalNotice: { ...report.criticalNotice, notifiedBy: '' } } : {}),
  }
}

/** The report page of an exam under blind review. */
export function maskReportView(view: ReportViewDto): ReportViewDto {
  return { ...view, exam: maskExam(view.exam), report: view.report ? maskReport(view.report) : null }
}

/** A report's history under blind review: what happened and when, not by whom. */
export function maskHistory(rows: ReportHistoryEntry[]): ReportHistoryEntry[] {
  return rows.map((row) => ({ ...row, operator: '' }))
}
