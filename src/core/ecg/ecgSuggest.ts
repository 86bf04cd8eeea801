/**
 * The rhythm and interpretation phrases an ECG's measurements point to, for the physician to accept or not: a sinus
 * rhythm that is fast or slow by its rate, a long PR, a deviated axis, a prolonged QTc — each with the measurement
 * that proposes it — and 正常心电图 when every measurement lies in its range. Width alone cannot tell a right from a
 * left bundle branch block, so a wide QRS proposes no phrase (the panel shows it against its range).
 */
import type { EcgRhythm } from '../contract/ecg'
import { classifyAxis } from './axis'
import { hasPhrase, type EcgPhrase } from './ecgPhrases'
import { classifyHr, classifyPr, classifyQrs, classifyQtc, type EcgSex } from './intervals'

/** The measurements a proposal reads; null where not measured. */
export interface EcgSuggestInput {
  hr: number | null
  pr: number | null
  qrs: number | null
  /** The reported QTc (ms). */
  qtc: number | null
  axis: number | null
  sex: EcgSex
  rhythm: EcgRhythm | null
  /** The interpretation lines already in the report panel (a phrase already there is not proposed again). */
  lines: readonly string[]
}

/** What proposes a suggestion: the measurement, and its value (ms, /min or degrees). */
export type EcgSuggestReason = { measure: 'hr' | 'pr' | 'qtc' | 'axis'; value: number } | { measure: 'allNormal' }

/** One proposal: a rhythm to set, or a phrase to add. */
export type EcgSuggestion =
  | { kind: 'rhythm'; rhythm: EcgRhythm; reason: EcgSuggestReason }
  | { kind: 'phrase'; phrase: EcgPhrase; reason: EcgSuggestReason }

/**
 * The proposals for these measurements, rhythm first.
 *
 * @example
 * suggestEcg({ hr: 112, pr: 224, qrs: 90, qtc: 430, axis: 40, sex: 'male', rhythm: 'sinus', lines: [] })
 * // [{ kind: 'rhythm', rhythm: 'sinusTachycardia', reason: { measure: 'hr', value: 112 } },
 * //  { kind: 'phrase', phrase: 'firstDegreeBlock', reason: { measure: 'pr', value: 224 } }]
 */
export function suggestEcg(input: EcgSuggestInput): EcgSuggestion[] {
  const { hr, pr, qrs, qtc, axis, sex, rhythm, lines } = input
  const out: EcgSuggestion[] = []
  if (hr !== null && (rhythm === 'sinus' || rhythm === 'sinusTachycardia' || rhythm === 'sinusBradycardia')) {
    const byRate: EcgRhythm = classifyHr(hr) === 'high' ? 'sinusTachycardia' : classifyHr(hr) === 'low' ? 'sinusBradycardia' : 'sinus'
    if (byRate !== rhythm) out.push({ kind: 'rhythm', rhythm: byRate, reason: { measure: 'hr', value: hr } })
  }
  const phrase = (code: EcgPhrase, reason: EcgSuggestReason) => {
    if (!hasPhrase(lines, code)) out.push({ kind: 'phrase', phrase: code, reason })
  }
  const longPr = pr !== null && classifyPr(pr) === 'high'
  if (longPr) phrase('firstDegreeBlock', { measure: 'pr', value: pr })
  const axisClass = axis === null ? null : classifyAxis(axis)
  if (axis !== null && axisClass === 'left') phrase('leftAxis', { measure: 'axis', value: axis })
  if (axis !== null && axisClass === 'right') phrase('rightAxis', { measure: 'axis', value: axis })
  const qtcClass = qtc === null ? null : classifyQtc(qtc, sex)
  const longQt = qtcClass === 'prolonged' || qtcClass === 'torsadesRisk'
  if (qtc !== null && longQt) phrase('longQt', { measure: 'qtc', value: qtc })
  const allMeasured = hr !== null && pr !== null && qrs !== null && qtc !== null && axis !== null
  const allNormal = allMeasured && classifyHr(hr) === 'normal' && classifyPr(pr) === 'normal' && classifyQrs(qrs) === 'normal'
    && qtcClass === 'normal' && axisClass === 'normal'
  if (allNormal && rhythm === 'sinus' && lines.length === 0) phrase('normal', { measure: 'allNormal' })
  return out
}
