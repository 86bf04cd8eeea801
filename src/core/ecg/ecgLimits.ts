/**
 * What an ECG measurement can possibly be, framework-free: the report panel warns about anything outside (and then
 * computes no QTc from it), and the contract server refuses it with the same limits. The ranges are wide — they reject
 * typing slips (a QT of 40 ms, a rate of 900), not abnormal ECGs — and the checks between fields reject what no heart
 * does: a QT not shorter than the RR interval, a QRS not shorter than the QT, a shortest RR above the longest.
 */

/** The numeric fields of the ECG measurements. */
export type EcgNumberField = 'hr' | 'pr' | 'qrs' | 'qt' | 'axis' | 'longestRr' | 'shortestRr'

/** Inclusive limits per field (HR /min, intervals ms, axis degrees). */
export const ECG_LIMITS: Readonly<Record<EcgNumberField, { min: number; max: number }>> = {
  hr: { min: 15, max: 350 },
  pr: { min: 40, max: 600 },
  qrs: { min: 30, max: 300 },
  qt: { min: 150, max: 800 },
  axis: { min: -180, max: 180 },
  longestRr: { min: 150, max: 20_000 },
  shortestRr: { min: 150, max: 5000 },
}

/** Why a value cannot be right. */
export type EcgProblemKind = 'outOfRange' | 'qtNotBelowRr' | 'qrsNotBelowQt' | 'shortestAboveLongest'

/** One problem, on the field it is shown at. */
export interface EcgProblem {
  field: EcgNumberField
  kind: EcgProblemKind
}

/**
 * The problems of a set of measurements (null fields are not measured and never a problem).
 *
 * @example
 * ecgProblems({ hr: 150, qt: 420 }) // [{ field: 'qt', kind: 'qtNotBelowRr' }] — at 150 /min the RR is 400 ms
 */
export function ecgProblems(values: Partial<Record<EcgNumberField, number | null>>): EcgProblem[] {
  const problems: EcgProblem[] = []
  const ok = (field: EcgNumberField): number | null => {
    const value = values[field]
    if (value === null || value === undefined) return null
    const { min, max } = ECG_LIMITS[field]
    if (!Number.isFinite(value) || value < min || value > max) {
      problems.push({ field, kind: 'outOfRange' })
      return null
    }
    return value
  }
  const hr = ok('hr')
  ok('pr')
  const qrs = ok('qrs')
  const qt = ok('qt')
  ok('axis')
  const longest = ok('longestRr')
  const shortest = ok('shortestRr')
  if (hr !== null && qt !== null && qt >= 60_000 / hr) problems.push({ field: 'qt', kind: 'qtNotBelowRr' })
  if (qrs !== null && qt !== null && qrs >= qt) problems.push({ field: 'qrs', kind: 'qrsNotBelowQt' })
  if (longest !== null && shortest !== null && shortest > longest) problems.push({ field: 'shortestRr', kind: 'shortestAboveLongest' })
  return problems
}
