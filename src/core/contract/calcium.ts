/**
 * The coronary arteries a calcified lesion is assigned to, in the order reports list them: left main, left anterior
 * descending, left circumflex, right coronary artery.
 */
export type CoronaryArtery = 'LM' | 'LAD' | 'LCX' | 'RCA'

/**
 * One calcified lesion on one slice, as measured by an ROI drawn in the picture viewer on a calcium-scoring CT:
 * `area` is the area (mm²) of the ROI's pixels at or above the calcium threshold (130 HU), `peak` the highest HU in
 * the ROI. The image fields say where it was drawn, so a reader can find it again.
 *
 * @example
 * const lesion: CalciumLesion = { artery: 'LAD', area: 12.5, peak: 452, sliceThickness: 3 }
 */
export interface CalciumLesion {
  artery: CoronaryArtery
  /** mm² of pixels ≥ 130 HU inside the ROI. */
  area: number
  /** Highest HU inside the ROI. */
  peak: number
  /** Reconstructed slice thickness, mm. */
  sliceThickness: number
  /** Distance between slice centres, mm; the thickness when absent (contiguous slices). */
  sliceIncrement?: number
  /** Pixels ≥ 130 HU inside the ROI. */
  pixelCount?: number
  /** 0-based position of the image in its series. */
  imageIndex?: number
  /** Slice position along the patient axis, mm. */
  sliceLocation?: number
  instanceUid?: string
  seriesUid?: string
}

/** Agatston score and volume of one artery (or of all). */
export interface CalciumArteryScore {
  /** Agatston score (area × density weight, summed). */
  agatston: number
  /** Volume score, mm³. */
  volume: number
  /** Lesions (slice cross-sections) counted. */
  lesions: number
}

/**
 * The risk band of a total Agatston score: 0 very low, 1–10 low, 11–100 moderate, 101–400 moderately high, > 400 high.
 */
export type CalciumRiskBand = 'veryLow' | 'low' | 'moderate' | 'moderatelyHigh' | 'high'

/**
 * The CAC-DRS category (0: none; 1: 1–99; 2: 100–299; 3: ≥ 300) with the number of arteries holding calcium, and
 * the report label (`CAC-DRS 0`, `CAC-DRS A2/3`).
 */
export interface CacDrs {
  category: 0 | 1 | 2 | 3
  vessels: number
  label: string
}

/** What a report states of a calcium score: per artery, total, volume, risk band and CAC-DRS. */
export interface CalciumTotals {
  arteries: Record<CoronaryArtery, CalciumArteryScore>
  /** Total Agatston score (unrounded). */
  total: number
  /** The total as reported: a whole number, at least 1 when any calcium counts. */
  reported: number
  /** Total volume score, mm³. */
  volume: number
  risk: CalciumRiskBand
  cacDrs: CacDrs
  /** False when a lesion comes from a reconstruction other than 3 mm (scores then differ from the reference). */
  standardThickness: boolean
}

/**
 * The calcium score of an exam as `GET api/calciumScore/{examineId}` answers it: the lesions as saved, the totals the
 * server computed from them, who saved them when, and the version a later save must quote. Before the first save the
 * lesions are empty and `version` is 0.
 */
export interface CalciumScoreDto extends CalciumTotals {
  examineId: number
  lesions: CalciumLesion[]
  author: string | null
  time: string | null
  version: number
}

/** Body of `PUT api/calciumScore/{examineId}`: the lesions, and the version the client last read (409 when stale). */
export interface CalciumScoreBody {
  lesions: CalciumLesion[]
  version?: number
}
