/**
 * Estimated fetal weight (ris-domain §5.1). Every equation takes centimetres and answers grams; the coefficients are
 * the published ones, unrounded, so a result reproduces the source's worked examples.
 *
 * Sources:
 * - Hadlock FP, Harrist RB, Sharman RS, Deter RL, Park SK. Estimation of fetal weight with the use of head, body, and
 *   femur measurements — a prospective study. Am J Obstet Gynecol 1985;151:333–337 (Hadlock 1–4 on ultrasound
 *   machines; Hadlock 4 is the most used in China).
 * - Hadlock FP et al. Sonographic estimation of fetal weight. Radiology 1984;150:535–540 (the 1984 set).
 * - Shepard MJ, Richards VA, Berkowitz RL, Warsof SL, Hobbins JC. An evaluation of two equations for predicting fetal
 *   weight by ultrasound. Am J Obstet Gynecol 1982;142:47–54: log10(EFW kg) with cm inputs.
 */
import type { EfwFormulaId } from '../contract/ultrasound'

/** The biometry an EFW equation reads, in cm. */
export interface BiometryCm {
  BPD?: number | undefined
  HC?: number | undefined
  AC?: number | undefined
  FL?: number | undefined
}

/** One EFW equation: its inputs, how it is named on a report, and log10 of the weight in grams. */
export interface EfwFormula {
  id: EfwFormulaId
  /** With its inputs, as the formula picker lists it: `Hadlock 4 (BPD, HC, AC, FL)`. */
  name: string
  /** As report text names it: `Hadlock 4`, `Hadlock 1984 (BPD, AC)`, `Shepard`. */
  short: string
  inputs: readonly ('BPD' | 'HC' | 'AC' | 'FL')[]
  /** log10(EFW in grams) from cm. */
  log10Grams(m: Required<BiometryCm>): number
}

// The 1984 set shares one name, so its short name keeps the inputs.
const formula = (id: EfwFormulaId, name: string, inputs: EfwFormula['inputs'], log10Grams: EfwFormula['log10Grams']): EfwFormula => {
  const full = `${name} (${inputs.join(', ')})`
  return { id, name: full, short: name === 'Hadlock 1984' ? full : name, inputs, log10Grams }
}

/** Every EFW equation by id, in the order a formula picker lists them. */
export const EFW_FORMULAS: Readonly<Record<EfwFormulaId, EfwFormula>> = {
  hadlock1: formula('hadlock1', 'Hadlock 1', ['AC', 'FL'], ({ AC, FL }) => 1.304 + 0.05281 * AC + 0.1938 * FL - 0.004 * AC * FL),
  hadlock2: formula('hadlock2', 'Hadlock 2', ['BPD', 'AC', 'FL'], ({ BPD, AC, FL }) => 1.335 - 0.0034 * AC * FL + 0.0316 * BPD + 0.0457 * AC + 0.1623 * FL),
  hadlock3: formula('hadlock3', 'Hadlock 3', ['HC', 'AC', 'FL'], ({ HC, AC, FL }) => 1.326 - 0.00326 * AC * FL + 0.0107 * HC + 0.0438 * AC + 0.158 * FL),
  hadlock4: formula('hadlock4', 'Hadlock 4', ['BPD', 'HC', 'AC', 'FL'],
    ({ BPD, HC, AC, FL }) => 1.3596 - 0.00386 * AC * FL + 0.0064 * HC + 0.00061 * BPD * AC + 0.0424 * AC + 0.174 * FL),
  hadlock1984BpdAc: formula('hadlock1984BpdAc', 'Hadlock 1984', ['BPD', 'AC'],
    ({ BPD, AC }) => 1.1134 + 0.05845 * AC - 0.000604 * AC ** 2 - 0.007365 * BPD ** 2 + 0.000595 * BPD * AC + 0.1694 * BPD),
  hadlock1984AcFl: formula('hadlock1984AcFl', 'Hadlock 1984', ['AC', 'FL'], ({ AC, FL }) => 1.3598 + 0.051 * AC + 0.1844 * FL - 0.0037 * AC * FL),
  hadlock1984BpdAcFl: formula('hadlock1984BpdAcFl', 'Hadlock 1984', ['BPD', 'AC', 'FL'],
    ({ BPD, AC, FL }) => 1.4787 - 0.003343 * AC * FL + 0.001837 * BPD ** 2 + 0.0458 * AC + 0.158 * FL),
  hadlock1984HcAc: formula('hadlock1984HcAc', 'Hadlock 1984', ['HC', 'AC'],
    ({ HC, AC }) => 1.182 + 0.0273 * HC + 0.07057 * AC - 0.00063 * AC ** 2 - 0.0002184 * HC * AC),
  hadlock1984BpdHcAcFl: formula('hadlock1984BpdHcAcFl', 'Hadlock 1984', ['BPD', 'HC', 'AC', 'FL'],
    ({ BPD, HC, AC, FL }) => 1.5115 + 0.0436 * AC + 0.1517 * FL - 0.00321 * AC * FL + 0.0006923 * BPD * HC),
  // Shepard's equation gives kilograms: +3 turns it into log10 grams.
  shepard: formula('shepard', 'Shepard', ['BPD', 'AC'], ({ BPD, AC }) => shepardLog10Kg(BPD, AC) + 3),
}

/** The formula a new report uses: Hadlock 4, the most used in China (ris-domain §5.1). */
export const DEFAULT_EFW_FORMULA: EfwFormulaId = 'hadlock4'

/**
 * Shepard 1982: log10(EFW kg) = −1.7492 + 0.166·BPD + 0.046·AC − 2.646·AC·BPD/1000, cm inputs.
 *
 * @example
 * 10 ** shepardLog10Kg(6.0, 19.5) // 0.683 kg
 */
export function shepardLog10Kg(bpdCm: number, acCm: number): number {
  return -1.7492 + 0.166 * bpdCm + 0.046 * acCm - (2.646 * acCm * bpdCm) / 1000
}

/**
 * The weight in grams (unrounded) by one formula, or null when one of its inputs is missing.
 *
 * @example
 * Math.round(estimateFetalWeight('hadlock4', { BPD: 6.0, HC: 22.0, AC: 19.5, FL: 4.4 })!) // 681
 */
export function estimateFetalWeight(id: EfwFormulaId, cm: BiometryCm): number | null {
  const f = EFW_FORMULAS[id]
  if (f.inputs.some((key) => cm[key] === undefined || !Number.isFinite(cm[key]))) return null
  return 10 ** f.log10Grams({ BPD: cm.BPD ?? 0, HC: cm.HC ?? 0, AC: cm.AC ?? 0, FL: cm.FL ?? 0 })
}
