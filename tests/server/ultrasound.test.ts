import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { UsMeasurementsBody, UsMeasurementsDto } from '../../src/core/contract/ultrasound'
import { makeServer, type TestServer } from './helpers'

/** A twin pregnancy at about 24 weeks: fetus A as the note's worked example, fetus B a little smaller. */
const twins = (version: number): UsMeasurementsBody => ({
  examType: 'obstetric', level: 'III', efwFormula: 'hadlock4', lmp: '2025-01-01',
  fetuses: [
    { label: 'A', values: { BPD: 60, HC: 220, AC: 195, FL: 44, FHR: 148, AFI: 12.5 }, placentaSite: 'anterior', placentaGrade: 0, position: 'cephalic' },
    { label: 'B', values: { BPD: 58, HC: 214, AC: 188, FL: 43 }, placentaSite: 'posterior', placentaGrade: 1, position: 'breech' },
  ],
  values: { CL: 35 }, lesions: [], version,
})

describe('ultrasound measurements: api/ultrasound/measurements', () => {
  let t: TestServer
  let writer: string
  let examId: number
  before(async () => {
    t = await makeServer()
    writer = await t.login('chaosheng')
    examId = (t.db.prepare(`SELECT id FROM ris_exam e WHERE modality = 'US' AND exam_item LIKE '%晚孕%'
      AND NOT EXISTS (SELECT 1 FROM ris_report r WHERE r.exam_id = e.id AND r.state IN ('final', 'corrected')) ORDER BY id LIMIT 1`).get() as { id: number }).id
  })
  after(() => t.close())

  it('answers version 0 before the first save, with the table the exam\'s item suggests', async () => {
    const res = await t.call<UsMeasurementsDto>('GET', `/api/ultrasound/measurements/${examId}`, { token: writer })
    assert.equal(res.status, 200, res.text)
    assert.deepEqual([res.json.version, res.json.examType, res.json.level, res.json.efwFormula, res.json.fetuses[0]?.label], [0, 'obstetric', 'I', 'hadlock4', 'A'])
  })

  it('saves a twin pregnancy\'s tables and reads them back with who saved them', async () => {
    const res = await t.call<UsMeasurementsDto>('PUT', `/api/ultrasound/measurements/${examId}`, { token: writer, body: twins(0) })
    assert.equal(res.status, 200, res.text)
    assert.equal(res.json.version, 1)
    const back = await t.call<UsMeasurementsDto>('GET', `/api/ultrasound/measurements/${examId}`, { token: writer })
    assert.deepEqual(back.json.fetuses, twins(0).fetuses)
    assert.deepEqual([back.json.values, back.json.lmp, back.json.level, back.json.version], [{ CL: 35 }, '2025-01-01', 'III', 1])
    assert.ok(back.json.updatedBy && back.json.updatedAt)
  })

  it('refuses a stale version with 409 naming who saved', async () => {
    const res = await t.call<{ message: string }>('PUT', `/api/ultrasound/measurements/${examId}`, { token: writer, body: twins(0), headers: { 'Accept-Language': 'en' } })
    assert.equal(res.status, 409)
    assert.match(res.json.message, /changed the ultrasound measurements \(now version 1\)/)
  })

  it('refuses unknown keys, impossible values and fetus labels out of order with 400 on the field', async () => {
    const bad = (patch: Partial<UsMeasurementsBody>) => t.call<{ message: string }>('PUT', `/api/ultrasound/measurements/${examId}`,
      { token: writer, body: { ...twins(1), ...patch }, headers: { 'Accept-Language': 'en' } })
    const unknown = await bad({ values: { SPLEEN: 3 } })
    assert.equal(unknown.status, 400)
    assert.match(unknown.json.message, /values\.SPLEEN.*Not an item of this measurement table|Not an item/)
    const negative = await bad({ fetuses: [{ label: 'A', values: { FL: -44 } }] })
    assert.equal(negative.status, 400, 'a negative femur is never stored')
    const huge = await bad({ fetuses: [{ label: 'A', values: { BPD: 600 } }] })
    assert.equal(huge.status, 400)
    const order = await bad({ fetuses: [{ label: 'B', values: {} }] })
    assert.equal(order.status, 400)
    assert.match(order.json.message, /labelled A, B, C/)
    const notInTable = await bad({ fetuses: [{ label: 'A', values: { NT: 2 } }] })
    assert.equal(notInTable.status, 400, 'NT is not a row of the mid/late obstetric table')
    const after = await t.call<UsMeasurementsDto>('GET', `/api/ultrasound/measurements/${examId}`, { token: writer })
    assert.equal(after.json.version, 1, 'nothing was saved')
  })

  it('checks the permission and the record: another family\'s writer 403, a CT exam 400, an unknown exam 404', async () => {
    const ecg = await t.login('xindian')
    const forbidden = await t.call('PUT', `/api/ultrasound/measurements/${examId}`, { token: ecg, body: twins(1) })
    assert.equal(forbidden.status, 403)
    const ct = (t.db.prepare("SELECT id FROM ris_exam WHERE modality = 'CT' LIMIT 1").get() as { id: number }).id
    const admin = await t.login('admin')
    assert.equal((await t.call('GET', `/api/ultrasound/measurements/${ct}`, { token: admin })).status, 400)
    assert.equal((await t.call('GET', '/api/ultrasound/measurements/99999999', { token: admin })).status, 404)
    assert.equal((await t.call('GET', `/api/ultrasound/measurements/${examId}`)).status, 401)
  })

  it('keeps lesions for a thyroid table and refuses them for an obstetric one', async () => {
    const thyroid = (t.db.prepare(`SELECT id FROM ris_exam e WHERE modality = 'US' AND exam_item LIKE '%甲状腺%'
      AND NOT EXISTS (SELECT 1 FROM ris_report r WHERE r.exam_id = e.id AND r.state IN ('final', 'corrected')) LIMIT 1`).get() as { id: number }).id
    const lesion = { location: '右叶中部', size: [12, 9, 8] as [number, number, number], tirads: { composition: 'solid' as const, echogenicity: 'hypo' as const, shape: 'wider' as const, margin: 'smooth' as const, foci: [] } }
    const ok = await t.call<UsMeasurementsDto>('PUT', `/api/ultrasound/measurements/${thyroid}`, {
      token: writer, body: { examType: 'thyroid', level: null, efwFormula: 'hadlock4', lmp: null, fetuses: [], values: {}, lesions: [lesion], version: 0 },
    })
    assert.equal(ok.status, 200, ok.text)
    assert.deepEqual(ok.json.lesions, [lesion])
    const wrong = await t.call('PUT', `/api/ultrasound/measurements/${examId}`, { token: writer, body: { ...twins(1), lesions: [lesion] } })
    assert.equal(wrong.status, 400)
  })
})
