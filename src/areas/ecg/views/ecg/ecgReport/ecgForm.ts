import type { EcgMeasurementsBody, EcgMeasurementsDto, EcgRhythm, QtcFormula } from '../../../../../core/contract/ecg'
import type { EcgNumberField } from '../../../../../core/ecg/ecgLimits'

/** The numeric fields the panel types, as typed (text), plus the two leads the axis is computed from. */
export type EcgTyped = Record<EcgNumberField | 'leadI' | 'aVF', string>

/** What the panel edits: typed numbers, the QTc formula, rhythm and interpretation lines. */
export interface EcgForm {
  typed: EcgTyped
  qtcFormula: QtcFormula
  rhythm: EcgRhythm | null
  interpretation: string[]
}

const text = (value: number | null) => (value === null ? '' : String(value))

/** The form showing saved measurements (empty before the first save). */
export function formOf(saved: EcgMeasurementsDto): EcgForm {
  return {
    typed: {
      hr: text(saved.hr), pr: text(saved.pr), qrs: text(saved.qrs), qt: text(saved.qt), axis: text(saved.axis),
      longestRr: text(saved.longestRr), shortestRr: text(saved.shortestRr), leadI: '', aVF: '',
    },
    qtcFormula: saved.qtcFormula,
    rhythm: saved.rhythm,
    interpretation: saved.interpretation,
  }
}

/**
 * A typed number: null when empty, NaN when it is not a number (so the limits flag it rather than it vanishing).
 *
 * @example
 * typedNumber(' 75 ') // 75
 * typedNumber('7o') // NaN
 */
export function typedNumber(typed: string): number | null {
  const trimmed = typed.trim().replace(',', '.')
  if (trimmed === '') return null
  return /^[-+]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

/** The numbers of a form, whole (ms, /min and degrees are stored whole). */
export function numbersOf(form: EcgForm): Record<EcgNumberField, number | null> {
  const whole = (field: EcgNumberField) => {
    const value = typedNumber(form.typed[field])
    return value === null || Number.isNaN(value) ? value : Math.round(value)
  }
  return { hr: whole('hr'), pr: whole('pr'), qrs: whole('qrs'), qt: whole('qt'), axis: whole('axis'), longestRr: whole('longestRr'), shortestRr: whole('shortestRr') }
}

/** The body `PUT api/ecg/measurements/{examineId}` takes from a form (call only when it has no problems). */
export function bodyOf(form: EcgForm, version: number): EcgMeasurementsBody {
  return { ...numbersOf(form), qtcFormula: form.qtcFormula, rhythm: form.rhythm, interpretation: form.interpretation, version }
}
