import { z } from 'zod'
import type {
  ImageCompareDto, ImageInstanceDto, ImageSeriesDto, ImageStudyDto, KeyImageChange,
} from '../../../src/core/contract/image'
import type { KeyImageRef } from '../../../src/core/contract/report'
import { Id, IdText } from './common'

const ContentType = z.enum(['application/dicom', 'image/jpeg', 'image/png'])

export const ImageInstanceSchema = z.object({
  id: z.number().int(),
  sopInstanceUid: z.string(),
  instanceNumber: z.number().int(),
  url: z.string().describe('/api/pacs/image/{id}'),
  contentType: ContentType,
  rows: z.number().int().optional(),
  columns: z.number().int().optional(),
  frames: z.number().int().describe('0 for non-image objects (ECG waveforms)'),
}) satisfies z.ZodType<ImageInstanceDto>

export const ImageSeriesSchema = z.object({
  seriesInstanceUid: z.string(),
  seriesNumber: z.number().int(),
  modality: z.string(),
  description: z.string(),
  instances: z.array(ImageInstanceSchema),
}) satisfies z.ZodType<ImageSeriesDto>

/** A study and its series (`series: []` when the exam has no images). */
export const ImageStudySchema = z.object({
  studyId: z.number().int().nullable(),
  examineId: z.number().int().nullable(),
  studyInstanceUid: z.string().nullable(),
  patientName: z.string(),
  patientId: z.string(),
  studyDate: z.string().optional(),
  studyDescription: z.string().optional(),
  modality: z.string(),
  series: z.array(ImageSeriesSchema),
}).meta({ id: 'ImageStudyDto' }) satisfies z.ZodType<ImageStudyDto>

export const ImageCompareSchema = z.object({
  current: ImageStudySchema,
  prior: ImageStudySchema,
}) satisfies z.ZodType<ImageCompareDto>

/** A key image. */
export const KeyImageRefSchema = z.object({
  imageId: z.number().int(),
  sopInstanceUid: z.string(),
  seriesInstanceUid: z.string(),
  frame: z.number().int().describe('0-based frame index (0 for single-frame images)'),
  url: z.string(),
  contentType: ContentType,
  note: z.string().optional(),
}) satisfies z.ZodType<KeyImageRef>

/** Body of `POST /api/keyImage/temporary/save` and `…/remove`. */
export const KeyImageChangeBody = z.object({
  examineId: Id,
  ids: z.array(Id).max(500).optional().describe('Image ids of the server\'s own studies'),
  sopInstanceUids: z.array(z.string().regex(/^[0-9]+(\.[0-9]+)*$/).max(64)).max(500).optional()
    .describe('SOP Instance UIDs of instances in the hospital\'s PACS (with PACS_DICOMWEB_URL set; they have no image id)'),
}).refine((body) => (body.ids?.length ?? 0) + (body.sopInstanceUids?.length ?? 0) > 0, { error: 'validation.blank', path: ['ids'] }) satisfies
  z.ZodType<KeyImageChange, unknown>

/** `?examineId=`. */
export const ExamineIdQuery = z.object({ examineId: IdText })

/** `?examineId=&priorExamineId=`. */
export const CompareQuery = z.object({ examineId: IdText, priorExamineId: IdText })

