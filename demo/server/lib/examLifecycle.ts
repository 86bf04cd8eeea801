import { EXAM_TRANSITIONS, nextStatus, type ExamAction } from '../../../src/core/exam/lifecycle'
import type { ExamStatus } from '../../../src/core/contract/exam'
import type { Db } from '../db/db'
import { HttpError } from './errors'

/** The time column an action stamps on the exam, when it has one. */
const STAMPS: Partial<Record<ExamAction, string>> = {
  checkIn: 'check_in_time',
  start: 'start_time',
  finish: 'exam_time',
  cancel: 'cancel_time',
  reportSubmit: 'report_time',
  reportAudit: 'audit_time',
  reportPrint: 'print_time',
}

/** Who moves the exam and why. */
export interface ExamMove {
  /** The account name, written to `update_by`. */
  username: string
  /** The person's name, written to the exam's history. */
  operator: string
  /** `yyyy-MM-dd HH:mm:ss`. */
  time: string
  reason?: string | undefined
  /** Extra columns the action sets (the technician who finished the exam). */
  set?: Record<string, string>
}

/**
 * Moves an exam by the one transition table of src/core/exam/lifecycle.ts: an action the table does not allow from
 * the exam's status is a 409 naming both (in the caller's language); an action that needs a reason without one is a
 * 400 on `reason`. Sets the status and the action's time, and writes the exam's history. Call it inside the caller's
 * transaction with the row just read.
 *
 * @example
 * moveExam(db, row, 'start', { username: 'jishi', operator: '技师甲', time })
 */
export function moveExam(db: Db, exam: { id: number; status: string }, action: ExamAction, move: ExamMove): ExamStatus {
  const to = nextStatus(exam.status as ExamStatus, action)
  if (to === null) {
    throw new HttpError(409, 'exam.transition', { params: { status: `@examStatus.${exam.status}`, action: `@examAction.${action}` } })
  }
  const reason = move.reason?.trim() || null
  if (EXAM_TRANSITIONS[action].reason && !reason) throw new HttpError(400, 'exam.reasonRequired', { field: 'reason' })
  const columns: Record<string, string> = { ...move.set, status: to, update_by: move.username, update_time: move.time }
  const stamp = STAMPS[action]
  if (stamp) columns[stamp] = move.time
  const names = Object.keys(columns)
  db.prepare(`UPDATE ris_exam SET ${names.map((name) => `${name} = ?`).join(', ')} WHERE id = ?`).run(...names.map((name) => columns[name]), exam.id)
  db.prepare(`INSERT INTO ris_exam_history (exam_id, action, from_status, to_status, operator, time, reason) VALUES (?, ?, ?, ?, ?, ?, ?)`)
    .run(exam.id, action, exam.status, to, move.operator, move.time, reason)
  return to
}
