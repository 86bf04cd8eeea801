import { z } from 'zod'
import { nickOf } from '../lib/auth'
import type { Services } from '../lib/context'
import { inScope } from '../lib/dataScope'
import { HttpError } from '../lib/errors'
import { assertNotLockedByOther, lockHolder, LOCK_TTL_MS, takeLock } from '../lib/reportLock'
import { anyFamily, requireReport } from '../lib/reportRules'
import { Resource } from '../lib/route'
import { formatDateTime } from '../lib/time'
import { findExamRow } from '../models/exams'
import { ExamIdParams } from '../schemas/exam'

const HolderSchema = z.object({ userId: z.number().int(), name: z.string(), since: z.string() })
const LockSchema = z.object({
  examId: z.number().int(),
  holder: HolderSchema.nullable().describe('Who has the report open in the editor, or null'),
  mine: z.boolean(),
  ttlSeconds: z.number().int().describe('A lock without a heartbeat for this long is free again'),
})
const TakeoverBody = z.object({ reason: z.string().trim().min(1, { error: 'exam.reasonRequired' }).max(200) })

/**
 * Per-report edit locks (issue 12): the editor takes the lock when it opens an exam's report and renews it every 30 s;
 * another physician sees who holds it since when, and cannot save over it; an audit physician (the family's takeover
 * permission) takes a live lock over with a reason, kept in the exam's history; a silent lock frees itself.
 */
export function reportLockRoutes(s: Services): Resource {
  const { db } = s
  const r = new Resource('/api/reportLock', 'reports', s)
  const examOf = (id: number, principal: { userId: number; isAdmin: boolean }) => {
    const exam = findExamRow(db, id)
    if (!exam || !inScope(db, principal, exam.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    return exam
  }
  const answer = (examId: number, userId: number) => {
    const holder = lockHolder(db, examId, s.now())
    return { examId, holder, mine: holder?.userId === userId, ttlSeconds: LOCK_TTL_MS / 1000 }
  }

  r.route({
    method: 'get', path: '/:id', permission: [...anyFamily('write'), ...anyFamily('audit'), 'report:view'], params: ExamIdParams, response: LockSchema,
    summary: 'Who holds the exam\'s report open in the editor, since when',
  }, (c, { params, principal }) => {
    examOf(params.id, principal)
    return c.json(answer(params.id, principal.userId))
  })

  r.route({
    method: 'post', path: '/:id', permission: [...anyFamily('write'), ...anyFamily('audit')], params: ExamIdParams, response: LockSchema,
    summary: 'Take or renew the lock of the exam\'s report (the editor calls it on opening and every 30 s)',
    description: 'A live lock of another user answers 409 naming the holder and since when.',
  }, (c, { params, principal }) => {
    const exam = examOf(params.id, principal)
    requireReport(principal, exam.modality, 'write')
    db.transaction(() => {
      assertNotLockedByOther(db, exam.id, principal.userId, s.now())
      takeLock(db, exam.id, { id: principal.userId, name: nickOf(db, principal) }, formatDateTime(s.now()), s.now())
    })()
    return c.json(answer(exam.id, principal.userId))
  })

  r.route({
    method: 'post', path: '/:id/takeover', permission: anyFamily('takeover'), params: ExamIdParams, body: TakeoverBody, response: LockSchema,
    summary: 'Take over the lock another physician holds (the family\'s takeover permission and a reason, kept in the exam\'s history)',
  }, (c, { params, principal, body }) => {
    const exam = examOf(params.id, principal)
    requireReport(principal, exam.modality, 'takeover')
    const time = formatDateTime(s.now())
    const who = nickOf(db, principal)
    db.transaction(() => {
      const before = lockHolder(db, exam.id, s.now())
      takeLock(db, exam.id, { id: principal.userId, name: who }, time, s.now())
      if (before && before.userId !== principal.userId) {
        db.prepare(`INSERT INTO ris_exam_history (exam_id, action, from_status, to_status, operator, time, reason) VALUES (?, 'lockTakeover', ?, ?, ?, ?, ?)`)
          .run(exam.id, exam.status, exam.status, who, time, `${before.name}: ${body.reason}`)
      }
    })()
    return c.json(answer(exam.id, principal.userId))
  })

  r.route({
    method: 'delete', path: '/:id', permission: [...anyFamily('write'), ...anyFamily('audit')], params: ExamIdParams, status: 204,
    summary: 'Release the lock (the editor closing); a lock held by someone else stays',
  }, (c, { params, principal }) => {
    examOf(params.id, principal)
    db.prepare('DELETE FROM ris_report_lock WHERE exam_id = ? AND user_id = ?').run(params.id, principal.userId)
    return c.body(null, 204)
  })

  return r
}
