// What the whole PACS path (issue 16, tests/browser/pacs) showed missing on the server, against a real Orthanc: an exam
// whose images arrived in the archive has images although the server stores no study for it (share links with images);
// key images of archive instances kept by SOP Instance UID and read back through the DICOMweb proxy; and share tokens
// reading the archive through the proxy with the link's rights only.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { ImageStudyDto } from '../../src/core/contract/image'
import type { KeyImageRef } from '../../src/core/contract/report'
import type { ShareLinkIssued, ShareOpenAnswer } from '../../src/core/contract/shareLink'
import { ASSETS_DIR } from '../../demo/server/db/seed/pacs'
import { KeyImageRefSchema } from '../../demo/server/schemas/image'
import { startOrthanc } from '../../scripts/orthanc.mjs'
import { makeServer, type TestServer } from './helpers'

type Orthanc = Awaited<ReturnType<typeof startOrthanc>>
type ErrorBody = { message: string; reason?: string }
const CT5N = ['2062', '2392', '2693', '3023', '3353'].map((n) => join(ASSETS_DIR, 'series_CT5N', `${n}.dcm`))
const en = { 'Accept-Language': 'en' }

describe('archive studies in key images and share links (Orthanc)', () => {
  let dir: string
  let orthanc: Orthanc
  let t: TestServer
  let reader: string
  let admin: string
  /** A CT exam whose images arrived in the archive (no stored study), and another CT exam with its own archive study. */
  const arrived = { id: 0, examNo: '', studyUid: '2.25.16001', seriesUid: '2.25.16001.1', sops: [] as string[] }
  const other = { id: 0, examNo: '', studyUid: '2.25.16002', seriesUid: '2.25.16002.1', sop: '2.25.16002.1.1' }
  /** SOP Instance UID → the bytes sent. */
  const sent = new Map<string, Uint8Array>()

  const send = async (file: string, name: string, tags: Record<string, string>): Promise<void> => {
    const copy = join(dir, 'files', name)
    copyFileSync(file, copy)
    execFileSync('dcmodify', ['-nb', ...Object.entries(tags).flatMap(([tag, value]) => ['-m', `${tag}=${value}`]), copy], { stdio: 'pipe' })
    const bytes = new Uint8Array(readFileSync(copy))
    const res = await fetch(`${orthanc.url}/instances`, {
      method: 'POST', body: bytes, headers: { Authorization: `Basic ${Buffer.from(`${orthanc.user}:${orthanc.password}`).toString('base64')}` },
    })
    assert.equal(res.status, 200, await res.text())
    sent.set(tags['(0008,0018)']!, bytes)
  }

  const keys = (path: 'save' | 'remove', body: Record<string, unknown>, token = reader) =>
    t.call<KeyImageRef[] & ErrorBody>('POST', `/api/keyImage/temporary/${path}`, { token, body, headers: en })
  const link = async (examineId: number, withImages: boolean): Promise<string> => {
    const made = await t.call<ShareLinkIssued & ErrorBody>('POST', '/api/shareLinks', {
      token: admin, body: { examineId, kind: 'film', withImages, expiresIn: '1d', accessCode: false }, headers: en,
    })
    assert.equal(made.status, 201, made.text)
    const opened = await t.call<ShareOpenAnswer>('POST', `/api/share/${made.json.url.replace('/share/', '')}/open`, { ip: '10.7.7.8' })
    assert.equal(opened.status, 200, opened.text)
    return `Share ${opened.json.shareToken}`
  }
  const wado = (study: string, series: string, sop: string) =>
    `/api/pacs/dicomweb/wado?requestType=WADO&studyUID=${study}&seriesUID=${series}&objectUID=${sop}&contentType=application/dicom`

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'clinic-pacs-keys-'))
    mkdirSync(join(dir, 'files'))
    orthanc = await startOrthanc({ dir: join(dir, 'orthanc') })
    t = await makeServer({ pacs: { dicomWebUrl: orthanc.dicomWebUrl, user: orthanc.user, password: orthanc.password } })
    const [a, b] = t.db.prepare(`SELECT e.id, e.exam_no AS examNo FROM ris_exam e LEFT JOIN pacs_study s ON s.exam_id = e.id
      WHERE e.modality = 'CT' AND s.id IS NULL AND e.status NOT IN ('7', '10') ORDER BY e.id LIMIT 2`).all() as { id: number; examNo: string }[]
    Object.assign(arrived, { id: a!.id, examNo: a!.examNo })
    Object.assign(other, { id: b!.id, examNo: b!.examNo })
    for (const [i, file] of CT5N.entries()) {
      const sop = `${arrived.seriesUid}.${i + 1}`
      arrived.sops.push(sop)
      await send(file, `a${i}.dcm`, { '(0008,0050)': arrived.examNo, '(0020,000D)': arrived.studyUid, '(0020,000E)': arrived.seriesUid, '(0008,0018)': sop })
    }
    await send(CT5N[0]!, 'b.dcm', { '(0008,0050)': other.examNo, '(0020,000D)': other.studyUid, '(0020,000E)': other.seriesUid, '(0008,0018)': other.sop })
    // As the change feed records an arrival (tests/server/pacsWorklist.test.ts): the count on the exam, no stored study.
    t.db.prepare("UPDATE ris_exam SET arrived_images = 5, first_image_time = '2026-01-01 08:00:00', last_image_time = '2026-01-01 08:00:01' WHERE id = ?")
      .run(arrived.id)
    reader = await t.login('fangshe')
    admin = await t.login('admin')
  })
  after(async () => {
    t?.close()
    await orthanc?.stop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('an exam whose images arrived in the archive has images: a share link may include them; one without any may not', async () => {
    const exam = (await t.call<{ studyId?: number; imageCount: number }>('GET', `/api/exams/${arrived.id}`, { token: admin })).json
    assert.equal(exam.studyId, undefined)
    assert.equal(exam.imageCount, 5)
    const made = await t.call('POST', '/api/shareLinks', { token: admin, body: { examineId: arrived.id, kind: 'film', withImages: true, expiresIn: '1d', accessCode: false } })
    assert.equal(made.status, 201, made.text)
    const none = t.db.prepare(`SELECT e.id FROM ris_exam e LEFT JOIN pacs_study s ON s.exam_id = e.id
      WHERE s.id IS NULL AND e.arrived_images = 0 AND e.modality = 'CT' AND e.id NOT IN (?, ?) LIMIT 1`).get(arrived.id, other.id) as { id: number }
    const refused = await t.call<ErrorBody>('POST', '/api/shareLinks', {
      token: admin, body: { examineId: none.id, kind: 'film', withImages: true, expiresIn: '1d', accessCode: false },
    })
    assert.equal(refused.status, 400, refused.text)
  })

  it('key images of archive instances are kept by SOP Instance UID, listed with the proxy\'s address, and read from the archive', async () => {
    const saved = await keys('save', { examineId: arrived.id, sopInstanceUids: [arrived.sops[2]] })
    assert.equal(saved.status, 200, saved.text)
    assert.equal(saved.json.length, 1)
    const [ref] = saved.json
    KeyImageRefSchema.parse(ref)
    assert.deepEqual({ ...ref }, {
      imageId: 0, sopInstanceUid: arrived.sops[2], seriesInstanceUid: arrived.seriesUid, frame: 0,
      url: wado(arrived.studyUid, arrived.seriesUid, arrived.sops[2]!), contentType: 'application/dicom',
    })
    // Marked again: still once. Another one after it: in the order marked.
    await keys('save', { examineId: arrived.id, sopInstanceUids: [arrived.sops[2]] })
    await keys('save', { examineId: arrived.id, sopInstanceUids: [arrived.sops[0]] })
    const listed = await t.call<KeyImageRef[]>('GET', `/api/keyImage/temporary/query?examineId=${arrived.id}`, { token: reader })
    assert.deepEqual(listed.json.map((k) => k.sopInstanceUid), [arrived.sops[2], arrived.sops[0]])
    // The address reads the instance from the archive, byte for byte what the modality sent.
    const file = await t.call('GET', ref!.url, { token: reader })
    assert.equal(file.status, 200, file.text)
    assert.deepEqual(file.bytes, sent.get(arrived.sops[2]!))

    // An instance of another exam's study, or one the archive does not have: refused, nothing kept.
    for (const uid of [other.sop, '2.25.999']) {
      const refused = await keys('save', { examineId: arrived.id, sopInstanceUids: [uid] })
      assert.equal(refused.status, 400, refused.text)
      assert.equal(refused.json.message, `sopInstanceUids: Image ${uid} does not belong to this exam`)
    }
    assert.equal((await keys('save', { examineId: arrived.id })).status, 400, 'neither ids nor UIDs')
    assert.equal((await keys('save', { examineId: arrived.id, sopInstanceUids: ['../etc'] })).status, 400, 'not a UID')
    // Only who may write the exam's reports marks them.
    assert.equal((await keys('save', { examineId: arrived.id, sopInstanceUids: [arrived.sops[1]] }, await t.login('chaosheng'))).status, 403)

    const removed = await keys('remove', { examineId: arrived.id, sopInstanceUids: [arrived.sops[0]] })
    assert.deepEqual(removed.json.map((k) => k.sopInstanceUid), [arrived.sops[2]])
  })

  it('a share token reads the archive through the proxy with its link\'s rights only', async () => {
    const withImages = await link(arrived.id, true)
    const study = await t.call<ImageStudyDto>('GET', `/api/pacs/retrieve/image/examineId/${arrived.id}`, { token: withImages })
    assert.equal(study.status, 200, study.text)
    assert.deepEqual(study.json.series[0]!.instances.map((i) => i.sopInstanceUid), arrived.sops)
    const image = await t.call('GET', study.json.series[0]!.instances[1]!.url, { token: withImages })
    assert.equal(image.status, 200, image.text)
    assert.deepEqual(image.bytes, sent.get(arrived.sops[1]!))
    const frames = await t.call('GET', `/api/pacs/dicomweb/studies/${arrived.studyUid}/series`, { token: withImages })
    assert.equal(frames.status, 200, frames.text)
    // Searches answer only the link's study; another exam's study is refused as outside the link.
    const search = await t.call<unknown[]>('GET', '/api/pacs/dicomweb/studies', { token: withImages })
    assert.deepEqual(search.json.map((ds) => (ds as Record<string, { Value: string[] }>)['0020000D']!.Value[0]), [arrived.studyUid])
    for (const path of [`/api/pacs/dicomweb/studies/${other.studyUid}/series`, wado(other.studyUid, other.seriesUid, other.sop)]) {
      const refused = await t.call<ErrorBody>('GET', path, { token: withImages })
      assert.equal(refused.status, 403, `${path}: ${refused.text}`)
      assert.equal(refused.json.reason, 'invalid')
    }
    assert.equal((await t.call('GET', `/api/pacs/retrieve/image/examineId/${other.id}`, { token: withImages })).status, 403)

    // A link without images: its report's key images only (the one marked above), nothing else of the study.
    const reportOnly = await link(arrived.id, false)
    const key = await t.call('GET', wado(arrived.studyUid, arrived.seriesUid, arrived.sops[2]!), { token: reportOnly })
    assert.equal(key.status, 200, key.text)
    assert.deepEqual(key.bytes, sent.get(arrived.sops[2]!))
    const rs = await t.call('GET', `/api/pacs/dicomweb/studies/${arrived.studyUid}/series/${arrived.seriesUid}/instances/${arrived.sops[2]}`, {
      token: reportOnly, headers: { Accept: 'multipart/related; type="application/dicom"' },
    })
    assert.equal(rs.status, 200, rs.text)
    for (const path of [wado(arrived.studyUid, arrived.seriesUid, arrived.sops[1]!), `/api/pacs/dicomweb/studies/${arrived.studyUid}/series`]) {
      assert.equal((await t.call('GET', path, { token: reportOnly })).status, 403, path)
    }
    assert.deepEqual((await t.call<unknown[]>('GET', '/api/pacs/dicomweb/studies', { token: reportOnly })).json, [])
    // A forged token: refused.
    assert.equal((await t.call('GET', wado(arrived.studyUid, arrived.seriesUid, arrived.sops[2]!), { token: `${reportOnly.slice(0, -3)}AAA` })).status, 403)
  })
})

describe('archive key images without a PACS', () => {
  it('answers 404 pacs.notConfigured for SOP Instance UIDs; image ids work as before', async () => {
    const t = await makeServer()
    try {
      const token = await t.login('fangshe')
      const exam = t.db.prepare(`SELECT e.id, i.id AS imageId FROM ris_exam e JOIN pacs_study s ON s.exam_id = e.id JOIN pacs_image i ON i.study_id = s.id
        WHERE e.modality = 'CT' ORDER BY e.id LIMIT 1`).get() as { id: number; imageId: number }
      const res = await t.call<{ message: string }>('POST', '/api/keyImage/temporary/save', { token, body: { examineId: exam.id, sopInstanceUids: ['1.2.3'] }, headers: en })
      assert.equal(res.status, 404, res.text)
      assert.match(res.json.message, /No PACS is configured/)
      const byId = await t.call<KeyImageRef[]>('POST', '/api/keyImage/temporary/save', { token, body: { examineId: exam.id, ids: [exam.imageId] } })
      assert.equal(byId.status, 200, byId.text)
      assert.ok(byId.json.some((k) => k.imageId === exam.imageId && k.url === `/api/pacs/image/${exam.imageId}`))
    } finally {
      t.close()
    }
  })
})
