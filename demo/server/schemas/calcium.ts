import { z } from 'zod'

/** The arteries a lesion may belong to. */
export const CoronaryArterySchema = z.enum(['LM', 'LAD', 'LCX', 'RCA'])

const Mm = z.number().finite().min(0)

/** One lesion on one slice (an ROI): artery, calcified area, peak HU and where it was drawn. */
export const CalciumLesionSchema = z.object({
  artery: CoronaryArterySchema,
  area: Mm.max(100_000).describe('mm² of pixels ≥ 130 HU inside the ROI'),
  peak: z.number().finite().min(-2048).max(32_767).describe('Highest HU inside the ROI'),
  sliceThickness: z.number().finite().positive().max(50).describe('Reconstructed slice thickness, mm'),
  sliceIncrement: z.number().finite().positive().max(50).optional().describe('Distance between slice centres, mm (the thickness when absent)'),
  pixelCount: z.number().int().min(0).max(100_000_000).optional(),
  imageIndex: z.number().int().min(0).max(100_000).optional(),
  sliceLocation: z.number().finite().optional(),
  instanceUid: z.string().max(64).optional(),
  seriesUid: z.string().max(64).optional(),
}).strict()

/** `PUT api/calciumScore/{examineId}`. */
export const CalciumScoreBodySchema = z.object({
  lesions: z.array(CalciumLesionSchema).max(500),
  version: z.number().int().min(0).optional().describe('The version last read; a stale one answers 409'),
}).strict()

const ArteryScoreSchema = z.object({ agatston: z.number(), volume: z.number(), lesions: z.number().int() })

/** What `GET`/`PUT api/calciumScore/{examineId}` answer. */
export const CalciumScoreSchema = z.object({
  examineId: z.number().int(),
  lesions: z.array(CalciumLesionSchema),
  arteries: z.object({ LM: ArteryScoreSchema, LAD: ArteryScoreSchema, LCX: ArteryScoreSchema, RCA: ArteryScoreSchema }),
  total: z.number().describe('Agatston total, unrounded'),
  reported: z.number().int().describe('The total as reported: whole, at least 1 with any calcium'),
  volume: z.number().describe('Volume score, mm³'),
  risk: z.enum(['veryLow', 'low', 'moderate', 'moderatelyHigh', 'high']),
  cacDrs: z.object({ category: z.number().int(), vessels: z.number().int(), label: z.string() }),
  standardThickness: z.boolean(),
  author: z.string().nullable(),
  time: z.string().nullable(),
  version: z.number().int().describe('0 before the first save'),
})
