/**
 * One fetus's computed values from its measurement table: gestational age by each parameter and the composite, EFW by
 * the chosen formula with its percentile, corrected BPD and cephalic index, and every warning beside the field it
 * concerns. A value that is impossible (outside the absolute limits, negative) or absurd for the gestational age
 * makes every result that depends on it null with the reason and the fields at fault — never a wrong number.
 */
import type { EfwFormulaId, ObstetricKey, UsExamType } from '../contract/ultrasound'
import { cephalicIndex, CEPHALIC_INDEX_NORMAL, correctedBpd } from './derived'
import { fromDays, weeksDays, type WeeksDays } from './dates'
import { EFW_FORMULAS, estimateFetalWeight, type EfwFormula } from './efw'
import {
  gaCompositeHadlock1984, gaDaysFromCrlRobinson, gaFromAc, gaFromBpd, gaFromCrlHadlock, gaFromFl, gaFromHc, FMF_CRL_RANGE_MM,
} from './gestationalAge'
import { efwPercentile, HADLOCK_1991_LN_SD } from './growth'
import { ABSURD_RATIO, EXPECTATION_RANGE, expectedSizeMm, OBSTETRIC_LIMITS, withinLimits } from './limits'

/** The parameters gestational age is computed from. */
export type GaParameter = 'CRL' | 'BPD' | 'HC' | 'AC' | 'FL'

/** Why a result is not shown. */
export type WithheldReason = 'missing' | 'impossible' | 'absurdForGa' | 'noDates' | 'outOfRange'

/**
 * A problem beside a field. `error`: the value is impossible or absurd, nothing is computed from it; `warning`: the
 * value is possible but outside what is expected (a computed result stays, with the warning beside it).
 */
export interface MeasurementIssue {
  key: ObstetricKey
  severity: 'error' | 'warning'
  code:
    | 'impossible' | 'absurdForGa' | 'smallForGa' | 'largeForGa' | 'outsideFormulaRange' | 'ntIncreased' | 'fhrLow' | 'fhrHigh'
    | 'afiLow' | 'afiHigh' | 'dvpLow' | 'dvpHigh' | 'cephalicIndex' | 'hcBelowBpd' | 'sdRiMismatch'
  /** Values for the message: `min`, `max`, `expected` (mm), `ga` and `reference` (weeks+days), `weeks` (difference). */
  params: Record<string, string | number>
}

/** A gestational age as computed: weeks (unrounded), weeks+days, and the formula's name as a report gives it. */
export interface GaValue {
  weeks: number
  ga: WeeksDays
  formula: string
}

/** A result or why there is none (with the fields at fault). */
export type Result<T> = { value: T; reason?: undefined; keys?: undefined } | { value: null; reason: WithheldReason; keys: ObstetricKey[] }

/** The EFW as computed: grams (rounded as reported) and the formula. */
export interface EfwValue {
  grams: number
  formula: EfwFormula
}

/** The percentile as computed and the standard it comes from. */
export interface PercentileValue {
  percentile: number
  /** `Hadlock 1991 (σ 0.12)`. */
  standard: string
}

/** Everything computed for one fetus. */
export interface FetusResult {
  ga: Partial<Record<GaParameter, Result<GaValue>>>
  /** Hadlock 1984 four-parameter composite (unverified coefficients; see gestationalAge.ts). */
  composite: Result<GaValue>
  efw: Result<EfwValue>
  percentile: Result<PercentileValue>
  correctedBpd: number | null
  cephalicIndex: number | null
  issues: MeasurementIssue[]
}

/** What {@link computeFetus} needs besides the values. */
export interface FetusOptions {
  efwFormula: EfwFormulaId
  /** Gestational age by dates (LMP or an earlier dating scan) in days, when known: percentile and the absurd check use it. */
  referenceGaDays?: number | null | undefined
  /** The exam type: the NT scan dates CRL by the FMF variant of Robinson's equation. */
  examType?: UsExamType | null | undefined
}

const SINGLE: Record<Exclude<GaParameter, 'CRL'>, { fn: (cm: number) => number; formula: string }> = {
  BPD: { fn: gaFromBpd, formula: 'Hadlock 1984 (BPD)' },
  HC: { fn: gaFromHc, formula: 'Hadlock 1984 (HC)' },
  AC: { fn: gaFromAc, formula: 'Hadlock 1984 (AC)' },
  FL: { fn: gaFromFl, formula: 'Hadlock 1984 (FL)' },
}

/** The composite's name as shown. */
export const COMPOSITE_FORMULA = 'Hadlock 1984 (BPD, HC, AC, FL)'

const gaValue = (weeks: number, formula: string): GaValue => ({ weeks, ga: weeksDays(weeks), formula })
const withheld = (reason: WithheldReason, keys: ObstetricKey[]): { value: null; reason: WithheldReason; keys: ObstetricKey[] } => ({ value: null, reason, keys })
const fmtGa = (weeks: number) => {
  const ga = weeksDays(weeks)
  return `${ga.weeks}+${ga.days}`
}

/**
 * Computes one fetus's results from its values (table units: mm, bpm, cm for fluid).
 *
 * @example
 * computeFetus({ BPD: 60, HC: 220, AC: 195, FL: 44 }, { efwFormula: 'hadlock4' }).efw.value?.grams // 681
 */
export function computeFetus(values: Partial<Record<ObstetricKey, number>>, options: FetusOptions): FetusResult {
  const issues: MeasurementIssue[] = []
  const bad = new Map<ObstetricKey, 'impossible' | 'absurdForGa'>()
  const present = (key: ObstetricKey) => values[key] !== undefined && values[key] !== null
  const reference = options.referenceGaDays !== null && options.referenceGaDays !== undefined && options.referenceGaDays > 0
    ? options.referenceGaDays / 7 : null

  // Impossible values: outside the absolute limits.
  for (const key of Object.keys(values) as ObstetricKey[]) {
    const value = values[key]
    if (value === undefined || value === null) continue
    if (!withinLimits(key, value)) {
      bad.set(key, 'impossible')
      issues.push({ key, severity: 'error', code: 'impossible', params: { min: OBSTETRIC_LIMITS[key][0], max: OBSTETRIC_LIMITS[key][1] } })
    }
  }

  // Absurd for the age: far from the size expected at the reference age.
  if (reference !== null) {
    for (const key of Object.keys(EXPECTATION_RANGE) as ObstetricKey[]) {
      const value = values[key]
      if (value === undefined || bad.has(key)) continue
      const expected = expectedSizeMm(key, reference)
      if (expected === null) continue
      if (value < expected * ABSURD_RATIO[0] || value > expected * ABSURD_RATIO[1]) {
        bad.set(key, 'absurdForGa')
        issues.push({ key, severity: 'error', code: 'absurdForGa', params: { expected: Math.round(expected), reference: fmtGa(reference) } })
      }
    }
  }
  const usable = (key: ObstetricKey): number | null => (present(key) && !bad.has(key) ? values[key]! : null)
  const withheldFor = (keys: ObstetricKey[]) => {
    const faulty = keys.filter((key) => bad.has(key))
    if (faulty.length) return withheld(faulty.some((key) => bad.get(key) === 'impossible') ? 'impossible' : 'absurdForGa', faulty)
    return withheld('missing', keys.filter((key) => !present(key)))
  }

  // Gestational age by each parameter.
  const ga: FetusResult['ga'] = {}
  const compare = (key: ObstetricKey, weeks: number, tolerance: number) => {
    if (reference === null) return
    const diff = weeks - reference
    if (Math.abs(diff) > tolerance) {
      issues.push({
        key, severity: 'warning', code: diff < 0 ? 'smallForGa' : 'largeForGa',
        params: { ga: fmtGa(weeks), reference: fmtGa(reference), weeks: Math.abs(diff).toFixed(1) },
      })
    }
  }
  if (present('CRL')) {
    const crl = usable('CRL')
    if (crl === null) ga.CRL = withheldFor(['CRL'])
    else {
      const fmf = options.examType === 'nt' && crl >= FMF_CRL_RANGE_MM[0] && crl <= FMF_CRL_RANGE_MM[1]
      const days = gaDaysFromCrlRobinson(crl, fmf)
      ga.CRL = { value: { weeks: days / 7, ga: fromDays(Math.round(days)), formula: fmf ? 'Robinson 1975 (FMF, CRL)' : 'Robinson 1975 (CRL)' } }
      const hadlock = gaFromCrlHadlock(crl / 10)
      if (hadlock < 5 || hadlock > 18 || crl > 84) {
        issues.push({ key: 'CRL', severity: 'warning', code: 'outsideFormulaRange', params: { ga: fmtGa(days / 7) } })
      }
      compare('CRL', days / 7, 1)
    }
  }
  for (const key of ['BPD', 'HC', 'AC', 'FL'] as const) {
    if (!present(key)) continue
    const value = usable(key)
    if (value === null) {
      ga[key] = withheldFor([key])
      continue
    }
    const weeks = SINGLE[key].fn(value / 10)
    ga[key] = { value: gaValue(weeks, SINGLE[key].formula) }
    if (weeks < 12 || weeks > 42) issues.push({ key, severity: 'warning', code: 'outsideFormulaRange', params: { ga: fmtGa(weeks) } })
    compare(key, weeks, reference !== null && reference > 28 ? 3 : 2)
  }

  const four = ['BPD', 'HC', 'AC', 'FL'] as const
  const composite: Result<GaValue> = four.every((key) => usable(key) !== null)
    ? { value: gaValue(gaCompositeHadlock1984({ BPD: usable('BPD')! / 10, HC: usable('HC')! / 10, AC: usable('AC')! / 10, FL: usable('FL')! / 10 }), COMPOSITE_FORMULA) }
    : withheldFor([...four])

  // EFW by the chosen formula, only from usable inputs.
  const formula = EFW_FORMULAS[options.efwFormula]
  let efw: Result<EfwValue>
  if (formula.inputs.every((key) => usable(key) !== null)) {
    const cm = Object.fromEntries(formula.inputs.map((key) => [key, usable(key)! / 10]))
    const grams = estimateFetalWeight(formula.id, cm)
    efw = grams === null || !Number.isFinite(grams) ? withheld('outOfRange', [...formula.inputs]) : { value: { grams: Math.round(grams), formula } }
  } else efw = withheldFor([...formula.inputs])

  let percentile: Result<PercentileValue>
  if (efw.value === null) percentile = withheld(efw.reason, efw.keys)
  else if (reference === null) percentile = withheld('noDates', [])
  else {
    const p = efwPercentile(efw.value.grams, reference)
    percentile = p === null ? withheld('outOfRange', []) : { value: { percentile: p, standard: `Hadlock 1991 (σ ${HADLOCK_1991_LN_SD})` } }
  }

  // Head shape and other plausibility warnings.
  const bpd = usable('BPD')
  const ofd = usable('OFD')
  const ci = bpd !== null && ofd !== null ? cephalicIndex(bpd, ofd) : null
  if (ci !== null && (ci < CEPHALIC_INDEX_NORMAL[0] || ci > CEPHALIC_INDEX_NORMAL[1])) {
    issues.push({ key: 'OFD', severity: 'warning', code: 'cephalicIndex', params: { ci: ci.toFixed(1), min: CEPHALIC_INDEX_NORMAL[0], max: CEPHALIC_INDEX_NORMAL[1] } })
  }
  const hc = usable('HC')
  // An ellipse's circumference is at least π times its minor axis: a smaller HC cannot go with this BPD.
  if (bpd !== null && hc !== null && hc < Math.PI * bpd * 0.95) issues.push({ key: 'HC', severity: 'warning', code: 'hcBelowBpd', params: { min: Math.round(Math.PI * bpd) } })
  const nt = usable('NT')
  if (nt !== null && nt >= 3.5) issues.push({ key: 'NT', severity: 'warning', code: 'ntIncreased', params: { max: 3.5 } })
  const fhr = usable('FHR')
  if (fhr !== null && fhr < 110) issues.push({ key: 'FHR', severity: 'warning', code: 'fhrLow', params: { min: 110 } })
  if (fhr !== null && fhr > 160) issues.push({ key: 'FHR', severity: 'warning', code: 'fhrHigh', params: { max: 160 } })
  const afi = usable('AFI')
  if (afi !== null && afi < 5) issues.push({ key: 'AFI', severity: 'warning', code: 'afiLow', params: { min: 5 } })
  if (afi !== null && afi > 25) issues.push({ key: 'AFI', severity: 'warning', code: 'afiHigh', params: { max: 25 } })
  const dvp = usable('DVP')
  if (dvp !== null && dvp < 2) issues.push({ key: 'DVP', severity: 'warning', code: 'dvpLow', params: { min: 2 } })
  if (dvp !== null && dvp > 8) issues.push({ key: 'DVP', severity: 'warning', code: 'dvpHigh', params: { max: 8 } })
  const sd = usable('UA_SD')
  const ri = usable('UA_RI')
  // RI = 1 − D/S = 1 − 1/(S/D): two values read from one waveform must agree.
  if (sd !== null && ri !== null && Math.abs(1 - 1 / sd - ri) > 0.05) {
    issues.push({ key: 'UA_RI', severity: 'warning', code: 'sdRiMismatch', params: { expected: (1 - 1 / sd).toFixed(2) } })
  }

  return {
    ga, composite, efw, percentile,
    correctedBpd: bpd !== null && ofd !== null ? correctedBpd(bpd, ofd) : null,
    cephalicIndex: ci,
    issues,
  }
}
