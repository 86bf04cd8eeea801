import { z } from 'zod'
import type { CriticalLimitsDto, CriticalValueDto } from '../../../src/core/contract/report'
import { DateTimeText, IdText, optionalText, pageFields, text } from './common'
import { CriticalNoticeSchema, ReceiverPhone } from './report'

/** `PUT api/critical/{reportId}`: the notification record; the caller is the notifier. */
export const CriticalRecordBody = z.object({
  finding: text(500).describe('The critical finding as phoned'),
  notifiedAt: DateTimeText.optional().describe('When the clinic was told; default now; not in the future, not before the flag'),
  receiver: text(50).describe('Who took the call'),
  receiverJobNo: text(30).describe('The receiver\'s job number (工号)'),
  receiverDept: text(50),
  receiverPhone: ReceiverPhone,
  readBack: z.boolean().describe('The receiver read the finding back'),
  handling: optionalText(500).describe('The clinical handling the receiver reported'),
})

/** `GET api/critical`. */
export const CriticalListQuery = z.object({
  state: z.enum(['open', 'all']).optional().transform((v) => v ?? 'open').describe('open: no notification record yet (default); all'),
  ...pageFields,
})

/** `{reportId}` in a path. */
export const ReportIdParams = z.object({ reportId: IdText })

export const CriticalLimitsSchema = z.object({
  byModality: z.record(z.string(), z.number().int()).describe('Minutes per modality (settings critical.limitMinutes.<MODALITY>)'),
  defaultMinutes: z.number().int().describe('Any other modality (critical.limitMinutes.default)'),
}) satisfies z.ZodType<CriticalLimitsDto>

export const CriticalValueSchema = z.object({
  reportId: z.number().int(),
  examineId: z.number().int(),
  examNo: z.string(),
  patientName: z.string(),
  modality: z.string(),
  examItem: z.string(),
  applyDeptName: z.string(),
  reportPhysician: z.string(),
  flaggedAt: z.string().describe('When the report was first flagged critical'),
  limitMinutes: z.number().int().describe('The modality\'s notification limit when it was flagged'),
  elapsedMinutes: z.number().int().describe('Whole minutes from the flag to the notification (open: to now)'),
  withinLimit: z.boolean().describe('Open: still within the limit now; recorded: notified within it'),
  notice: CriticalNoticeSchema.optional(),
}).meta({ id: 'CriticalValueDto' }) satisfies z.ZodType<CriticalValueDto>
