import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BiopsyDto, BiopsyWithExamDto, Page, SpecimenDto } from '../../src/core/contract'
import { makeServer, type TestServer } from './helpers'

interface ErrorBody { message: string; errors?: { field: string; message: string }[] }

describe('pathology specimens: api/specimen', () => {
  let t: TestServer
  let writer: string
  let writer2: string
  let auditor: string
  let endoscopist: string
  let radiologist: string
  /** An examined gastroscopy with no specimen yet, and a biopsy recorded on it. */
  let esExamId: number
  let biopsy: BiopsyDto

  const body = (extra: Record<string, unknown> = {}) => ({
    specimenType: 'biopsy', receivedAt: '2025-06-01 07:30', collectedAt: '2025-06-01 07:05', clinicalHistory: '上腹痛', ...extra,
  })

  before(async () => {
    t = await makeServer()
    const [a, b, c, d, e] = await Promise.all(['bingli', 'bingli2', 'binglizr', 'neijing', 'fangshe'].map((u) => t.login(u)))
    ;[writer, writer2, auditor, endoscopist, radiologist] = [a!, b!, c!, d!, e!]
    esExamId = (t.db.prepare(`SELECT e.id FROM ris_exam e WHERE e.modality = 'ES' AND e.exam_time IS NOT NULL AND e.status NOT IN ('7', '9')
        AND e.source = 'in' AND NOT EXISTS (SELECT 1 FROM pis_specimen s WHERE s.source_exam_id = e.id)
        AND NOT EXISTS (SELECT 1 FROM ris_report r WHERE r.exam_id = e.id AND r.state IN ('final', 'corrected')) ORDER BY e.id LIMIT 1`).get() as { id: number }).id
    const made = await t.call<BiopsyDto>('POST', '/api/biopsy', { token: endoscopist, body: { examineId: esExamId, site: '胃窦', pieces: 2, bottleNo: 'T-1' } })
    assert.equal(made.status, 201, made.text)
    biopsy = made.json
  })
  after(() => t.close())

  it('seeds a dozen specimens in every state, each naming the exam it came from or is reported under', async () => {
    const res = await t.call<Page<SpecimenDto>>('GET', '/api/specimen?size=100', { token: writer })
    assert.equal(res.status, 200, res.text)
    assert.equal(res.json.totalElements, 12)
    assert.deepEqual(new Set(res.json.content.map((s) => s.state)), new Set(['draft', 'preliminary', 'final', 'amended']))
    for (const s of res.json.content) assert.ok(s.sourceExam || s.exam, s.specimenNo)
    const amended = res.json.content.find((s) => s.state === 'amended')!
    assert.equal(amended.amendments.length, 1)
    assert.notEqual(amended.amendments[0]!.previousDiagnosis, amended.diagnosis)
  })

  it('filters by state, received dates and text over patient, numbers and diagnosis', async () => {
    const finals = await t.call<Page<SpecimenDto>>('GET', '/api/specimen?state=final&size=100', { token: writer })
    assert.ok(finals.json.content.length > 0 && finals.json.content.every((s) => s.state === 'final'))
    const one = finals.json.content[0]!
    for (const text of [one.specimenNo, one.patientName, one.diagnosis.slice(1, 6)]) {
      const found = await t.call<Page<SpecimenDto>>('GET', `/api/specimen?blurry=${encodeURIComponent(text)}&size=100`, { token: writer })
      assert.ok(found.json.content.some((s) => s.id === one.id), text)
    }
    const day = one.receivedAt.slice(0, 10)
    const inDay = await t.call<Page<SpecimenDto>>('GET', `/api/specimen?receivedAt=${day}&receivedAt=${day}&size=100`, { token: writer })
    assert.ok(inDay.json.content.length > 0 && inDay.json.content.every((s) => s.receivedAt.startsWith(day)))
    const bad = await t.call<ErrorBody>('GET', '/api/specimen?state=done', { token: writer })
    assert.equal(bad.status, 400)
    assert.ok(bad.json.errors?.some((e) => e.field === 'state'))
  })

  it('refuses callers without pathology rights', async () => {
    // The pathology auditor holds pis:write too (bingliAudit has the whole family); a radiologist has no pathology rights.
    const other = await t.call('GET', '/api/specimen', { token: radiologist })
    assert.equal(other.status, 403)
    const create = await t.call('POST', '/api/specimen', { token: endoscopist, body: body({ sourceExamId: esExamId }) })
    assert.equal(create.status, 403)
  })

  let specimen: SpecimenDto

  it('creates a draft from a biopsy: the biopsy\'s exam becomes the source, the number is given out; the biopsy names it once linked', async () => {
    const res = await t.call<SpecimenDto>('POST', '/api/specimen', { token: writer, body: body({ biopsyId: biopsy.id }) })
    assert.equal(res.status, 201, res.text)
    specimen = res.json
    assert.equal(specimen.state, 'draft')
    assert.equal(specimen.sourceExamId, esExamId)
    assert.match(specimen.specimenNo, /^S25-\d{5}$/)
    assert.deepEqual([specimen.biopsy?.site, specimen.biopsy?.bottleNo, specimen.biopsy?.pieces], ['胃窦', 'T-1', 2])
    assert.equal(specimen.pathologist, '孙丽')
    // The specimen routes never write the biopsy's own link: PUT api/biopsy/{id}/specimen is its only writer.
    assert.equal(specimen.biopsy?.specimenId, null)
    assert.equal((await t.call<BiopsyWithExamDto>('GET', `/api/biopsy/${biopsy.id}`, { token: endoscopist })).json.specimenId, null)
    const link = await t.call<BiopsyDto>('PUT', `/api/biopsy/${biopsy.id}/specimen`, { token: writer, body: { specimenId: specimen.id } })
    assert.equal(link.status, 200, link.text)
    const linked = await t.call<BiopsyWithExamDto>('GET', `/api/biopsy/${biopsy.id}`, { token: endoscopist })
    assert.equal(linked.json.specimenId, specimen.id)
    const shown = await t.call<SpecimenDto>('GET', `/api/specimen/${specimen.id}`, { token: writer })
    assert.equal(shown.json.biopsy?.specimenId, specimen.id)
    specimen = shown.json
  })

  it('refuses a second specimen of the same biopsy, a biopsy of another exam, impossible dates and no exam at all', async () => {
    const twice = await t.call<ErrorBody>('POST', '/api/specimen', { token: writer2, body: body({ biopsyId: biopsy.id }) })
    assert.equal(twice.status, 409)
    assert.match(twice.json.message, new RegExp(specimen.specimenNo))
    const otherExam = (t.db.prepare("SELECT id FROM ris_exam WHERE modality = 'ES' AND id <> ? LIMIT 1").get(esExamId) as { id: number }).id
    const wrong = await t.call<ErrorBody>('POST', '/api/specimen', { token: writer, body: body({ biopsyId: biopsy.id, sourceExamId: otherExam }) })
    assert.equal(wrong.status, 400)
    assert.ok(wrong.json.errors?.some((e) => e.field === 'biopsyId'))
    const noExam = await t.call<ErrorBody>('POST', '/api/specimen', { token: writer, body: body() })
    assert.equal(noExam.status, 400)
    const future = await t.call<ErrorBody>('POST', '/api/specimen', { token: writer, body: body({ sourceExamId: esExamId, receivedAt: '2030-01-01 08:00' }) })
    assert.equal(future.status, 400)
    assert.ok(future.json.errors?.some((e) => e.field === 'receivedAt'))
    const reversed = await t.call<ErrorBody>('POST', '/api/specimen', {
      token: writer, body: body({ sourceExamId: esExamId, collectedAt: '2025-06-01 07:40', receivedAt: '2025-06-01 07:30' }),
    })
    assert.ok(reversed.json.errors?.some((e) => e.field === 'collectedAt'), reversed.text)
    const badDate = await t.call<ErrorBody>('POST', '/api/specimen', { token: writer, body: body({ sourceExamId: esExamId, receivedAt: '2025-02-30 08:00' }) })
    assert.equal(badDate.status, 400)
    const badType = await t.call<ErrorBody>('POST', '/api/specimen', { token: writer, body: body({ sourceExamId: esExamId, specimenType: 'blood' }) })
    assert.ok(badType.json.errors?.some((e) => e.field === 'specimenType'))
    const notPis = await t.call<ErrorBody>('POST', '/api/specimen', { token: writer, body: body({ examineId: esExamId }) })
    assert.ok(notPis.json.errors?.some((e) => e.field === 'examineId'))
  })

  it('lets only its pathologist edit and submit the draft, with the version last read and a diagnosis', async () => {
    const edit = (token: string, extra: Record<string, unknown>) => t.call<SpecimenDto>('PUT', '/api/specimen', {
      token, body: body({ id: specimen.id, biopsyId: biopsy.id, version: specimen.version, ...extra }),
    })
    const notMine = await edit(writer2, { grossDescription: '灰白色黏膜两粒' })
    assert.equal(notMine.status, 403)
    const noDiagnosis = await t.call('POST', `/api/specimen/${specimen.id}/submit`, { token: writer, body: { version: specimen.version } })
    assert.equal(noDiagnosis.status, 400)
    const saved = await edit(writer, { grossDescription: '灰白色黏膜两粒', microscopicDescription: '固有层淋巴细胞浸润', diagnosis: '（胃窦）慢性非萎缩性胃炎。' })
    assert.equal(saved.status, 200, saved.text)
    const stale = await edit(writer, { diagnosis: '旧版本' })
    assert.equal(stale.status, 409)
    specimen = saved.json
    const submitted = await t.call<SpecimenDto>('POST', `/api/specimen/${specimen.id}/submit`, { token: writer, body: { version: specimen.version } })
    assert.equal(submitted.status, 200, submitted.text)
    assert.equal(submitted.json.state, 'preliminary')
    specimen = submitted.json
  })

  it('is signed off only by another pathologist holding pis:audit (four eyes)', async () => {
    const own = await t.call('POST', `/api/specimen/${specimen.id}/finalize`, { token: writer, body: { version: specimen.version } })
    assert.equal(own.status, 403, 'bingli holds no pis:audit')
    // The auditor wrote one himself: he may not sign it off.
    const mine = await t.call<SpecimenDto>('POST', '/api/specimen', { token: auditor, body: body({ sourceExamId: esExamId, diagnosis: '慢性炎' }) })
    assert.equal(mine.status, 201, mine.text)
    const sent = await t.call<SpecimenDto>('POST', `/api/specimen/${mine.json.id}/submit`, { token: auditor, body: { version: mine.json.version } })
    const self = await t.call<ErrorBody>('POST', `/api/specimen/${mine.json.id}/finalize`, { token: auditor, body: { version: sent.json.version } })
    assert.equal(self.status, 403)
    assert.match(self.json.message, /another pathologist|另一位/)
    const signed = await t.call<SpecimenDto>('POST', `/api/specimen/${specimen.id}/finalize`, { token: auditor, body: { version: specimen.version } })
    assert.equal(signed.status, 200, signed.text)
    assert.deepEqual([signed.json.state, signed.json.auditor], ['final', '梁振华'])
    specimen = signed.json
    const edit = await t.call('PUT', '/api/specimen', { token: writer, body: body({ id: specimen.id, biopsyId: biopsy.id, version: specimen.version, diagnosis: 'x' }) })
    assert.equal(edit.status, 409, 'a final result changes only by amendment')
  })

  it('amends a final result with a reason and keeps the diagnosis it replaced', async () => {
    const noReason = await t.call<ErrorBody>('POST', `/api/specimen/${specimen.id}/amend`, { token: writer, body: { reason: ' ', diagnosis: 'y', version: specimen.version } })
    assert.equal(noReason.status, 400)
    assert.ok(noReason.json.errors?.some((e) => e.field === 'reason'))
    const before = specimen.diagnosis
    const amended = await t.call<SpecimenDto>('POST', `/api/specimen/${specimen.id}/amend`, {
      token: writer, body: { reason: 'HP 免疫组化阳性', diagnosis: '（胃窦）慢性非萎缩性胃炎，HP（+）。', version: specimen.version },
    })
    assert.equal(amended.status, 200, amended.text)
    assert.equal(amended.json.state, 'amended')
    assert.equal(amended.json.diagnosis, '（胃窦）慢性非萎缩性胃炎，HP（+）。')
    assert.deepEqual(amended.json.amendments.map((a) => [a.reason, a.previousDiagnosis, a.amendedBy]), [['HP 免疫组化阳性', before, '孙丽']])
    const stale = await t.call('POST', `/api/specimen/${specimen.id}/amend`, { token: writer, body: { reason: 'r', diagnosis: 'd', version: specimen.version } })
    assert.equal(stale.status, 409)
  })

  it('answers an exam\'s pathology results for follow-up, drafts only to pathology writers', async () => {
    const results = await t.call<SpecimenDto[]>('GET', `/api/specimen/bySource/${esExamId}`, { token: endoscopist })
    assert.equal(results.status, 200, results.text)
    assert.ok(results.json.some((s) => s.id === specimen.id && s.state === 'amended'))
    assert.ok(results.json.every((s) => s.state !== 'draft'))
    const unknown = await t.call('GET', '/api/specimen/bySource/999999', { token: writer })
    assert.equal(unknown.status, 404)
    const one = await t.call<SpecimenDto>('GET', `/api/specimen/${specimen.id}`, { token: writer2 })
    assert.equal(one.json.biopsy?.bottleNo, 'T-1')
  })

  it('deletes only drafts, only its own pathologist\'s (or an admin), after its biopsy was unlinked; all or nothing', async () => {
    const made = await t.call<BiopsyDto>('POST', '/api/biopsy', { token: endoscopist, body: { examineId: esExamId, site: '胃体', pieces: 1, bottleNo: 'T-2' } })
    assert.equal(made.status, 201, made.text)
    const second = made.json
    const draft = (await t.call<SpecimenDto>('POST', '/api/specimen', { token: writer, body: body({ biopsyId: second.id }) })).json
    assert.equal((await t.call('PUT', `/api/biopsy/${second.id}/specimen`, { token: writer, body: { specimenId: draft.id } })).status, 200)
    const remove = (token: string, ids: unknown) => t.call<ErrorBody>('DELETE', '/api/specimen', { token, body: ids })
    const exists = async (id: number) => (await t.call('GET', `/api/specimen/${id}`, { token: writer })).status === 200

    assert.equal((await remove(endoscopist, [draft.id])).status, 403, 'no pis:write')
    const other = await remove(writer2, [draft.id])
    assert.equal(other.status, 403)
    assert.match(other.json.message, /孙丽/)
    // The biopsy still names it: the link goes first, through the biopsy route.
    const linked = await remove(writer, [draft.id])
    assert.equal(linked.status, 409)
    assert.match(linked.json.message, /T-2/)
    // A biopsy naming a specimen cannot be given to another one either.
    const reuse = await t.call<ErrorBody>('POST', '/api/specimen', { token: writer2, body: body({ biopsyId: second.id }) })
    assert.equal(reuse.status, 409)
    assert.match(reuse.json.message, new RegExp(draft.specimenNo))
    assert.equal((await t.call('PUT', `/api/biopsy/${second.id}/specimen`, { token: writer, body: { specimenId: null } })).status, 200)

    // Not a draft (the amended one above, a seeded preliminary one of the same pathologist): 409, and nothing of the list goes.
    const preliminary = (await t.call<Page<SpecimenDto>>('GET', '/api/specimen?state=preliminary&size=100', { token: writer })).json.content
      .find((s) => s.pathologist === '孙丽')!
    const amended = (await t.call<SpecimenDto>('GET', `/api/specimen/${specimen.id}`, { token: writer })).json
    for (const settled of [amended, preliminary]) {
      const refused = await remove(writer, [draft.id, settled.id])
      assert.equal(refused.status, 409, settled.state)
      assert.match(refused.json.message, new RegExp(settled.state))
    }
    assert.ok(await exists(draft.id), 'nothing deleted')
    assert.equal((await remove(writer, [draft.id, 999_999])).status, 404)
    assert.equal((await remove(writer, [])).status, 400)
    assert.equal((await remove(writer, ['x'])).status, 400)

    const done = await t.call<number[]>('DELETE', '/api/specimen', { token: writer, body: [draft.id, draft.id] })
    assert.equal(done.status, 200, done.text)
    assert.deepEqual(done.json, [draft.id])
    assert.equal(await exists(draft.id), false)
    // The biopsy is free again: another specimen may be made of it.
    const again = await t.call<SpecimenDto>('POST', '/api/specimen', { token: writer2, body: body({ biopsyId: second.id }) })
    assert.equal(again.status, 201, again.text)

    // An admin deletes another pathologist's draft.
    const admin = await t.login('admin')
    const byAdmin = await remove(admin!, [again.json.id])
    assert.equal(byAdmin.status, 200, byAdmin.text)
    assert.equal(await exists(again.json.id), false)
  })
})
