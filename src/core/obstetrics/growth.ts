/**
 * Fetal weight percentile by gestational age: Hadlock FP, Harrist RB, Martinez-Poyer J. In utero analysis of fetal
 * growth: a sonographic weight standard. Radiology 1991;181:129–133 (PMID 1887021): the median weight
 * ln(g) = 0.578 + 0.332·MA − 0.00354·MA² (MA in weeks), with a log-normal spread around it.
 *
 * The spread: σ = 0.12 in ln space (about 12 % of the median), the value of the open-source implementation the
 * research note cites; the note flags it to verify against the paper, which is often quoted as 12.7 %. It is one
 * constant, {@link HADLOCK_1991_LN_SD}, named wherever a percentile is shown.
 */

/** The standard deviation of ln(weight) around the Hadlock 1991 median. */
export const HADLOCK_1991_LN_SD = 0.12

/** The gestational ages (weeks) the 1991 standard covers. */
export const HADLOCK_1991_RANGE: readonly [number, number] = [10, 40]

/**
 * The Hadlock 1991 median weight (g) at a menstrual age in weeks.
 *
 * @example
 * Math.round(hadlock1991Median(24)) // 670
 */
export function hadlock1991Median(weeks: number): number {
  return Math.exp(0.578 + 0.332 * weeks - 0.00354 * weeks ** 2)
}

/** The standard normal cumulative distribution (Abramowitz–Stegun 7.1.26 via erf, error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * x)
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x)
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}

/**
 * The percentile (0–100, unrounded) of a weight at a gestational age by Hadlock 1991, or null outside 10–40 weeks.
 *
 * @example
 * efwPercentile(670, 24) // 50
 */
export function efwPercentile(grams: number, weeks: number): number | null {
  if (!(grams > 0) || weeks < HADLOCK_1991_RANGE[0] || weeks > HADLOCK_1991_RANGE[1]) return null
  return 100 * normalCdf((Math.log(grams) - Math.log(hadlock1991Median(weeks))) / HADLOCK_1991_LN_SD)
}
