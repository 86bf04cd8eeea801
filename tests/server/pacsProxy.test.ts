// The contract server in front of a real PACS (issue 16): Debian's Orthanc started on free local ports, sample files
// sent to it, the exam's study found there (by accession number, stored StudyInstanceUID or known series), the
// DICOMweb proxy with the session's data scope, and the archive down or silent.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import dicomParser from 'dicom-parser'
import type { ImageStudyDto } from '../../src/core/contract/image'
import { ASSETS_DIR } from '../../demo/server/db/seed/pacs'
import type { PacsConfig } from '../../demo/server/lib/pacs/pacsConfig'
import { ImageStudySchema } from '../../demo/server/schemas/image'
import { freePort, startOrthanc } from '../../scripts/orthanc.mjs'
import { makeServer, type TestServer } from './helpers'

type Orthanc = Awaited<ReturnType<typeof startOrthanc>>
type ErrorBody = { message: string }

const CT5N = ['2062', '2392', '2693', '3023', '3353'].map((n) => join(ASSETS_DIR, 'series_CT5N', `${n}.dcm`))
const en = { 'Accept-Language': 'en' }

function dataset(bytes: Uint8Array): dicomParser.DataSet {
  return dicomParser.parseDicom(bytes)
}

/** The pixel data bytes of a Part 10 file. */
function pixels(bytes: Uint8Array): Uint8Array {
  const element = dataset(bytes).elements.x7fe00010!
  return bytes.subarray(element.dataOffset, element.dataOffset + element.length)
}

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).indexOf(Buffer.from(needle))
}

describe('the contract server in front of a PACS (Orthanc): studies from the archive and the DICOMweb proxy', () => {
  let dir: string
  let orthanc: Orthanc
  let pacs: PacsConfig
  let t: TestServer
  let reader: string
  let outsider: string
  let usReader: string
  /** SOP Instance UID → the bytes sent to the archive. */
  const sent = new Map<string, Uint8Array>()
  const exams = { accession: 0, stored: 0, series: 0, us: 0 }
  const studies = { accession: '', stored: '', noExam: '', us: '' }
  let sampleStudyId = 0

  const upload = async (file: string): Promise<string> => {
    const bytes = new Uint8Array(readFileSync(file))
    const res = await fetch(`${orthanc.url}/instances`, {
      method: 'POST', body: bytes, headers: { Authorization: `Basic ${Buffer.from(`${orthanc.user}:${orthanc.password}`).toString('base64')}` },
    })
    assert.equal(res.status, 200, await res.clone().text())
    await res.body?.cancel()
    const ds = dataset(bytes)
    sent.set(ds.string('x00080018')!, bytes)
    return ds.string('x0020000d')!
  }

  /** A copy of `file` under the test folder, changed by dcmodify (`-gst -gse -gin`: new UIDs; `-m`: a new value). */
  const modified = (file: string, name: string, args: string[]): string => {
    const out = join(dir, 'files', name)
    copyFileSync(file, out)
    execFileSync('dcmodify', ['-nb', ...args, out], { stdio: 'pipe' })
    return out
  }

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'clinic-pacs-proxy-'))
    mkdirSync(join(dir, 'files'))
    orthanc = await startOrthanc({ dir: join(dir, 'orthanc') })
    pacs = { dicomWebUrl: orthanc.dicomWebUrl, user: orthanc.user, password: orthanc.password, restUrl: orthanc.url }
    t = await makeServer({ pacs })
    const examOf = (sql: string) => t.db.prepare(sql).get() as { id: number; examNo: string; studyId: number | null }
    const ctWithout = examOf(`SELECT e.id, e.exam_no AS examNo, s.id AS studyId FROM ris_exam e LEFT JOIN pacs_study s ON s.exam_id = e.id
      WHERE e.modality = 'CT' AND s.id IS NULL ORDER BY e.id LIMIT 1`)
    const ctWith = examOf(`SELECT e.id, e.exam_no AS examNo, s.id AS studyId FROM ris_exam e JOIN pacs_study s ON s.exam_id = e.id
      WHERE e.modality = 'CT' AND s.generator IS NULL AND s.description NOT LIKE '%CT_small%' ORDER BY e.id LIMIT 1`)
    const sample = examOf(`SELECT e.id, e.exam_no AS examNo, s.id AS studyId FROM ris_exam e JOIN pacs_study s ON s.exam_id = e.id
      WHERE s.description = '示例影像 CT_small.dcm'`)
    const us = examOf(`SELECT e.id, e.exam_no AS examNo, s.id AS studyId FROM ris_exam e LEFT JOIN pacs_study s ON s.exam_id = e.id
      WHERE e.modality = 'US' AND s.id IS NULL ORDER BY e.id LIMIT 1`)
    Object.assign(exams, { accession: ctWithout.id, stored: ctWith.id, series: sample.id, us: us.id })
    sampleStudyId = sample.studyId!

    // 1. The 5-slice CT with the exam number as its accession number (a modality sends the worklist's number).
    for (const [i, file] of CT5N.entries()) studies.accession = await upload(modified(file, `ct5n-${i}.dcm`, ['-m', `(0008,0050)=${ctWithout.examNo}`]))
    // 2. A copy of CT_small under new UIDs whose StudyInstanceUID the server stored for an exam with a study.
    studies.stored = await upload(modified(join(ASSETS_DIR, 'CT_small.dcm'), 'stored.dcm', ['-gst', '-gse', '-gin', '-m', '(0008,0050)=STORED-1']))
    t.db.prepare('UPDATE pacs_study SET study_instance_uid = ? WHERE id = ?').run(studies.stored, ctWith.studyId)
    // 3. The sample file as it is: its series is in the server's catalogue (the sample exam).
    await upload(join(ASSETS_DIR, 'CT_small.dcm'))
    // 4. An ultrasound image for an ultrasound exam, and a study of no exam at all.
    studies.us = await upload(modified(join(ASSETS_DIR, 'US1_J2KR.dcm'), 'us.dcm', ['-gst', '-gse', '-gin', '-m', `(0008,0050)=${us.examNo}`]))
    studies.noExam = await upload(modified(join(ASSETS_DIR, 'CT_small.dcm'), 'orphan.dcm', ['-gst', '-gse', '-gin', '-m', '(0008,0050)=NO-SUCH-EXAM']))

    // The radiologists see their own department only: fangshe (放射科) sees CT, not US; fangshe2 moved to 超声科 sees US, not CT.
    t.db.prepare("UPDATE sys_role SET data_scope = '本级' WHERE name = '放射科医生'").run()
    t.db.prepare("UPDATE sys_user SET dept_id = 4 WHERE username = 'fangshe2'").run()
    reader = await t.login('fangshe')
    outsider = await t.login('fangshe2')
    usReader = await t.login('chaosheng')
  })

  after(async () => {
    t?.close()
    await orthanc?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  const study = (path: string, token: string) => t.call<ImageStudyDto & ErrorBody>('GET', `/api/pacs/retrieve/image/${path}`, { token, headers: en })

  it('finds an exam\'s study by its exam number as accession number, in the ImageStudyDto shape, instances on the proxy', async () => {
    const res = await study(`examineId/${exams.accession}`, reader)
    assert.equal(res.status, 200, res.text)
    ImageStudySchema.parse(res.json)
    assert.equal(res.json.studyInstanceUid, studies.accession)
    assert.equal(res.json.examineId, exams.accession)
    assert.equal(res.json.series.length, 1)
    const [series] = res.json.series
    assert.equal(series!.modality, 'CT')
    assert.equal(series!.instances.length, 5)
    assert.deepEqual(series!.instances.map((i) => i.instanceNumber), [...series!.instances.map((i) => i.instanceNumber)].sort((a, b) => a - b))
    for (const instance of series!.instances) {
      assert.match(instance.url, /^\/api\/pacs\/dicomweb\/wado\?requestType=WADO&/)
      assert.deepEqual([instance.contentType, instance.rows, instance.columns, instance.frames], ['application/dicom', 16, 16, 1])
    }
  })

  it('serves each instance through the proxy byte for byte as sent, with the pixel data of the sample file', async () => {
    const res = await study(`examineId/${exams.accession}`, reader)
    const instances = res.json.series[0]!.instances
    for (const instance of instances) {
      const file = await t.call('GET', instance.url, { token: reader })
      assert.equal(file.status, 200, file.text)
      assert.equal(file.headers.get('content-type'), 'application/dicom')
      assert.match(file.headers.get('cache-control') ?? '', /private/)
      assert.deepEqual(file.bytes, sent.get(instance.sopInstanceUid), instance.sopInstanceUid)
    }
    // The first slice's pixels are those of the untouched sample file.
    const original = new Uint8Array(readFileSync(CT5N[0]!))
    const sop = dataset(original).string('x00080018')!
    const proxied = await t.call('GET', instances.find((i) => i.sopInstanceUid === sop)!.url, { token: reader })
    assert.deepEqual(pixels(proxied.bytes), pixels(original))
  })

  it('finds a study by the StudyInstanceUID the server stored, and by the series of its catalogue (image ids kept)', async () => {
    const stored = await study(`examineId/${exams.stored}`, reader)
    assert.equal(stored.status, 200, stored.text)
    assert.equal(stored.json.studyInstanceUid, studies.stored)
    assert.equal(stored.json.series[0]!.instances.length, 1)

    const bySeries = await study(`studyId/${sampleStudyId}`, reader)
    assert.equal(bySeries.status, 200, bySeries.text)
    assert.equal(bySeries.json.studyId, sampleStudyId)
    assert.equal(bySeries.json.examineId, exams.series)
    const instance = bySeries.json.series[0]!.instances[0]!
    const local = t.db.prepare('SELECT id FROM pacs_image WHERE study_id = ? AND sop_instance_uid = ?').get(sampleStudyId, instance.sopInstanceUid) as { id: number }
    assert.equal(instance.id, local.id, 'the catalogue\'s image id stays (key images)')
    const file = await t.call('GET', instance.url, { token: reader })
    assert.deepEqual(pixels(file.bytes), pixels(new Uint8Array(readFileSync(join(ASSETS_DIR, 'CT_small.dcm')))))
  })

  it('proxies QIDO-RS, metadata and WADO-RS frames, with the archive\'s URLs pointing at the proxy and Accept passed through', async () => {
    const base = `/api/pacs/dicomweb/studies/${studies.accession}`
    const series = await t.call<Record<string, { Value?: unknown[] }>[]>('GET', `${base}/series`, { token: reader })
    assert.equal(series.status, 200, series.text)
    assert.ok(!series.text.includes(orthanc.url), 'no archive address leaks')
    const seriesUid = series.json[0]!['0020000E']!.Value![0] as string
    assert.match(String(series.json[0]!['00081190']!.Value![0]), new RegExp(`/api/pacs/dicomweb/studies/${studies.accession}/series/${seriesUid}$`))

    const metadata = await t.call<unknown[]>('GET', `${base}/series/${seriesUid}/metadata`, { token: reader })
    assert.equal(metadata.status, 200, metadata.text)
    assert.equal(metadata.json.length, 5)
    assert.ok(!metadata.text.includes(orthanc.url))

    const original = new Uint8Array(readFileSync(CT5N[1]!))
    const sop = dataset(original).string('x00080018')!
    const frame = await t.call('GET', `${base}/series/${seriesUid}/instances/${sop}/frames/1`, {
      token: reader, headers: { Accept: 'multipart/related; type="application/octet-stream"; transfer-syntax=*' },
    })
    assert.equal(frame.status, 200, frame.text)
    assert.match(frame.headers.get('content-type') ?? '', /^multipart\/related/)
    assert.ok(indexOf(frame.bytes, pixels(original)) > 0, 'the frame part carries the slice\'s pixel data')

    const instance = await t.call('GET', `${base}/series/${seriesUid}/instances/${sop}`, { token: reader })
    assert.equal(instance.status, 200)
    assert.match(instance.headers.get('content-type') ?? '', /^multipart\/related; type="application\/dicom"/)
    assert.ok(indexOf(instance.bytes, sent.get(sop)!) > 0)

    const refused = await t.call('GET', `${base}/series/${seriesUid}/instances/${sop}`, { token: reader, headers: { Accept: 'image/x-unknown' } })
    assert.ok(refused.status >= 400 && refused.status < 500, `the archive's own refusal of an Accept it cannot serve (${refused.status})`)
  })

  it('answers searches without a study with the caller\'s studies only', async () => {
    const uids = async (token: string) => {
      const res = await t.call<Record<string, { Value?: unknown[] }>[]>('GET', '/api/pacs/dicomweb/studies', { token })
      assert.equal(res.status, 200, res.text)
      return res.json.map((ds) => ds['0020000D']!.Value![0] as string)
    }
    const radiology = await uids(reader)
    assert.ok(radiology.includes(studies.accession) && radiology.includes(studies.stored))
    assert.ok(!radiology.includes(studies.us), 'the ultrasound study is outside the radiologist\'s scope')
    assert.ok(!radiology.includes(studies.noExam), 'a study of no exam is nobody\'s')
    assert.deepEqual(await uids(outsider), [studies.us])
  })

  it('refuses (403) a study of no exam and a study outside the caller\'s data scope; 401 without a session', async () => {
    const orphan = await t.call<ErrorBody>('GET', `/api/pacs/dicomweb/studies/${studies.noExam}/series`, { token: reader, headers: en })
    assert.equal(orphan.status, 403)
    assert.match(orphan.json.message, /belongs to no exam within your data scope/)
    const orphanFile = [...sent.entries()].find(([, bytes]) => dataset(bytes).string('x0020000d') === studies.noExam)!
    const wado = `/api/pacs/dicomweb/wado?requestType=WADO&studyUID=${studies.noExam}&objectUID=${orphanFile[0]}&contentType=application/dicom`
    assert.equal((await t.call('GET', wado, { token: reader })).status, 403)

    assert.equal((await study(`examineId/${exams.accession}`, outsider)).status, 403, 'CT exam outside 超声科\'s scope')
    assert.equal((await t.call('GET', `/api/pacs/dicomweb/studies/${studies.accession}/series`, { token: outsider })).status, 403)
    assert.equal((await study(`examineId/${exams.us}`, reader)).status, 403, 'US exam outside 放射科\'s scope')
    assert.equal((await t.call('GET', `/api/pacs/dicomweb/studies/${studies.us}/metadata`, { token: reader })).status, 403)
    const us = await study(`examineId/${exams.us}`, usReader)
    assert.equal(us.status, 200, us.text)
    assert.equal(us.json.studyInstanceUid, studies.us)

    assert.equal((await t.call('GET', `/api/pacs/dicomweb/studies/${studies.accession}/series`)).status, 401)
    assert.equal((await t.call('GET', '/api/pacs/dicomweb/studies/1.2.3/../../x', { token: reader })).status, 404)
    assert.equal((await t.call('GET', '/api/pacs/dicomweb/wado?requestType=WADO&studyUID=bad', { token: reader })).status, 400)
  })

  it('answers an exam the archive has no study for with series: [] and the file routes of the embedded server stay', async () => {
    const empty = t.db.prepare(`SELECT e.id FROM ris_exam e LEFT JOIN pacs_study s ON s.exam_id = e.id
      WHERE e.modality = 'CT' AND s.id IS NULL AND e.id <> ? ORDER BY e.id LIMIT 1`).get(exams.accession) as { id: number }
    const res = await study(`examineId/${empty.id}`, reader)
    assert.equal(res.status, 200, res.text)
    assert.deepEqual([res.json.studyInstanceUid, res.json.series], [null, []])
  })

  it('without a PACS keeps the embedded images and has no proxy (404)', async () => {
    const embedded = await makeServer()
    try {
      const token = await embedded.login('fangshe')
      const res = await embedded.call<ImageStudyDto>('GET', `/api/pacs/retrieve/image/studyId/${sampleStudyId}`, { token })
      assert.equal(res.status, 200)
      assert.match(res.json.series[0]!.instances[0]!.url, /^\/api\/pacs\/image\/\d+$/)
      const proxy = await embedded.call<ErrorBody>('GET', '/api/pacs/dicomweb/studies', { token, headers: en })
      assert.equal(proxy.status, 404)
      assert.match(proxy.json.message, /PACS_DICOMWEB_URL/)
    } finally {
      embedded.close()
    }
  })

  it('answers 502 at once when the archive is down and 504 within seconds when it does not answer, never hanging', async () => {
    const closed = await freePort()
    const down = await makeServer({ pacs: { ...pacs, dicomWebUrl: `http://127.0.0.1:${closed}/dicom-web` } })
    const silent: Server = createServer(() => { /* never answers */ })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const port = (silent.address() as { port: number }).port
    const slow = await makeServer({ pacs: { ...pacs, dicomWebUrl: `http://127.0.0.1:${port}/dicom-web` } })
    try {
      let started = Date.now()
      const refused = await down.call<ErrorBody>('GET', `/api/pacs/retrieve/image/examineId/${exams.accession}`, { token: await down.login('fangshe'), headers: en })
      assert.equal(refused.status, 502)
      assert.match(refused.json.message, /Cannot reach the image archive \(PACS\) http:\/\/127\.0\.0\.1:\d+\/dicom-web: ECONNREFUSED/)
      assert.ok(Date.now() - started < 2000)

      const token = await slow.login('fangshe')
      started = Date.now()
      const timedOut = await slow.call<ErrorBody>('GET', `/api/pacs/dicomweb/studies/${studies.accession}/series`, { token, headers: en })
      assert.equal(timedOut.status, 504)
      assert.equal(timedOut.json.message, 'The image archive (PACS) did not answer within 5 seconds')
      assert.ok(Date.now() - started < 7000, `${Date.now() - started} ms`)
    } finally {
      down.close()
      slow.close()
      silent.closeAllConnections()
      await new Promise((resolve) => silent.close(resolve))
    }
  })

  it('answers 502 when the archive refuses the server\'s credentials', async () => {
    const wrong = await makeServer({ pacs: { ...pacs, password: 'wrong' } })
    try {
      const res = await wrong.call<ErrorBody>('GET', `/api/pacs/retrieve/image/examineId/${exams.accession}`, { token: await wrong.login('fangshe'), headers: en })
      assert.equal(res.status, 502)
      assert.match(res.json.message, /HTTP 401/)
    } finally {
      wrong.close()
    }
  })
})
