import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  classifyAxis, classifyHr, classifyPr, classifyQrs, classifyQtc, ecgCriticalValues, ecgProblems, ecgReportText, ecgSexOf, frontalAxis,
  prolongedQtcAbove, qtc, QTC_FORMULAS, reportedQtc, rrSeconds, suggestEcg, type EcgCriticalInput, type EcgSuggestInput,
} from '../../src/core/ecg'

const none: EcgCriticalInput = { hr: 75, rhythm: 'sinus', longestRr: null, shortestRr: null, interpretation: [] }
const codes = (input: Partial<EcgCriticalInput>) => ecgCriticalValues({ ...none, ...input }).map((c) => c.code)

describe('ECG calculations (src/core/ecg)', () => {
  it('reproduces the worked example of ris-domain §5.4: QT 400 ms at 75 /min → 447 / 431 / 431 / 426 ms', () => {
    assert.equal(rrSeconds(75), 0.8)
    assert.deepEqual(QTC_FORMULAS.map((f) => reportedQtc(400, 75, f)), [447, 431, 431, 426])
  })

  it('computes each formula from its published coefficients (expected values computed here, not by the module)', () => {
    for (const [qt, hr] of [[360, 50], [420, 110], [380, 60], [500, 140]] as const) {
      const rr = 60 / hr
      assert.ok(Math.abs(qtc(qt, hr, 'bazett') - qt / rr ** 0.5) < 1e-9)
      assert.ok(Math.abs(qtc(qt, hr, 'fridericia') - qt / rr ** (1 / 3)) < 1e-9)
      assert.ok(Math.abs(qtc(qt, hr, 'framingham') - (qt + 154 * (1 - rr))) < 1e-9)
      assert.ok(Math.abs(qtc(qt, hr, 'hodges') - (qt + 1.75 * (hr - 60))) < 1e-9)
    }
    // At 60 /min (RR 1 s) every formula leaves the QT as it is.
    assert.deepEqual(QTC_FORMULAS.map((f) => reportedQtc(380, 60, f)), [380, 380, 380, 380])
  })

  it('computes no QTc from a missing or impossible QT or rate', () => {
    assert.equal(reportedQtc(null, 75, 'bazett'), null)
    assert.equal(reportedQtc(400, null, 'bazett'), null)
    assert.equal(reportedQtc(400, 0, 'fridericia'), null)
    assert.ok(Number.isNaN(qtc(-400, 75, 'hodges')))
  })

  it('classifies QTc by sex: > 440 men, > 460 women, > 500 torsades risk, < 350 short; an unknown sex gets the men\'s limit', () => {
    assert.deepEqual([ecgSexOf('男'), ecgSexOf('女'), ecgSexOf('未知'), ecgSexOf('F')], ['male', 'female', 'unknown', 'female'])
    assert.deepEqual([prolongedQtcAbove('male'), prolongedQtcAbove('female'), prolongedQtcAbove('unknown')], [440, 460, 440])
    assert.equal(classifyQtc(440, 'male'), 'normal')
    assert.equal(classifyQtc(441, 'male'), 'prolonged')
    assert.equal(classifyQtc(450, 'female'), 'normal')
    assert.equal(classifyQtc(461, 'female'), 'prolonged')
    assert.equal(classifyQtc(450, 'unknown'), 'prolonged')
    assert.equal(classifyQtc(500, 'female'), 'prolonged')
    assert.equal(classifyQtc(501, 'male'), 'torsadesRisk')
    assert.equal(classifyQtc(349, 'male'), 'short')
    assert.equal(classifyQtc(350, 'female'), 'normal')
  })

  it('marks rate, PR and QRS against 60–100 /min, 120–200 ms and < 120 ms', () => {
    assert.deepEqual([59, 60, 100, 101].map(classifyHr), ['low', 'normal', 'normal', 'high'])
    assert.deepEqual([119, 120, 200, 201].map(classifyPr), ['low', 'normal', 'normal', 'high'])
    assert.deepEqual([80, 119, 120].map(classifyQrs), ['normal', 'normal', 'high'])
  })

  it('finds the frontal axis from leads I and aVF, normal −30° to +90°', () => {
    assert.equal(frontalAxis(1, 0), 0)
    assert.equal(frontalAxis(0, 1), 90)
    assert.equal(frontalAxis(1, 1), 45)
    assert.equal(frontalAxis(1, -1), -45)
    assert.equal(frontalAxis(-1, 1), 135)
    assert.equal(frontalAxis(-1, 0), 180)
    assert.equal(frontalAxis(-1, -1), -135)
    assert.equal(frontalAxis(0, 0), null)
    // atan2(0.5, 0.866) = 30°
    assert.equal(frontalAxis(Math.cos(Math.PI / 6), Math.sin(Math.PI / 6)), 30)
    assert.deepEqual([-30, 90, 60, -31, -90, 91, 180, -91, -179, 270].map(classifyAxis), [
      'normal', 'normal', 'normal', 'left', 'left', 'right', 'right', 'extreme', 'extreme', 'left',
    ])
  })

  it('proposes only the critical values of the provincial list, from the measurements', () => {
    assert.deepEqual(codes({}), [])
    assert.deepEqual(codes({ longestRr: 3000 }), ['longPause'])
    assert.deepEqual(codes({ longestRr: 2990 }), [])
    assert.deepEqual(codes({ hr: 34, rhythm: 'sinusBradycardia' }), ['slowRate'])
    assert.deepEqual(codes({ hr: 35, rhythm: 'sinusBradycardia' }), [])
    assert.deepEqual(codes({ hr: 32, rhythm: 'thirdDegreeBlock' }), ['slowRate', 'thirdDegreeBlock'])
    assert.deepEqual(codes({ hr: 150, rhythm: 'ventricularTachycardia' }), ['ventricularTachycardia'])
    assert.deepEqual(codes({ hr: 149, rhythm: 'ventricularTachycardia' }), [])
    assert.deepEqual(codes({ rhythm: 'torsades' }), ['torsades'])
    assert.deepEqual(codes({ rhythm: 'ventricularFibrillation' }), ['ventricularFibrillation'])
    assert.deepEqual(codes({ hr: 230, rhythm: 'supraventricularTachycardia' }), ['svt'])
    assert.deepEqual(codes({ hr: 229, rhythm: 'supraventricularTachycardia' }), [])
    assert.deepEqual(codes({ hr: 180, rhythm: 'atrialFibrillation' }), ['fastAf'])
    assert.deepEqual(codes({ hr: 179, rhythm: 'atrialFlutter' }), [])
    assert.deepEqual(codes({ rhythm: 'preexcitedAf', shortestRr: 240 }), ['preexcitedAf'])
    assert.deepEqual(codes({ rhythm: 'preexcitedAf', shortestRr: 250 }), [])
    assert.deepEqual(codes({ interpretation: ['QT间期延长伴R-on-T室性早搏', '急性心肌梗死图形（ST段抬高）', '高钾血症心电图改变'] }), ['qtRonT', 'acuteMi', 'hyperkalaemia'])
    // A rate of 180 in sinus rhythm, or a long QTc alone, is not an item of the list.
    assert.deepEqual(codes({ hr: 185, rhythm: 'sinusTachycardia', interpretation: ['QT间期延长'] }), [])
    assert.equal(ecgCriticalValues({ ...none, hr: 30, rhythm: 'thirdDegreeBlock' })[1]!.text, '三度房室传导阻滞，心室率 30 次/分')
  })

  it('finds impossible values: out of range, a QT not shorter than the RR, a QRS not shorter than the QT', () => {
    assert.deepEqual(ecgProblems({ hr: 75, pr: 160, qrs: 90, qt: 400 }), [])
    assert.deepEqual(ecgProblems({ hr: 0, qt: 40 }), [{ field: 'hr', kind: 'outOfRange' }, { field: 'qt', kind: 'outOfRange' }])
    assert.deepEqual(ecgProblems({ hr: 150, qt: 400 }), [{ field: 'qt', kind: 'qtNotBelowRr' }])
    assert.deepEqual(ecgProblems({ qrs: 200, qt: 190 }), [{ field: 'qrs', kind: 'qrsNotBelowQt' }])
    assert.deepEqual(ecgProblems({ longestRr: 900, shortestRr: 1000 }), [{ field: 'shortestRr', kind: 'shortestAboveLongest' }])
    assert.deepEqual(ecgProblems({ hr: null, qt: null }), [])
  })

  it('words the report paragraph with the QTc formula named', () => {
    const text = ecgReportText({ hr: 75, pr: 160, qrs: 90, qt: 400, qtcFormula: 'fridericia', axis: 60, rhythm: 'sinus', longestRr: null, shortestRr: null, interpretation: ['正常心电图'] })
    assert.equal(text, '心率 75 次/分，PR 间期 160 ms，QRS 时限 90 ms，QT/QTc 400/431 ms（QTc 按 Fridericia 公式），QRS 电轴 +60°。\n心电图诊断：\n1. 窦性心律\n2. 正常心电图')
    assert.equal(ecgReportText({ hr: null, pr: null, qrs: null, qt: 380, qtcFormula: 'bazett', axis: -45, rhythm: null, longestRr: null, shortestRr: null, interpretation: [] }),
      'QT 间期 380 ms，QRS 电轴 -45°。')
  })
  it('proposes the rhythm by the rate and the phrases the measurements point to, never one already written', () => {
    const normal: EcgSuggestInput = { hr: 75, pr: 160, qrs: 90, qtc: 420, axis: 45, sex: 'male', rhythm: 'sinus', lines: [] }
    const of = (input: Partial<EcgSuggestInput>) => suggestEcg({ ...normal, ...input }).map((s) => (s.kind === 'rhythm' ? `rhythm:${s.rhythm}` : s.phrase))
    assert.deepEqual(of({}), ['normal'], 'all in range, sinus, nothing written: 正常心电图')
    assert.deepEqual(of({ lines: ['窦性心律'] }), [], 'no normal ECG proposed once the physician has written')
    assert.deepEqual(of({ hr: 112, pr: 224 }), ['rhythm:sinusTachycardia', 'firstDegreeBlock'])
    assert.deepEqual(of({ hr: 48, rhythm: 'sinusTachycardia' }), ['rhythm:sinusBradycardia'])
    assert.deepEqual(of({ hr: 48, rhythm: 'atrialFibrillation' }), [], 'the rate renames a sinus rhythm only')
    assert.deepEqual(of({ axis: -45 }), ['leftAxis'])
    assert.deepEqual(of({ axis: 120, lines: ['电轴右偏'] }), [], 'already written')
    // QTc by sex: 450 ms is prolonged for a man (> 440), not for a woman (> 460).
    assert.deepEqual(of({ qtc: 450 }), ['longQt'])
    assert.deepEqual(of({ qtc: 450, sex: 'female' }), ['normal'])
    assert.deepEqual(of({ qrs: 130 }), [], 'a wide QRS alone names no bundle branch')
    assert.deepEqual(of({ pr: null }), [], 'not all measured: no normal ECG')
    const [first] = suggestEcg({ ...normal, pr: 224 })
    assert.deepEqual(first, { kind: 'phrase', phrase: 'firstDegreeBlock', reason: { measure: 'pr', value: 224 } })
  })
})
