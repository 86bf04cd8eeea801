import type { Db } from '../db/db'
import { HttpError } from './errors'

/** How long a lock outlives its editor's last heartbeat (the editor beats every 30 s). */
export const LOCK_TTL_MS = 120_000

/** Who holds an exam's report, when the lock is live. */
export interface LockHolder {
  userId: number
  name: string
  since: string
}

/** The live holder of an exam's report lock, or null when nobody holds it (or the holder went silent). */
export function lockHolder(db: Db, examId: number, now: number): LockHolder | null {
  const row = db.prepare('SELECT user_id, user_name, since, heartbeat_at FROM ris_report_lock WHERE exam_id = ?').get(examId) as
    { user_id: number; user_name: string; since: string; heartbeat_at: number } | undefined
  if (!row || row.heartbeat_at + LOCK_TTL_MS <= now) return null
  return { userId: row.user_id, name: row.user_name, since: row.since }
}

/** 409 naming the holder when another user holds a live lock on the exam's report (saving, submitting, locking). */
export function assertNotLockedByOther(db: Db, examId: number, userId: number, now: number): void {
  const holder = lockHolder(db, examId, now)
  if (holder && holder.userId !== userId) {
    throw new HttpError(409, 'report.lockHeld', { params: { name: holder.name, since: holder.since }, body: { holder } })
  }
}

/** Takes (or renews) the lock for `user`; `since` stays the first moment of a renewed lock. */
export function takeLock(db: Db, examId: number, user: { id: number; name: string }, time: string, now: number): LockHolder {
  const held = lockHolder(db, examId, now)
  const since = held && held.userId === user.id ? held.since : time
  db.prepare(`INSERT INTO ris_report_lock (exam_id, user_id, user_name, since, heartbeat_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT(exam_id) DO UPDATE SET user_id = excluded.user_id, user_name = excluded.user_name, since = excluded.since,
      heartbeat_at = excluded.heartbeat_at`).run(examId, user.id, user.name, since, now)
  return { userId: user.id, name: user.name, since }
}

/**
 * The parts of a report kept beside its text — measurements, captured images, biopsy records, a calcium score — change
 * only while its text may: 409 once the report is signed (final or corrected; an addendum changes it then), and 409
 * naming the holder while another user has the report open.
 */
export function assertReportPartsOpen(db: Db, examId: number, userId: number, now: number): void {
  const report = db.prepare("SELECT state FROM ris_report WHERE exam_id = ? AND state <> 'void'").get(examId) as { state: string } | undefined
  if (report && (report.state === 'final' || report.state === 'corrected')) {
    throw new HttpError(409, 'report.partsSigned', { params: { state: report.state }, body: { state: report.state } })
  }
  assertNotLockedByOther(db, examId, userId, now)
}
