import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { EcgMeasurementsBody, EcgMeasurementsDto } from '../../src/core/contract/ecg'
import { makeServer, type TestServer } from './helpers'

const body: EcgMeasurementsBody = {
  hr: 75, pr: 160, qrs: 90, qt: 400, qtcFormula: 'bazett', axis: 60, rhythm: 'sinus', longestRr: null, shortestRr: null,
  interpretation: ['窦性心律', '正常心电图'],
}

describe('api/ecg/measurements', () => {
  let t: TestServer
  let writer: string
  let examId: number
  before(async () => {
    t = await makeServer()
    writer = await t.login('xindian')
    // An examined ECG exam without a report (nobody else's lock, nothing signed off).
    examId = (t.db.prepare(`SELECT e.id FROM ris_exam e WHERE e.modality = 'ECG' AND e.status = '2'
      AND NOT EXISTS (SELECT 1 FROM ris_report r WHERE r.exam_id = e.id) ORDER BY e.id LIMIT 1`).get() as { id: number }).id
  })
  after(() => t.close())

  it('answers empty measurements (Bazett, version 0) before the first save', async () => {
    const res = await t.call<EcgMeasurementsDto>('GET', `/api/ecg/measurements/${examId}`, { token: writer })
    assert.equal(res.status, 200, res.text)
    assert.deepEqual([res.json.version, res.json.hr, res.json.qtc, res.json.qtcFormula, res.json.interpretation, res.json.author], [0, null, null, 'bazett', [], null])
  })

  it('saves them and computes the QTc itself by the formula chosen', async () => {
    const res = await t.call<EcgMeasurementsDto>('PUT', `/api/ecg/measurements/${examId}`, { token: writer, body: { ...body, version: 0 } })
    assert.equal(res.status, 200, res.text)
    assert.deepEqual([res.json.qtc, res.json.version, res.json.author], [447, 1, '刘芳'])
    const fridericia = await t.call<EcgMeasurementsDto>('PUT', `/api/ecg/measurements/${examId}`, { token: writer, body: { ...body, qtcFormula: 'fridericia', version: 1 } })
    assert.deepEqual([fridericia.json.qtc, fridericia.json.qtcFormula, fridericia.json.version], [431, 'fridericia', 2])
    const read = await t.call<EcgMeasurementsDto>('GET', `/api/ecg/measurements/${examId}`, { token: writer })
    assert.deepEqual(read.json.interpretation, ['窦性心律', '正常心电图'])
    assert.deepEqual([read.json.hr, read.json.pr, read.json.qrs, read.json.qt, read.json.axis, read.json.rhythm], [75, 160, 90, 400, 60, 'sinus'])
    const forged = await t.call('PUT', `/api/ecg/measurements/${examId}`, { token: writer, body: { ...body, qtc: 300 } })
    assert.equal(forged.status, 400, 'the QTc is the server\'s to compute')
  })

  it('refuses a stale version naming who saved', async () => {
    const other = await t.login('xindian2')
    const stale = await t.call<{ message: string }>('PUT', `/api/ecg/measurements/${examId}`, { token: other, body: { ...body, version: 1 } })
    assert.equal(stale.status, 409)
    assert.match(stale.json.message, /刘芳/)
  })

  it('refuses impossible values field by field, in the caller\'s language', async () => {
    const bad = await t.call<{ errors: { field: string; message: string }[] }>('PUT', `/api/ecg/measurements/${examId}`, {
      token: writer, headers: { 'Accept-Language': 'en' },
      body: { ...body, hr: 500, pr: -5, qtcFormula: 'magic', rhythm: 'wobbly', interpretation: [''] },
    })
    assert.equal(bad.status, 400)
    assert.deepEqual(bad.json.errors.map((e) => e.field).sort(), ['hr', 'interpretation.0', 'pr', 'qtcFormula', 'rhythm'])
    const crossed = await t.call<{ errors: { field: string; message: string }[] }>('PUT', `/api/ecg/measurements/${examId}`, {
      token: writer, headers: { 'Accept-Language': 'en' }, body: { ...body, hr: 150, qt: 420, qrs: 90, longestRr: 800, shortestRr: 900 },
    })
    assert.equal(crossed.status, 400)
    assert.deepEqual(crossed.json.errors, [
      { field: 'qt', message: 'The QT interval must be shorter than the RR interval (60000 ÷ heart rate ms)' },
      { field: 'shortestRr', message: 'The shortest RR interval cannot be longer than the longest' },
    ])
  })

  it('needs the ECG family\'s write permission, an ECG exam, one in the caller\'s scope, and one that exists', async () => {
    const us = await t.login('chaosheng')
    const forbidden = await t.call<{ message: string }>('PUT', `/api/ecg/measurements/${examId}`, { token: us, body })
    assert.equal(forbidden.status, 403)
    assert.match(forbidden.json.message, /ecg:write/)
    assert.equal((await t.call('GET', `/api/ecg/measurements/${examId}`, { token: us })).status, 200, 'reading is open to report readers')
    const registrar = await t.login('dengji')
    assert.equal((await t.call('PUT', `/api/ecg/measurements/${examId}`, { token: registrar, body })).status, 403)
    const usExam = (t.db.prepare("SELECT id FROM ris_exam WHERE modality = 'US' ORDER BY id LIMIT 1").get() as { id: number }).id
    const admin = await t.login('admin')
    const notEcg = await t.call<{ message: string }>('PUT', `/api/ecg/measurements/${usExam}`, { token: admin, body })
    assert.equal(notEcg.status, 400)
    assert.equal((await t.call('GET', '/api/ecg/measurements/99999999', { token: writer })).status, 404)
    // xindian2 moved to radiology with a 本级 scope: the ECG exam is out of her scope, as if it did not exist.
    t.db.prepare("UPDATE sys_role SET data_scope = '本级' WHERE id = 5").run()
    t.db.prepare("UPDATE sys_user SET dept_id = 3 WHERE username = 'xindian2'").run()
    try {
      const other = await t.login('xindian2')
      assert.equal((await t.call('GET', `/api/ecg/measurements/${examId}`, { token: other })).status, 404)
      assert.equal((await t.call('PUT', `/api/ecg/measurements/${examId}`, { token: other, body })).status, 404)
    } finally {
      t.db.prepare("UPDATE sys_role SET data_scope = '全部' WHERE id = 5").run()
      t.db.prepare("UPDATE sys_user SET dept_id = 5 WHERE username = 'xindian2'").run()
    }
  })

  it('refuses while another physician holds the report lock, and once the report is signed off', async () => {
    const other = await t.login('xindian2')
    assert.equal((await t.call('POST', `/api/reportLock/${examId}`, { token: other })).status, 200)
    const held = await t.call<{ message: string }>('PUT', `/api/ecg/measurements/${examId}`, { token: writer, body })
    assert.equal(held.status, 409)
    assert.match(held.json.message, /郑洁/)
    assert.equal((await t.call('DELETE', `/api/reportLock/${examId}`, { token: other })).status, 204)
    const signed = (t.db.prepare(`SELECT e.id FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id WHERE e.modality = 'ECG' AND r.state = 'final'
      ORDER BY e.id LIMIT 1`).get() as { id: number }).id
    const final = await t.call<{ message: string }>('PUT', `/api/ecg/measurements/${signed}`, { token: writer, body })
    assert.equal(final.status, 409)
  })
})
