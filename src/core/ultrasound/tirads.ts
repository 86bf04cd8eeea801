/**
 * ACR TI-RADS (Tessler FN et al. ACR Thyroid Imaging, Reporting and Data System (TI-RADS): white paper of the ACR
 * TI-RADS committee. J Am Coll Radiol 2017;14:587–595): points per feature, summed to the TR level, and the size
 * thresholds for fine-needle aspiration and follow-up.
 *
 * Points: composition cystic 0, spongiform 0, mixed cystic-solid 1, solid 2; echogenicity anechoic 0, hyper/isoechoic 1,
 * hypoechoic 2, very hypoechoic 3; shape wider-than-tall 0, taller-than-wide 3; margin smooth 0, ill-defined 0,
 * lobulated/irregular 2, extra-thyroidal extension 3; echogenic foci (each present) macrocalcification 1, rim 2,
 * punctate 3. Levels: 0–1 TR1 (the chart lists 0 points for TR1 and 2 for TR2; a total of 1, which it does not list, is put with TR1 here),
 * 2 TR2, 3 TR3, 4–6 TR4, ≥ 7 TR5.
 */
import type { TiradsFeatures } from '../contract/ultrasound'

const POINTS = {
  composition: { cystic: 0, spongiform: 0, mixed: 1, solid: 2 },
  echogenicity: { anechoic: 0, hyperIso: 1, hypo: 2, veryHypo: 3 },
  shape: { wider: 0, taller: 3 },
  margin: { smooth: 0, illDefined: 0, irregular: 2, extension: 3 },
  foci: { macro: 1, rim: 2, punctate: 3 },
} as const

/** A TR level. */
export type TiradsLevel = 1 | 2 | 3 | 4 | 5

/**
 * The TI-RADS points of a nodule.
 *
 * @example
 * tiradsPoints({ composition: 'solid', echogenicity: 'hypo', shape: 'wider', margin: 'smooth', foci: [] }) // 4
 */
export function tiradsPoints(f: TiradsFeatures): number {
  const foci = [...new Set(f.foci)].reduce((sum, focus) => sum + POINTS.foci[focus], 0)
  return POINTS.composition[f.composition] + POINTS.echogenicity[f.echogenicity] + POINTS.shape[f.shape] + POINTS.margin[f.margin] + foci
}

/** The TR level of a point total. */
export function tiradsLevel(points: number): TiradsLevel {
  if (points >= 7) return 5
  if (points >= 4) return 4
  if (points === 3) return 3
  if (points === 2) return 2
  return 1
}

/** What the nodule's level and largest diameter call for: FNA, follow-up or nothing. */
export type TiradsAction = 'fna' | 'followUp' | 'none'

/**
 * The ACR recommendation for a level and the largest diameter (mm): TR3 FNA ≥ 25, follow ≥ 15; TR4 FNA ≥ 15, follow
 * ≥ 10; TR5 FNA ≥ 10, follow ≥ 5; TR1–2 none.
 *
 * @example
 * tiradsAction(4, 16) // 'fna'
 */
export function tiradsAction(level: TiradsLevel, sizeMm: number | null): TiradsAction {
  const limits: Partial<Record<TiradsLevel, [number, number]>> = { 3: [25, 15], 4: [15, 10], 5: [10, 5] }
  const l = limits[level]
  if (!l || sizeMm === null) return 'none'
  return sizeMm >= l[0] ? 'fna' : sizeMm >= l[1] ? 'followUp' : 'none'
}
