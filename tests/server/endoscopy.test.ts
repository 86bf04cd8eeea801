import assert from 'node:assert/strict'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { BiopsyDto, BiopsyWithExamDto, EndoscopyCaptureDto } from '../../src/core/contract/endoscopy'
import { imageInfo } from '../../demo/server/lib/imageInfo'
import { encodePng } from '../../demo/server/lib/png'
import { formatDateTime } from '../../demo/server/lib/time'
import { makeServer, T0, type TestServer } from './helpers'

/** A structurally whole baseline JPEG header of `width` × `height` (the server reads markers, it does not decode). */
function tinyJpeg(width: number, height: number): Uint8Array {
  return new Uint8Array([
    0xff, 0xd8,
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
    0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00,
    0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0x12, 0x34,
    0xff, 0xd9,
  ])
}

const png = (width: number, height: number): Uint8Array => new Uint8Array(encodePng(width, height, 3, new Uint8Array(width * height * 3).fill(90)))

describe('endoscopy: api/biopsy and api/endoscopy/captures', () => {
  let t: TestServer
  let writer: string
  let examId: number
  let usExamId: number
  before(async () => {
    t = await makeServer()
    writer = await t.login('neijing')
    // An exam whose report is not signed: a signed report's captures and biopsies no longer change (tested in reportParts).
    examId = (t.db.prepare(`SELECT id FROM ris_exam e WHERE modality = 'ES'
      AND NOT EXISTS (SELECT 1 FROM ris_report r WHERE r.exam_id = e.id AND r.state IN ('final', 'corrected')) ORDER BY id LIMIT 1`).get() as { id: number }).id
    usExamId = (t.db.prepare("SELECT id FROM ris_exam WHERE modality = 'US' ORDER BY id LIMIT 1").get() as { id: number }).id
  })
  after(() => t.close())

  /** Uploads bytes as the multipart field `file` the way the capture page does. */
  const upload = async (token: string, exam: number, bytes: Uint8Array, type = 'image/jpeg', site?: string) => {
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(bytes)], { type }), type === 'image/png' ? 'capture.png' : 'capture.jpg')
    if (site) form.set('site', site)
    const res = await t.app.request(`/api/endoscopy/captures/${exam}`, { method: 'POST', headers: { Authorization: token }, body: form })
    const text = await res.text()
    return { status: res.status, text, json: (text ? JSON.parse(text) : undefined) as EndoscopyCaptureDto & { message: string } }
  }

  describe('biopsies', () => {
    let first: BiopsyDto

    it('records a biopsy with the caller as who took it, now, unlinked, version 1', async () => {
      const res = await t.call<BiopsyDto>('POST', '/api/biopsy', { token: writer, body: { examineId: examId, site: '胃窦', pieces: 2, bottleNo: '1' } })
      assert.equal(res.status, 201, res.text)
      first = res.json
      assert.deepEqual({ ...res.json, id: 0 }, {
        id: 0, examineId: examId, site: '胃窦', pieces: 2, bottleNo: '1', takenBy: '赵伟', takenAt: formatDateTime(T0), specimenId: null, version: 1,
      })
      const earlier = formatDateTime(T0 - 30 * 60_000)
      const second = await t.call<BiopsyDto>('POST', '/api/biopsy', {
        token: writer, body: { examineId: examId, site: '胃角', pieces: 1, bottleNo: '2', takenAt: earlier.slice(0, 16) },
      })
      assert.equal(second.status, 201, second.text)
      assert.equal(second.json.takenAt, earlier)
    })

    it('lists an exam\'s biopsies in the order taken, and one with its exam for pathology', async () => {
      const list = await t.call<BiopsyDto[]>('GET', `/api/biopsy?examineId=${examId}`, { token: writer })
      assert.equal(list.status, 200, list.text)
      assert.deepEqual(list.json.map((b) => b.bottleNo), ['2', '1'])
      const pathologist = await t.login('bingli')
      const one = await t.call<BiopsyWithExamDto>('GET', `/api/biopsy/${first.id}`, { token: pathologist })
      assert.equal(one.status, 200, one.text)
      const exam = t.db.prepare('SELECT exam_no AS examNo, modality, exam_item AS examItem FROM ris_exam WHERE id = ?').get(examId) as Record<string, string>
      assert.deepEqual([one.json.examNo, one.json.modality, one.json.examItem, one.json.site], [exam.examNo, 'ES', exam.examItem, '胃窦'])
      assert.ok(one.json.patientName && one.json.patientId)
      assert.equal((await t.call('GET', '/api/biopsy/99999999', { token: writer })).status, 404)
      assert.equal((await t.call('GET', '/api/biopsy?examineId=99999999', { token: writer })).status, 404)
    })

    it('refuses a bottle number the exam already uses, a future time and bad fields, naming each field', async () => {
      const taken = await t.call<{ message: string }>('POST', '/api/biopsy', { token: writer, body: { examineId: examId, site: '胃体', pieces: 1, bottleNo: '1' } })
      assert.equal(taken.status, 409)
      assert.match(taken.json.message, /bottleNo/)
      const future = await t.call('POST', '/api/biopsy', {
        token: writer, body: { examineId: examId, site: '胃体', pieces: 1, bottleNo: '9', takenAt: '2099-01-01 00:00' },
      })
      assert.equal(future.status, 400)
      const bad = await t.call<{ errors: { field: string }[] }>('POST', '/api/biopsy', {
        token: writer, body: { examineId: examId, site: ' ', pieces: 0, bottleNo: '', extra: 1 },
      })
      assert.equal(bad.status, 400)
      assert.deepEqual(bad.json.errors.map((e) => e.field).sort(), ['', 'bottleNo', 'pieces', 'site'])
    })

    it('updates with the version last read and answers 409 to a stale one', async () => {
      const res = await t.call<BiopsyDto>('PUT', '/api/biopsy', { token: writer, body: { id: first.id, site: '胃窦小弯', pieces: 3, bottleNo: '1', version: 1 } })
      assert.equal(res.status, 200, res.text)
      assert.deepEqual([res.json.site, res.json.pieces, res.json.version], ['胃窦小弯', 3, 2])
      const stale = await t.call<{ message: string }>('PUT', '/api/biopsy', { token: writer, body: { id: first.id, site: 'x', pieces: 1, bottleNo: '1', version: 1 } })
      assert.equal(stale.status, 409)
      assert.match(stale.json.message, /2/)
      const clash = await t.call('PUT', '/api/biopsy', { token: writer, body: { id: first.id, site: 'x', pieces: 1, bottleNo: '2', version: 2 } })
      assert.equal(clash.status, 409)
    })

    it('needs the exam family\'s write permission to change biopsies, and pis:write to link a specimen', async () => {
      const us = await t.login('chaosheng')
      assert.equal((await t.call('POST', '/api/biopsy', { token: us, body: { examineId: examId, site: '胃窦', pieces: 1, bottleNo: '7' } })).status, 403)
      assert.equal((await t.call('DELETE', '/api/biopsy', { token: us, body: [first.id] })).status, 403)
      const registrar = await t.login('dengji')
      assert.equal((await t.call('POST', '/api/biopsy', { token: registrar, body: { examineId: examId, site: '胃窦', pieces: 1, bottleNo: '7' } })).status, 403)
      assert.equal((await t.call('PUT', `/api/biopsy/${first.id}/specimen`, { token: writer, body: { specimenId: 5 } })).status, 403)
    })

    it('links a specimen once, refuses another, refuses deleting a linked biopsy, and unlinks', async () => {
      const pathologist = await t.login('bingli')
      const linked = await t.call<BiopsyDto>('PUT', `/api/biopsy/${first.id}/specimen`, { token: pathologist, body: { specimenId: 5 } })
      assert.equal(linked.status, 200, linked.text)
      assert.equal(linked.json.specimenId, 5)
      assert.equal((await t.call('PUT', `/api/biopsy/${first.id}/specimen`, { token: pathologist, body: { specimenId: 5 } })).status, 200)
      assert.equal((await t.call('PUT', `/api/biopsy/${first.id}/specimen`, { token: pathologist, body: { specimenId: 6 } })).status, 409)
      const refused = await t.call('DELETE', '/api/biopsy', { token: writer, body: [first.id] })
      assert.equal(refused.status, 409)
      const unlinked = await t.call<BiopsyDto>('PUT', `/api/biopsy/${first.id}/specimen`, { token: pathologist, body: { specimenId: null } })
      assert.equal(unlinked.json.specimenId, null)
      const deleted = await t.call<number[]>('DELETE', '/api/biopsy', { token: writer, body: [first.id] })
      assert.deepEqual([deleted.status, deleted.json], [200, [first.id]])
      assert.equal((await t.call('DELETE', '/api/biopsy', { token: writer, body: [first.id] })).status, 404)
    })
  })

  describe('captures', () => {
    const ids: number[] = []

    it('reads the type and size of JPEG and PNG from their bytes, and nothing else', () => {
      assert.deepEqual(imageInfo(tinyJpeg(640, 480)), { mime: 'image/jpeg', width: 640, height: 480 })
      assert.deepEqual(imageInfo(png(3, 2)), { mime: 'image/png', width: 3, height: 2 })
      assert.equal(imageInfo(tinyJpeg(640, 480).slice(0, -2)), null, 'a cut-off JPEG')
      assert.equal(imageInfo(png(3, 2).slice(0, -12)), null, 'a PNG without IEND')
      assert.equal(imageInfo(new TextEncoder().encode('GIF89a……')), null)
      assert.equal(imageInfo(tinyJpeg(0, 480)), null)
    })

    it('stores JPEG and PNG captures at the end of the print order, with the file under the data folder', async () => {
      for (const [bytes, type, site] of [[tinyJpeg(1280, 720), 'image/jpeg', '食管'], [png(4, 3), 'image/png', undefined], [tinyJpeg(640, 480), 'image/jpeg', undefined]] as const) {
        const res = await upload(writer, examId, bytes, type, site)
        assert.equal(res.status, 201, res.text)
        ids.push(res.json.id)
      }
      const list = await t.call<EndoscopyCaptureDto[]>('GET', `/api/endoscopy/captures/${examId}`, { token: writer })
      assert.deepEqual(list.json.map((c) => [c.id, c.sort, c.mime, c.width, c.height, c.site, c.inReport, c.capturedBy]), [
        [ids[0], 1, 'image/jpeg', 1280, 720, '食管', true, '赵伟'],
        [ids[1], 2, 'image/png', 4, 3, null, true, '赵伟'],
        [ids[2], 3, 'image/jpeg', 640, 480, null, true, '赵伟'],
      ])
      assert.equal(readdirSync(join(t.dataDir, 'endoscopy')).length, 3)
      const file = await t.call('GET', `/api/endoscopy/captures/file/${ids[1]}`, { token: writer })
      assert.equal(file.status, 200)
      assert.equal(file.headers.get('content-type'), 'image/png')
      assert.deepEqual(file.bytes, png(4, 3))
    })

    it('takes a raw image body too', async () => {
      const res = await t.app.request(`/api/endoscopy/captures/${examId}`, {
        method: 'POST', headers: { Authorization: writer, 'Content-Type': 'image/jpeg' }, body: new Uint8Array(tinyJpeg(320, 240)),
      })
      assert.equal(res.status, 201)
      ids.push(((await res.json()) as EndoscopyCaptureDto).id)
    })

    it('rejects what is not a whole JPEG or PNG whatever its name and type, and a file too large', async () => {
      const gif = await upload(writer, examId, new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000'), 'image/jpeg')
      assert.equal(gif.status, 400)
      assert.match(gif.json.message, /^file: /)
      const text = await upload(writer, examId, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png')
      assert.equal(text.status, 400)
      assert.equal((await upload(writer, examId, tinyJpeg(640, 480).slice(0, 30))).status, 400)
      const big = new Uint8Array(1_100_000)
      big.set(tinyJpeg(640, 480).slice(0, -2))
      big.set([0xff, 0xd9], big.length - 2)
      assert.ok([400, 413].includes((await upload(writer, examId, big)).status))
      const none = await t.call('POST', `/api/endoscopy/captures/${examId}`, { token: writer, body: { file: 'x' } })
      assert.equal(none.status, 400)
      assert.equal(readdirSync(join(t.dataDir, 'endoscopy')).length, 4, 'nothing stored for refused uploads')
    })

    it('labels and excludes a capture with the version last read; a stale one answers 409', async () => {
      const res = await t.call<EndoscopyCaptureDto>('PUT', `/api/endoscopy/captures/${ids[1]}`, { token: writer, body: { site: '胃窦', inReport: false, version: 1 } })
      assert.equal(res.status, 200, res.text)
      assert.deepEqual([res.json.site, res.json.inReport, res.json.version], ['胃窦', false, 2])
      assert.equal((await t.call('PUT', `/api/endoscopy/captures/${ids[1]}`, { token: writer, body: { site: '幽门', version: 1 } })).status, 409)
      const cleared = await t.call<EndoscopyCaptureDto>('PUT', `/api/endoscopy/captures/${ids[1]}`, { token: writer, body: { site: '', version: 2 } })
      assert.deepEqual([cleared.json.site, cleared.json.inReport], [null, false])
    })

    it('reorders with every capture once, and refuses a partial or foreign list', async () => {
      const order = [ids[2]!, ids[0]!, ids[3]!, ids[1]!]
      const res = await t.call<EndoscopyCaptureDto[]>('PUT', `/api/endoscopy/captures/${examId}/order`, { token: writer, body: { ids: order } })
      assert.equal(res.status, 200, res.text)
      assert.deepEqual(res.json.map((c) => c.id), order)
      assert.deepEqual(res.json.map((c) => c.sort), [1, 2, 3, 4])
      assert.equal((await t.call('PUT', `/api/endoscopy/captures/${examId}/order`, { token: writer, body: { ids: order.slice(1) } })).status, 400)
      assert.equal((await t.call('PUT', `/api/endoscopy/captures/${examId}/order`, { token: writer, body: { ids: [...order.slice(1), order[1]] } })).status, 400)
    })

    it('needs the family\'s write permission to change captures, a reader\'s to see them, and answers 404 for unknown ones', async () => {
      const us = await t.login('chaosheng')
      assert.equal((await upload(us, examId, tinyJpeg(64, 64))).status, 403)
      assert.equal((await t.call('PUT', `/api/endoscopy/captures/${ids[0]}`, { token: us, body: { site: 'x', version: 1 } })).status, 403)
      assert.equal((await t.call('DELETE', '/api/endoscopy/captures', { token: us, body: [ids[0]] })).status, 403)
      assert.equal((await upload(writer, usExamId, tinyJpeg(64, 64))).status, 403, 'an ultrasound exam is the ultrasound family\'s')
      assert.equal((await t.call('GET', `/api/endoscopy/captures/file/${ids[0]}`)).status, 401)
      const viewer = await t.login('test')
      assert.equal((await t.call('GET', `/api/endoscopy/captures/${examId}`, { token: viewer })).status, 403)
      assert.equal((await t.call('GET', '/api/endoscopy/captures/file/99999999', { token: writer })).status, 404)
    })

    it('deletes captures with their files and renumbers the rest', async () => {
      const res = await t.call<number[]>('DELETE', '/api/endoscopy/captures', { token: writer, body: [ids[0]] })
      assert.deepEqual([res.status, res.json], [200, [ids[0]]])
      const list = await t.call<EndoscopyCaptureDto[]>('GET', `/api/endoscopy/captures/${examId}`, { token: writer })
      assert.deepEqual(list.json.map((c) => [c.id, c.sort]), [[ids[2], 1], [ids[3], 2], [ids[1], 3]])
      assert.equal(readdirSync(join(t.dataDir, 'endoscopy')).length, 3)
    })
  })
})
