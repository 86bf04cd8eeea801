import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { CollectedCaseDto, CollectionFolderDto, CollectionTagDto, Page } from '../../src/core/contract'
import { makeServer, type TestServer } from './helpers'

const PAGE = 'page=0&size=1000'

describe('case collection: api/collection', () => {
  let t: TestServer
  let fangshe: string
  let fangshe2: string
  let chaosheng: string
  let xindian: string
  const folderId = (name: string) => (t.db.prepare('SELECT id FROM ris_collect_folder WHERE name = ?').get(name) as { id: number }).id
  const cases = async (token: string, query = '') => {
    const res = await t.call<Page<CollectedCaseDto>>('GET', `/api/collection?${PAGE}${query}`, { token })
    assert.equal(res.status, 200, res.text)
    return res.json
  }
  /** A positive signed radiology exam that no folder holds yet. */
  const freshExam = (modality = 'CT') => (t.db.prepare(`SELECT e.id FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id
    WHERE e.modality = ? AND r.state = 'final' AND e.id NOT IN (SELECT exam_id FROM ris_collect_case) ORDER BY e.id LIMIT 1`).get(modality) as { id: number }).id

  before(async () => {
    t = await makeServer()
    fangshe = await t.login('fangshe')
    fangshe2 = await t.login('fangshe2')
    chaosheng = await t.login('chaosheng')
    xindian = await t.login('xindian')
  })
  after(() => t.close())

  it('seeds about 25 cases in personal and public folders, each with tags', () => {
    const { n } = t.db.prepare('SELECT COUNT(*) AS n FROM ris_collect_case').get() as { n: number }
    assert.ok(n >= 20 && n <= 30, `${n} cases`)
    const scopes = t.db.prepare(`SELECT f.scope, COUNT(*) AS n FROM ris_collect_case c JOIN ris_collect_folder f ON f.id = c.folder_id GROUP BY f.scope ORDER BY f.scope`)
      .all() as { scope: string; n: number }[]
    assert.deepEqual(scopes.map((s) => s.scope), ['personal', 'public'])
    const untagged = t.db.prepare('SELECT COUNT(*) AS n FROM ris_collect_case c WHERE NOT EXISTS (SELECT 1 FROM ris_collect_tag WHERE case_id = c.id)').get() as { n: number }
    assert.equal(untagged.n, 0)
  })

  it('lists a user\'s own personal folders and every department\'s public ones, never another user\'s personal folders', async () => {
    const res = await t.call<CollectionFolderDto[]>('GET', '/api/collection/folder', { token: fangshe })
    assert.equal(res.status, 200, res.text)
    const expected = t.db.prepare(`SELECT id FROM ris_collect_folder WHERE (scope = 'personal' AND owner_id = 3) OR scope = 'public' ORDER BY id`).all() as { id: number }[]
    assert.deepEqual(res.json.map((f) => f.id).sort((a, b) => a - b), expected.map((r) => r.id))
    assert.ok(!res.json.some((f) => f.name === '待复习'), 'fangshe2\'s personal folder stays his')
    const chest = res.json.find((f) => f.name === '胸部病例')!
    assert.equal(chest.caseCount, (t.db.prepare('SELECT COUNT(*) AS n FROM ris_collect_case WHERE folder_id = ?').get(chest.id) as { n: number }).n)
    assert.deepEqual([chest.writable, chest.editable], [true, true])
    const usPublic = res.json.find((f) => f.name === '超声科教学病例')!
    assert.deepEqual([usPublic.scope, usPublic.deptName, usPublic.writable], ['public', '超声科', false], 'another department\'s folder is read-only')
    assert.equal(res.json.find((f) => f.name === '放射科教学病例')!.writable, true, 'his own department\'s public folder takes cases')
  })

  it('needs collection:list (an ECG physician is refused)', async () => {
    assert.equal((await t.call('GET', '/api/collection/folder', { token: xindian })).status, 403)
    assert.equal((await t.call('GET', `/api/collection?${PAGE}`)).status, 401)
  })

  it('makes folders, refusing a duplicate name beside it and a parent of another kind', async () => {
    const made = await t.call<CollectionFolderDto>('POST', '/api/collection/folder', { token: fangshe, body: { name: '肝脏', scope: 'personal' } })
    assert.equal(made.status, 201, made.text)
    assert.deepEqual([made.json.scope, made.json.ownerId, made.json.deptId, made.json.caseCount], ['personal', 3, null, 0])
    const twice = await t.call<{ message: string }>('POST', '/api/collection/folder', { token: fangshe, body: { name: '肝脏', scope: 'personal' } })
    assert.equal(twice.status, 409)
    assert.match(twice.json.message, /肝脏/)
    const mixed = await t.call('POST', '/api/collection/folder', { token: fangshe, body: { name: '子', scope: 'public', parentId: made.json.id } })
    assert.equal(mixed.status, 400)
    const blank = await t.call('POST', '/api/collection/folder', { token: fangshe, body: { name: '  ', scope: 'personal' } })
    assert.equal(blank.status, 400)
    const pub = await t.call<CollectionFolderDto>('POST', '/api/collection/folder', { token: fangshe, body: { name: '读片会', scope: 'public' } })
    assert.equal(pub.status, 201, pub.text)
    assert.deepEqual([pub.json.deptId, pub.json.deptName], [3, '放射科'], 'a public folder is the maker\'s department\'s')
  })

  it('collects an exam with tags and a note, and answers 409 for the same exam in the same folder', async () => {
    const examId = freshExam()
    const folder = folderId('胸部病例')
    const res = await t.call<CollectedCaseDto>('POST', '/api/collection', {
      token: fangshe, body: { examineId: examId, folderId: folder, tags: ['肺癌', '胸部'], note: '分叶征、毛刺征典型' },
    })
    assert.equal(res.status, 201, res.text)
    assert.deepEqual([res.json.examineId, res.json.folderId, res.json.tags, res.json.note, res.json.addedBy, res.json.anonymized],
      [examId, folder, ['肺癌', '胸部'], '分叶征、毛刺征典型', '李建国', false])
    const exam = t.db.prepare('SELECT e.exam_no AS no, p.name FROM ris_exam e JOIN ris_patient p ON p.id = e.patient_ref WHERE e.id = ?').get(examId) as { no: string; name: string }
    assert.deepEqual([res.json.examNo, res.json.patientName], [exam.no, exam.name])
    const again = await t.call<{ message: string }>('POST', '/api/collection', { token: fangshe, body: { examineId: examId, folderId: folder } })
    assert.equal(again.status, 409)
    assert.match(again.json.message, /胸部病例/)
    const tagTwice = await t.call('POST', '/api/collection', { token: fangshe, body: { examineId: examId, folderId: folderId('急诊病例'), tags: ['a', 'A'] } })
    assert.equal(tagTwice.status, 400)
    const missing = await t.call('POST', '/api/collection', { token: fangshe, body: { examineId: 999999, folderId: folder } })
    assert.equal(missing.status, 404)
  })

  it('refuses filing into someone else\'s personal folder (404) or another department\'s public folder (403)', async () => {
    const examId = freshExam()
    const other = await t.call('POST', '/api/collection', { token: fangshe, body: { examineId: examId, folderId: folderId('待复习') } })
    assert.equal(other.status, 400, 'an invisible folder is an unknown folder')
    const foreign = await t.call('POST', '/api/collection', { token: fangshe, body: { examineId: examId, folderId: folderId('超声科教学病例') } })
    assert.equal(foreign.status, 403)
  })

  it('searches by text over exam item, tags, note and report — never the patient — and by tags', async () => {
    const all = await cases(fangshe)
    const expectedTotal = (t.db.prepare(`SELECT COUNT(*) AS n FROM ris_collect_case c JOIN ris_collect_folder f ON f.id = c.folder_id
      WHERE (f.scope = 'personal' AND f.owner_id = 3) OR f.scope = 'public'`).get() as { n: number }).n
    assert.equal(all.totalElements, expectedTotal)
    const byTag = await cases(fangshe, `&tag=${encodeURIComponent('肺炎')}`)
    const expectedTag = (t.db.prepare(`SELECT COUNT(*) AS n FROM ris_collect_case c JOIN ris_collect_folder f ON f.id = c.folder_id
      WHERE ((f.scope = 'personal' AND f.owner_id = 3) OR f.scope = 'public') AND EXISTS (SELECT 1 FROM ris_collect_tag t WHERE t.case_id = c.id AND t.tag = '肺炎')`).get() as { n: number }).n
    assert.ok(expectedTag > 0)
    assert.equal(byTag.totalElements, expectedTag)
    assert.ok(byTag.content.every((c) => c.tags.includes('肺炎')))
    const byNote = await cases(fangshe, `&blurry=${encodeURIComponent('分叶征')}`)
    assert.equal(byNote.totalElements, 1)
    const patient = byNote.content[0]!.patientName!
    assert.equal((await cases(fangshe, `&blurry=${encodeURIComponent(patient)}`)).totalElements, 0, 'the patient\'s name finds nothing')
    const inFolder = await cases(fangshe, `&folderId=${folderId('放射科教学病例')}`)
    const subtree = (t.db.prepare(`SELECT COUNT(*) AS n FROM ris_collect_case WHERE folder_id IN (SELECT id FROM ris_collect_folder WHERE id = ? OR parent_id = ?)`)
      .get(folderId('放射科教学病例'), folderId('放射科教学病例')) as { n: number }).n
    assert.equal(inFolder.totalElements, subtree, 'a folder lists the folders under it too')
    const tags = await t.call<CollectionTagDto[]>('GET', '/api/collection/tags', { token: fangshe })
    assert.equal(tags.status, 200)
    assert.equal(tags.json.find((x) => x.tag === '肺炎')?.count, expectedTag)
  })

  it('shows another department\'s public case without the patient, and its own department\'s with him', async () => {
    const us = await cases(fangshe, `&folderId=${folderId('超声科教学病例')}`)
    assert.ok(us.totalElements > 0)
    for (const c of us.content) {
      assert.deepEqual([c.anonymized, c.patientName, c.patientId, c.examNo], [true, null, null, null])
      assert.match(c.examDate, /^\d{4}-\d{2}$/)
      assert.ok(c.examItem && c.impression, 'the teaching content stays')
      assert.deepEqual([c.editable, c.deletable], [false, false])
    }
    const asSonographer = await cases(chaosheng, `&folderId=${folderId('超声科教学病例')}`)
    assert.ok(asSonographer.content.every((c) => !c.anonymized && c.patientName !== null))
    const radAsSonographer = await cases(chaosheng, `&folderId=${folderId('放射科教学病例')}`)
    assert.ok(radAsSonographer.totalElements > 0)
    assert.ok(radAsSonographer.content.every((c) => c.anonymized && c.patientName === null))
    const one = await t.call<CollectedCaseDto>('GET', `/api/collection/${radAsSonographer.content[0]!.id}`, { token: chaosheng })
    assert.equal(one.json.patientName, null)
    assert.ok(!one.text.includes(t.db.prepare('SELECT p.name FROM ris_exam e JOIN ris_patient p ON p.id = e.patient_ref WHERE e.id = ?')
      .pluck().get(one.json.examineId) as string), 'the patient\'s name is nowhere in the answer')
  })

  it('hides another user\'s personal cases (404) and lets only the owner change them', async () => {
    const theirs = (t.db.prepare(`SELECT c.id FROM ris_collect_case c JOIN ris_collect_folder f ON f.id = c.folder_id WHERE f.name = '待复习' LIMIT 1`).get() as { id: number }).id
    assert.equal((await t.call('GET', `/api/collection/${theirs}`, { token: fangshe })).status, 404)
    assert.equal((await t.call('DELETE', '/api/collection', { token: fangshe, body: [theirs] })).status, 404)
    const edit = await t.call('PUT', '/api/collection', { token: fangshe2, body: { id: theirs, tags: ['复习'], note: '周五读片' } })
    assert.equal(edit.status, 204, edit.text)
    const after = await t.call<CollectedCaseDto>('GET', `/api/collection/${theirs}`, { token: fangshe2 })
    assert.deepEqual([after.json.tags, after.json.note], [['复习'], '周五读片'])
  })

  it('moves a personal case to a public folder; a copy already there is a 409 and nothing moves', async () => {
    const examId = freshExam()
    const mine = await t.call<CollectedCaseDto>('POST', '/api/collection', { token: fangshe, body: { examineId: examId, folderId: folderId('急诊病例'), tags: ['急诊'] } })
    const target = folderId('放射科教学病例')
    const moved = await t.call('PUT', '/api/collection/move', { token: fangshe, body: { ids: [mine.json.id], folderId: target } })
    assert.equal(moved.status, 204, moved.text)
    const now = await t.call<CollectedCaseDto>('GET', `/api/collection/${mine.json.id}`, { token: fangshe })
    assert.deepEqual([now.json.folderId, now.json.scope, now.json.addedBy, now.json.tags], [target, 'public', '李建国', ['急诊']])
    // fangshe2 of the same department sees it with the patient; he may not move or delete it (not his, no curator rights needed to read).
    const colleague = await t.call<CollectedCaseDto>('GET', `/api/collection/${mine.json.id}`, { token: fangshe2 })
    assert.equal(colleague.json.anonymized, false)
    assert.equal(colleague.json.editable, false)
    assert.equal((await t.call('PUT', '/api/collection/move', { token: fangshe2, body: { ids: [mine.json.id], folderId: folderId('待复习') } })).status, 403)
    // Collect the same exam privately, then try to move it into the folder that already holds it.
    const copy = await t.call<CollectedCaseDto>('POST', '/api/collection', { token: fangshe, body: { examineId: examId, folderId: folderId('胸部病例') } })
    assert.equal(copy.status, 201)
    const dup = await t.call('PUT', '/api/collection/move', { token: fangshe, body: { ids: [copy.json.id], folderId: target } })
    assert.equal(dup.status, 409)
    assert.equal((await t.call<CollectedCaseDto>('GET', `/api/collection/${copy.json.id}`, { token: fangshe })).json.folderId, folderId('胸部病例'))
  })

  it('shares a personal case into a public folder as a copy, and only into a public folder', async () => {
    const examId = freshExam()
    const mine = await t.call<CollectedCaseDto>('POST', '/api/collection', { token: fangshe, body: { examineId: examId, folderId: folderId('胸部病例'), tags: ['肺栓塞'], note: '充盈缺损' } })
    const shared = await t.call<CollectedCaseDto[]>('POST', '/api/collection/share', { token: fangshe, body: { ids: [mine.json.id], folderId: folderId('放射科教学病例') } })
    assert.equal(shared.status, 201, shared.text)
    assert.deepEqual([shared.json[0]!.scope, shared.json[0]!.tags, shared.json[0]!.note], ['public', ['肺栓塞'], '充盈缺损'])
    assert.equal((await t.call('GET', `/api/collection/${mine.json.id}`, { token: fangshe })).status, 200, 'the original stays')
    const toPersonal = await t.call('POST', '/api/collection/share', { token: fangshe, body: { ids: [mine.json.id], folderId: folderId('急诊病例') } })
    assert.equal(toPersonal.status, 400)
  })

  it('deletes one\'s own cases; another\'s public case only with collection:del in its department', async () => {
    const examId = freshExam('MR')
    const byColleague = await t.call<CollectedCaseDto>('POST', '/api/collection', { token: fangshe2, body: { examineId: examId, folderId: folderId('放射科教学病例') } })
    assert.equal(byColleague.status, 201, byColleague.text)
    // fangshe holds collection:del (the radiologists are granted the whole collection menu) and is of 放射科.
    const seen = await t.call<CollectedCaseDto>('GET', `/api/collection/${byColleague.json.id}`, { token: fangshe })
    assert.deepEqual([seen.json.editable, seen.json.deletable], [false, true])
    const usCase = (await cases(fangshe, `&folderId=${folderId('超声科教学病例')}`)).content[0]!
    assert.equal((await t.call('DELETE', '/api/collection', { token: fangshe, body: [usCase.id] })).status, 403, 'not his department\'s')
    assert.equal((await t.call('DELETE', '/api/collection', { token: fangshe, body: [byColleague.json.id] })).status, 204)
    assert.equal((await t.call('GET', `/api/collection/${byColleague.json.id}`, { token: fangshe2 })).status, 404)
  })

  it('deletes only empty folders', async () => {
    const full = await t.call('DELETE', `/api/collection/folder/${folderId('胸部病例')}`, { token: fangshe })
    assert.equal(full.status, 409)
    const empty = await t.call<CollectionFolderDto>('POST', '/api/collection/folder', { token: fangshe, body: { name: '空', scope: 'personal' } })
    assert.equal((await t.call('DELETE', `/api/collection/folder/${empty.json.id}`, { token: fangshe })).status, 204)
    assert.equal((await t.call('DELETE', `/api/collection/folder/${folderId('放射科教学病例')}`, { token: chaosheng })).status, 403)
  })
})
