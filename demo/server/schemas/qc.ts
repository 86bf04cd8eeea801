import { z } from 'zod'
import { Id, IdText, optionalText, pageFields, text } from './common'

/** The QC families: imaging (`qc:*`) and ultrasound (`usqc:*`). */
export const QcFamilySchema = z.enum(['imaging', 'ultrasound'])

/** A month, `yyyy-MM`, of a real calendar. */
export const PeriodText = z.string().regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, { error: 'qc.badPeriod' })

/** `?family=` of every QC call. */
export const QcFamilyQuery = z.object({ family: QcFamilySchema })

/** `api/qc/item` list. */
export const QcItemQuery = z.object({ family: QcFamilySchema, part: z.enum(['image', 'report']).optional(), ...pageFields })

/** `POST`/`PUT api/qc/item`. */
export const QcItemBodySchema = z.object({
  id: Id.optional(),
  family: QcFamilySchema,
  part: z.enum(['image', 'report']),
  scale: z.enum(['points', 'xray', 'ctmr']),
  name: text(60),
  maxPoints: z.number().finite().min(0.5).max(100).describe('Full points of a points item (graded items ignore it)'),
  rule: optionalText(200),
  sort: z.number().int().min(0).max(999_999),
  enabled: z.boolean(),
}).strict()

/** `POST`/`PUT api/qc/cutoff`. */
export const QcCutoffBodySchema = z.object({
  id: Id.optional(),
  family: QcFamilySchema,
  grade: text(10),
  minScore: z.number().finite().min(0).max(100),
}).strict()

/** `api/qc/task` list. */
export const QcTaskQuery = z.object({
  family: QcFamilySchema,
  blurry: z.string().max(60).optional(),
  state: z.enum(['draft', 'drawn', 'scoring', 'closed']).optional(),
  period: PeriodText.optional(),
  ...pageFields,
})

/** `POST`/`PUT api/qc/task`: either a ratio or a count. */
export const QcTaskBodySchema = z.object({
  id: Id.optional(),
  name: text(100),
  family: QcFamilySchema,
  period: PeriodText,
  modality: z.string().max(10).nullish().transform((v) => v || null),
  deptId: Id.nullish().transform((v) => v ?? null),
  ratio: z.number().finite().gt(0).max(100).nullish().transform((v) => v ?? null).describe('Percent of the candidates'),
  count: z.number().int().min(1).max(10_000).nullish().transform((v) => v ?? null),
  seed: z.number().int().min(0).max(4_294_967_295),
  blind: z.boolean(),
  reviewerIds: z.array(Id).min(1, { error: 'qc.noReviewers' }).max(20),
}).strict().refine((b) => (b.ratio === null) !== (b.count === null), { error: 'qc.ratioOrCount', path: ['ratio'] })

/** `api/qc/sample` list: a task's samples, or the caller's queue (`mine=true`: samples he may score). */
export const QcSampleQuery = z.object({
  family: QcFamilySchema,
  taskId: IdText.optional(),
  mine: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
  state: z.enum(['pending', 'scored']).optional(),
  ...pageFields,
})

/** One entry of a score sheet. */
export const QcScoreEntrySchema = z.object({
  itemId: Id,
  value: z.number().finite(),
  comment: optionalText(500),
}).strict()

/** `PUT api/qc/sample/{id}/score`. */
export const QcScoreBodySchema = z.object({
  entries: z.array(QcScoreEntrySchema).min(1).max(100),
  comment: optionalText(2000),
  version: z.number().int().min(0),
}).strict()

/** `api/qc/statistics`. */
export const QcStatQuery = z.object({
  family: QcFamilySchema,
  groupBy: z.enum(['physician', 'dept', 'period']),
  from: PeriodText,
  to: PeriodText,
}).refine((q) => q.from <= q.to, { error: 'qc.badRange', path: ['to'] })

const QcUserRefSchema = z.object({ id: z.number().int(), name: z.string() })

/** A task as answered. */
export const QcTaskSchema = z.object({
  id: z.number().int(), name: z.string(), family: QcFamilySchema, period: z.string(), modality: z.string().nullable(),
  deptId: z.number().int().nullable(), deptName: z.string().nullable(), ratio: z.number().nullable(), count: z.number().int().nullable(),
  seed: z.number().int(), blind: z.boolean(), state: z.enum(['draft', 'drawn', 'scoring', 'closed']), reviewers: z.array(QcUserRefSchema),
  samples: z.number().int(), scored: z.number().int(), candidates: z.number().int(), drawnAt: z.string().nullable(),
  createBy: z.string(), createTime: z.string(),
})

const QcScoreResultFields = {
  reportPoints: z.number(), reportMax: z.number(), reportScore: z.number(), grade: z.string().nullable(),
  imageScore: z.number().nullable(), imageGrade: z.string().nullable(), imageLevel: z.enum(['excellent', 'pass', 'fail']).nullable(),
}

/** A sample as answered (`author` null while blind). */
export const QcSampleSchema = z.object({
  id: z.number().int(), taskId: z.number().int(), taskName: z.string(), family: QcFamilySchema, examineId: z.number().int(),
  examNo: z.string(), patientName: z.string(), examItem: z.string(), modality: z.string(), reportId: z.number().int(), reportTime: z.string(),
  author: z.string().nullable(), authorId: z.number().int().nullable(), state: z.enum(['pending', 'scored']), blind: z.boolean(),
  taskState: z.enum(['draft', 'drawn', 'scoring', 'closed']), mayScore: z.boolean(),
  score: z.object({
    ...QcScoreResultFields, entries: z.array(QcScoreEntrySchema), comment: z.string().nullable(), reviewer: z.string(), time: z.string(),
    version: z.number().int(),
  }).nullable(),
})

/** An item as answered. */
export const QcItemSchema = z.object({
  id: z.number().int(), family: QcFamilySchema, part: z.enum(['image', 'report']), scale: z.enum(['points', 'xray', 'ctmr']), name: z.string(),
  maxPoints: z.number(), rule: z.string().nullable(), sort: z.number().int(), enabled: z.boolean(),
})

/** A cut-off as answered. */
export const QcCutoffSchema = z.object({ id: z.number().int(), family: QcFamilySchema, grade: z.string(), minScore: z.number() })

/** A sample with its report text and sheet. */
export const QcSampleDetailSchema = QcSampleSchema.extend({
  findings: z.string(), impression: z.string(), items: z.array(QcItemSchema), cutoffs: z.array(QcCutoffSchema),
})

const QcStatRowSchema = z.object({
  key: z.string(), label: z.string(), samples: z.number().int(), meanScore: z.number().nullable(), grades: z.record(z.string(), z.number().int()),
  imageGraded: z.number().int(), imagePass: z.number().int(), imageExcellent: z.number().int(),
  imagePassRate: z.number().nullable(), imageExcellentRate: z.number().nullable(),
})

/** The statistics as answered. */
export const QcStatSchema = z.object({
  family: QcFamilySchema, groupBy: z.enum(['physician', 'dept', 'period']), from: z.string(), to: z.string(), grades: z.array(z.string()),
  rows: z.array(QcStatRowSchema), total: QcStatRowSchema, withheld: z.number().int(),
})
