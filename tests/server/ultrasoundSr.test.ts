import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { SrImportDto, SrInstanceDto } from '../../src/core/contract/ultrasoundSr'
import { makeServer, type TestServer } from './helpers'
import { C, container, makeSr, num, singletonSr, srXml, twinSr } from './obgynSr'

interface Reply<T> {
  status: number
  json: T
}

describe('ultrasound SR: POST api/images/{examineId}/instances and GET api/ultrasound/sr/{examineId}', () => {
  let t: TestServer
  let writer: string
  let ecgWriter: string
  let twinExam: { id: number; uid: string }
  let otherExam: { id: number; uid: string }
  let ctExam: number

  /** Posts a DICOM body as a device would (binary, application/dicom). */
  const store = async (examId: number, bytes: Uint8Array, token: string): Promise<Reply<SrInstanceDto & { message: string }>> => {
    const res = await t.app.request(`/api/images/${examId}/instances`, {
      method: 'POST', headers: { Authorization: token, 'Content-Type': 'application/dicom', 'Accept-Language': 'en' }, body: Buffer.from(bytes),
    })
    return { status: res.status, json: await res.json() as SrInstanceDto & { message: string } }
  }

  before(async () => {
    t = await makeServer()
    writer = await t.login('chaosheng')
    ecgWriter = await t.login('xindian')
    const us = t.db.prepare(`SELECT e.id, s.study_instance_uid AS uid FROM ris_exam e JOIN pacs_study s ON s.exam_id = e.id
      WHERE e.modality = 'US' ORDER BY e.id LIMIT 2`).all() as { id: number; uid: string }[]
    assert.equal(us.length, 2, 'two seeded ultrasound exams with images')
    twinExam = us[0]!
    otherExam = us[1]!
    ctExam = (t.db.prepare("SELECT id FROM ris_exam WHERE modality = 'CT' ORDER BY id LIMIT 1").get() as { id: number }).id
  })
  after(() => t.close())

  it('answers no instances for an exam whose device sent nothing', async () => {
    const res = await t.call<SrImportDto>('GET', `/api/ultrasound/sr/${twinExam.id}`, { token: writer })
    assert.equal(res.status, 200, res.text)
    assert.deepEqual(res.json, { examineId: twinExam.id, instances: 0, measurements: [] })
  })

  it('stores a twin pregnancy\'s SR and gives its measurements back by fetus, in the table\'s units', async () => {
    const stored = await store(twinExam.id, twinSr({ studyUid: twinExam.uid, sopUid: `${twinExam.uid}.91.1` }), writer)
    assert.equal(stored.status, 201, stored.json.message)
    assert.deepEqual(stored.json, { examineId: twinExam.id, sopInstanceUid: `${twinExam.uid}.91.1`, sopClassUid: '1.2.840.10008.5.1.4.1.1.88.33', measurements: 13 })

    const res = await t.call<SrImportDto>('GET', `/api/ultrasound/sr/${twinExam.id}`, { token: writer })
    assert.equal(res.status, 200, res.text)
    assert.equal(res.json.instances, 1)
    const bpd = res.json.measurements.filter((m) => m.key === 'BPD').map((m) => [m.fetus, m.value, m.unit])
    assert.deepEqual(bpd, [['A', 72.4, 'mm'], ['B', 70.8, 'mm']])
    assert.deepEqual(res.json.measurements.find((m) => m.key === 'CL'), { fetus: null, key: 'CL', value: 31, unit: 'mm', code: '11961-0' })
  })

  it('refuses the same instance twice, an SR of another study, a body that is not DICOM and a broken report', async () => {
    const again = await store(twinExam.id, twinSr({ studyUid: twinExam.uid, sopUid: `${twinExam.uid}.91.1` }), writer)
    assert.deepEqual([again.status, again.json.message], [409, `Instance ${twinExam.uid}.91.1 has already been received`])

    const foreign = await store(twinExam.id, singletonSr({ studyUid: otherExam.uid, sopUid: `${otherExam.uid}.91.2` }), writer)
    assert.deepEqual([foreign.status, foreign.json.message], [409, `The report belongs to study ${otherExam.uid}, not to this exam's study`])

    const text = await store(twinExam.id, new TextEncoder().encode('BPD 47 mm'), writer)
    assert.deepEqual([text.status, text.json.message], [400, 'The body is not a DICOM Part 10 file'])

    const broken = makeSr(srXml({ studyUid: twinExam.uid, sopUid: `${twinExam.uid}.91.3` }, [container(C.fetalBiometry, num(C.BPD, '47', 's'))]))
    const refused = await store(twinExam.id, broken, writer)
    assert.equal(refused.status, 422)
    assert.match(refused.json.message, /^The structured report cannot be read: BPD .* "s"/)

    const read = await t.call<SrImportDto>('GET', `/api/ultrasound/sr/${twinExam.id}`, { token: writer })
    assert.equal(read.json.instances, 1, 'nothing refused was stored')
  })

  it('checks the caller per exam: another family\'s writer may not store, a non-ultrasound exam has no SR import', async () => {
    const sr = singletonSr({ studyUid: otherExam.uid, sopUid: `${otherExam.uid}.91.4` })
    const denied = await store(otherExam.id, sr, ecgWriter)
    assert.equal(denied.status, 403)
    assert.equal((await t.call('GET', `/api/ultrasound/sr/${ctExam}`, { token: writer })).status, 400)
    assert.equal((await t.call('GET', '/api/ultrasound/sr/999999', { token: writer })).status, 404)
    assert.equal((await t.call('GET', `/api/ultrasound/sr/${otherExam.id}`)).status, 401)
    const ok = await store(otherExam.id, sr, writer)
    assert.equal(ok.status, 201, ok.json.message)
    const res = await t.call<SrImportDto>('GET', `/api/ultrasound/sr/${otherExam.id}`, { token: writer })
    assert.deepEqual(res.json.measurements.map((m) => [m.fetus, m.key, m.value]).slice(0, 3), [[null, 'FHR', 146], [null, 'EFW', 331], [null, 'BPD', 47.2]])
  })
})
