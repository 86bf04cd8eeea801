/**
 * Coronary artery calcium scoring (Agatston), framework-free so the view, the report text and the contract server
 * compute the same numbers.
 *
 * Sources:
 * - Agatston AS, Janowitz WR, Hildner FJ, Zusmer NR, Viamonte M, Detrano R. Quantification of coronary artery
 *   calcium using ultrafast computed tomography. J Am Coll Cardiol 1990;15:827–832 — the threshold of 130 HU, the
 *   density weight from the lesion's peak (130–199 → 1, 200–299 → 2, 300–399 → 3, ≥ 400 → 4), the score as area ×
 *   weight summed over lesions and slices, on contiguous 3 mm slices, and a minimum lesion area of 1 mm².
 * - Callister TQ et al. Coronary artery disease: improved reproducibility of calcium scoring with an electron-beam CT
 *   volumetric method. Radiology 1998;208:807–814 — the volume score (calcified area × slice distance).
 * - Risk bands 0 / 1–10 / 11–100 / 101–400 / > 400 (Rumberger JA et al., Mayo Clin Proc 1999;74:243–252), as
 *   ../shared/reference/ris-domain.md §2.7 lists them.
 * - Hecht HS et al. CAC-DRS: Coronary Artery Calcium Data and Reporting System. J Cardiovasc Comput Tomogr
 *   2018;12:185–191 — categories 0, 1 (1–99), 2 (100–299), 3 (≥ 300) and the number of vessels with calcium (LM,
 *   LAD, LCX, RCA) as a modifier: `CAC-DRS A2/3`.
 *
 * Rules this module chooses where the sources leave room, stated once:
 * - A lesion is one ROI on one slice. Its calcified area below 1 mm² counts as noise and scores nothing (the
 *   minimum of Agatston 1990; with today's 0.4–0.5 mm pixels that is 4–6 pixels, which also rejects single-pixel
 *   noise above 130 HU).
 * - Slices other than 3 mm: each lesion's Agatston score is multiplied by (slice increment ÷ 3 mm), so a lesion
 *   sampled on more, thinner slices is not counted more often than on the reference 3 mm slices. This does not undo
 *   partial-volume effects (thin slices raise peaks and areas; scores shift by 20–40 %), so such a result carries
 *   `standardThickness: false` and the view says so.
 * - Volume score = Σ calcified area × slice increment (mm³), the increment being the thickness when not given.
 * - Bands and categories use the score as reported, a whole number, at least 1 when any calcium counts.
 */
import type {
  CacDrs, CalciumArteryScore, CalciumLesion, CalciumRiskBand, CalciumTotals, CoronaryArtery,
} from '../contract/calcium'

/** The arteries in report order. */
export const CORONARY_ARTERIES: readonly CoronaryArtery[] = ['LM', 'LAD', 'LCX', 'RCA']

/** Pixels at or above this value (HU) are calcium. */
export const CALCIUM_THRESHOLD_HU = 130

/** A lesion whose calcified area (mm²) is below this scores nothing. */
export const MIN_LESION_AREA_MM2 = 1

/** The slice thickness (mm) the Agatston score is defined on. */
export const REFERENCE_SLICE_MM = 3

/**
 * A lesion as the view holds it before it is saved: the artery may still be unchosen.
 *
 * @example
 * const draft: CalciumLesionInput = { artery: null, area: 9.5, peak: 210, sliceThickness: 3 }
 */
export type CalciumLesionInput = Omit<CalciumLesion, 'artery'> & { artery: CoronaryArtery | null }

/** The score of one lesion. */
export interface LesionScore {
  /** Density weight 0–4 from the peak (0: below 130 HU). */
  weight: 0 | 1 | 2 | 3 | 4
  /** Whether the lesion counts (calcium, at least 1 mm²). */
  counted: boolean
  agatston: number
  /** mm³. */
  volume: number
}

/** A whole calcium score: every lesion's, per artery, total, bands; lesions without an artery are not summed. */
export interface CalciumScore extends CalciumTotals {
  lesions: LesionScore[]
  /** Lesions that count but have no artery yet. */
  unassigned: number
}

/**
 * The density weight of a lesion from its peak HU: 130–199 → 1, 200–299 → 2, 300–399 → 3, ≥ 400 → 4, else 0.
 *
 * @example
 * densityWeight(452) // 4
 */
export function densityWeight(peak: number): 0 | 1 | 2 | 3 | 4 {
  if (peak >= 400) return 4
  if (peak >= 300) return 3
  if (peak >= 200) return 2
  if (peak >= CALCIUM_THRESHOLD_HU) return 1
  return 0
}

/** The slice increment of a lesion (mm): its own, else its thickness. */
function incrementOf(lesion: Pick<CalciumLesion, 'sliceThickness' | 'sliceIncrement'>): number {
  return lesion.sliceIncrement !== undefined && lesion.sliceIncrement > 0 ? lesion.sliceIncrement : lesion.sliceThickness
}

/**
 * The score of one lesion on one slice: area × weight × (increment ÷ 3 mm), and area × increment as volume.
 *
 * @example
 * scoreLesion({ area: 10, peak: 250, sliceThickness: 3 }) // { weight: 2, counted: true, agatston: 20, volume: 30 }
 */
export function scoreLesion(lesion: Pick<CalciumLesion, 'area' | 'peak' | 'sliceThickness' | 'sliceIncrement'>): LesionScore {
  const weight = densityWeight(lesion.peak)
  const counted = weight > 0 && lesion.area >= MIN_LESION_AREA_MM2
  if (!counted) return { weight, counted, agatston: 0, volume: 0 }
  const increment = incrementOf(lesion)
  return { weight, counted, agatston: (lesion.area * weight * increment) / REFERENCE_SLICE_MM, volume: lesion.area * increment }
}

/**
 * A total as reported: a whole number, at least 1 when there is any calcium.
 *
 * @example
 * reportedScore(0.4) // 1
 */
export function reportedScore(total: number): number {
  return total > 0 ? Math.max(1, Math.round(total)) : 0
}

/**
 * The risk band of a total: 0 very low, 1–10 low, 11–100 moderate, 101–400 moderately high, > 400 high.
 *
 * @example
 * riskBand(138.4) // 'moderatelyHigh'
 */
export function riskBand(total: number): CalciumRiskBand {
  const score = reportedScore(total)
  if (score === 0) return 'veryLow'
  if (score <= 10) return 'low'
  if (score <= 100) return 'moderate'
  if (score <= 400) return 'moderatelyHigh'
  return 'high'
}

/**
 * The CAC-DRS category of a total with the number of vessels holding calcium: 0; 1 (1–99); 2 (100–299); 3 (≥ 300).
 * Category 0 has no vessel modifier.
 *
 * @example
 * cacDrs(138.4, 3) // { category: 2, vessels: 3, label: 'CAC-DRS A2/3' }
 */
export function cacDrs(total: number, vessels: number): CacDrs {
  const score = reportedScore(total)
  const category = score === 0 ? 0 : score < 100 ? 1 : score < 300 ? 2 : 3
  return category === 0 ? { category, vessels: 0, label: 'CAC-DRS 0' } : { category, vessels, label: `CAC-DRS A${category}/${vessels}` }
}

/**
 * Scores a set of lesions: each lesion, each artery, the total and volume, the risk band and the CAC-DRS category.
 * Lesions without an artery are scored but left out of the sums (`unassigned` says how many count).
 *
 * @example
 * scoreCalcium([{ artery: 'LAD', area: 10, peak: 450, sliceThickness: 3 }]).total // 40
 */
export function scoreCalcium(lesions: readonly CalciumLesionInput[]): CalciumScore {
  const arteries = Object.fromEntries(CORONARY_ARTERIES.map((a) => [a, { agatston: 0, volume: 0, lesions: 0 }])) as Record<CoronaryArtery, CalciumArteryScore>
  let unassigned = 0
  let standardThickness = true
  const scored = lesions.map((lesion) => {
    const score = scoreLesion(lesion)
    if (!score.counted) return score
    if (Math.abs(incrementOf(lesion) - REFERENCE_SLICE_MM) > 1e-6 || Math.abs(lesion.sliceThickness - REFERENCE_SLICE_MM) > 1e-6) standardThickness = false
    if (!lesion.artery) {
      unassigned++
      return score
    }
    const artery = arteries[lesion.artery]
    artery.agatston += score.agatston
    artery.volume += score.volume
    artery.lesions++
    return score
  })
  const total = CORONARY_ARTERIES.reduce((sum, a) => sum + arteries[a].agatston, 0)
  const volume = CORONARY_ARTERIES.reduce((sum, a) => sum + arteries[a].volume, 0)
  const vessels = CORONARY_ARTERIES.filter((a) => arteries[a].agatston > 0).length
  return {
    lesions: scored,
    arteries,
    total,
    reported: reportedScore(total),
    volume,
    risk: riskBand(total),
    cacDrs: cacDrs(total, vessels),
    standardThickness,
    unassigned,
  }
}
