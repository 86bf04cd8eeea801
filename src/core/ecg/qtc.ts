/**
 * QT correction for heart rate (ris-domain §5.4), framework-free so the report panel, the report text and the contract
 * server compute the same QTc.
 *
 * Sources (RR = 60 / HR in seconds; QT and QTc in ms):
 * - Bazett HC. An analysis of the time-relations of electrocardiograms. Heart 1920;7:353–370 — QTc = QT / √RR.
 * - Fridericia LS. Die Systolendauer im Elektrokardiogramm bei normalen Menschen und bei Herzkranken. Acta Med Scand
 *   1920;53:469–486 — QTc = QT / ∛RR.
 * - Sagie A, Larson MG, Goldberg RJ, Bengtson JR, Levy D. An improved method for adjusting the QT interval for heart
 *   rate (the Framingham Heart Study). Am J Cardiol 1992;70:797–801 — QTc = QT + 154 · (1 − RR).
 * - Hodges M, Salerno D, Erlien D. Bazett's QT correction reviewed: evidence that a linear QT correction for heart rate
 *   is better. J Am Coll Cardiol 1983;1:694 (abstract) — QTc = QT + 1.75 · (HR − 60).
 * Check (ris-domain §5.4): QT 400 ms at 75 /min → Bazett 447, Fridericia 431, Framingham 431, Hodges 426 ms.
 */
import type { QtcFormula } from '../contract/ecg'

export type { QtcFormula }

/** The four formulas, in the order the report panel offers them (Bazett first: what most machines print). */
export const QTC_FORMULAS: readonly QtcFormula[] = ['bazett', 'fridericia', 'framingham', 'hodges']

/**
 * How a report names each formula (with its source), the same in every language: `QTc（Bazett）`.
 */
export const QTC_FORMULA_NAMES: Readonly<Record<QtcFormula, { name: string; expression: string; source: string }>> = {
  bazett: { name: 'Bazett', expression: 'QT / √RR', source: 'Bazett 1920' },
  fridericia: { name: 'Fridericia', expression: 'QT / ∛RR', source: 'Fridericia 1920' },
  framingham: { name: 'Framingham (Sagie)', expression: 'QT + 154 × (1 − RR)', source: 'Sagie 1992' },
  hodges: { name: 'Hodges', expression: 'QT + 1.75 × (HR − 60)', source: 'Hodges 1983' },
}

/**
 * The RR interval in seconds of a heart rate per minute (60 / HR).
 *
 * @example
 * rrSeconds(75) // 0.8
 */
export function rrSeconds(hr: number): number {
  return 60 / hr
}

/**
 * The QTc (ms, unrounded) of a QT interval (ms) at a heart rate (/min) by a formula; NaN when QT or HR is not a
 * positive finite number (a caller shows nothing rather than a wrong QTc).
 *
 * @example
 * Math.round(qtc(400, 75, 'bazett')) // 447
 */
export function qtc(qtMs: number, hr: number, formula: QtcFormula): number {
  if (!(qtMs > 0) || !(hr > 0) || !Number.isFinite(qtMs) || !Number.isFinite(hr)) return Number.NaN
  const rr = rrSeconds(hr)
  switch (formula) {
    case 'bazett':
      return qtMs / Math.sqrt(rr)
    case 'fridericia':
      return qtMs / Math.cbrt(rr)
    case 'framingham':
      return qtMs + 154 * (1 - rr)
    case 'hodges':
      return qtMs + 1.75 * (hr - 60)
  }
}

/**
 * The QTc as a report states it, whole ms; null when QT or HR is missing or not positive.
 *
 * @example
 * reportedQtc(400, 75, 'fridericia') // 431
 */
export function reportedQtc(qtMs: number | null, hr: number | null, formula: QtcFormula): number | null {
  if (qtMs === null || hr === null) return null
  const value = qtc(qtMs, hr, formula)
  return Number.isFinite(value) ? Math.round(value) : null
}
