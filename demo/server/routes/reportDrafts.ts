import { z } from 'zod'
import type { ReportDraftDto } from '../../../src/core/contract/report'
import type { Services } from '../lib/context'
import { inScope } from '../lib/dataScope'
import { HttpError } from '../lib/errors'
import { anyFamily, requireReport } from '../lib/reportRules'
import { Resource } from '../lib/route'
import { formatDateTime } from '../lib/time'
import { findExamRow } from '../models/exams'
import { ExamIdParams } from '../schemas/exam'

const TEXT_LIMIT = 50_000

export const ReportDraftSchema = z.object({
  examineId: z.number().int(),
  findings: z.string().max(TEXT_LIMIT),
  impression: z.string().max(TEXT_LIMIT),
  recommendation: z.string().max(TEXT_LIMIT),
  positive: z.boolean().nullable(),
  critical: z.boolean(),
  icdCodes: z.array(z.string().max(16)).max(50),
  baseVersion: z.number().int().nullable(),
  savedAt: z.number().int().nonnegative(),
}).meta({ id: 'ReportDraftDto' }) satisfies z.ZodType<ReportDraftDto>

const DraftBody = ReportDraftSchema.omit({ examineId: true })

interface DraftRow {
  exam_id: number
  findings: string
  impression: string
  recommendation: string
  positive: number | null
  critical: number
  icd_codes: string
  base_version: number | null
  saved_at: number
}

function toDraftDto(row: DraftRow): ReportDraftDto {
  let codes: string[] = []
  try {
    const parsed: unknown = JSON.parse(row.icd_codes)
    if (Array.isArray(parsed)) codes = parsed.filter((code): code is string => typeof code === 'string')
  } catch {
    codes = []
  }
  return {
    examineId: row.exam_id, findings: row.findings, impression: row.impression, recommendation: row.recommendation,
    positive: row.positive === null ? null : row.positive === 1, critical: row.critical === 1, icdCodes: codes,
    baseVersion: row.base_version, savedAt: row.saved_at,
  }
}

/**
 * The server's copy of the caller's own report drafts (issue 12). Only ever the caller's: there is no way to read
 * another physician's draft. Writing one needs the write permission of the exam's family and the exam in the caller's
 * data scope, like writing the report itself.
 */
export function reportDraftRoutes(s: Services): Resource {
  const { db } = s
  const r = new Resource('/api/reportDraft', 'reports', s)
  const examOf = (id: number, principal: { userId: number; isAdmin: boolean }) => {
    const exam = findExamRow(db, id)
    if (!exam || !inScope(db, principal, exam.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    return exam
  }

  r.route({
    method: 'get', path: '/', permission: anyFamily('write'), response: z.array(ReportDraftSchema),
    summary: 'The caller\'s own draft copies, newest first',
  }, (c, { principal }) => {
    const rows = db.prepare('SELECT * FROM ris_report_draft WHERE user_id = ? ORDER BY saved_at DESC').all(principal.userId) as DraftRow[]
    return c.json(rows.map(toDraftDto))
  })

  r.route({
    method: 'get', path: '/:id', permission: anyFamily('write'), params: ExamIdParams, response: ReportDraftSchema.nullable(),
    summary: 'The caller\'s draft copy of an exam\'s report, or null',
  }, (c, { params, principal }) => {
    examOf(params.id, principal)
    const row = db.prepare('SELECT * FROM ris_report_draft WHERE user_id = ? AND exam_id = ?').get(principal.userId, params.id) as DraftRow | undefined
    return c.json(row ? toDraftDto(row) : null)
  })

  r.route({
    method: 'put', path: '/:id', permission: anyFamily('write'), params: ExamIdParams, body: DraftBody, response: ReportDraftSchema,
    summary: 'Store the caller\'s draft of an exam\'s report (an older copy than the stored one is ignored)',
    description: 'Needs the write permission of the exam\'s family (403) and the exam in the caller\'s data scope (404).',
  }, (c, { params, principal, body }) => {
    const exam = examOf(params.id, principal)
    requireReport(principal, exam.modality, 'write')
    db.prepare(`INSERT INTO ris_report_draft (user_id, exam_id, findings, impression, recommendation, positive, critical, icd_codes,
        base_version, saved_at, stored_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (user_id, exam_id) DO UPDATE SET findings = excluded.findings, impression = excluded.impression,
        recommendation = excluded.recommendation, positive = excluded.positive, critical = excluded.critical,
        icd_codes = excluded.icd_codes, base_version = excluded.base_version, saved_at = excluded.saved_at,
        stored_at = excluded.stored_at
      WHERE excluded.saved_at >= ris_report_draft.saved_at`)
      .run(principal.userId, exam.id, body.findings, body.impression, body.recommendation,
        body.positive === null ? null : body.positive ? 1 : 0, body.critical ? 1 : 0, JSON.stringify(body.icdCodes),
        body.baseVersion, body.savedAt, formatDateTime(s.now()))
    const row = db.prepare('SELECT * FROM ris_report_draft WHERE user_id = ? AND exam_id = ?').get(principal.userId, exam.id) as DraftRow
    return c.json(toDraftDto(row))
  })

  r.route({
    method: 'delete', path: '/:id', permission: anyFamily('write'), params: ExamIdParams, status: 204,
    summary: 'Drop the caller\'s draft copy of an exam\'s report',
  }, (c, { params, principal }) => {
    examOf(params.id, principal)
    db.prepare('DELETE FROM ris_report_draft WHERE user_id = ? AND exam_id = ?').run(principal.userId, params.id)
    return c.body(null, 204)
  })

  return r
}

/** Drops the writer's draft copy once his report is saved or submitted (called inside the report's transaction). */
export function dropDraftCopy(db: Services['db'], userId: number, examId: number): void {
  db.prepare('DELETE FROM ris_report_draft WHERE user_id = ? AND exam_id = ?').run(userId, examId)
}
