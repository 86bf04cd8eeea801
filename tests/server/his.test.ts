import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { ExamDto } from '../../src/core/contract/exam'
import type { HisOrderItemDto, RegistrationResult } from '../../src/core/contract/registration'
import type { DeviceDto, DeviceTypeDto } from '../../src/core/contract/system'
import { PENDING_ORDERS } from '../../demo/server/db/seed/hisOrders'
import { makeServer, type TestServer } from './helpers'

type Page<T> = { content: T[]; totalElements: number }

describe('HIS orders at the registration desk: looking up, registering in one step, one winner per order', () => {
  let t: TestServer
  let dengji: string
  let seq = 0
  const requestId = () => `his-test-${++seq}-${Date.now()}`
  const pending = async (query = '', token = dengji) =>
    (await t.call<Page<HisOrderItemDto>>('GET', `/api/applyform?registered=false&size=200${query}`, { token })).json

  before(async () => {
    t = await makeServer()
    dengji = await t.login('dengji')
  })
  after(() => t.close())

  it('lists the seeded orders still to register, found again by the exact card, outpatient or inpatient number', async () => {
    const all = await pending()
    const fresh = new Set(all.content.filter((item) => item.patientId.startsWith('PH')).map((item) => item.formId))
    assert.equal(fresh.size, PENDING_ORDERS, 'every order the HIS sent and nobody registered')
    // The other pending items belong to exams voided or cancelled since: their orders may be registered again.
    const given = all.content.filter((item) => !item.patientId.startsWith('PH'))
    for (const item of given) {
      const live = t.db.prepare("SELECT COUNT(*) AS n FROM ris_exam WHERE apply_form_item_id = ? AND status NOT IN ('7', '10')").get(item.id) as { n: number }
      const dead = t.db.prepare("SELECT COUNT(*) AS n FROM ris_exam WHERE apply_form_id = ? AND status IN ('7', '10')").get(item.formId) as { n: number }
      assert.equal(live.n, 0)
      assert.ok(dead.n > 0, `${item.applyNo} ${item.examItem} is pending without a voided exam`)
    }
    assert.ok(all.content.every((item) => item.examNo === undefined && item.patientName))
    assert.ok(all.content.filter((item) => item.patientId.startsWith('PH')).every((item) => item.cardNo))
    const inpatient = all.content.find((item) => item.inpatientNo && item.cardNo)!
    assert.ok(inpatient.ward && inpatient.bedNo, 'an inpatient order brings ward and bed')
    const byCard = await pending(`&number=${inpatient.cardNo}`)
    assert.deepEqual([...new Set(byCard.content.map((item) => item.formId))], [inpatient.formId])
    const byInpatient = await pending(`&number=${inpatient.inpatientNo}`)
    assert.deepEqual(byInpatient.content.map((item) => item.id), byCard.content.map((item) => item.id))
    const partial = await pending(`&number=${inpatient.cardNo!.slice(0, 6)}`)
    assert.equal(partial.totalElements, 0, 'a number is matched exactly, not as a prefix')
    const byName = await pending(`&blurry=${encodeURIComponent(inpatient.patientName)}`)
    assert.ok(byName.content.some((item) => item.id === inpatient.id))
    const registered = (await t.call<Page<HisOrderItemDto>>('GET', '/api/applyform?registered=true&size=5', { token: dengji })).json
    assert.ok(registered.totalElements > 100, 'the orders the seeded exams came from are registered')
    assert.ok(registered.content.every((item) => item.examNo && item.registrar))
  })

  it('registers an antenatal order (scan and ECG) in one step: patient, visit, who ordered and the gestational age come from the order', async () => {
    const all = await pending()
    const form = all.content.find((item) => item.modality === 'ECG' && item.lmp && all.content.some((o) => o.formId === item.formId && o.modality === 'US'))!
    const items = all.content.filter((item) => item.formId === form.formId)
    const us = (await t.call<DeviceTypeDto[]>('GET', '/api/modality/by-departmentId', { token: dengji })).json.find((m) => m.code === 'US')!
    const device = (await t.call<DeviceDto[]>('GET', `/api/device/by-modalityId?modalityId=${us.id}`, { token: dengji })).json[0]!
    const res = await t.call<RegistrationResult>('POST', '/api/registrations/orders', {
      token: dengji,
      body: { requestId: requestId(), items: items.map((item) => ({ itemId: item.id, deviceId: item.modality === 'US' ? device.id : null })) },
    })
    assert.equal(res.status, 201, JSON.stringify(res.json))
    assert.equal(res.json.exams.length, 2)
    assert.equal(res.json.patientId, form.patientId)
    const scan = res.json.exams.find((exam) => exam.modality === 'US')!
    assert.equal(scan.applyNo, form.applyNo)
    assert.equal(scan.applyDeptName, form.applyDeptName)
    assert.equal(scan.deviceName, device.name)
    assert.equal(scan.status, '0')
    assert.match(scan.gestationalAge ?? '', /^\d{1,2}\+[0-6]$/)
    assert.equal(scan.examItem, items.find((item) => item.modality === 'US')!.examItem)
    const after = await pending(`&number=${form.cardNo}`)
    assert.equal(after.content.filter((item) => item.formId === form.formId).length, 0, 'registered items leave the pending list')
    const history = await t.call<{ action: string }[]>('GET', `/api/exams/${scan.id}/history`, { token: dengji })
    assert.deepEqual(history.json.map((h) => h.action), ['create'])
  })

  it('two registrars on the same order at the same moment: exactly one registers, the other is told who did', async () => {
    const other = await t.login('admin')
    const item = (await pending()).content.find((o) => o.modality === 'US')!
    const [a, b] = await Promise.all([
      t.call<RegistrationResult>('POST', '/api/registrations/orders', { token: dengji, body: { requestId: requestId(), items: [{ itemId: item.id }] } }),
      t.call<{ message: string; examNo?: string }>('POST', '/api/registrations/orders', { token: other, body: { requestId: requestId(), items: [{ itemId: item.id }] } }),
    ])
    const statuses = [a.status, b.status].sort()
    assert.deepEqual(statuses, [201, 409])
    const loser = (a.status === 409 ? a : b) as { json: { message: string; examNo?: string } }
    const winner = (a.status === 201 ? a : b) as { json: RegistrationResult }
    assert.equal(loser.json.examNo, winner.json.exams[0]!.examNo)
    assert.ok(loser.json.message.includes(winner.json.exams[0]!.examNo), loser.json.message)
    const exams = (await t.call<Page<ExamDto>>('GET', `/api/exams?blurry=${encodeURIComponent(item.patientName)}&size=50`, { token: dengji })).json
    assert.equal(exams.content.filter((exam) => exam.applyNo === item.applyNo && exam.examItem === item.examItem).length, 1)
  })

  it('a voided exam gives its order item back to register again; a retry answers the same exams', async () => {
    const item = (await pending()).content.find((o) => o.modality === 'US')!
    const id = requestId()
    const first = await t.call<RegistrationResult>('POST', '/api/registrations/orders', { token: dengji, body: { requestId: id, items: [{ itemId: item.id }] } })
    const retry = await t.call<RegistrationResult>('POST', '/api/registrations/orders', { token: dengji, body: { requestId: id, items: [{ itemId: item.id }] } })
    assert.equal(retry.status, 201)
    assert.deepEqual(retry.json.exams.map((e) => e.examNo), first.json.exams.map((e) => e.examNo))
    const exam = first.json.exams[0]!
    const voided = await t.call('POST', `/api/exams/${exam.id}/void`, { token: await t.login('admin'), body: { reason: '登记错误' } })
    assert.equal(voided.status, 200)
    const again = await t.call<RegistrationResult>('POST', '/api/registrations/orders', {
      token: dengji, body: { requestId: requestId(), items: [{ itemId: item.id }], confirmDuplicate: true },
    })
    assert.equal(again.status, 201, JSON.stringify(again.json))
    assert.notEqual(again.json.exams[0]!.examNo, exam.examNo)
  })

  it('refuses items of two patients at once, unknown items, a device of another modality, and callers without the permission', async () => {
    const all = (await pending()).content
    const a = all.find((o) => o.modality === 'US')!
    const b = all.find((o) => o.modality === 'US' && o.patientId !== a.patientId)!
    const two = await t.call<{ message: string }>('POST', '/api/registrations/orders', { token: dengji, body: { requestId: requestId(), items: [{ itemId: a.id }, { itemId: b.id }] } })
    assert.equal(two.status, 400)
    assert.match(two.json.message, /同一患者/)
    const unknown = await t.call<{ field?: string }>('POST', '/api/registrations/orders', { token: dengji, body: { requestId: requestId(), items: [{ itemId: 99_999_999 }] } })
    assert.equal(unknown.status, 400)
    const ct = (await t.call<DeviceTypeDto[]>('GET', '/api/modality/by-departmentId', { token: dengji })).json.find((m) => m.code === 'CT')!
    const ctDevice = (await t.call<DeviceDto[]>('GET', `/api/device/by-modalityId?modalityId=${ct.id}`, { token: dengji })).json[0]!
    const wrong = await t.call('POST', '/api/registrations/orders', { token: dengji, body: { requestId: requestId(), items: [{ itemId: a.id, deviceId: ctDevice.id }] } })
    assert.equal(wrong.status, 400)
    const jishi = await t.login('jishi')
    const denied = await t.call('POST', '/api/registrations/orders', { token: jishi, body: { requestId: requestId(), items: [{ itemId: a.id }] } })
    assert.equal(denied.status, 403)
  })

  it('a desk whose data scope is one department sees and registers only the orders of its modalities', async () => {
    const all = (await pending()).content
    const us = all.find((o) => o.modality === 'US')!
    t.db.prepare("UPDATE sys_role SET data_scope = '本级' WHERE name = '登记员'").run()
    t.db.prepare("UPDATE sys_user SET dept_id = 3 WHERE username = 'dengji'").run()
    try {
      const page = await pending()
      assert.ok(page.content.length > 0)
      assert.deepEqual([...new Set(page.content.map((item) => item.modality))].filter((m) => !['CT', 'MR', 'DR', 'MG'].includes(m)), [])
      const refused = await t.call('POST', '/api/registrations/orders', { token: dengji, body: { requestId: requestId(), items: [{ itemId: us.id }] } })
      assert.equal(refused.status, 400)
    } finally {
      t.db.prepare("UPDATE sys_role SET data_scope = '全部' WHERE name = '登记员'").run()
      t.db.prepare("UPDATE sys_user SET dept_id = 12 WHERE username = 'dengji'").run()
    }
  })
})
