import { z } from 'zod'
import type {
  BiopsyCreateBody, BiopsyDto, BiopsySpecimenBody, BiopsyUpdateBody, BiopsyWithExamDto, EndoscopyCaptureDto, EndoscopyCaptureOrderBody,
  EndoscopyCaptureUpdateBody,
} from '../../../src/core/contract/endoscopy'
import { DateTimeText, Id, IdText, text } from './common'

/** The site of a biopsy or a capture as labelled (胃窦, 十二指肠球部…). */
const Site = text(50).describe('The site as labelled in the report')
const Pieces = z.number().int().min(1).max(99).describe('Tissue pieces taken, 1..99')
const BottleNo = text(30).describe('The specimen bottle\'s number on its label; once per exam')
const Version = z.number().int().min(0).describe('The version last read; a stale one answers 409')

/** `GET api/biopsy?examineId=N`. */
export const BiopsyListQuery = z.object({ examineId: IdText.describe('The exam') })

/** `POST api/biopsy`. */
export const BiopsyCreateSchema = z.object({
  examineId: Id,
  site: Site,
  pieces: Pieces,
  bottleNo: BottleNo,
  takenAt: DateTimeText.optional().describe('When it was taken; default now; not in the future'),
}).strict() satisfies z.ZodType<BiopsyCreateBody>

/** `PUT api/biopsy`. */
export const BiopsyUpdateSchema = z.object({
  id: Id,
  site: Site,
  pieces: Pieces,
  bottleNo: BottleNo,
  version: Version,
}).strict() satisfies z.ZodType<BiopsyUpdateBody>

/** `PUT api/biopsy/{id}/specimen`. */
export const BiopsySpecimenSchema = z.object({
  specimenId: Id.nullable().describe('The pathology specimen made of the biopsy; null unlinks it'),
}).strict() satisfies z.ZodType<BiopsySpecimenBody>

export const BiopsySchema = z.object({
  id: z.number().int(),
  examineId: z.number().int(),
  site: z.string(),
  pieces: z.number().int(),
  bottleNo: z.string(),
  takenBy: z.string(),
  takenAt: z.string(),
  specimenId: z.number().int().nullable(),
  version: z.number().int(),
}).meta({ id: 'BiopsyDto' }) satisfies z.ZodType<BiopsyDto>

export const BiopsyWithExamSchema = BiopsySchema.extend({
  examNo: z.string(),
  patientName: z.string(),
  patientId: z.string(),
  modality: z.string(),
  examItem: z.string(),
}).meta({ id: 'BiopsyWithExamDto' }) satisfies z.ZodType<BiopsyWithExamDto>

/** `{examineId}` in a path. */
export const CaptureExamParams = z.object({ examineId: IdText })

/** `PUT api/endoscopy/captures/{id}`. */
export const CaptureUpdateSchema = z.object({
  site: z.string().max(50).nullish().transform((s) => (s === undefined ? undefined : s === null || s.trim() === '' ? null : s))
    .describe('The site label; null or empty clears it; absent keeps it'),
  inReport: z.boolean().optional().describe('Whether the report includes the image; absent keeps it'),
  version: Version,
}).strict() satisfies z.ZodType<EndoscopyCaptureUpdateBody, unknown>

/** `PUT api/endoscopy/captures/{examineId}/order`. */
export const CaptureOrderSchema = z.object({
  ids: z.array(Id).min(1).max(1000).describe('Every capture of the exam once, in the new print order'),
}).strict() satisfies z.ZodType<EndoscopyCaptureOrderBody>

export const CaptureSchema = z.object({
  id: z.number().int(),
  examineId: z.number().int(),
  mime: z.enum(['image/jpeg', 'image/png']),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  site: z.string().nullable(),
  sort: z.number().int(),
  inReport: z.boolean(),
  capturedBy: z.string(),
  capturedAt: z.string(),
  version: z.number().int(),
}).meta({ id: 'EndoscopyCaptureDto' }) satisfies z.ZodType<EndoscopyCaptureDto>
