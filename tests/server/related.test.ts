import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { ExamDto } from '../../src/core/contract/exam'
import type { ApplyDeptDto, BodyPartDto, RegistrationBody, RegistrationResult } from '../../src/core/contract/registration'
import type { DuplicatePairDto, ExamLinkResult, PatientMergeDto, PatientMergeResult } from '../../src/core/contract/related'
import type { DeviceTypeDto } from '../../src/core/contract/system'
import { residentIdCheck } from '../../src/core/registration/residentId'
import { makeServer, type TestServer } from './helpers'

type Page<T> = { content: T[]; totalElements: number }
type History = { action: string; from?: string; to: string; operator: string; reason?: string }[]

/** A valid resident ID of a woman born on `birth` (yyyy-MM-dd); `serial` keeps two women of one birthday apart. */
function idCard(birth: string, serial: number): string {
  const first17 = `330102${birth.replaceAll('-', '')}${String(serial % 50).padStart(2, '0')}${(serial % 5) * 2}`
  return first17 + residentIdCheck(first17)
}

describe('related exams and duplicate patients: duplicates, merge and its undo, link groups', () => {
  let t: TestServer
  let dengji: string
  let admin: string
  let us: DeviceTypeDto
  let depts: ApplyDeptDto[]
  let parts: BodyPartDto[]
  let seq = 0

  const registration = (patient: Partial<RegistrationBody['patient']>, part = '产科'): RegistrationBody => ({
    requestId: `related-${++seq}-${Date.now()}`,
    patient: { name: '林晓雯', namePinyin: 'LIN XIAO WEN', gender: '女', birthDate: '1996-03-08', idCardNo: null, phone: '13912345678', ...patient },
    patientType: '1', outpatientNo: 'MZ30001234', applyHospitalId: 1, applyDeptId: depts[0]!.id, applyPhysicianId: null,
    modalityId: us.id, deviceId: null, items: [{ bodyPartId: parts.find((p) => p.name === part)!.id, checkMethodId: null, fee: 160 }],
    urgency: '0', confirmDuplicate: true,
  })
  const register = async (patient: Partial<RegistrationBody['patient']>, part?: string): Promise<RegistrationResult> => {
    const res = await t.call<RegistrationResult>('POST', '/api/registrations', { token: dengji, body: registration(patient, part) })
    assert.equal(res.status, 201, res.text)
    return res.json
  }
  /**
   * The same woman registered twice the way it happens at the desk: first with her ID card; then at the emergency desk
   * with a slip in her name and no ID card (a new record), whose ID card is typed in later — two records, one ID card.
   */
  const duplicatePair = async (name: string, slip: string, pinyin: string, birth: string) => {
    const card = idCard(birth, ++seq)
    const a = await register({ name, namePinyin: pinyin, birthDate: birth, idCardNo: card })
    const b = await register({ name: slip, namePinyin: pinyin, birthDate: birth, phone: '13700001111' }, '妇科')
    const again = await register({ patientId: b.patientId, name: slip, namePinyin: pinyin, birthDate: birth, idCardNo: card })
    assert.equal(again.patientId, b.patientId)
    const ref = (patientId: string) => (t.db.prepare('SELECT id FROM ris_patient WHERE patient_id = ?').get(patientId) as { id: number }).id
    return { a, b, aId: ref(a.patientId), bId: ref(b.patientId), bExams: [...b.exams, ...again.exams].map((e) => e.id) }
  }
  const duplicates = async (token = dengji) => (await t.call<Page<DuplicatePairDto>>('GET', '/api/patients/duplicates?size=500', { token })).json
  const examsOf = async (patientId: string) => (await t.call<ExamDto[]>('GET', `/api/patients/${encodeURIComponent(patientId)}/exams`, { token: dengji })).json
  const history = async (examId: number) => (await t.call<History>('GET', `/api/exams/${examId}/history`, { token: dengji })).json
  const merge = (survivorId: number, mergedId: number, reason = '急诊登记时未带身份证，同一患者', token = dengji) =>
    t.call<PatientMergeResult & { message: string }>('POST', '/api/patients/merge', { token, body: { survivorId, mergedId, reason } })

  before(async () => {
    t = await makeServer()
    dengji = await t.login('dengji')
    admin = await t.login('admin')
    us = (await t.call<DeviceTypeDto[]>('GET', '/api/modality/by-departmentId', { token: dengji })).json.find((m) => m.code === 'US')!
    depts = (await t.call<ApplyDeptDto[]>('GET', '/api/applyDept/own/withApplyPhysicians', { token: dengji })).json
    parts = (await t.call<BodyPartDto[]>('GET', `/api/bodyPart/by-modalityId?modalityId=${us.id}`, { token: dengji })).json
  })
  after(() => t.close())

  it('lists probable duplicates: the seeded ones by ID card and by name, birth date and sex, and a woman registered twice', async () => {
    const seeded = await duplicates()
    assert.ok(seeded.totalElements >= 4, `${seeded.totalElements} pairs`)
    assert.deepEqual([...new Set(seeded.content.map((p) => p.basis))].sort(), ['idCard', 'nameBirth'])
    for (const pair of seeded.content) {
      assert.ok(pair.first.id < pair.second.id && pair.first.examCount > 0 && pair.second.examCount > 0)
      if (pair.basis === 'idCard') assert.equal(pair.first.idCardNo, pair.second.idCardNo)
      else assert.deepEqual([pair.first.name, pair.first.birthDate, pair.first.gender], [pair.second.name, pair.second.birthDate, pair.second.gender])
    }
    const emergency = seeded.content.find((p) => p.second.patientId.startsWith('PR') && !p.second.idCardNo)
    assert.ok(emergency, 'a record registered without an ID card')
    assert.notEqual(emergency.first.phone, emergency.second.phone)

    const { a, b } = await duplicatePair('沈梦瑶', '沈梦遥', 'SHEN MENG YAO', '1993-07-14')
    const pair = (await duplicates()).content.find((p) => p.first.patientId === a.patientId)!
    assert.equal(pair.second.patientId, b.patientId)
    assert.equal(pair.basis, 'idCard')
    assert.deepEqual([pair.first.examCount, pair.second.examCount], [1, 2])
    assert.equal(pair.id, `${pair.first.id}-${pair.second.id}`)
    const found = (await t.call<Page<DuplicatePairDto>>('GET', `/api/patients/duplicates?blurry=${encodeURIComponent('沈梦遥')}`, { token: dengji })).json
    assert.deepEqual(found.content.map((p) => p.id), [pair.id])
  })

  it('merges a duplicate: the exams move to the survivor, the merged record is hidden, each exam\'s history and the audit trail say so', async () => {
    const { a, b, aId, bId, bExams } = await duplicatePair('韩雨彤', '韩雨桐', 'HAN YU TONG', '1991-02-21')
    const res = await merge(aId, bId)
    assert.equal(res.status, 201, res.text)
    assert.deepEqual(res.json.exams.map((e) => e.id).sort(), [...bExams].sort())
    assert.ok(res.json.exams.every((e) => e.patientId === a.patientId && e.patientName === '韩雨彤'))
    assert.deepEqual(res.json.merge.examNos.sort(), res.json.exams.map((e) => e.examNo).sort())
    assert.deepEqual([res.json.merge.survivorPatientId, res.json.merge.mergedPatientId, res.json.merge.operator], [a.patientId, b.patientId, '王晓燕'])

    assert.deepEqual((await examsOf(a.patientId)).map((e) => e.id).sort(), [a.exams[0]!.id, ...bExams].sort())
    assert.deepEqual(await examsOf(b.patientId), [])
    const moved = (await history(bExams[0]!)).at(-1)!
    assert.equal(moved.action, 'merge')
    assert.equal(moved.from, moved.to)
    assert.ok(moved.reason?.includes(a.patientId) && moved.reason.includes(b.patientId) && moved.reason.includes('急诊登记'), moved.reason)
    const trail = (await t.call<Page<PatientMergeDto>>('GET', '/api/patients/merges', { token: dengji })).json
    assert.equal(trail.content[0]!.id, res.json.merge.id)
    assert.equal(trail.content[0]!.mergedName, '韩雨桐')
    assert.equal(trail.content[0]!.undoneAt, undefined)
    assert.ok(!(await duplicates()).content.some((p) => p.second.patientId === b.patientId), 'the pair is gone')

    // The worklist finds the moved exams under the survivor's name, no longer under the slip.
    const byName = (await t.call<Page<ExamDto>>('GET', `/api/exams?size=50&blurry=${encodeURIComponent('韩雨彤')}`, { token: dengji })).json
    assert.ok(bExams.every((id) => byName.content.some((e) => e.id === id)))
    const bySlip = (await t.call<Page<ExamDto>>('GET', `/api/exams?size=50&blurry=${encodeURIComponent('韩雨桐')}`, { token: dengji })).json
    assert.equal(bySlip.totalElements, 0)
    // A registration typed with the merged record's id, or found by her ID card, lands on the survivor.
    const typed = await register({ patientId: b.patientId, name: '韩雨桐', namePinyin: 'HAN YU TONG', birthDate: '1991-02-21' }, '妇科')
    assert.equal(typed.patientId, a.patientId)
  })

  it('refuses to merge a record twice, into itself, an unknown one, and without a reason', async () => {
    const { aId, bId } = await duplicatePair('曹思颖', '曹思影', 'CAO SI YING', '1989-10-02')
    assert.equal((await merge(aId, bId)).status, 201)
    const twice = await merge(aId, bId)
    assert.equal(twice.status, 409)
    assert.match(twice.json.message, /曹思影/)
    const intoMerged = await merge(bId, aId)
    assert.equal(intoMerged.status, 409)
    assert.equal((await merge(aId, aId)).status, 400)
    assert.equal((await merge(aId, 9_999_999)).status, 404)
    const noReason = await merge(aId, bId, '   ')
    assert.equal(noReason.status, 400)
  })

  it('undoes a merge: exactly the moved exams go back, an exam registered to the survivor since stays, and it is undone once', async () => {
    const { a, b, aId, bId, bExams } = await duplicatePair('秦婉婷', '秦婉亭', 'QIN WAN TING', '1995-12-30')
    const merged = await merge(aId, bId)
    const later = await register({ patientId: a.patientId, name: '秦婉婷', namePinyin: 'QIN WAN TING', birthDate: '1995-12-30' }, '妇科')
    const noReason = await t.call('POST', `/api/patients/merges/${merged.json.merge.id}/undo`, { token: dengji, body: { reason: '' } })
    assert.equal(noReason.status, 400)
    const undo = await t.call<PatientMergeResult>('POST', `/api/patients/merges/${merged.json.merge.id}/undo`, { token: dengji, body: { reason: '核对后不是同一人' } })
    assert.equal(undo.status, 200, undo.text)
    assert.deepEqual(undo.json.exams.map((e) => e.id).sort(), [...bExams].sort())
    assert.ok(undo.json.exams.every((e) => e.patientId === b.patientId))
    assert.deepEqual([undo.json.merge.undoneBy, undo.json.merge.undoReason], ['王晓燕', '核对后不是同一人'])
    assert.deepEqual((await examsOf(b.patientId)).map((e) => e.id).sort(), [...bExams].sort())
    assert.deepEqual((await examsOf(a.patientId)).map((e) => e.id).sort(), [a.exams[0]!.id, later.exams[0]!.id].sort())
    assert.equal((await history(bExams[0]!)).at(-1)!.action, 'unmerge')
    assert.ok((await duplicates()).content.some((p) => p.second.patientId === b.patientId), 'the pair is offered again')
    const again = await t.call<{ message: string }>('POST', `/api/patients/merges/${merged.json.merge.id}/undo`, { token: dengji, body: { reason: '再次撤销' } })
    assert.equal(again.status, 409)
    assert.match(again.json.message, /王晓燕/)
  })

  it('refuses an undo that would split a link group across two patients, until the group is dissolved', async () => {
    const { a, aId, bId, bExams } = await duplicatePair('白雪晴', '白雪青', 'BAI XUE QING', '1990-04-18')
    const merged = await merge(aId, bId)
    const linked = await t.call<ExamLinkResult>('POST', '/api/exams/link', { token: dengji, body: { examIds: [a.exams[0]!.id, bExams[0]!], reason: '同次就诊' } })
    assert.equal(linked.status, 201, linked.text)
    const undo = () => t.call<{ message: string }>('POST', `/api/patients/merges/${merged.json.merge.id}/undo`, { token: dengji, body: { reason: '误合并' } })
    const refused = await undo()
    assert.equal(refused.status, 409)
    assert.ok(refused.json.message.includes(linked.json.groupNo), refused.json.message)
    assert.equal((await t.call('POST', `/api/exams/link/${linked.json.groupNo}/unlink`, { token: dengji, body: { reason: '撤销合并前取消关联' } })).status, 200)
    assert.equal((await undo()).status, 200)
  })

  it('refuses a merge when an exam of either record lies outside the caller\'s data scope (403)', async () => {
    const { aId, bId } = await duplicatePair('丁佳怡', '丁嘉怡', 'DING JIA YI', '1992-08-09')
    // The desk sees 放射科 only: the women's ultrasound exams are outside its scope.
    t.db.prepare("UPDATE sys_role SET data_scope = '本级' WHERE name = '登记员'").run()
    t.db.prepare("UPDATE sys_user SET dept_id = 3 WHERE username = 'dengji'").run()
    try {
      const res = await merge(aId, bId)
      assert.equal(res.status, 403)
      assert.match(res.json.message, /丁佳怡.*数据范围/)
      const pairs = await duplicates()
      assert.ok(!pairs.content.some((p) => p.first.id === aId), 'pairs outside the scope are not offered')
      assert.ok(pairs.content.every((p) => p.first.examCount > 0 && p.second.examCount > 0))
    } finally {
      t.db.prepare("UPDATE sys_role SET data_scope = '全部' WHERE name = '登记员'").run()
      t.db.prepare("UPDATE sys_user SET dept_id = 12 WHERE username = 'dengji'").run()
    }
    assert.equal((await merge(aId, bId)).status, 201)
  })

  it('links exams of one patient into a group, refuses an exam already linked (409 naming it) and exams of two patients, and unlinks with a reason', async () => {
    const { a, b } = await duplicatePair('叶秋菲', '叶秋霏', 'YE QIU FEI', '1987-05-05')
    const second = await register({ patientId: a.patientId, name: '叶秋菲', namePinyin: 'YE QIU FEI', birthDate: '1987-05-05' }, '妇科')
    const third = await register({ patientId: a.patientId, name: '叶秋菲', namePinyin: 'YE QIU FEI', birthDate: '1987-05-05' }, '妇科')
    const [x, y, z] = [a.exams[0]!, second.exams[0]!, third.exams[0]!]
    const res = await t.call<ExamLinkResult>('POST', '/api/exams/link', { token: dengji, body: { examIds: [x.id, y.id] } })
    assert.equal(res.status, 201, res.text)
    assert.match(res.json.groupNo, /^GL\d{8}\d{3}$/)
    assert.ok(res.json.exams.every((e) => e.linkGroup === res.json.groupNo))
    const listed = await examsOf(a.patientId)
    assert.deepEqual(listed.filter((e) => e.linkGroup === res.json.groupNo).map((e) => e.id).sort(), [x.id, y.id].sort())
    assert.equal(listed.find((e) => e.id === z.id)!.linkGroup, undefined)
    assert.equal((await t.call<ExamDto>('GET', `/api/exams/${x.id}`, { token: dengji })).json.linkGroup, res.json.groupNo)

    const taken = await t.call<{ message: string; groupNo: string }>('POST', '/api/exams/link', { token: dengji, body: { examIds: [z.id, y.id] } })
    assert.equal(taken.status, 409)
    assert.ok(taken.json.message.includes(y.examNo) && taken.json.message.includes(res.json.groupNo), taken.json.message)
    const two = await t.call<{ message: string }>('POST', '/api/exams/link', { token: dengji, body: { examIds: [z.id, b.exams[0]!.id] } })
    assert.equal(two.status, 400)
    assert.match(two.json.message, /同一患者/)
    assert.equal((await t.call('POST', '/api/exams/link', { token: dengji, body: { examIds: [z.id] } })).status, 400)
    assert.equal((await t.call('POST', '/api/exams/link', { token: dengji, body: { examIds: [z.id, z.id] } })).status, 400)
    assert.equal((await t.call('POST', '/api/exams/link', { token: dengji, body: { examIds: [z.id, 99_999_999] } })).status, 404)

    const fourth = await register({ patientId: a.patientId, name: '叶秋菲', namePinyin: 'YE QIU FEI', birthDate: '1987-05-05' }, '妇科')
    const next = await t.call<ExamLinkResult>('POST', '/api/exams/link', { token: dengji, body: { examIds: [z.id, fourth.exams[0]!.id] } })
    assert.equal(next.status, 201)
    assert.notEqual(next.json.groupNo, res.json.groupNo, 'a new number for a new group')

    assert.equal((await t.call('POST', `/api/exams/link/${res.json.groupNo}/unlink`, { token: dengji, body: {} })).status, 400)
    const unlinked = await t.call<ExamLinkResult>('POST', `/api/exams/link/${res.json.groupNo}/unlink`, { token: dengji, body: { reason: '不属于同次就诊' } })
    assert.equal(unlinked.status, 200, unlinked.text)
    assert.ok(unlinked.json.exams.every((e) => e.linkGroup === undefined))
    assert.equal((await t.call('POST', `/api/exams/link/${res.json.groupNo}/unlink`, { token: dengji, body: { reason: '再次' } })).status, 404)
    assert.deepEqual((await history(x.id)).slice(-2).map((h) => h.action), ['link', 'unlink'])
    const log = t.db.prepare('SELECT action, reason FROM ris_exam_link_log WHERE group_no = ? ORDER BY id').all(res.json.groupNo)
    assert.deepEqual(log, [{ action: 'link', reason: null }, { action: 'unlink', reason: '不属于同次就诊' }])
    // Linked again after the unlink: allowed, under a new number.
    const relinked = await t.call<ExamLinkResult>('POST', '/api/exams/link', { token: dengji, body: { examIds: [x.id, y.id], reason: '重新关联' } })
    assert.equal(relinked.status, 201)
    assert.ok(![res.json.groupNo, next.json.groupNo].includes(relinked.json.groupNo))
  })

  it('seeds link groups among the exams of one patient', async () => {
    const groups = t.db.prepare('SELECT group_no AS g, COUNT(*) AS n, COUNT(DISTINCT e.patient_ref) AS patients FROM ris_exam_link l JOIN ris_exam e ON e.id = l.exam_id GROUP BY group_no')
      .all() as { g: string; n: number; patients: number }[]
    const seeded = groups.filter((g) => g.g.startsWith('GL2025'))
    assert.ok(seeded.length >= 2 && seeded.every((g) => g.n >= 2 && g.patients === 1), JSON.stringify(groups))
  })

  it('lets a registrar without registration:edit read but not change, and a technologist not even read', async () => {
    const { a, aId, bId } = await duplicatePair('蒋露', '蒋璐', 'JIANG LU', '1994-09-19')
    const grant = t.db.prepare(`SELECT rm.role_id AS role, rm.menu_id AS menu FROM sys_roles_menus rm JOIN sys_menu m ON m.id = rm.menu_id
      JOIN sys_role r ON r.id = rm.role_id WHERE r.name = '登记员' AND m.permission = 'registration:edit'`).all() as { role: number; menu: number }[]
    assert.ok(grant.length > 0)
    for (const g of grant) t.db.prepare('DELETE FROM sys_roles_menus WHERE role_id = ? AND menu_id = ?').run(g.role, g.menu)
    try {
      assert.equal((await t.call('GET', '/api/patients/duplicates', { token: dengji })).status, 200)
      assert.equal((await merge(aId, bId)).status, 403)
      assert.equal((await t.call('POST', '/api/exams/link', { token: dengji, body: { examIds: [a.exams[0]!.id, a.exams[0]!.id + 1] } })).status, 403)
      assert.equal((await t.call('POST', '/api/exams/link/GL20250601001/unlink', { token: dengji, body: { reason: 'x' } })).status, 403)
      assert.equal((await t.call('POST', '/api/patients/merges/1/undo', { token: dengji, body: { reason: 'x' } })).status, 403)
    } finally {
      for (const g of grant) t.db.prepare('INSERT INTO sys_roles_menus (role_id, menu_id) VALUES (?, ?)').run(g.role, g.menu)
    }
    const jishi = await t.login('jishi')
    assert.equal((await t.call('GET', '/api/patients/duplicates', { token: jishi })).status, 403)
    assert.equal((await t.call('GET', '/api/patients/merges', { token: jishi })).status, 403)
    assert.equal((await merge(aId, bId, '管理员合并', admin)).status, 201, 'the administrator passes')
  })

  it('documents its routes in the OpenAPI document', async () => {
    const doc = await t.call<{ paths: Record<string, Record<string, { 'x-permission'?: unknown }>> }>('GET', '/v3/api-docs', { token: admin })
    for (const path of ['/api/patients/duplicates', '/api/patients/merges', '/api/patients/merge', '/api/patients/merges/{id}/undo',
      '/api/patients/{patientId}/exams', '/api/exams/link', '/api/exams/link/{groupNo}/unlink']) {
      assert.ok(doc.json.paths[path], path)
    }
    assert.deepEqual(doc.json.paths['/api/patients/merge']!.post!['x-permission'], ['registration:edit'])
  })
})
