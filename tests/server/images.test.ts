import assert from 'node:assert/strict'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import dicomParser from 'dicom-parser'
import type { ImageStudyDto } from '../../src/core/contract/image'
import type { KeyImageRef } from '../../src/core/contract/report'
import { ASSETS_DIR } from '../../demo/server/db/seed/pacs'
import { ensurePacs, PHANTOM, PHANTOM_PROBES } from '../../demo/server/lib/pacsgen'
import { makeServer, type TestServer } from './helpers'

describe('images: generated CT phantom, captures, studies, files and key images', () => {
  let t: TestServer
  let admin: string
  let phantomExam: number
  let study: ImageStudyDto
  let firstMs = 0
  before(async () => {
    t = await makeServer()
    admin = await t.login('admin')
    const started = performance.now()
    const report = ensurePacs(t.db, join(t.dataDir, 'pacs'), ASSETS_DIR)
    firstMs = performance.now() - started
    assert.equal(report.phantomGenerated, true)
    phantomExam = (t.db.prepare("SELECT exam_id AS id FROM pacs_study WHERE generator = 'ct-phantom'").get() as { id: number }).id
    study = (await t.call<ImageStudyDto>('GET', `/api/pacs/retrieve/image/examineId/${phantomExam}`, { token: admin })).json
  })
  after(() => t.close())

  const file = (imageId: number): string => {
    const row = t.db.prepare('SELECT file FROM pacs_image WHERE id = ?').get(imageId) as { file: string }
    return join(t.dataDir, 'pacs', row.file.replace(/^pacs:/, ''))
  }
  const parse = (imageId: number) => {
    const bytes = readFileSync(file(imageId))
    return { bytes, ds: dicomParser.parseDicom(new Uint8Array(bytes)) }
  }

  it('generates the 200-slice series once, quickly, and skips it on later starts', () => {
    assert.ok(firstMs < 15_000, `${Math.round(firstMs)} ms`)
    const again = ensurePacs(t.db, join(t.dataDir, 'pacs'), ASSETS_DIR)
    assert.equal(again.phantomGenerated, false)
    assert.equal(again.capturesGenerated, 0)
    assert.ok(again.ms < 500, `${again.ms} ms on a later start`)
    assert.ok(again.phantomBytes > 200 * 512 * 512 * 2, 'about 105 MB on disk')
  })

  it('lists 200 instances in order, each a CT Image Storage file with the exam\'s identity and the geometry', () => {
    assert.equal(study.series.length, 1)
    const instances = study.series[0]?.instances ?? []
    assert.equal(instances.length, 200)
    assert.deepEqual(instances.map((i) => i.instanceNumber), Array.from({ length: 200 }, (_, i) => i + 1))
    assert.ok(instances.every((i) => i.rows === 512 && i.columns === 512 && i.frames === 1 && i.contentType === 'application/dicom'))
    assert.equal(new Set(instances.map((i) => i.sopInstanceUid)).size, 200)
    const exam = t.db.prepare(`SELECT e.exam_no, p.patient_id, p.name, p.name_pinyin FROM ris_exam e JOIN ris_patient p ON p.id = e.patient_ref
      WHERE e.id = ?`).get(phantomExam) as { exam_no: string; patient_id: string; name: string; name_pinyin: string }
    const positions: number[] = []
    for (const index of [0, 1, 99, 199]) {
      const instance = instances[index]
      assert.ok(instance)
      const { bytes, ds } = parse(instance.id)
      assert.equal(bytes.subarray(128, 132).toString('latin1'), 'DICM')
      assert.equal(ds.string('x00020010'), '1.2.840.10008.1.2.1')
      assert.equal(ds.string('x00020002'), '1.2.840.10008.5.1.4.1.1.2')
      assert.equal(ds.string('x00080016'), '1.2.840.10008.5.1.4.1.1.2')
      assert.equal(ds.string('x00080018'), instance.sopInstanceUid)
      assert.equal(ds.string('x00020003'), instance.sopInstanceUid)
      const metaEnd = (ds.elements.x00020000?.dataOffset ?? 0) + 4 + (ds.uint32('x00020000') ?? 0)
      assert.equal(ds.elements.x00080005?.dataOffset, metaEnd + 8, 'the group length covers exactly the File Meta elements')
      assert.equal(ds.string('x0020000d'), study.studyInstanceUid)
      assert.equal(ds.string('x0020000e'), study.series[0]?.seriesInstanceUid)
      assert.equal(ds.string('x00200013'), String(index + 1))
      assert.equal(ds.string('x00100020'), exam.patient_id)
      assert.equal(ds.string('x00080050'), exam.exam_no)
      const name = Buffer.from(bytes.subarray(ds.elements.x00100010?.dataOffset, (ds.elements.x00100010?.dataOffset ?? 0) + (ds.elements.x00100010?.length ?? 0)))
        .toString('utf8').trim()
      assert.equal(name.split('=')[1]?.replace('^', ''), exam.name)
      assert.equal(name.split('=')[0], `${exam.name_pinyin.split(' ')[0]}^${exam.name_pinyin.split(' ').slice(1).join('')}`)
      assert.equal(ds.string('x00080060'), 'CT')
      assert.equal(ds.string('x00280030'), '0.7\\0.7')
      assert.equal(ds.string('x00180050'), '1.25')
      assert.equal(ds.string('x00200037'), '1\\0\\0\\0\\1\\0')
      assert.equal(ds.string('x00281052'), '-1024')
      assert.equal(ds.string('x00281053'), '1')
      assert.equal(ds.string('x00281050'), '40')
      assert.equal(ds.string('x00281051'), '400')
      assert.equal(ds.uint16('x00280100'), 16)
      assert.equal(ds.uint16('x00280103'), 1)
      assert.equal(ds.uint16('x00280010'), 512)
      assert.equal(ds.elements.x7fe00010?.length, 512 * 512 * 2)
      const ipp = (ds.string('x00200032') ?? '').split('\\').map(Number)
      assert.equal(ipp.length, 3)
      positions.push(ipp[2] as number)
    }
    assert.deepEqual(positions, [0, -1.25, -123.75, -248.75], 'z steps of 1.25 mm')
  })

  it('stores signed values whose HU match the phantom in known regions', () => {
    const instances = study.series[0]?.instances ?? []
    let negative = false
    for (const [name, slice, x, y, hu] of PHANTOM_PROBES) {
      const { bytes, ds } = parse((instances[slice] as { id: number }).id)
      const pixel = ds.elements.x7fe00010
      assert.ok(pixel)
      const values = new Int16Array(bytes.buffer.slice(bytes.byteOffset + pixel.dataOffset, bytes.byteOffset + pixel.dataOffset + pixel.length))
      const slope = Number(ds.string('x00281053'))
      const intercept = Number(ds.string('x00281052'))
      const measured = (values[y * PHANTOM.columns + x] as number) * slope + intercept
      assert.ok(Math.abs(measured - hu) <= 10, `${name}: ${measured} HU, expected ${hu}`)
      if ((values[y * PHANTOM.columns + x] as number) < 0) negative = true
    }
    assert.ok(negative, 'the padding outside the field of view is a negative stored value')
    // The nodule is a sphere: present at its centre slice, gone 10 mm away.
    const stored = (slice: number): number => {
      const { bytes, ds } = parse((instances[slice] as { id: number }).id)
      const p = ds.elements.x7fe00010 as { dataOffset: number }
      return bytes.readInt16LE(p.dataOffset + (220 * PHANTOM.columns + 160) * 2) - 1024
    }
    assert.ok(Math.abs(stored(80) - 35) <= 10)
    assert.ok(Math.abs(stored(88) - -800) <= 10)
  })

  it('serves image files with caching headers, byte ranges and 304', async () => {
    const id = study.series[0]?.instances[10]?.id as number
    const size = statSync(file(id)).size
    const full = await t.app.request(`/api/pacs/image/${id}`, { headers: { Authorization: admin } })
    assert.equal(full.status, 200)
    assert.equal(full.headers.get('content-type'), 'application/dicom')
    assert.equal(full.headers.get('cache-control'), 'private, max-age=3600')
    assert.equal(full.headers.get('accept-ranges'), 'bytes')
    assert.equal(Number(full.headers.get('content-length')), size)
    const etag = full.headers.get('etag') as string
    assert.match(etag, /^"[0-9a-f]+-[0-9a-f]+"$/)
    const body = Buffer.from(await full.arrayBuffer())
    assert.equal(body.length, size)

    const part = await t.app.request(`/api/pacs/image/${id}`, { headers: { Authorization: admin, Range: 'bytes=128-131' } })
    assert.equal(part.status, 206)
    assert.equal(part.headers.get('content-range'), `bytes 128-131/${size}`)
    assert.equal(Buffer.from(await part.arrayBuffer()).toString('latin1'), 'DICM')
    const tail = await t.app.request(`/api/pacs/image/${id}`, { headers: { Authorization: admin, Range: 'bytes=-100' } })
    assert.equal(tail.status, 206)
    assert.deepEqual(Buffer.from(await tail.arrayBuffer()), body.subarray(size - 100))
    const open = await t.app.request(`/api/pacs/image/${id}`, { headers: { Authorization: admin, Range: `bytes=${size - 10}-` } })
    assert.deepEqual(Buffer.from(await open.arrayBuffer()), body.subarray(size - 10))
    const bad = await t.app.request(`/api/pacs/image/${id}`, { headers: { Authorization: admin, Range: `bytes=${size}-` } })
    assert.equal(bad.status, 416)
    assert.equal(bad.headers.get('content-range'), `bytes */${size}`)
    const cached = await t.app.request(`/api/pacs/image/${id}`, { headers: { Authorization: admin, 'If-None-Match': etag } })
    assert.equal(cached.status, 304)
    assert.equal(cached.headers.get('etag'), etag)
    assert.equal(cached.headers.get('cache-control'), 'private, max-age=3600')

    assert.equal((await t.app.request(`/api/pacs/image/${id}`)).status, 401)
    assert.equal((await t.app.request(`/api/pacs/image/${id}`, { headers: { Authorization: await t.login('dengji') } })).status, 403)
    assert.equal((await t.app.request('/api/pacs/image/9999999', { headers: { Authorization: admin } })).status, 404)
    assert.equal((await t.app.request('/api/pacs/image/..%2F..%2Fclinic.sqlite', { headers: { Authorization: admin } })).status, 400)
  })

  it('never serves a file outside the pacs and sample folders', async () => {
    const seriesId = (t.db.prepare('SELECT id FROM pacs_series LIMIT 1').get() as { id: number }).id
    const studyId = (t.db.prepare('SELECT study_id AS s FROM pacs_series WHERE id = ?').get(seriesId) as { s: number }).s
    for (const bad of ['pacs:../clinic.sqlite', 'pacs:../rsa-keys.json', 'asset:../../server/app.ts', 'file:/etc/passwd', 'pacs:/etc/passwd', 'asset:%2e%2e/MANIFEST.md']) {
      const id = Number(t.db.prepare(`INSERT INTO pacs_image (series_id, study_id, sop_instance_uid, instance_number, file, content_type, frames)
        VALUES (?, ?, 'x', 999, ?, 'application/dicom', 1)`).run(seriesId, studyId, bad).lastInsertRowid)
      const res = await t.app.request(`/api/pacs/image/${id}`, { headers: { Authorization: admin } })
      assert.equal(res.status, 404, bad)
      t.db.prepare('DELETE FROM pacs_image WHERE id = ?').run(id)
    }
  })

  it('serves the PNG and JPEG captures and makes every sample file reachable from an exam', async () => {
    const png = t.db.prepare("SELECT id FROM pacs_image WHERE content_type = 'image/png' LIMIT 1").get() as { id: number }
    const res = await t.app.request(`/api/pacs/image/${png.id}`, { headers: { Authorization: admin } })
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('content-type'), 'image/png')
    const bytes = Buffer.from(await res.arrayBuffer())
    assert.equal(bytes.subarray(0, 8).toString('hex'), '89504e470d0a1a0a')
    assert.deepEqual([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], [640, 480])
    const jpeg = t.db.prepare("SELECT id FROM pacs_image WHERE content_type = 'image/jpeg' LIMIT 1").get() as { id: number }
    const jpg = await t.app.request(`/api/pacs/image/${jpeg.id}`, { headers: { Authorization: admin } })
    assert.equal(jpg.headers.get('content-type'), 'image/jpeg')
    assert.equal(Buffer.from(await jpg.arrayBuffer()).subarray(0, 2).toString('hex'), 'ffd8')

    const samples = [
      ...readdirSync(ASSETS_DIR).filter((f) => f.endsWith('.dcm')),
      ...readdirSync(join(ASSETS_DIR, 'series_CT5N')).map((f) => `series_CT5N/${f}`),
    ]
    for (const sample of samples) {
      const row = t.db.prepare(`SELECT i.id FROM pacs_image i JOIN pacs_study s ON s.id = i.study_id WHERE i.file = ? AND s.exam_id IS NOT NULL LIMIT 1`)
        .get(`asset:${sample}`) as { id: number } | undefined
      assert.ok(row, sample)
      const served = await t.app.request(`/api/pacs/image/${row.id}`, { headers: { Authorization: admin, Range: 'bytes=128-131' } })
      assert.equal(served.status, 206, sample)
    }
    const truncated = t.db.prepare(`SELECT s.id, COUNT(*) AS n FROM pacs_study s JOIN pacs_image i ON i.study_id = s.id
      WHERE s.id = (SELECT study_id FROM pacs_image WHERE file = 'asset:MR_truncated.dcm') GROUP BY s.id`).get() as { id: number; n: number }
    assert.equal(truncated.n, 2, 'MR_truncated sits in one MR study beside an intact image')
    const ecg = t.db.prepare("SELECT frames FROM pacs_image WHERE file = 'asset:waveform_ecg.dcm' LIMIT 1").get() as { frames: number }
    assert.equal(ecg.frames, 0)
    const cine = t.db.prepare("SELECT frames FROM pacs_image WHERE file = 'asset:examples_ybr_color.dcm' LIMIT 1").get() as { frames: number }
    assert.equal(cine.frames, 30)
  })

  it('answers a well-formed empty study for exams without images, and 404 for unknown studies', async () => {
    const pathology = (t.db.prepare("SELECT id FROM ris_exam WHERE modality = 'PIS' AND status = '4' LIMIT 1").get() as { id: number }).id
    const empty = await t.call<ImageStudyDto>('GET', `/api/pacs/retrieve/image/examineId/${pathology}`, { token: admin })
    assert.equal(empty.status, 200)
    assert.deepEqual({ ...empty.json, patientName: '', patientId: '' },
      { studyId: null, examineId: pathology, studyInstanceUid: null, patientName: '', patientId: '', modality: 'PIS', series: [] })
    assert.ok(empty.json.patientName && empty.json.patientId)
    const byStudy = await t.call<ImageStudyDto>('GET', `/api/pacs/retrieve/image/studyId/${study.studyId}`, { token: admin })
    assert.equal(byStudy.json.series[0]?.instances.length, 200)
    assert.equal((await t.call('GET', '/api/pacs/retrieve/image/studyId/999999', { token: admin })).status, 404)
    assert.equal((await t.call('GET', '/api/pacs/retrieve/image/examineId/999999', { token: admin })).status, 404)
  })

  it('marks, lists and unmarks key images of an exam\'s own study', async () => {
    const writer = await t.login('fangshe')
    const ids = (study.series[0]?.instances ?? []).filter((i) => [80, 110, 180].includes(i.instanceNumber - 1)).map((i) => i.id)
    const saved = await t.call<KeyImageRef[]>('POST', '/api/keyImage/temporary/save', { token: writer, body: { examineId: phantomExam, ids } })
    assert.equal(saved.status, 200, saved.text)
    assert.deepEqual(saved.json.map((k) => k.imageId), ids)
    const first = saved.json[0] as KeyImageRef
    assert.equal(first.url, `/api/pacs/image/${first.imageId}`)
    assert.equal(first.contentType, 'application/dicom')
    assert.equal(first.frame, 0)
    assert.equal(first.seriesInstanceUid, study.series[0]?.seriesInstanceUid)
    const again = await t.call<KeyImageRef[]>('POST', '/api/keyImage/temporary/save', { token: writer, body: { examineId: phantomExam, ids: [ids[0]] } })
    assert.equal(again.json.length, 3, 'marking twice changes nothing')
    const removed = await t.call<KeyImageRef[]>('POST', '/api/keyImage/temporary/remove', { token: writer, body: { examineId: phantomExam, ids: [ids[1]] } })
    assert.deepEqual(removed.json.map((k) => k.imageId), [ids[0], ids[2]])
    const query = await t.call<KeyImageRef[]>('GET', `/api/keyImage/temporary/query?examineId=${phantomExam}`, { token: await t.login('dengji') })
    assert.deepEqual(query.json.map((k) => k.imageId), [ids[0], ids[2]])
    const foreign = (t.db.prepare('SELECT id FROM pacs_image WHERE study_id <> ? LIMIT 1').get(study.studyId) as { id: number }).id
    const wrong = await t.call<{ message: string }>('POST', '/api/keyImage/temporary/save', { token: writer, body: { examineId: phantomExam, ids: [foreign] } })
    assert.equal(wrong.status, 400)
    assert.equal(wrong.json.message, `ids: 图像 ${foreign} 不属于该检查`)
    assert.equal((await t.call('POST', '/api/keyImage/temporary/save', { token: await t.login('dengji'), body: { examineId: phantomExam, ids } })).status, 403)
    assert.equal((await t.call('POST', '/api/keyImage/temporary/save', { token: writer, body: { examineId: phantomExam, ids: [] } })).status, 400)
  })
})
