/**
 * Normal ranges of the resting adult ECG (ris-domain §2.4) and the QTc thresholds by sex, framework-free: the report
 * panel marks values outside them and the report text names them.
 *
 * - Heart rate 60–100 /min (below: bradycardia, above: tachycardia).
 * - PR 120–200 ms (0.12–0.20 s); QRS below 120 ms (0.12 s).
 * - QTc: prolonged above 440 ms in men and above 460 ms in women, above 500 ms a risk of torsades de pointes, below
 *   350 ms short (development.cds-platform.com QTc_Calculation, as ris-domain §2.4 cites it). Where the sex is not
 *   known the men's (lower) threshold applies, so a long QTc is never missed.
 */

/** A patient's sex as the QTc thresholds need it. */
export type EcgSex = 'male' | 'female' | 'unknown'

/** Where a value stands against its normal range. */
export type RangeClass = 'low' | 'normal' | 'high'

/** Where a QTc stands: short (< 350), normal, prolonged (> 440 men / > 460 women) or torsades risk (> 500 ms). */
export type QtcClass = 'short' | 'normal' | 'prolonged' | 'torsadesRisk'

/** The ranges, for the panel to show beside each field. */
export const ECG_NORMAL_RANGES = {
  hr: { min: 60, max: 100 },
  pr: { min: 120, max: 200 },
  /** QRS is normal below this. */
  qrsBelow: 120,
  qtc: { short: 350, men: 440, women: 460, torsades: 500 },
} as const

/**
 * The sex of an exam's patient from its gender text (男 / 女 as the exam records it, or M / F).
 *
 * @example
 * ecgSexOf('女') // 'female'
 */
export function ecgSexOf(gender: string | null | undefined): EcgSex {
  const g = (gender ?? '').trim().toUpperCase()
  if (g === '男' || g === 'M' || g === 'MALE') return 'male'
  if (g === '女' || g === 'F' || g === 'FEMALE') return 'female'
  return 'unknown'
}

/**
 * The heart rate against 60–100 /min.
 *
 * @example
 * classifyHr(48) // 'low'
 */
export function classifyHr(hr: number): RangeClass {
  return hr < ECG_NORMAL_RANGES.hr.min ? 'low' : hr > ECG_NORMAL_RANGES.hr.max ? 'high' : 'normal'
}

/**
 * The PR interval against 120–200 ms.
 *
 * @example
 * classifyPr(220) // 'high'
 */
export function classifyPr(pr: number): RangeClass {
  return pr < ECG_NORMAL_RANGES.pr.min ? 'low' : pr > ECG_NORMAL_RANGES.pr.max ? 'high' : 'normal'
}

/**
 * The QRS duration: normal below 120 ms, wide from 120 ms.
 *
 * @example
 * classifyQrs(120) // 'high'
 */
export function classifyQrs(qrs: number): RangeClass {
  return qrs >= ECG_NORMAL_RANGES.qrsBelow ? 'high' : 'normal'
}

/**
 * The prolonged-QTc threshold of a sex: 440 ms for men (and an unknown sex), 460 ms for women.
 *
 * @example
 * prolongedQtcAbove('female') // 460
 */
export function prolongedQtcAbove(sex: EcgSex): number {
  return sex === 'female' ? ECG_NORMAL_RANGES.qtc.women : ECG_NORMAL_RANGES.qtc.men
}

/**
 * A QTc (ms) for a sex: `short` below 350, `torsadesRisk` above 500, `prolonged` above 440 (men) / 460 (women).
 *
 * @example
 * classifyQtc(450, 'male') // 'prolonged'
 * classifyQtc(450, 'female') // 'normal'
 */
export function classifyQtc(qtcMs: number, sex: EcgSex): QtcClass {
  if (qtcMs < ECG_NORMAL_RANGES.qtc.short) return 'short'
  if (qtcMs > ECG_NORMAL_RANGES.qtc.torsades) return 'torsadesRisk'
  if (qtcMs > prolongedQtcAbove(sex)) return 'prolonged'
  return 'normal'
}
