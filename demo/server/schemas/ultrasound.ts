import { z } from 'zod'
import type { ObstetricKey } from '../../../src/core/contract/ultrasound'
import { OBSTETRIC_LIMITS } from '../../../src/core/obstetrics/limits'
import { EFW_FORMULAS } from '../../../src/core/obstetrics/efw'
import { FETUS_KEYS, hasFetuses, hasLesions, isChoice, TABLE_FIELDS } from '../../../src/core/ultrasound/fields'
import { isRealDate } from './common'

const EXAM_TYPES = ['early', 'nt', 'obstetric', 'gynecology', 'breast', 'thyroid', 'abdomen'] as const

/** A fetus's measurements: known keys only, each inside its absolute limits (src/core/obstetrics/limits.ts). */
const FetusValuesSchema = z.object(Object.fromEntries((Object.keys(OBSTETRIC_LIMITS) as ObstetricKey[]).map((key) => {
  const [min, max] = OBSTETRIC_LIMITS[key]
  return [key, z.number().finite().min(min).max(max).optional()]
})) as Record<ObstetricKey, z.ZodOptional<z.ZodNumber>>).strict()

const FetusSchema = z.object({
  label: z.enum(['A', 'B', 'C', 'D', 'E']),
  values: FetusValuesSchema,
  placentaSite: z.enum(['anterior', 'posterior', 'fundal', 'left', 'right', 'lowLying', 'previa']).nullable().optional(),
  placentaGrade: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).nullable().optional(),
  position: z.enum(['cephalic', 'breech', 'transverse', 'oblique']).nullable().optional(),
}).strict()

const Mm = z.number().finite().positive().max(300).nullable()

const LesionSchema = z.object({
  location: z.string().trim().max(100),
  size: z.tuple([Mm, Mm, Mm]),
  biRads: z.enum(['0', '1', '2', '3', '4A', '4B', '4C', '5', '6']).nullable().optional(),
  tirads: z.object({
    composition: z.enum(['cystic', 'spongiform', 'mixed', 'solid']),
    echogenicity: z.enum(['anechoic', 'hyperIso', 'hypo', 'veryHypo']),
    shape: z.enum(['wider', 'taller']),
    margin: z.enum(['smooth', 'illDefined', 'irregular', 'extension']),
    foci: z.array(z.enum(['macro', 'rim', 'punctate'])).max(3),
  }).strict().nullable().optional(),
}).strict()

/** `PUT api/ultrasound/measurements/{examineId}`. */
export const UsMeasurementsBodySchema = z.object({
  examType: z.enum(EXAM_TYPES).nullable(),
  level: z.enum(['I', 'II', 'III', 'IV']).nullable(),
  efwFormula: z.enum(Object.keys(EFW_FORMULAS) as [keyof typeof EFW_FORMULAS, ...(keyof typeof EFW_FORMULAS)[]]),
  lmp: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' }).refine(isRealDate, { error: 'validation.date' }).nullable(),
  fetuses: z.array(FetusSchema).max(5),
  values: z.record(z.string().max(20), z.union([z.number().finite(), z.string().max(40)])),
  lesions: z.array(LesionSchema).max(30),
  version: z.number().int().min(0).describe('The version last read (0 before the first save); a stale one answers 409'),
}).strict().superRefine((body, ctx) => {
  // Labels are unique and in order (A, B, C…): the report and an SR import name the fetuses by them.
  body.fetuses.forEach((fetus, i) => {
    if (fetus.label !== 'ABCDE'[i]) ctx.addIssue({ code: 'custom', path: ['fetuses', i, 'label'], message: 'ultrasound.fetusOrder' })
    const allowed = FETUS_KEYS[body.examType ?? 'obstetric'] ?? []
    for (const key of Object.keys(fetus.values)) {
      if (!allowed.includes(key as ObstetricKey)) ctx.addIssue({ code: 'custom', path: ['fetuses', i, 'values', key], message: 'ultrasound.unknownKey' })
    }
  })
  if (body.fetuses.length && !hasFetuses(body.examType)) ctx.addIssue({ code: 'custom', path: ['fetuses'], message: 'ultrasound.noFetuses' })
  if (body.lesions.length && !hasLesions(body.examType)) ctx.addIssue({ code: 'custom', path: ['lesions'], message: 'ultrasound.noLesions' })
  const fields = body.examType ? TABLE_FIELDS[body.examType] : []
  for (const [key, value] of Object.entries(body.values)) {
    const field = fields.find((f) => f.key === key)
    if (!field) ctx.addIssue({ code: 'custom', path: ['values', key], message: 'ultrasound.unknownKey' })
    else if (isChoice(field) ? !field.choices.includes(String(value)) : typeof value !== 'number' || value < field.min || value > field.max) {
      ctx.addIssue({ code: 'custom', path: ['values', key], message: 'ultrasound.outOfRange' })
    }
  }
})

/** What `GET`/`PUT api/ultrasound/measurements/{examineId}` answer. */
export const UsMeasurementsSchema = z.object({
  examineId: z.number().int(),
  examType: z.enum(EXAM_TYPES).nullable(),
  level: z.enum(['I', 'II', 'III', 'IV']).nullable(),
  efwFormula: z.string(),
  lmp: z.string().nullable(),
  fetuses: z.array(FetusSchema),
  values: z.record(z.string(), z.union([z.number(), z.string()])),
  lesions: z.array(LesionSchema),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  version: z.number().int().describe('0 before the first save'),
})
