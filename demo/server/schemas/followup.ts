import { z } from 'zod'
import type {
  CoincidenceDto, CoincidenceRow, FollowupCaseDetailDto, FollowupCaseDto, FollowupDueDto, FollowupRecordDto, FollowupSettingDto, FollowupSpecimenOption,
} from '../../../src/core/contract/followup'
import { Id, IdText, isRealDate, NoId, optionalText, text } from './common'

/** A calendar day `yyyy-MM-dd` (a real one: not 2025-02-30). */
export const DayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' }).refine(isRealDate, { error: 'validation.date' })

export const FollowupMethodSchema = z.enum(['phone', 'emr', 'pathology', 'outpatient', 'surgery'])
export const FollowupCategorySchema = z.enum(['agree', 'partly', 'disagree'])

/** `{examineId}` in a path: cases are keyed by their exam. */
export const CaseParams = z.object({ examineId: IdText })

const recordFields = {
  examineId: Id.describe('The exam of the case (a positive report becomes a stored case with its first record)'),
  followDate: DayText.describe('When the outcome was learnt; not in the future, not before the report'),
  method: FollowupMethodSchema.describe('phone, emr (HIS/EMR), pathology (pathology system), outpatient (review), surgery (record)'),
  result: text(2000).describe('What was learnt; a linked specimen\'s diagnosis usually'),
  specimenId: Id.nullish().transform((v) => v ?? null).describe('A final or amended specimen of the same patient'),
  category: FollowupCategorySchema.nullish().transform((v) => v ?? null).describe('agree (符合), partly (基本符合), disagree (不符合); null: not known yet'),
  nextDate: DayText.nullish().transform((v) => v ?? null).describe('When to follow again; after the follow date'),
  remarks: optionalText(500),
}

/** `POST api/followup/records`. */
export const RecordCreateBody = z.object({ id: NoId, ...recordFields, version: z.unknown().optional() }).strict()

/** `PUT api/followup/records`. */
export const RecordUpdateBody = z.object({
  id: Id,
  ...recordFields,
  version: z.number().int().min(1).describe('The version last read; a stale one answers 409'),
}).strict()

/** `POST api/followup/cases`: one of the two. */
export const CaseCreateBody = z.object({
  examineId: Id.optional(),
  examNo: z.string().trim().min(1).max(40).optional(),
}).strict().refine((b) => b.examineId !== undefined || b.examNo !== undefined, { error: 'followup.caseNeedsExam', path: ['examNo'] })

/** `PUT api/followup/setting`. */
export const SettingBody = z.object({ partlyCountsAsAgree: z.boolean() }).strict()

/** `GET api/followup/coincidence`. */
export const CoincidenceQuery = z.object({
  groupBy: z.enum(['physician', 'modality', 'month', 'quarter', 'year']).optional().transform((v) => v ?? 'physician'),
  from: DayText.optional().describe('Reports from this day'),
  to: DayText.optional().describe('Reports up to this day'),
  modality: z.string().regex(/^[A-Z]{1,8}$/).optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'followup.badRange', path: ['to'] })

export const FollowupCaseSchema = z.object({
  examineId: z.number().int(),
  caseId: z.number().int().nullable(),
  reason: z.enum(['positive', 'manual']),
  patientName: z.string(),
  patientId: z.string(),
  gender: z.string(),
  examNo: z.string(),
  modality: z.string(),
  examItem: z.string(),
  examTime: z.string(),
  reportId: z.number().int(),
  impression: z.string(),
  reportPhysician: z.string(),
  reportTime: z.string(),
  positive: z.boolean(),
  category: FollowupCategorySchema.nullable(),
  lastFollowDate: z.string().nullable(),
  nextDate: z.string().nullable(),
  recordCount: z.number().int(),
  addedBy: z.string().nullable(),
  addedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
}).meta({ id: 'FollowupCaseDto' }) satisfies z.ZodType<FollowupCaseDto>

export const FollowupCaseDetailSchema = FollowupCaseSchema.extend({
  report: z.object({
    id: z.number().int(), state: z.string(), findings: z.string(), impression: z.string(), recommendation: z.string().nullable(),
    reportPhysician: z.string(), reportTime: z.string(), auditPhysician: z.string().nullable(), auditTime: z.string().nullable(),
  }),
}).meta({ id: 'FollowupCaseDetailDto' }) satisfies z.ZodType<FollowupCaseDetailDto>

export const FollowupRecordSchema = z.object({
  id: z.number().int(),
  examineId: z.number().int(),
  caseId: z.number().int(),
  followDate: z.string(),
  method: FollowupMethodSchema,
  result: z.string(),
  specimenId: z.number().int().nullable(),
  specimen: z.object({ id: z.number().int(), specimenNo: z.string(), diagnosis: z.string(), state: z.string() }).nullable(),
  category: FollowupCategorySchema.nullable(),
  follower: z.string(),
  createdById: z.number().int(),
  nextDate: z.string().nullable(),
  remarks: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
}).meta({ id: 'FollowupRecordDto' }) satisfies z.ZodType<FollowupRecordDto>

export const FollowupSpecimenSchema = z.object({
  id: z.number().int(), specimenNo: z.string(), specimenType: z.string(), state: z.string(), diagnosis: z.string(), receivedAt: z.string(),
  finalizedAt: z.string().nullable(),
}) satisfies z.ZodType<FollowupSpecimenOption>

export const FollowupDueSchema = z.object({
  today: z.string(), due: z.number().int(), overdue: z.number().int(), week: z.number().int(),
}) satisfies z.ZodType<FollowupDueDto>

export const FollowupSettingSchema = z.object({
  partlyCountsAsAgree: z.boolean(), updateBy: z.string().nullable(), updateTime: z.string().nullable(),
}) satisfies z.ZodType<FollowupSettingDto>

const CoincidenceRowSchema = z.object({
  key: z.string(), followed: z.number().int(), agree: z.number().int(), partly: z.number().int(), disagree: z.number().int(),
  rate: z.number().nullable(),
}) satisfies z.ZodType<CoincidenceRow>

export const CoincidenceSchema = z.object({
  groupBy: z.enum(['physician', 'modality', 'month', 'quarter', 'year']),
  partlyCountsAsAgree: z.boolean(),
  rows: z.array(CoincidenceRowSchema),
  total: CoincidenceRowSchema,
}).meta({ id: 'CoincidenceDto' }) satisfies z.ZodType<CoincidenceDto>

/** `GET api/followup/physicians`: who reported the cases (the physician filter). */
export const FollowupPhysicianSchema = z.object({ id: z.number().int(), name: z.string() })
