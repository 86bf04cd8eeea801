import { z } from 'zod'
import { blindExamIds, maskHistory, maskReportView } from '../models/qcBlind'
import type { ImageCompareDto } from '../../../src/core/contract/image'
import type { PriorReportDto, ReportDto, ReportState, ReportViewDto } from '../../../src/core/contract/report'
import type { ExamAction } from '../../../src/core/exam/lifecycle'
import { REPORT_TITLES } from '../db/seed/templates'
import type { Db } from '../db/db'
import { has, nickOf, type Principal } from '../lib/auth'
import type { Ctx, Services } from '../lib/context'
import { opt } from '../lib/dto'
import { HttpError } from '../lib/errors'
import { reportLetterhead } from '../lib/hospitalSettings'
import { moveExam } from '../lib/examLifecycle'
import { assertNotLockedByOther } from '../lib/reportLock'
import { dropDraftCopy } from './reportDrafts'
import { Resource } from '../lib/route'
import { shareCheck } from '../lib/shareLinks'
import { anyFamily, mayReport, requireReport } from '../lib/reportRules'
import { inScope } from '../lib/dataScope'
import { htmlToText, sanitizeReportHtml } from '../lib/sanitize'
import { formatDateTime } from '../lib/time'
import { findExamRow, reportVisible, toExamDto, type ExamRow } from '../models/exams'
import { examStudyDto } from '../models/images'
import {
  appendHistory, historyOfExam, reportById, reportOfExam, toReportDto, type HistoryAction, type ReportRow,
} from '../models/reports'
import { assertNotifiedAt, syncCriticalFlag, withSeconds } from '../models/critical'
import { CompareQuery, ExamineIdQuery, ImageCompareSchema } from '../schemas/image'
import {
  ExamineIdParams, HistoryEntrySchema, PriorReportSchema, ReportAddendumBody, ReportAuditBody, ReportDtoSchema, ReportPrintBody,
  ReportReasonBody, ReportViewQuery, ReportViewSchema, ReportWriteBody,
} from '../schemas/report'

/**
 * Everything a report page shows; the report only when the caller may see it (work in progress needs the write
 * permission of the exam's family: `ultrasonic:write` for an ultrasound draft).
 */
export function buildReportView(db: Db, exam: ExamRow, canWrite: boolean): ReportViewDto {
  const report = reportOfExam(db, exam.id)
  return {
    exam: toExamDto(exam, canWrite),
    report: report && reportVisible(report.state, canWrite) ? toReportDto(db, report) : null,
    hospital: reportLetterhead(db, exam),
  }
}

function examOr404(db: Db, id: number): ExamRow {
  const row = findExamRow(db, id)
  if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
  return row
}

function reportOr404(db: Db, id: number): ReportRow {
  const row = reportById(db, id)
  if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
  return row
}

function checkVersion(report: ReportRow | undefined, version: number | undefined): void {
  if (report && version !== undefined && version !== report.version) {
    throw new HttpError(409, 'report.versionConflict', { params: { version: report.version } })
  }
}

function requireState(report: ReportRow, allowed: readonly ReportState[]): void {
  if (!allowed.includes(report.state)) throw new HttpError(409, 'report.badState', { params: { state: report.state } })
}

/** Sanitises report HTML; a text that is empty once cleaned is a 400 on `field` when `required`. */
function clean(html: string, field: string, required: boolean): string {
  const out = sanitizeReportHtml(html)
  if (required && htmlToText(out) === '') throw new HttpError(400, 'validation.blank', { field })
  return out
}

/** Reports: view, priors, image comparison, history, and the write → submit → audit/reject → print lifecycle. */
export function reportRoutes(s: Services): Resource[] {
  const { db } = s
  const r = new Resource('/api/reportInfo', 'reports', s)
  const now = (): string => formatDateTime(s.now())
  // Every report step that carries the exam along goes through the one transition table (lib/examLifecycle).
  const moveWith = (examId: number, action: ExamAction, principal: Principal, operator: string, time: string, reason?: string): void => {
    const exam = examOr404(db, examId)
    moveExam(db, exam, action, { username: principal.username, operator, time, reason })
    // Heard by open lists once the handler returns (after the transaction commits; a rollback only costs a reload).
    s.events.publish({ kind: 'reported', action, examIds: [exam.id], modalities: [exam.modality] })
  }
  const answer = (id: number): ReportDto => toReportDto(db, reportById(db, id) as ReportRow)

  r.route({
    method: 'get', path: '/view', permission: ['report:view'], query: ReportViewQuery, response: ReportViewSchema,
    summary: 'The report page of an exam (by examineId or reportId): exam, report and letterhead; drafts only with the write permission of the exam\'s family',
    alternative: {
      description: 'Without a session: `Authorization: Share <token>` of an opened share link (POST api/share/{token}/open), by the '
        + 'examineId of its exam only (403 otherwise); drafts and rejected reports are never shown that way.',
      check: shareCheck(s, (grant, c) => c.req.query('reportId') === undefined && c.req.query('examineId') === String(grant.examId)),
    },
  }, (c, { query, principal }) => {
    let examId = query.examineId
    if (query.reportId !== undefined) examId = reportOr404(db, query.reportId).exam_id
    const exam = examOr404(db, examId as number)
    // No principal: a share token, already held to its own exam by the alternative check.
    if (principal === null) {
      c.header('Cache-Control', 'no-store')
      return c.json(buildReportView(db, exam, false))
    }
    if (!inScope(db, principal, exam.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id: exam.id } })
    const view = buildReportView(db, exam, mayReport(principal, exam.modality, 'write'))
    return c.json(blindExamIds(db, principal.userId).has(exam.id) ? maskReportView(view) : view)
  })

  r.route({
    method: 'get', path: '/once/list', permission: ['report:view'], query: ExamineIdQuery, response: z.array(PriorReportSchema),
    summary: 'Prior reports of the same patient (other exams with a visible, not void report, within the caller\'s data scope), newest first',
  }, (c, { query, principal }) => {
    const exam = examOr404(db, query.examineId)
    if (!inScope(db, principal, exam.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id: exam.id } })
    const rows = db.prepare(`SELECT e.id, e.exam_no, e.modality, e.exam_item, e.exam_time, r.state, r.impression, s.id AS study_id
      FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id LEFT JOIN pacs_study s ON s.exam_id = e.id
      WHERE e.patient_ref = ? AND e.id <> ? AND r.state <> 'void'
      ORDER BY COALESCE(e.exam_time, e.register_time) DESC, e.id DESC`).all(exam.patient_ref, exam.id) as
      { id: number; exam_no: string; modality: string; exam_item: string; exam_time: string | null; state: ReportState; impression: string; study_id: number | null }[]
    const priors: PriorReportDto[] = rows
      .filter((row) => inScope(db, principal, row.modality) && reportVisible(row.state, mayReport(principal, row.modality, 'write')))
      .map((row) => ({
      examineId: row.id, examNo: row.exam_no, modality: row.modality, examItem: row.exam_item, examTime: opt(row.exam_time),
      state: row.state, impression: row.impression, studyId: opt(row.study_id),
    }))
    return c.json(priors)
  })

  r.route({
    method: 'get', path: '/once/image/compare', permission: ['image:view'], query: CompareQuery, response: ImageCompareSchema,
    summary: 'The studies of an exam and of a prior exam of the same patient, side by side',
  }, (c, { query }) => {
    const current = examOr404(db, query.examineId)
    const prior = examOr404(db, query.priorExamineId)
    if (current.patient_ref !== prior.patient_ref) throw new HttpError(400, 'report.differentPatient', { field: 'priorExamineId' })
    const body: ImageCompareDto = { current: examStudyDto(db, current), prior: examStudyDto(db, prior) }
    return c.json(body)
  })

  const write = (action: 'save' | 'submit') => (c: Ctx, { body, principal }: {
    body: z.output<typeof ReportWriteBody>; principal: Principal
  }): Response => {
    const exam = examOr404(db, body.examineId)
    requireReport(principal, exam.modality, 'write')
    // Not examined yet: appointed, registered, checked in or still being examined.
    if (['9', '0', '1', '8'].includes(exam.status)) throw new HttpError(409, 'report.notExamined')
    const report = reportOfExam(db, exam.id)
    if (exam.status === '7' || exam.status === '10' || (report && !['draft', 'rejected', 'preliminary'].includes(report.state))) {
      throw new HttpError(409, 'report.locked', { params: { state: report?.state ?? 'void' } })
    }
    checkVersion(report, body.version)
    // Someone else has the report open in the editor (a live lock): only a takeover of the lock lets another save.
    assertNotLockedByOther(db, exam.id, principal.userId, s.now())
    // Another physician's work in progress: only a takeover (its permission and a reason, kept in the history).
    const takeover = report !== undefined && report.report_user_id !== null && report.report_user_id !== principal.userId
    if (takeover) {
      if (!body.takeoverReason) throw new HttpError(409, 'report.otherAuthor', { params: { name: report.report_physician ?? '' } })
      requireReport(principal, exam.modality, 'takeover')
    }
    const findings = clean(body.findings, 'findings', action === 'submit')
    const impression = clean(body.impression, 'impression', action === 'submit')
    const recommendation = body.recommendation ? clean(body.recommendation, 'recommendation', false) || null : null
    const codes = body.icdCodes ?? null
    codes?.forEach((code, i) => {
      if (!db.prepare('SELECT 1 FROM ris_icd WHERE code = ?').get(code)) {
        throw new HttpError(400, 'report.unknownIcd', { field: `icdCodes.${i}`, params: { code } })
      }
    })
    const critical = body.critical ?? (report ? report.critical === 1 : false)
    const positive = body.positive ?? (report ? report.positive === 1 : false)
    const hasNotice = report ? Boolean(db.prepare('SELECT 1 FROM ris_report_critical WHERE report_id = ?').get(report.id)) : false
    if (action === 'submit' && critical && !body.criticalNotice && !hasNotice) {
      throw new HttpError(400, 'report.criticalNoticeRequired', { field: 'criticalNotice' })
    }
    const time = now()
    const who = nickOf(db, principal)
    const state: ReportState = action === 'submit' ? 'preliminary' : report && report.state !== 'draft' ? report.state : 'draft'
    const id = db.transaction(() => {
      if (takeover && report) appendHistory(db, report, 'takeover', who, time, body.takeoverReason ?? null)
      let reportId: number
      if (!report) {
        reportId = Number(db.prepare(`INSERT INTO ris_report (exam_id, state, title, findings, impression, recommendation, positive, critical,
            report_user_id, report_physician, report_time, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`)
          .run(exam.id, state, body.title ?? REPORT_TITLES[exam.modality] ?? '检查报告单', findings, impression, recommendation,
            positive ? 1 : 0, critical ? 1 : 0, principal.userId, who, time).lastInsertRowid)
      } else {
        reportId = report.id
        const keepTime = action === 'save' && report.state !== 'draft'
        db.prepare(`UPDATE ris_report SET state = ?, title = COALESCE(?, title), findings = ?, impression = ?, recommendation = ?, positive = ?,
            critical = ?, report_user_id = ?, report_physician = ?, report_time = CASE WHEN ? THEN report_time ELSE ? END,
            reject_reason = CASE WHEN ? THEN NULL ELSE reject_reason END, version = version + 1 WHERE id = ?`)
          .run(state, body.title, findings, impression, recommendation, positive ? 1 : 0, critical ? 1 : 0, principal.userId, who,
            keepTime ? 1 : 0, time, action === 'submit' ? 1 : 0, reportId)
      }
      // Critical values: the first flag stamps its moment and limit (a notice sent along was made no later than the flag).
      const notifiedAt = body.criticalNotice?.notifiedAt ? withSeconds(body.criticalNotice.notifiedAt) : time
      const wasFlagged = report?.critical === 1 ? report.critical_flagged_at ?? report.report_time : null
      if (body.criticalNotice) assertNotifiedAt(notifiedAt, wasFlagged, time, 'criticalNotice.notifiedAt')
      syncCriticalFlag(db, reportId, critical, exam.modality, wasFlagged ?? (notifiedAt < time ? notifiedAt : time))
      if (body.criticalNotice) {
        const n = body.criticalNotice
        db.prepare(`INSERT INTO ris_report_critical (report_id, finding, notified_at, notified_by, receiver, receiver_job_no, receiver_dept,
            receiver_phone, read_back, handling)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (report_id) DO UPDATE SET finding = excluded.finding, notified_at = excluded.notified_at,
            notified_by = excluded.notified_by, receiver = excluded.receiver, receiver_job_no = excluded.receiver_job_no,
            receiver_dept = excluded.receiver_dept, receiver_phone = excluded.receiver_phone, read_back = excluded.read_back, handling = excluded.handling`)
          .run(reportId, n.finding, notifiedAt, who, n.receiver, n.receiverJobNo, n.receiverDept, n.receiverPhone, n.readBack ? 1 : 0, n.handling)
      } else if (!critical) {
        db.prepare('DELETE FROM ris_report_critical WHERE report_id = ?').run(reportId)
      }
      if (codes) {
        db.prepare('DELETE FROM ris_report_icd WHERE report_id = ?').run(reportId)
        codes.forEach((code, i) => db.prepare('INSERT OR IGNORE INTO ris_report_icd (report_id, code, sort) VALUES (?, ?, ?)').run(reportId, code, i))
      }
      if (action === 'submit') moveWith(exam.id, 'reportSubmit', principal, who, time)
      else if (state === 'draft') moveWith(exam.id, 'reportSave', principal, who, time)
      appendHistory(db, reportById(db, reportId) as ReportRow, action, who, time)
      dropDraftCopy(db, principal.userId, exam.id)
      return reportId
    })()
    return c.json(answer(id))
  }

  r.route({
    method: 'post', path: '/save', permission: anyFamily('write'), body: ReportWriteBody, response: ReportDtoSchema,
    summary: 'Save a report without submitting it (a draft, or the text of a rejected or preliminary report); HTML sanitised',
    description: 'Needs the write permission of the exam\'s family (CT, MR, DR/DX/CR, MG → report; US → ultrasonic; ECG → ecg; '
      + 'ES → es; PIS → pis), else 403. Another physician\'s draft, preliminary or rejected report answers 409 unless '
      + 'takeoverReason is given and the caller holds <family>:takeover (403 otherwise); the takeover is recorded in the history.',
  }, write('save'))

  r.route({
    method: 'post', path: '/submit', permission: anyFamily('write'), body: ReportWriteBody, response: ReportDtoSchema,
    summary: 'Submit a report as preliminary (exam status 3); a critical report needs its notification record',
    description: 'The rules of /save: the family\'s write permission, and a takeover for another physician\'s report.',
  }, write('submit'))

  r.route({
    method: 'post', path: '/audit', permission: anyFamily('audit'), body: ReportAuditBody, response: ReportDtoSchema,
    summary: 'Audit (sign off) a preliminary report, optionally correcting its text: final, exam status 4',
    description: 'Needs the audit permission of the exam\'s family (403). Four eyes: the report\'s author cannot sign it off (409).',
  }, (c, { body, principal }) => {
    const report = reportOr404(db, body.reportId)
    requireReport(principal, examOr404(db, report.exam_id).modality, 'audit')
    requireState(report, ['preliminary'])
    if (report.report_user_id === principal.userId) throw new HttpError(409, 'report.fourEyes')
    checkVersion(report, body.version)
    const critical = body.critical ?? report.critical === 1
    if (critical && !db.prepare('SELECT 1 FROM ris_report_critical WHERE report_id = ?').get(report.id)) {
      throw new HttpError(400, 'report.criticalNoticeRequired', { field: 'criticalNotice' })
    }
    const findings = body.findings === undefined ? report.findings : clean(body.findings, 'findings', true)
    const impression = body.impression === undefined ? report.impression : clean(body.impression, 'impression', true)
    const recommendation = body.recommendation === undefined ? report.recommendation
      : body.recommendation === null ? null : clean(body.recommendation, 'recommendation', false) || null
    const time = now()
    const who = nickOf(db, principal)
    db.transaction(() => {
      db.prepare(`UPDATE ris_report SET state = 'final', findings = ?, impression = ?, recommendation = ?, positive = ?, critical = ?,
          audit_user_id = ?, audit_physician = ?, audit_time = ?, version = version + 1 WHERE id = ?`)
        .run(findings, impression, recommendation, (body.positive ?? report.positive === 1) ? 1 : 0, critical ? 1 : 0, principal.userId, who,
          time, report.id)
      syncCriticalFlag(db, report.id, critical, examOr404(db, report.exam_id).modality,
        report.critical === 1 ? report.critical_flagged_at ?? report.report_time : time)
      moveWith(report.exam_id, 'reportAudit', principal, who, time)
      appendHistory(db, reportById(db, report.id) as ReportRow, 'audit', who, time)
    })()
    return c.json(answer(report.id))
  })

  const withReason = (action: 'reject' | 'void', allowed: readonly ReportState[], column: 'reject_reason' | 'void_reason') =>
    (c: Ctx, { body, principal }: { body: z.output<typeof ReportReasonBody>; principal: Principal }): Response => {
      const report = reportOr404(db, body.reportId)
      requireReport(principal, examOr404(db, report.exam_id).modality, action === 'reject' ? 'audit' : 'void')
      requireState(report, allowed)
      checkVersion(report, body.version)
      const time = now()
      const who = nickOf(db, principal)
      db.transaction(() => {
        db.prepare(`UPDATE ris_report SET state = ?, ${column} = ?, version = version + 1 WHERE id = ?`)
          .run(action === 'reject' ? 'rejected' : 'void', body.reason, report.id)
        moveWith(report.exam_id, action === 'reject' ? 'reportReject' : 'void', principal, who, time, body.reason)
        appendHistory(db, reportById(db, report.id) as ReportRow, action satisfies HistoryAction, who, time, body.reason)
      })()
      return c.json(answer(report.id))
    }

  r.route({
    method: 'post', path: '/reject', permission: anyFamily('audit'), body: ReportReasonBody, response: ReportDtoSchema,
    summary: 'Send a preliminary report back to its writer with a reason: rejected, exam status 6',
  }, withReason('reject', ['preliminary'], 'reject_reason'))

  r.route({
    method: 'post', path: '/void', permission: anyFamily('void'), body: ReportReasonBody, response: ReportDtoSchema,
    summary: 'Void a report and its exam with a reason (exam status 7); the text stays in the history',
    description: 'Needs the void permission of the exam\'s family (403).',
  }, withReason('void', ['draft', 'preliminary', 'rejected', 'final', 'corrected'], 'void_reason'))

  r.route({
    method: 'post', path: '/addendum', permission: anyFamily('addendum'), body: ReportAddendumBody, response: ReportDtoSchema,
    summary: 'Add an addendum to a final report (state corrected); the final text is never changed',
    description: 'Needs the addendum permission of the exam\'s family (403).',
  }, (c, { body, principal }) => {
    const report = reportOr404(db, body.reportId)
    requireReport(principal, examOr404(db, report.exam_id).modality, 'addendum')
    requireState(report, ['final', 'corrected'])
    checkVersion(report, body.version)
    const text = clean(body.text, 'text', true)
    const time = now()
    const who = nickOf(db, principal)
    db.transaction(() => {
      db.prepare('INSERT INTO ris_report_addendum (report_id, text, physician, time, reason) VALUES (?, ?, ?, ?, ?)')
        .run(report.id, text, who, time, body.reason)
      db.prepare("UPDATE ris_report SET state = 'corrected', version = version + 1 WHERE id = ?").run(report.id)
      db.prepare('UPDATE ris_exam SET update_by = ?, update_time = ? WHERE id = ?').run(principal.username, time, report.exam_id)
      appendHistory(db, reportById(db, report.id) as ReportRow, 'addendum', who, time, body.reason)
    })()
    return c.json(answer(report.id))
  })

  r.route({
    method: 'post', path: '/print', permission: ['report:print', ...anyFamily('write')], body: ReportPrintBody, response: ReportDtoSchema,
    summary: 'Record a print of a final report (print count + 1, exam status 5)',
    description: 'The front desk prints with report:print; otherwise the write permission of the exam\'s family is needed (403).',
  }, (c, { body, principal }) => {
    const report = reportOr404(db, body.reportId)
    if (!has(principal, 'report:print')) requireReport(principal, examOr404(db, report.exam_id).modality, 'write')
    requireState(report, ['final', 'corrected'])
    const time = now()
    const who = nickOf(db, principal)
    db.transaction(() => {
      db.prepare('UPDATE ris_report SET print_count = print_count + 1, version = version + 1 WHERE id = ?').run(report.id)
      moveWith(report.exam_id, 'reportPrint', principal, who, time)
      appendHistory(db, reportById(db, report.id) as ReportRow, 'print', who, time)
    })()
    return c.json(answer(report.id))
  })

  const history = new Resource('/api/reportInfoHistory', 'reports', s)
  history.route({
    method: 'get', path: '/examineId/:id', permission: ['report:view'], params: ExamineIdParams, response: z.array(HistoryEntrySchema),
    summary: 'Revision history of an exam\'s report, oldest first (one row per save, submit, audit, reject, addendum, print, void, takeover)',
    description: 'Whole for callers holding the write permission of the exam\'s family. Anybody else (the registrar, the '
      + 'HIS account) sees only what followed the sign-off: no draft text, rejected text or reject reason.',
  }, (c, { params, principal }) => {
    const exam = examOr404(db, params.id)
    const report = reportOfExam(db, exam.id)
    const canWrite = mayReport(principal, exam.modality, 'write')
    if (!report || !reportVisible(report.state, canWrite)) return c.json([])
    const all = historyOfExam(db, exam.id)
    const rows = blindExamIds(db, principal.userId).has(exam.id) ? maskHistory(all) : all
    if (canWrite) return c.json(rows)
    const signedOff = rows.findIndex((row) => row.action === 'audit')
    return c.json(signedOff < 0 ? [] : rows.slice(signedOff))
  })

  return [r, history]
}
