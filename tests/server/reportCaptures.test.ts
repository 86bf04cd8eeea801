// The endoscopy captures in the report (issue 13): GET api/reportInfo/view lists the captures the endoscopist
// included, in print order with their sites, and leaves the field out for an exam without any.
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { ReportCaptureRef, ReportViewDto } from '../../src/core/contract'
import type { EndoscopyCaptureDto } from '../../src/core/contract/endoscopy'
import { encodePng } from '../../demo/server/lib/png'
import { ASSETS_DIR } from '../../demo/server/db/seed/pacs'
import { ensurePacs } from '../../demo/server/lib/pacsgen'
import { ReportViewSchema } from '../../demo/server/schemas/report'
import { makeServer, type TestServer } from './helpers'

/** A `width` × `height` grey PNG, each a little different so the files can be told apart. */
const png = (width: number, height: number, grey: number): Uint8Array =>
  new Uint8Array(encodePng(width, height, 3, new Uint8Array(width * height * 3).fill(grey)))

describe('report captures: api/reportInfo/view', () => {
  let t: TestServer
  let writer: string
  let examId: number
  const files: Uint8Array[] = [png(4, 3, 40), png(6, 5, 120), png(8, 2, 200)]
  const ids: number[] = []

  before(async () => {
    t = await makeServer()
    writer = await t.login('neijing')
    // An ES exam with a report that is not signed (a draft): a signed report's captures no longer change.
    examId = (t.db.prepare(`SELECT e.id FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id
      WHERE e.modality = 'ES' AND r.state IN ('draft', 'preliminary') ORDER BY e.id LIMIT 1`).get() as { id: number }).id
  })
  after(() => t.close())

  const view = async (token: string, exam: number) => {
    const res = await t.call<ReportViewDto>('GET', `/api/reportInfo/view?examineId=${exam}`, { token })
    assert.equal(res.status, 200, res.text)
    ReportViewSchema.parse(res.json)
    return res.json
  }

  const upload = async (bytes: Uint8Array) => {
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'capture.png')
    const res = await t.app.request(`/api/endoscopy/captures/${examId}`, { method: 'POST', headers: { Authorization: writer }, body: form })
    const text = await res.text()
    assert.equal(res.status, 201, text)
    return JSON.parse(text) as EndoscopyCaptureDto
  }

  const update = async (id: number, body: { site?: string; inReport?: boolean }) => {
    const current = (await t.call<EndoscopyCaptureDto[]>('GET', `/api/endoscopy/captures/${examId}`, { token: writer })).json.find((c) => c.id === id)!
    const res = await t.call<EndoscopyCaptureDto>('PUT', `/api/endoscopy/captures/${id}`, { token: writer, body: { ...body, version: current.version } })
    assert.equal(res.status, 200, res.text)
  }

  it('has no captures field while the exam has no captures', async () => {
    const before = await view(writer, examId)
    assert.ok(before.report, 'the writer sees the draft')
    assert.equal('captures' in before.report, false)
  })

  it('lists the included captures in print order with their sites and working file urls', async () => {
    for (const bytes of files) ids.push((await upload(bytes)).id)
    const [a, b, c] = ids as [number, number, number]
    await update(a, { site: '胃窦' })
    await update(c, { site: '十二指肠球部' })
    await update(b, { inReport: false })
    const order = await t.call('PUT', `/api/endoscopy/captures/${examId}/order`, { token: writer, body: { ids: [c, b, a] } })
    assert.equal(order.status, 200, order.text)

    const captures = (await view(writer, examId)).report!.captures
    const expected: ReportCaptureRef[] = [
      { id: c, url: `/api/endoscopy/captures/file/${c}`, contentType: 'image/png', width: 8, height: 2, site: '十二指肠球部' },
      { id: a, url: `/api/endoscopy/captures/file/${a}`, contentType: 'image/png', width: 4, height: 3, site: '胃窦' },
    ]
    assert.deepEqual(captures, expected)
    for (const [i, ref] of expected.entries()) {
      const res = await t.call('GET', ref.url, { token: writer })
      assert.equal(res.status, 200, `${ref.url}: ${res.text}`)
      assert.equal(res.headers.get('content-type'), 'image/png')
      assert.deepEqual(res.bytes, files[i === 0 ? 2 : 0])
    }
  })

  it('leaves out the site of an unlabelled capture, and shows the same list to the auditor', async () => {
    const [a, b, c] = ids as [number, number, number]
    await update(b, { inReport: true })
    const auditor = await t.login('neijingzr')
    const captures = (await view(auditor, examId)).report!.captures!
    assert.deepEqual(captures.map((x) => [x.id, x.site]), [[c, '十二指肠球部'], [b, undefined], [a, '胃窦']])
    assert.equal('site' in captures[1]!, false)
  })

  it('answers no captures field once every capture is excluded, and none for another exam', async () => {
    for (const id of ids) await update(id, { inReport: false })
    assert.equal('captures' in (await view(writer, examId)).report!, false)
    const other = (t.db.prepare(`SELECT e.id FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id
      WHERE e.modality = 'ES' AND e.id <> ? AND NOT EXISTS (SELECT 1 FROM ris_es_capture c WHERE c.exam_id = e.id)
      ORDER BY e.id LIMIT 1`).get(examId) as { id: number }).id
    const report = (await view(writer, other)).report
    assert.ok(report)
    assert.equal('captures' in report, false)
  })
  it('gives the seeded signed endoscopy reports their captures: labelled, in print order, one in four left out, served', async () => {
    const signed = t.db.prepare(`SELECT e.id FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id AND r.state = 'final'
      WHERE e.modality = 'ES' AND EXISTS (SELECT 1 FROM ris_es_capture c WHERE c.exam_id = e.id) ORDER BY e.id LIMIT 1`).get() as { id: number }
    const stored = t.db.prepare('SELECT id, site, sort, in_report FROM ris_es_capture WHERE exam_id = ? ORDER BY sort').all(signed.id) as
      { id: number; site: string; sort: number; in_report: number }[]
    assert.ok(stored.length >= 2 && stored.every((c) => c.site), 'labelled captures')
    const captures = (await view(writer, signed.id)).report!.captures ?? []
    assert.deepEqual(captures.map((c) => [c.id, c.site]), stored.filter((c) => c.in_report === 1).map((c) => [c.id, c.site]))
    // The seeded captures are the generated archive's images (made at the server's first start).
    ensurePacs(t.db, join(t.dataDir, 'pacs'), ASSETS_DIR)
    const file = await t.app.request(captures[0]!.url, { headers: { Authorization: writer } })
    assert.equal(file.status, 200)
    assert.equal(file.headers.get('content-type'), 'image/png')
  })
})
