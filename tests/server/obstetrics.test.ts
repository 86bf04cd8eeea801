import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  acFromDiameters, amnioticFluidIndex, cephalicIndex, computeFetus, correctedBpd, eddFromLmp, eddFromScan, efwPercentile, estimateFetalWeight, formatGa,
  gaByDates, gaCompositeHadlock1984, gaDaysFromCrlRobinson, gaFromAc, gaFromBpd, gaFromCrlHadlock, gaFromFl, gaFromHc, hadlock1991Median,
  HADLOCK_1991_LN_SD, shepardLog10Kg, weeksDays,
} from '../../src/core/obstetrics'
import { tiradsAction, tiradsLevel, tiradsPoints } from '../../src/core/ultrasound'

/** The worked example of ris-domain §5.1/§5.2: a fetus of about 24 weeks, in cm. */
const CM = { BPD: 6.0, HC: 22.0, AC: 19.5, FL: 4.4 }
/** The same fetus as the table holds it (mm). */
const MM = { BPD: 60, HC: 220, AC: 195, FL: 44 }
const round1 = (x: number) => Math.round(x * 10) / 10

describe('obstetrics: gestational age (Hadlock 1984, Hadlock 1992 CRL, Robinson 1975)', () => {
  it('reproduces the note\'s single-parameter table to the published 0.1 week', () => {
    assert.equal(round1(gaFromBpd(CM.BPD)), 24.5)
    assert.equal(round1(gaFromHc(CM.HC)), 24.0)
    assert.equal(round1(gaFromAc(CM.AC)), 24.2)
    assert.equal(round1(gaFromFl(CM.FL)), 24.5)
  })

  it('dates CRL 45 mm at 11.3 weeks (Hadlock 1992) and 77.7 days = 11.1 weeks (Robinson), 78.7 days by the FMF variant', () => {
    assert.equal(round1(gaFromCrlHadlock(4.5)), 11.3)
    assert.equal(round1(gaDaysFromCrlRobinson(45)), 77.7)
    assert.equal(round1(gaDaysFromCrlRobinson(45) / 7), 11.1)
    // FMF: 8.052·√(1.037·45) + 23.73, computed here from the published coefficients.
    assert.equal(gaDaysFromCrlRobinson(45, true), 8.052 * Math.sqrt(1.037 * 45) + 23.73)
    assert.equal(gaDaysFromCrlRobinson(90, true), gaDaysFromCrlRobinson(90), 'outside 45–84 mm the FMF variant does not apply')
  })

  it('computes the four-parameter composite from the published coefficients (the note marks them unverified)', () => {
    // The note gives no worked figure for the composite; the expected value is computed here from its coefficients
    // 10.85 + 0.060·HC·FL + 0.6700·BPD + 0.1680·AC, not taken from the implementation.
    const expected = 10.85 + 0.06 * 22.0 * 4.4 + 0.67 * 6.0 + 0.168 * 19.5
    assert.equal(gaCompositeHadlock1984(CM), expected)
    assert.equal(round1(expected), 24.0)
  })

  it('formats weeks+days rounding days, not weeks, and counts dates in whole days', () => {
    assert.deepEqual(weeksDays(24.4656), { weeks: 24, days: 3, total: 171 })
    assert.equal(formatGa(weeksDays(24.99)), '25+0')
    assert.equal(formatGa(weeksDays(11.1)), '11+1')
    assert.deepEqual(gaByDates('2024-01-01', '2024-06-20'), { weeks: 24, days: 3, total: 171 }, '2024 is a leap year: 31+29+31+30+31+19 days')
    assert.equal(gaByDates('2024-06-21', '2024-06-20'), null, 'an LMP after the exam is no age')
    assert.equal(eddFromLmp('2024-01-01'), '2024-10-07')
    assert.equal(eddFromLmp('2024-02-31'), null, 'not a date')
    assert.equal(eddFromScan('2024-06-20', 171), '2024-10-07', 'a scan agreeing with the dates gives the same EDD')
  })
})

describe('obstetrics: estimated fetal weight and percentile', () => {
  it('gives Hadlock 1/2/3/4 = 697/689/678/681 g, Hadlock 1984 four-parameter 700 g, Shepard 0.683 kg', () => {
    const grams = (id: Parameters<typeof estimateFetalWeight>[0]) => Math.round(estimateFetalWeight(id, CM)!)
    assert.deepEqual(['hadlock1', 'hadlock2', 'hadlock3', 'hadlock4'].map((id) => grams(id as 'hadlock1')), [697, 689, 678, 681])
    assert.equal(grams('hadlock1984BpdHcAcFl'), 700)
    assert.equal(Math.round(10 ** shepardLog10Kg(CM.BPD, CM.AC) * 1000) / 1000, 0.683)
    assert.equal(grams('shepard'), 683)
  })

  it('computes the other Hadlock 1984 equations from their published coefficients', () => {
    const { BPD, HC, AC, FL } = CM
    const expect = {
      hadlock1984BpdAc: 1.1134 + 0.05845 * AC - 0.000604 * AC ** 2 - 0.007365 * BPD ** 2 + 0.000595 * BPD * AC + 0.1694 * BPD,
      hadlock1984AcFl: 1.3598 + 0.051 * AC + 0.1844 * FL - 0.0037 * AC * FL,
      hadlock1984BpdAcFl: 1.4787 - 0.003343 * AC * FL + 0.001837 * BPD ** 2 + 0.0458 * AC + 0.158 * FL,
      hadlock1984HcAc: 1.182 + 0.0273 * HC + 0.07057 * AC - 0.00063 * AC ** 2 - 0.0002184 * HC * AC,
    }
    for (const [id, log10] of Object.entries(expect)) assert.equal(estimateFetalWeight(id as 'hadlock1984AcFl', CM), 10 ** log10, id)
    assert.equal(estimateFetalWeight('hadlock4', { BPD: 6, AC: 19.5, FL: 4.4 }), null, 'a missing input is no weight')
  })

  it('has the Hadlock 1991 median 670 g at 24 weeks; a weight at the median is the 50th percentile', () => {
    assert.equal(Math.round(hadlock1991Median(24)), 670)
    assert.equal(HADLOCK_1991_LN_SD, 0.12)
    assert.ok(Math.abs(efwPercentile(hadlock1991Median(24), 24)! - 50) < 1e-6)
    // One σ above the median in ln space is the 84.13th percentile.
    assert.ok(Math.abs(efwPercentile(hadlock1991Median(30) * Math.exp(0.12), 30)! - 84.134) < 0.01)
    assert.equal(efwPercentile(500, 8), null, 'outside 10–40 weeks')
  })
})

describe('obstetrics: derived values', () => {
  it('computes corrected BPD, cephalic index, AC from two diameters and AFI', () => {
    assert.equal(correctedBpd(60, 76), Math.sqrt((60 * 76) / 1.265))
    assert.equal(round1(cephalicIndex(60, 76)!), 78.9)
    assert.equal(acFromDiameters(60, 64), 124 * 1.57)
    assert.equal(amnioticFluidIndex([3.1, 4.2, 2.5, 3.0]), 12.8)
    assert.equal(amnioticFluidIndex([3.1, 4.2, 2.5]), null)
    assert.equal(amnioticFluidIndex([3.1, -4.2, 2.5, 3]), null)
  })
})

describe('obstetrics: one fetus, with plausibility', () => {
  it('computes GA by each parameter, the named composite and Hadlock 4 681 g from the table\'s millimetres', () => {
    const r = computeFetus(MM, { efwFormula: 'hadlock4', referenceGaDays: 24 * 7 })
    assert.equal(r.ga.BPD?.value?.ga.weeks, 24)
    assert.equal(formatGa(r.ga.BPD!.value!.ga), '24+3')
    assert.equal(formatGa(r.ga.HC!.value!.ga), '24+0')
    assert.equal(r.composite.value?.formula, 'Hadlock 1984 (BPD, HC, AC, FL)')
    assert.equal(r.efw.value?.grams, 681)
    assert.equal(r.efw.value?.formula.name, 'Hadlock 4 (BPD, HC, AC, FL)')
    assert.equal(Math.round(r.percentile.value!.percentile), Math.round(efwPercentile(681, 24)!))
    assert.deepEqual(r.issues, [])
  })

  it('withholds the EFW, never a wrong one, for a negative or impossible value, and says which field', () => {
    const negative = computeFetus({ ...MM, FL: -44 }, { efwFormula: 'hadlock4' })
    assert.equal(negative.efw.value, null)
    assert.deepEqual([negative.efw.reason, negative.efw.keys], ['impossible', ['FL']])
    assert.equal(negative.ga.FL?.value, null)
    assert.equal(negative.composite.value, null)
    assert.equal(negative.ga.BPD?.value?.ga.weeks, 24, 'the other parameters still date the fetus')
    assert.deepEqual(negative.issues.map((i) => [i.key, i.severity, i.code]), [['FL', 'error', 'impossible']])
    const typo = computeFetus({ ...MM, FL: 440 }, { efwFormula: 'hadlock1' })
    assert.deepEqual([typo.efw.value, typo.efw.reason], [null, 'impossible'])
  })

  it('takes a value absurd for the gestational age (4.4 typed in the mm field at 24 weeks) as an error, not a tiny fetus', () => {
    const r = computeFetus({ ...MM, FL: 4.4 }, { efwFormula: 'hadlock4', referenceGaDays: 171 })
    assert.deepEqual([r.efw.value, r.efw.reason, r.efw.keys], [null, 'absurdForGa', ['FL']])
    assert.equal(r.percentile.value, null)
    assert.equal(r.issues[0]?.code, 'absurdForGa')
    assert.equal(r.issues[0]?.params.reference, '24+3')
  })

  it('warns beside a field that is possible but off the dates, and still computes', () => {
    const r = computeFetus({ ...MM, AC: 160 }, { efwFormula: 'hadlock4', referenceGaDays: 171 })
    assert.ok(r.efw.value !== null)
    const issue = r.issues.find((i) => i.key === 'AC')
    assert.deepEqual([issue?.severity, issue?.code], ['warning', 'smallForGa'])
    const fhr = computeFetus({ FHR: 95, NT: 3.8, CRL: 60 }, { efwFormula: 'hadlock4', examType: 'nt' })
    assert.deepEqual(fhr.issues.map((i) => i.code).sort(), ['fhrLow', 'ntIncreased'])
    assert.equal(fhr.ga.CRL?.value?.formula, 'Robinson 1975 (FMF, CRL)')
  })

  it('has no percentile without dates, naming why', () => {
    const r = computeFetus(MM, { efwFormula: 'hadlock4' })
    assert.deepEqual([r.percentile.value, r.percentile.reason], [null, 'noDates'])
  })
})

describe('ultrasound: ACR TI-RADS', () => {
  it('sums the points and maps them to TR levels and the size thresholds', () => {
    assert.equal(tiradsPoints({ composition: 'solid', echogenicity: 'hypo', shape: 'wider', margin: 'smooth', foci: [] }), 4)
    assert.equal(tiradsPoints({ composition: 'solid', echogenicity: 'veryHypo', shape: 'taller', margin: 'irregular', foci: ['punctate', 'punctate'] }), 13)
    assert.deepEqual([0, 1, 2, 3, 4, 6, 7].map(tiradsLevel), [1, 1, 2, 3, 4, 4, 5])
    assert.deepEqual([tiradsAction(4, 16), tiradsAction(4, 12), tiradsAction(3, 20), tiradsAction(2, 40)], ['fna', 'followUp', 'followUp', 'none'])
  })
})

describe('ultrasound: applySrMeasurements (the SR import hook of the measurement panel)', () => {
  it('fills the table fetus by label, adds missing fetuses, keeps other values editable and leaves out what is not a row', async () => {
    const { applySrMeasurements } = await import('../../src/areas/ultrasound/measurements/applySrMeasurements')
    const current = { examType: 'obstetric' as const, fetuses: [{ label: 'A' as const, values: { BPD: 59, FHR: 140 } }], values: {}, version: 3 }
    const next = applySrMeasurements(current, [
      { fetus: null, key: 'BPD', value: 60, unit: 'mm', code: '11820-8' },
      { fetus: 'B', key: 'FL', value: 43, unit: 'mm', code: '11963-6' },
      { fetus: null, key: 'CL', value: 34, unit: 'mm', code: '11961-0' },
      { fetus: 'A', key: 'NT', value: 2, unit: 'mm', code: '12146-7' },
      { fetus: 'A', key: 'EFW', value: 700, unit: 'g', code: '11727-5' },
    ])
    assert.deepEqual(next.fetuses, [{ label: 'A', values: { BPD: 60, FHR: 140 } }, { label: 'B', values: { FL: 43 } }])
    assert.deepEqual(next.values, { CL: 34 })
    assert.equal(next.version, 3)
    assert.deepEqual(current.fetuses[0]!.values, { BPD: 59, FHR: 140 }, 'the current table is not changed in place')
  })
})
