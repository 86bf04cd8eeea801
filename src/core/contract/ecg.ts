/**
 * The QTc formulas an ECG report may use (ris-domain §5.4): Bazett QT/√RR, Fridericia QT/∛RR, Framingham (Sagie)
 * QT + 154·(1 − RR), Hodges QT + 1.75·(HR − 60); RR = 60/HR in seconds, QT and QTc in ms.
 */
export type QtcFormula = 'bazett' | 'fridericia' | 'framingham' | 'hodges'

/**
 * The rhythms an ECG report states (one per report), by code; the report says them in its own words
 * (src/core/ecg/ecgPhrases.ts: `sinus` → 窦性心律).
 */
export type EcgRhythm =
  | 'sinus' | 'sinusTachycardia' | 'sinusBradycardia' | 'sinusArrhythmia' | 'atrialFibrillation' | 'atrialFlutter'
  | 'supraventricularTachycardia' | 'junctional' | 'ventricularTachycardia' | 'torsades' | 'ventricularFlutter'
  | 'ventricularFibrillation' | 'thirdDegreeBlock' | 'preexcitedAf' | 'paced'

/**
 * What a physician writes into `PUT api/ecg/measurements/{examineId}`: the intervals (ms) and rate (/min) measured on
 * the exam's ECG, the QTc formula chosen, the frontal axis (degrees), rhythm, the longest and shortest RR (ms, for
 * pauses and pre-excited AF) and the interpretation lines (the report's words, one conclusion a line). Every measurement
 * may be null (not measured). `version` is the one last read; a stale one answers 409.
 *
 * @example
 * const body: EcgMeasurementsBody = { hr: 75, pr: 160, qrs: 90, qt: 400, qtcFormula: 'bazett', axis: 60, rhythm: 'sinus',
 *   longestRr: null, shortestRr: null, interpretation: ['窦性心律', '正常心电图'], version: 0 }
 */
export interface EcgMeasurementsBody {
  /** Heart rate (mean ventricular rate), /min. */
  hr: number | null
  /** PR interval, ms. */
  pr: number | null
  /** QRS duration, ms. */
  qrs: number | null
  /** QT interval, ms. */
  qt: number | null
  qtcFormula: QtcFormula
  /** Frontal QRS axis, degrees (−180 to 180). */
  axis: number | null
  rhythm: EcgRhythm | null
  /** Longest RR interval (pause), ms. */
  longestRr: number | null
  /** Shortest RR interval, ms. */
  shortestRr: number | null
  /** Interpretation lines as the report words them. */
  interpretation: string[]
  version?: number
}

/**
 * The ECG measurements of an exam as `GET`/`PUT api/ecg/measurements/{examineId}` answer them: what was saved, the
 * QTc the server computed from QT, HR and the formula (rounded to whole ms; null without QT or HR), who saved them
 * when, and the version (0 before the first save).
 */
export interface EcgMeasurementsDto extends Omit<EcgMeasurementsBody, 'version'> {
  examineId: number
  /** QTc by `qtcFormula`, whole ms. */
  qtc: number | null
  author: string | null
  time: string | null
  version: number
}
