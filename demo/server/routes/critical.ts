import { nickOf } from '../lib/auth'
import type { Services } from '../lib/context'
import { inScope } from '../lib/dataScope'
import { HttpError } from '../lib/errors'
import { anyFamily, mayReport, requireReport } from '../lib/reportRules'
import { Resource } from '../lib/route'
import { formatDateTime } from '../lib/time'
import { assertNotifiedAt, criticalLimits, criticalNoticeOf, criticalTiming, listCriticalValues, withSeconds } from '../models/critical'
import { findExamRow, reportVisible } from '../models/exams'
import { reportById } from '../models/reports'
import { CriticalLimitsSchema, CriticalListQuery, CriticalRecordBody, CriticalValueSchema, ReportIdParams } from '../schemas/critical'
import { pageOf } from '../schemas/common'
import { CriticalNoticeSchema } from '../schemas/report'

/** Who may read critical values: report readers, and every family's writers and auditors. */
const READERS: [string, ...string[]] = ['report:view', ...anyFamily('write'), ...anyFamily('audit')]

/**
 * Critical values (危急值, issue 12): the reports flagged critical with their timer against the modality's
 * notification limit, the limits themselves, and the notification record ("whoever reports, records").
 */
export function criticalRoutes(s: Services): Resource {
  const { db } = s
  const r = new Resource('/api/critical', 'reports', s)

  r.route({
    method: 'get', path: '/', permission: READERS, query: CriticalListQuery, response: pageOf(CriticalValueSchema),
    summary: 'Reports flagged critical in the caller\'s data scope: open (no notification record yet, oldest first) or all (newest first), with elapsed minutes against the limit',
    description: 'Drafts and rejected reports only for callers holding the write permission of their family; void reports never.',
  }, (c, { query, principal }) => c.json(listCriticalValues(db, principal, { open: query.state === 'open', page: query.page, size: query.size, now: s.now() })))

  r.route({
    method: 'get', path: '/limits', permission: 'authenticated', response: CriticalLimitsSchema,
    summary: 'Notification limits in minutes per modality (settings critical.limitMinutes.<MODALITY>) and for any other modality',
  }, (c) => c.json(criticalLimits(db)))

  r.route({
    method: 'put', path: '/:reportId', permission: anyFamily('write'), params: ReportIdParams, body: CriticalRecordBody, response: CriticalNoticeSchema,
    summary: 'Record (or complete) the notification of a critical report: finding, when, receiver name, job number, department, phone, read-back, handling',
    description: 'Needs the write permission of the exam\'s family (403); the caller is recorded as the notifier. The report must be flagged '
      + 'critical and not void (409). notifiedAt (default now) may be neither in the future nor before the flag (400).',
  }, (c, { params, body, principal }) => {
    const report = reportById(db, params.reportId)
    const exam = report ? findExamRow(db, report.exam_id) : undefined
    if (!report || !exam || !inScope(db, principal, exam.modality) || !reportVisible(report.state, mayReport(principal, exam.modality, 'write'))) {
      throw new HttpError(404, 'common.recordNotFound', { params: { id: params.reportId } })
    }
    requireReport(principal, exam.modality, 'write')
    if (report.state === 'void') throw new HttpError(409, 'report.badState', { params: { state: report.state } })
    const timing = criticalTiming(db, report.id)
    if (!timing) throw new HttpError(409, 'critical.notFlagged')
    const now = formatDateTime(s.now())
    const notifiedAt = body.notifiedAt ? withSeconds(body.notifiedAt) : now
    assertNotifiedAt(notifiedAt, timing.flaggedAt, now, 'notifiedAt')
    db.prepare(`INSERT INTO ris_report_critical (report_id, finding, notified_at, notified_by, receiver, receiver_job_no, receiver_dept,
        receiver_phone, read_back, handling) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (report_id) DO UPDATE SET finding = excluded.finding, notified_at = excluded.notified_at, notified_by = excluded.notified_by,
        receiver = excluded.receiver, receiver_job_no = excluded.receiver_job_no, receiver_dept = excluded.receiver_dept,
        receiver_phone = excluded.receiver_phone, read_back = excluded.read_back, handling = excluded.handling`)
      .run(report.id, body.finding, notifiedAt, nickOf(db, principal), body.receiver, body.receiverJobNo, body.receiverDept, body.receiverPhone,
        body.readBack ? 1 : 0, body.handling)
    s.events.publish({ kind: 'critical', examIds: [exam.id], modalities: [exam.modality] })
    return c.json(criticalNoticeOf(db, report.id))
  })

  return r
}
