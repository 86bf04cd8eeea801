import { z } from 'zod'
import { DateTimeText, Id, IdText, NoId, optionalText, text } from './common'

/** The kinds of specimen. */
export const SpecimenTypeSchema = z.enum(['biopsy', 'surgical', 'cytology', 'frozen', 'consultation'])

/** The states of a specimen. */
export const SpecimenStateSchema = z.enum(['draft', 'preliminary', 'final', 'amended'])

/** A pathology accession number: letters, digits and `-`, 1..30 characters. */
const SpecimenNo = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,29}$/, { error: 'specimen.badNumber' })

const LongText = optionalText(4000)

const specimenFields = {
  specimenNo: SpecimenNo.nullish().transform((v) => v ?? null).describe('Absent on creation: the server gives the next S<yy>-<nnnnn>'),
  specimenType: SpecimenTypeSchema,
  collectedAt: DateTimeText.nullish().transform((v) => v ?? null).describe('When the tissue was taken; not after receipt, not in the future'),
  receivedAt: DateTimeText.describe('When the pathology department received it; not in the future'),
  clinicalHistory: LongText,
  grossDescription: LongText,
  microscopicDescription: LongText,
  diagnosis: LongText,
  examineId: Id.nullish().transform((v) => v ?? null).describe('The PIS exam it is reported under'),
  sourceExamId: Id.nullish().transform((v) => v ?? null).describe('The exam the tissue came from (defaults to the biopsy\'s exam)'),
  biopsyId: Id.nullish().transform((v) => v ?? null).describe('The endoscopy biopsy it was made of'),
}

/** `POST api/specimen`. */
export const SpecimenCreateBody = z.object({ id: NoId, ...specimenFields, version: z.unknown().optional() }).strict()

/** `PUT api/specimen`. */
export const SpecimenUpdateBody = z.object({
  id: Id,
  ...specimenFields,
  version: z.number().int().min(1).describe('The version last read; a stale one answers 409'),
}).strict()

/** `POST api/specimen/{id}/submit|finalize`. */
export const SpecimenActionBodySchema = z.object({ version: z.number().int().min(1) }).strict()

/** `POST api/specimen/{id}/amend`. */
export const SpecimenAmendBodySchema = z.object({
  reason: text(500),
  diagnosis: text(4000),
  microscopicDescription: LongText,
  version: z.number().int().min(1),
}).strict()

/** `GET api/specimen/bySource/{examineId}`. */
export const SourceParams = z.object({ examineId: IdText })

const ExamRefSchema = z.object({
  id: z.number().int(), examNo: z.string(), modality: z.string(), examItem: z.string(), examTime: z.string().nullable(),
})

/** What the specimen routes answer. */
export const SpecimenSchema = z.object({
  id: z.number().int(),
  specimenNo: z.string(),
  specimenType: SpecimenTypeSchema,
  collectedAt: z.string().nullable(),
  receivedAt: z.string(),
  clinicalHistory: z.string(),
  grossDescription: z.string(),
  microscopicDescription: z.string(),
  diagnosis: z.string(),
  state: SpecimenStateSchema,
  patientName: z.string(),
  patientId: z.string(),
  gender: z.string(),
  pathologistId: z.number().int().nullable(),
  pathologist: z.string().nullable(),
  auditor: z.string().nullable(),
  submittedAt: z.string().nullable(),
  finalizedAt: z.string().nullable(),
  examineId: z.number().int().nullable(),
  exam: ExamRefSchema.nullable(),
  sourceExamId: z.number().int().nullable(),
  sourceExam: ExamRefSchema.nullable(),
  biopsyId: z.number().int().nullable(),
  biopsy: z.object({
    id: z.number().int(), site: z.string(), pieces: z.number().int(), bottleNo: z.string(), takenBy: z.string(), takenAt: z.string(),
    specimenId: z.number().int().nullable().describe('The specimen the biopsy itself names (PUT api/biopsy/{id}/specimen); another '
      + 'value than the specimen\'s id: the link is not made yet'),
  }).nullable(),
  amendments: z.array(z.object({
    reason: z.string(), previousDiagnosis: z.string(), previousMicroscopic: z.string(), amendedBy: z.string(), amendedAt: z.string(),
  })),
  createTime: z.string(),
  updateTime: z.string(),
  version: z.number().int(),
})
