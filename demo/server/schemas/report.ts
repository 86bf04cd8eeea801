import { z } from 'zod'
import type {
  CriticalNotice, PriorReportDto, ReportAddendum, ReportCaptureRef, ReportDto, ReportHistoryEntry, ReportViewDto,
} from '../../../src/core/contract/report'
import { DateTimeText, Id, IdText, optionalText, text } from './common'
import { RECEIVER_PHONE_PATTERN } from '../../../src/core/report/critical'
import { ExamDtoSchema } from './exam'
import { KeyImageRefSchema } from './image'

/** Report states. */
export const ReportStateSchema = z.enum(['draft', 'preliminary', 'final', 'corrected', 'rejected', 'void'])

export const CriticalNoticeSchema = z.object({
  finding: z.string(),
  notifiedAt: z.string(),
  notifiedBy: z.string(),
  receiver: z.string(),
  receiverJobNo: z.string().optional(),
  receiverDept: z.string(),
  receiverPhone: z.string().optional(),
  readBack: z.boolean(),
  handling: z.string().optional(),
  flaggedAt: z.string().optional().describe('When the report was first flagged critical'),
  limitMinutes: z.number().int().optional().describe('The modality\'s notification limit when it was flagged'),
  withinLimit: z.boolean().optional().describe('notifiedAt at most limitMinutes after flaggedAt'),
}) satisfies z.ZodType<CriticalNotice>

export const AddendumSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  physician: z.string(),
  time: z.string(),
  reason: z.string().optional(),
}) satisfies z.ZodType<ReportAddendum>

/** An endoscopy capture included in the report. */
export const ReportCaptureRefSchema = z.object({
  id: z.number().int(),
  url: z.string().describe('/api/endoscopy/captures/file/{id}'),
  contentType: z.enum(['image/jpeg', 'image/png']),
  width: z.number().int(),
  height: z.number().int(),
  site: z.string().optional(),
}) satisfies z.ZodType<ReportCaptureRef>

export const ReportDtoSchema = z.object({
  id: z.number().int(),
  examineId: z.number().int(),
  state: ReportStateSchema,
  title: z.string(),
  findings: z.string().describe('Sanitised HTML'),
  impression: z.string().describe('Sanitised HTML'),
  recommendation: z.string().optional(),
  positive: z.boolean(),
  critical: z.boolean(),
  criticalNotice: CriticalNoticeSchema.optional(),
  icdCodes: z.array(z.object({ code: z.string(), name: z.string() })),
  reportPhysician: z.string(),
  reportTime: z.string(),
  auditPhysician: z.string().optional(),
  auditTime: z.string().optional(),
  rejectReason: z.string().optional(),
  addenda: z.array(AddendumSchema),
  keyImages: z.array(KeyImageRefSchema),
  captures: z.array(ReportCaptureRefSchema).optional().describe('Endoscopy captures included in the report, in print order; absent when none'),
  printCount: z.number().int(),
  version: z.number().int(),
}).meta({ id: 'ReportDto' }) satisfies z.ZodType<ReportDto>

export const ReportViewSchema = z.object({
  exam: ExamDtoSchema,
  report: ReportDtoSchema.nullable().describe('Null before a report exists, or when the caller may not see it (draft, rejected)'),
  hospital: z.object({
    name: z.string(), department: z.string(), address: z.string().optional(), phone: z.string().optional(),
    lines: z.array(z.string()).optional().describe('Lines under the hospital name'),
    logoUrl: z.string().optional().describe('The hospital logo (api/hospitalConfig/logo?v=…)'),
    qr: z.string().optional().describe('The report lookup page the printed QR code opens, when reports carry one'),
    version: z.number().int().optional().describe('The version of the hospital settings the letterhead was made from'),
  }).meta({ id: 'ReportLetterhead' }),
}).meta({ id: 'ReportViewDto' }) satisfies z.ZodType<ReportViewDto>

export const HistoryEntrySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  action: z.enum(['save', 'submit', 'audit', 'reject', 'addendum', 'print', 'void', 'takeover']),
  operator: z.string(),
  time: z.string(),
  findings: z.string(),
  impression: z.string(),
  reason: z.string().optional(),
}) satisfies z.ZodType<ReportHistoryEntry>

export const PriorReportSchema = z.object({
  examineId: z.number().int(),
  examNo: z.string(),
  modality: z.string(),
  examItem: z.string(),
  examTime: z.string().optional(),
  state: ReportStateSchema,
  impression: z.string(),
  studyId: z.number().int().optional(),
}) satisfies z.ZodType<PriorReportDto>

/** `GET /api/reportInfo/view`: exactly one of the two. */
export const ReportViewQuery = z.object({
  examineId: IdText.optional(),
  reportId: IdText.optional(),
}).refine((q) => (q.examineId === undefined) !== (q.reportId === undefined), { error: 'report.oneOfIds', path: ['examineId'] })

/** Report HTML as sent by the editor: sanitised before it is stored. */
const Html = (max: number) => z.string().max(max)

/** Optimistic lock: the `version` the editor loaded; a different stored version is a 409. */
const Version = z.number().int().min(0).optional().describe('The version the caller edited; 409 when the report changed since')

/** The receiver's phone or extension of a critical-value notification (`内线 6123`, `0571-87000000`); optional. */
export const ReceiverPhone = optionalText(30)
  .refine((phone) => phone === null || RECEIVER_PHONE_PATTERN.test(phone), { error: 'critical.badPhone' })

const CriticalNoticeInput = z.object({
  finding: text(500),
  notifiedAt: DateTimeText.optional().describe('Default: now'),
  receiver: text(50),
  receiverJobNo: optionalText(30),
  receiverDept: text(50),
  receiverPhone: ReceiverPhone,
  readBack: z.boolean(),
  handling: optionalText(500),
})

const reportFields = {
  findings: Html(50_000),
  impression: Html(20_000),
  recommendation: Html(5_000).nullish(),
  title: optionalText(50),
  positive: z.boolean().optional(),
  critical: z.boolean().optional(),
  criticalNotice: CriticalNoticeInput.nullish().describe('Required when submitting a critical report'),
  icdCodes: z.array(z.string().regex(/^[A-Z]\d{2}(\.[\dx]{1,2})?$/)).max(20).optional().describe('ICD-10 codes of GET /api/icd/all'),
  version: Version,
}

/** `POST /api/reportInfo/save` and `…/submit`. */
export const ReportWriteBody = z.object({
  examineId: Id,
  ...reportFields,
  takeoverReason: text(200).optional()
    .describe('Why the caller takes over another physician\'s draft, preliminary or rejected report (needs <family>:takeover; recorded in the history)'),
})

/** `POST /api/reportInfo/audit`: the auditor may correct the text before signing. */
export const ReportAuditBody = z.object({
  reportId: Id,
  findings: Html(50_000).optional(),
  impression: Html(20_000).optional(),
  recommendation: Html(5_000).nullish(),
  positive: z.boolean().optional(),
  critical: z.boolean().optional(),
  version: Version,
})

/** `POST /api/reportInfo/reject` and `…/void`. */
export const ReportReasonBody = z.object({ reportId: Id, reason: text(500), version: Version })

/** `POST /api/reportInfo/addendum`. */
export const ReportAddendumBody = z.object({
  reportId: Id,
  text: Html(20_000).refine((s) => s.trim() !== '', { error: 'validation.blank' }),
  reason: optionalText(500),
  version: Version,
})

/** `POST /api/reportInfo/print`. */
export const ReportPrintBody = z.object({ reportId: Id })

/** `{id}` = examineId in a path. */
export const ExamineIdParams = z.object({ id: IdText })
