import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { makeServer, type TestServer } from './helpers'

/**
 * The parts kept beside a report's text — ultrasound measurements, a calcium score, endoscopy captures and biopsies —
 * change only while the text may: a signed report (final or corrected) refuses them with 409 (an addendum changes it
 * then), and so does another physician's live report lock.
 */
describe('report parts follow the report: signed or held by another, they stay as they are', () => {
  let t: TestServer
  const en = { 'Accept-Language': 'en' }
  before(async () => {
    t = await makeServer()
  })
  after(() => t.close())

  const examWith = (modality: string, signed: boolean): number => {
    const row = t.db.prepare(`SELECT e.id FROM ris_exam e WHERE e.modality = ? AND e.status NOT IN ('7', '9') AND e.exam_time IS NOT NULL
      AND ${signed ? '' : 'NOT'} EXISTS (SELECT 1 FROM ris_report r WHERE r.exam_id = e.id AND r.state IN ('final', 'corrected'))
      ORDER BY e.id LIMIT 1`).get(modality) as { id: number } | undefined
    assert.ok(row, `a ${signed ? 'signed' : 'open'} ${modality} exam`)
    return row.id
  }

  it('refuses changing the measurements, score, captures and biopsies of a signed report, naming why', async () => {
    const [sonographer, radiologist, endoscopist] = (await Promise.all(['chaosheng', 'fangshe', 'neijing'].map((u) => t.login(u)))) as [string, string, string]
    const us = examWith('US', true)
    const ct = examWith('CT', true)
    const es = examWith('ES', true)
    // An image captured while the exam ran, before the report was signed.
    const capture = Number(t.db.prepare(`INSERT INTO ris_es_capture (exam_id, file, mime, width, height, size, site, sort, in_report, captured_by,
      captured_at, version) VALUES (?, 'none.jpg', 'image/jpeg', 640, 480, 1000, '胃窦', 1, 1, '王敏', '2025-06-01 07:00:00', 1)`).run(es).lastInsertRowid)
    const measurements = await t.call<{ version: number }>('GET', `/api/ultrasound/measurements/${us}`, { token: sonographer })
    const calls = [
      await t.call<{ message: string }>('PUT', `/api/ultrasound/measurements/${us}`, {
        token: sonographer, headers: en,
        body: { examType: 'abdomen', level: null, efwFormula: 'hadlock4', lmp: null, fetuses: [], values: {}, lesions: [], version: measurements.json.version },
      }),
      await t.call<{ message: string }>('PUT', `/api/calciumScore/${ct}`, { token: radiologist, headers: en, body: { lesions: [] } }),
      await t.call<{ message: string }>('POST', '/api/biopsy', { token: endoscopist, headers: en, body: { examineId: es, site: '胃窦', pieces: 1, bottleNo: 'S-1' } }),
      await t.call<{ message: string }>('PUT', `/api/endoscopy/captures/${capture}`, { token: endoscopist, headers: en, body: { site: '胃底', version: 1 } }),
      await t.call<{ message: string }>('PUT', `/api/endoscopy/captures/${es}/order`, { token: endoscopist, headers: en, body: { ids: [capture] } }),
    ]
    for (const res of calls) {
      assert.equal(res.status, 409, res.text)
      assert.match(res.json.message, /The report is signed \((final|corrected)\)/)
    }
    const raw = await t.app.request(`/api/endoscopy/captures/${es}`, {
      method: 'POST', headers: { Authorization: endoscopist, 'Content-Type': 'image/png', ...en }, body: new Uint8Array(8),
    })
    assert.equal(raw.status, 409, 'a capture added to a signed endoscopy report')
    const biopsies = t.db.prepare('SELECT COUNT(*) AS n FROM ris_biopsy WHERE exam_id = ?').get(es) as { n: number }
    assert.equal(biopsies.n, 0, 'nothing recorded')
    assert.deepEqual(t.db.prepare('SELECT site, version FROM ris_es_capture WHERE id = ?').get(capture), { site: '胃窦', version: 1 }, 'the capture unchanged')
  })

  it('refuses them while another physician has the report open, and takes them once the lock is let go', async () => {
    const [writer, other] = (await Promise.all(['neijing', 'neijing2'].map((u) => t.login(u)))) as [string, string]
    const es = examWith('ES', false)
    assert.equal((await t.call('POST', `/api/reportLock/${es}`, { token: other })).status, 200)
    const body = { examineId: es, site: '胃角', pieces: 2, bottleNo: 'L-1' }
    const held = await t.call<{ message: string }>('POST', '/api/biopsy', { token: writer, headers: en, body })
    assert.equal(held.status, 409, held.text)
    assert.match(held.json.message, /has this report open/)
    assert.equal((await t.call('DELETE', `/api/reportLock/${es}`, { token: other })).status, 204)
    assert.equal((await t.call('POST', '/api/biopsy', { token: writer, body })).status, 201)
  })
})
