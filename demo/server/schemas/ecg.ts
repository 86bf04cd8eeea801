import { z } from 'zod'
import { ECG_LIMITS, ecgProblems, type EcgNumberField } from '../../../src/core/ecg/ecgLimits'
import { ECG_RHYTHM_CODES } from '../../../src/core/ecg/ecgPhrases'
import { QTC_FORMULAS } from '../../../src/core/ecg/qtc'
import type { EcgRhythm, QtcFormula } from '../../../src/core/contract/ecg'

/** The QTc formulas (src/core/ecg/qtc.ts). */
export const QtcFormulaSchema = z.enum(QTC_FORMULAS as [QtcFormula, ...QtcFormula[]])

/** The rhythm codes (src/core/ecg/ecgPhrases.ts). */
export const EcgRhythmSchema = z.enum(ECG_RHYTHM_CODES as [EcgRhythm, ...EcgRhythm[]])

/** A whole number within a field's possible range (src/core/ecg/ecgLimits.ts), or null when not measured. */
const measured = (field: EcgNumberField, what: string) =>
  z.number().int().min(ECG_LIMITS[field].min).max(ECG_LIMITS[field].max).nullable().describe(what)

const fields = {
  hr: measured('hr', 'Heart rate (mean ventricular rate), /min'),
  pr: measured('pr', 'PR interval, ms'),
  qrs: measured('qrs', 'QRS duration, ms'),
  qt: measured('qt', 'QT interval, ms'),
  qtcFormula: QtcFormulaSchema,
  axis: measured('axis', 'Frontal QRS axis, degrees'),
  rhythm: EcgRhythmSchema.nullable(),
  longestRr: measured('longestRr', 'Longest RR interval (pause), ms'),
  shortestRr: measured('shortestRr', 'Shortest RR interval, ms'),
  interpretation: z.array(z.string().trim().min(1).max(200)).max(30).describe('Interpretation lines, as the report words them'),
}

/** The message keys of the checks between fields (lib/messages.ts). */
const PROBLEM_KEYS = {
  qtNotBelowRr: 'ecg.qtNotBelowRr',
  qrsNotBelowQt: 'ecg.qrsNotBelowQt',
  shortestAboveLongest: 'ecg.shortestAboveLongest',
} as const

/** `PUT api/ecg/measurements/{examineId}`: ranges per field, then what no heart does (a QT not shorter than the RR…). */
export const EcgMeasurementsBodySchema = z.object({
  ...fields,
  version: z.number().int().min(0).optional().describe('The version last read; a stale one answers 409'),
}).strict().superRefine((body, ctx) => {
  for (const problem of ecgProblems(body)) {
    if (problem.kind === 'outOfRange') continue // the field's own range said it
    ctx.addIssue({ code: 'custom', path: [problem.field], message: PROBLEM_KEYS[problem.kind] })
  }
})

/** What `GET`/`PUT api/ecg/measurements/{examineId}` answer. */
export const EcgMeasurementsSchema = z.object({
  examineId: z.number().int(),
  ...fields,
  qtc: z.number().int().nullable().describe('QTc by qtcFormula, whole ms, computed by the server; null without QT or HR'),
  author: z.string().nullable(),
  time: z.string().nullable(),
  version: z.number().int().describe('0 before the first save'),
})
