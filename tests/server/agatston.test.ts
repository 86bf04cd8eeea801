import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  cacDrs, densityWeight, reportedScore, riskBand, scoreCalcium, scoreLesion, type CalciumLesionInput,
} from '../../src/core/report/agatston'

const close = (actual: number, expected: number, message?: string) => assert.ok(Math.abs(actual - expected) < 1e-9, `${message ?? ''} ${actual} ≠ ${expected}`)

describe('Agatston calcium score (src/core/report/agatston)', () => {
  it('weighs a lesion by its peak: 130–199 → 1, 200–299 → 2, 300–399 → 3, ≥ 400 → 4, below 130 nothing', () => {
    const cases: [number, number][] = [[129.9, 0], [130, 1], [199, 1], [199.9, 1], [200, 2], [299.9, 2], [300, 3], [399, 3], [400, 4], [1200, 4]]
    for (const [peak, weight] of cases) assert.equal(densityWeight(peak), weight, `peak ${peak}`)
  })

  it('scores area × weight on 3 mm slices, and area × slice distance as volume', () => {
    assert.deepEqual(scoreLesion({ area: 10, peak: 450, sliceThickness: 3 }), { weight: 4, counted: true, agatston: 40, volume: 30 })
    assert.deepEqual(scoreLesion({ area: 4, peak: 230, sliceThickness: 3 }), { weight: 2, counted: true, agatston: 8, volume: 12 })
  })

  it('ignores a lesion below 1 mm² and a region without calcium', () => {
    assert.equal(scoreLesion({ area: 0.99, peak: 600, sliceThickness: 3 }).counted, false)
    assert.equal(scoreLesion({ area: 0.99, peak: 600, sliceThickness: 3 }).agatston, 0)
    assert.equal(scoreLesion({ area: 1, peak: 600, sliceThickness: 3 }).agatston, 4)
    assert.equal(scoreLesion({ area: 20, peak: 120, sliceThickness: 3 }).counted, false)
  })

  it('scales slices other than 3 mm by increment ÷ 3 and says the result is not standard', () => {
    close(scoreLesion({ area: 10, peak: 450, sliceThickness: 1.5 }).agatston, 20)
    close(scoreLesion({ area: 10, peak: 450, sliceThickness: 1.5 }).volume, 15)
    close(scoreLesion({ area: 10, peak: 450, sliceThickness: 2.5, sliceIncrement: 1.25 }).agatston, 10 * 4 * 1.25 / 3)
    assert.equal(scoreCalcium([{ artery: 'LAD', area: 10, peak: 450, sliceThickness: 2.5 }]).standardThickness, false)
    assert.equal(scoreCalcium([{ artery: 'LAD', area: 10, peak: 450, sliceThickness: 3 }]).standardThickness, true)
  })

  it('sums a worked example per artery, with volume, band and CAC-DRS', () => {
    // LAD: 12 mm² at 450 HU (48) and 8 mm² at 320 HU (24) on two slices; LCX 5 mm² at 150 (5); RCA 9.5 mm² at 250 (19).
    const lesions: CalciumLesionInput[] = [
      { artery: 'LAD', area: 12, peak: 450, sliceThickness: 3 },
      { artery: 'LAD', area: 8, peak: 320, sliceThickness: 3 },
      { artery: 'LCX', area: 5, peak: 150, sliceThickness: 3 },
      { artery: 'RCA', area: 9.5, peak: 250, sliceThickness: 3 },
      { artery: 'RCA', area: 0.5, peak: 900, sliceThickness: 3 },
    ]
    const score = scoreCalcium(lesions)
    assert.deepEqual(score.arteries.LM, { agatston: 0, volume: 0, lesions: 0 })
    assert.deepEqual(score.arteries.LAD, { agatston: 72, volume: 60, lesions: 2 })
    assert.deepEqual(score.arteries.LCX, { agatston: 5, volume: 15, lesions: 1 })
    assert.deepEqual(score.arteries.RCA, { agatston: 19, volume: 28.5, lesions: 1 }, 'the 0.5 mm² speck does not count')
    assert.equal(score.total, 96)
    assert.equal(score.volume, 103.5)
    assert.equal(score.risk, 'moderate')
    assert.deepEqual(score.cacDrs, { category: 1, vessels: 3, label: 'CAC-DRS A1/3' })
    assert.deepEqual(score.lesions.map((l) => l.weight), [4, 3, 1, 2, 4])
  })

  it('gives no calcium as 0, very low risk and CAC-DRS 0', () => {
    const score = scoreCalcium([])
    assert.equal(score.total, 0)
    assert.equal(score.reported, 0)
    assert.equal(score.risk, 'veryLow')
    assert.equal(score.cacDrs.label, 'CAC-DRS 0')
  })

  it('leaves lesions without an artery out of the sums and counts them', () => {
    const score = scoreCalcium([{ artery: null, area: 10, peak: 450, sliceThickness: 3 }, { artery: 'RCA', area: 2, peak: 150, sliceThickness: 3 }])
    assert.equal(score.unassigned, 1)
    assert.equal(score.total, 2)
    assert.equal(score.lesions[0]?.agatston, 40)
  })

  it('bands the score as reported (a whole number, at least 1 with any calcium)', () => {
    assert.equal(reportedScore(0.2), 1)
    assert.equal(reportedScore(10.4), 10)
    const bands: [number, string][] = [[0, 'veryLow'], [0.2, 'low'], [10, 'low'], [10.4, 'low'], [10.6, 'moderate'], [100, 'moderate'],
      [101, 'moderatelyHigh'], [400, 'moderatelyHigh'], [401, 'high']]
    for (const [total, band] of bands) assert.equal(riskBand(total), band, `total ${total}`)
    const categories: [number, number][] = [[0, 0], [1, 1], [99, 1], [99.4, 1], [99.6, 2], [299, 2], [300, 3], [1500, 3]]
    for (const [total, category] of categories) assert.equal(cacDrs(total, 2).category, category, `total ${total}`)
    assert.equal(cacDrs(350, 4).label, 'CAC-DRS A3/4')
  })
})
