// The administration of the registration desk's reference tables on the contract server: referring hospitals,
// departments and physicians; check methods, body parts and small body parts — their lists and exports, checked
// input, names unique within their parent, permissions, refusals to delete what others belong to, the menu that
// offers them, and the registration desk's lookups seeing the changes.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { MenuNode } from '../../src/core/contract/menu'
import type {
  ApplyDeptAdminDto, ApplyHospitalAdminDto, ApplyPhysicianAdminDto, BodyPartAdminDto, BodyPartSmallAdminDto, CheckMethodAdminDto,
} from '../../src/core/contract/reference'
import type { ApplyDeptDto, ApplyHospitalDto, BodyPartDto, BodyPartSmallDto, CheckMethodDto } from '../../src/core/contract/registration'
import { readXlsx } from '../support/readXlsx'
import { makeServer, type TestServer } from './helpers'

type Page<T> = { content: T[]; totalElements: number }
type Refusal = { status: number; message: string; errors?: { field: string; message: string }[] }

const US = 5
const CT = 1

describe('reference tables of the registration desk', () => {
  let t: TestServer
  let admin: string
  let dengji: string
  before(async () => {
    t = await makeServer()
    admin = await t.login('admin')
    dengji = await t.login('dengji')
  })
  after(() => t.close())

  const en = { 'Accept-Language': 'en' }
  const post = <T>(path: string, body: unknown, token = admin) => t.call<T>('POST', path, { token, body, headers: en })
  const put = <T>(path: string, body: unknown, token = admin) => t.call<T>('PUT', path, { token, body, headers: en })
  const del = <T>(path: string, ids: number[], token = admin) => t.call<T>('DELETE', path, { token, body: ids, headers: en })
  const list = async <T>(path: string, token = admin) => {
    const res = await t.call<Page<T>>('GET', path, { token, headers: en })
    assert.equal(res.status, 200, res.text)
    return res.json
  }

  it('adds, edits and deletes a body part, and the registration desk\'s lookup offers it at once', async () => {
    const added = await post<BodyPartAdminDto>('/api/bodyPart', { modalityId: US, name: '腮腺', fee: 120.5, minutes: 15, sort: 50 })
    assert.equal(added.status, 201, added.text)
    assert.deepEqual(
      [added.json.name, added.json.modality.code, added.json.fee, added.json.minutes, added.json.sort, added.json.enabled, added.json.smallPartCount, added.json.createBy],
      ['腮腺', 'US', 120.5, 15, 50, true, 0, 'admin'],
    )
    const lookup = async () => (await t.call<BodyPartDto[]>('GET', `/api/bodyPart/by-modalityId?modalityId=${US}`, { token: dengji })).json
    assert.deepEqual((await lookup()).find((p) => p.id === added.json.id), { id: added.json.id, modalityId: US, name: '腮腺', fee: 120.5, minutes: 15 })

    const edited = await put('/api/bodyPart', { id: added.json.id, modalityId: US, name: '腮腺及颌下腺', fee: 140, minutes: 20, sort: 50, enabled: false })
    assert.equal(edited.status, 204, edited.text)
    const found = await list<BodyPartAdminDto>(`/api/bodyPart?modalityId=${US}&blurry=${encodeURIComponent('颌下')}`)
    assert.deepEqual(found.content.map((p) => [p.name, p.fee, p.minutes, p.enabled, p.updateBy]), [['腮腺及颌下腺', 140, 20, false, 'admin']])
    assert.equal((await lookup()).some((p) => p.id === added.json.id), false, 'a disabled part is no longer offered')

    const gone = await del<number[]>('/api/bodyPart', [added.json.id])
    assert.deepEqual(gone.json, [added.json.id])
    assert.equal((await list<BodyPartAdminDto>(`/api/bodyPart?blurry=${encodeURIComponent('颌下')}`)).totalElements, 0)
  })

  it('keeps small parts under their body part and refuses to delete a part that still has them', async () => {
    const part = (await post<BodyPartAdminDto>('/api/bodyPart', { modalityId: CT, name: '眼眶', fee: 300, minutes: 10 })).json
    const small = await post<BodyPartSmallAdminDto>('/api/bodyPartSmall', { bodyPartId: part.id, name: '双侧眼眶' })
    assert.equal(small.status, 201, small.text)
    assert.deepEqual([small.json.bodyPartId, small.json.name, small.json.sort, small.json.enabled], [part.id, '双侧眼眶', 999, true])
    const smalls = (await t.call<BodyPartSmallDto[]>('GET', `/api/bodyPartSmall/by-bodyPartId?bodyPartId=${part.id}`, { token: dengji })).json
    assert.deepEqual(smalls.map((p) => p.name), ['双侧眼眶'])
    assert.equal((await list<BodyPartSmallAdminDto>(`/api/bodyPartSmall?bodyPartId=${part.id}`)).totalElements, 1)
    assert.equal((await list<BodyPartAdminDto>(`/api/bodyPart?blurry=${encodeURIComponent('眼眶')}`)).content[0]?.smallPartCount, 1)

    const refused = await del<Refusal>('/api/bodyPart', [part.id])
    assert.equal(refused.status, 400)
    assert.equal(refused.json.message, 'The body part "眼眶" still has 1 small part(s) and cannot be deleted')
    const zh = await t.call<Refusal>('DELETE', '/api/bodyPart', { token: admin, body: [part.id] })
    assert.equal(zh.json.message, '检查部位“眼眶”下还有 1 个小部位，不能删除')
    assert.equal((await list<BodyPartAdminDto>(`/api/bodyPart?blurry=${encodeURIComponent('眼眶')}`)).totalElements, 1, 'still there')

    assert.deepEqual((await del<number[]>('/api/bodyPartSmall', [small.json.id])).json, [small.json.id])
    assert.deepEqual((await del<number[]>('/api/bodyPart', [part.id])).json, [part.id])
  })

  it('checks every field and names the one at fault', async () => {
    const bad = await post<Refusal>('/api/bodyPart', { modalityId: US, name: ' ', fee: -1, minutes: 0 })
    assert.equal(bad.status, 400)
    assert.deepEqual(bad.json.errors?.map((e) => e.field).sort(), ['fee', 'minutes', 'name'])
    assert.equal(bad.json.errors?.find((e) => e.field === 'name')?.message, 'Must not be blank')
    const long = await post<Refusal>('/api/bodyPart', { modalityId: US, name: '部'.repeat(51), fee: 10, minutes: 241 })
    assert.deepEqual(long.json.errors?.map((e) => e.field).sort(), ['minutes', 'name'])
    const fen = await post<Refusal>('/api/checkMethod', { modalityId: US, name: '弹性成像', feeExtra: 12.345 })
    assert.deepEqual(fen.json.errors?.map((e) => e.field), ['feeExtra'])
    const missing = await post<Refusal>('/api/bodyPart', { name: '颈部', fee: 10, minutes: 10 })
    assert.deepEqual(missing.json.errors?.map((e) => e.field), ['modalityId'])

    // A parent that does not exist is the parent field's fault.
    for (const [path, body, field] of [
      ['/api/bodyPart', { modalityId: 999, name: '颈部', fee: 10, minutes: 10 }, 'modalityId'],
      ['/api/bodyPartSmall', { bodyPartId: 99999, name: '左侧' }, 'bodyPartId'],
      ['/api/checkMethod', { modalityId: 999, name: '平扫' }, 'modalityId'],
      ['/api/applyDept', { hospitalId: 999, name: '眼科' }, 'hospitalId'],
      ['/api/applyPhysician', { applyDeptId: 99999, name: '张三' }, 'applyDeptId'],
    ] as const) {
      const res = await post<Refusal>(path, body)
      assert.equal(res.status, 400, path)
      assert.deepEqual(res.json.errors?.map((e) => e.field), [field], path)
      assert.match(res.json.message, new RegExp(`^${field}: `), path)
    }
  })

  it('keeps names unique within their parent, not across parents, and says so on the name', async () => {
    const taken = await post<Refusal>('/api/bodyPart', { modalityId: US, name: '产科', fee: 10, minutes: 10 })
    assert.equal(taken.status, 400)
    assert.deepEqual(taken.json.errors, [{ field: 'name', message: '"超声" already has "产科"' }])
    const zh = await t.call<Refusal>('POST', '/api/bodyPart', { token: admin, body: { modalityId: US, name: '产科', fee: 10, minutes: 10 } })
    assert.equal(zh.json.message, 'name: “超声”下已有“产科”')

    const elsewhere = await post<BodyPartAdminDto>('/api/bodyPart', { modalityId: CT, name: '产科', fee: 10, minutes: 10 })
    assert.equal(elsewhere.status, 201, 'the same name under another modality')
    const renamed = await put<Refusal>('/api/bodyPart', { id: elsewhere.json.id, modalityId: CT, name: '胸部', fee: 10, minutes: 10 })
    assert.deepEqual(renamed.json.errors, [{ field: 'name', message: '"计算机断层扫描" already has "胸部"' }])
    const unchanged = await put('/api/bodyPart', { id: elsewhere.json.id, modalityId: CT, name: '产科', fee: 12, minutes: 10 })
    assert.equal(unchanged.status, 204, 'a record keeps its own name')
    await del('/api/bodyPart', [elsewhere.json.id])

    const method = await post<Refusal>('/api/checkMethod', { modalityId: US, name: '经腹', feeExtra: 0 })
    assert.deepEqual(method.json.errors?.map((e) => e.field), ['name'])
    const hospital = await post<Refusal>('/api/applyHospital', { name: '康宁县人民医院' })
    assert.deepEqual(hospital.json.errors, [{ field: 'name', message: '"康宁县人民医院" already exists' }])
    const dept = await post<Refusal>('/api/applyDept', { hospitalId: 4, name: '妇产科' })
    assert.deepEqual(dept.json.errors, [{ field: 'name', message: '"康宁县人民医院" already has "妇产科"' }])
  })

  it('keeps departments with their physicians, refuses to delete what others belong to, and the cascade sees the changes', async () => {
    const hospital = await post<ApplyHospitalAdminDto>('/api/applyHospital', { name: '康宁市第二人民医院', code: 'KNRM2', sort: 9 })
    assert.equal(hospital.status, 201, hospital.text)
    assert.deepEqual([hospital.json.own, hospital.json.enabled, hospital.json.deptCount], [false, true, 0])
    const dept = await post<ApplyDeptAdminDto>('/api/applyDept', { hospitalId: hospital.json.id, name: '妇产科' })
    assert.equal(dept.status, 201, 'the same department name at another hospital')
    assert.equal(dept.json.hospitalName, '康宁市第二人民医院')
    const physician = await post<ApplyPhysicianAdminDto>('/api/applyPhysician', { applyDeptId: dept.json.id, name: '吴敏', title: '主治医师' })
    assert.equal(physician.status, 201, physician.text)
    const twin = await post<Refusal>('/api/applyPhysician', { applyDeptId: dept.json.id, name: '吴敏' })
    assert.deepEqual(twin.json.errors, [{ field: 'name', message: '"妇产科" already has "吴敏"' }])

    const hospitals = (await t.call<ApplyHospitalDto[]>('GET', '/api/applyHospital/own', { token: dengji })).json
    assert.ok(hospitals.some((h) => h.id === hospital.json.id))
    const cascade = (await t.call<ApplyDeptDto[]>('GET', `/api/applyDept/own/withApplyPhysicians?hospitalId=${hospital.json.id}`, { token: dengji })).json
    assert.deepEqual(cascade.map((d) => [d.name, d.physicians?.map((p) => [p.name, p.title])]), [['妇产科', [['吴敏', '主治医师']]]])
    const depts = await list<ApplyDeptAdminDto>(`/api/applyDept?hospitalId=${hospital.json.id}`)
    assert.deepEqual(depts.content.map((d) => [d.name, d.physicianCount]), [['妇产科', 1]])
    assert.deepEqual((await list<ApplyPhysicianAdminDto>(`/api/applyPhysician?applyDeptId=${dept.json.id}`)).content.map((p) => p.name), ['吴敏'])

    const withPhysicians = await del<Refusal>('/api/applyDept', [dept.json.id])
    assert.equal(withPhysicians.status, 400)
    assert.equal(withPhysicians.json.message, 'The referring department "妇产科" still has 1 physician(s) and cannot be deleted')
    const withDepts = await del<Refusal>('/api/applyHospital', [hospital.json.id])
    assert.equal(withDepts.json.message, 'The referring hospital "康宁市第二人民医院" still has 1 department(s) and cannot be deleted')
    // A refused id keeps the others of the same request too: nothing is half done.
    const other = (await post<ApplyHospitalAdminDto>('/api/applyHospital', { name: '临时医院' })).json
    assert.equal((await del('/api/applyHospital', [other.id, hospital.json.id])).status, 400)
    assert.equal((await list<ApplyHospitalAdminDto>(`/api/applyHospital?blurry=${encodeURIComponent('临时')}`)).totalElements, 1)

    await del('/api/applyPhysician', [physician.json.id])
    await del('/api/applyDept', [dept.json.id])
    assert.deepEqual((await del<number[]>('/api/applyHospital', [hospital.json.id, other.id])).json, [hospital.json.id, other.id])
  })

  it('keeps exactly one hospital as this hospital', async () => {
    const own = (await list<ApplyHospitalAdminDto>('/api/applyHospital')).content.find((h) => h.own)!
    assert.equal(own.name, '康宁市妇幼保健院')
    const refused = await del<Refusal>('/api/applyHospital', [own.id])
    assert.equal(refused.json.message, '"康宁市妇幼保健院" is this hospital and cannot be deleted')
    const unmark = await put<Refusal>('/api/applyHospital', { id: own.id, name: own.name, code: own.code, own: false })
    assert.deepEqual(unmark.json.errors?.map((e) => e.field), ['own'])

    const partner = (await list<ApplyHospitalAdminDto>('/api/applyHospital')).content.find((h) => h.name === '康宁市第一人民医院')!
    assert.equal((await put('/api/applyHospital', { id: partner.id, name: partner.name, code: partner.code, own: true, sort: partner.sort })).status, 204)
    const after = (await list<ApplyHospitalAdminDto>('/api/applyHospital')).content
    assert.deepEqual(after.filter((h) => h.own).map((h) => h.name), ['康宁市第一人民医院'])
    assert.equal((await put('/api/applyHospital', { id: own.id, name: own.name, code: own.code, own: true, sort: own.sort })).status, 204)
    assert.deepEqual((await list<ApplyHospitalAdminDto>('/api/applyHospital')).content.filter((h) => h.own).map((h) => h.name), ['康宁市妇幼保健院'])
  })

  it('lists check methods by modality and exports them in the caller\'s language', async () => {
    const methods = await list<CheckMethodAdminDto>(`/api/checkMethod?modalityId=${CT}&size=100`)
    assert.ok(methods.content.length >= 4)
    assert.ok(methods.content.every((m) => m.modality.code === 'CT'))
    assert.equal(methods.content.find((m) => m.name === '平扫+增强')?.feeExtra, 240)
    const added = await post<CheckMethodAdminDto>('/api/checkMethod', { modalityId: CT, name: '能谱成像', feeExtra: 99.5, enabled: false })
    assert.equal(added.status, 201, added.text)
    const offered = (await t.call<CheckMethodDto[]>('GET', `/api/checkMethod/byModalityId/${CT}`, { token: dengji })).json
    assert.equal(offered.some((m) => m.name === '能谱成像'), false, 'a disabled method is not offered')

    const res = await t.call('GET', `/api/checkMethod/download?modalityId=${CT}`, { token: admin, headers: en })
    assert.equal(res.status, 200)
    const { sheetName, rows } = readXlsx(res.bytes)
    assert.equal(sheetName, 'Check methods')
    assert.deepEqual(rows[0], ['Device type', 'Method', 'Extra fee (CNY)', 'Order', 'Status', 'Created'])
    assert.equal(rows.length - 1, methods.totalElements + 1)
    assert.deepEqual(rows.find((r) => r[1] === '能谱成像')?.slice(0, 5), ['CT', '能谱成像', '99.5', '999', 'Disabled'])
    await del('/api/checkMethod', [added.json.id])
  })

  it('refuses those without the permission, lets a granted view list but not change, and lets an administrator do all', async () => {
    for (const path of ['/api/applyHospital', '/api/applyDept', '/api/applyPhysician', '/api/checkMethod', '/api/bodyPart', '/api/bodyPartSmall']) {
      assert.equal((await t.call('GET', path, { token: dengji })).status, 403, `list ${path}`)
      assert.equal((await t.call('GET', `${path}/download`, { token: dengji })).status, 403, `export ${path}`)
      assert.equal((await t.call('DELETE', path, { token: dengji, body: [1] })).status, 403, `delete ${path}`)
    }
    assert.equal((await post('/api/bodyPart', { modalityId: US, name: '无权部位', fee: 1, minutes: 5 }, dengji)).status, 403)
    assert.equal((await put('/api/applyDept', { id: 1, hospitalId: 1, name: 'x' }, dengji)).status, 403)
    assert.equal((await t.call('GET', '/api/applyHospital')).status, 401)

    // The registrars' role given the body-part view alone (its list permission, not its buttons).
    const view = t.db.prepare("SELECT id FROM sys_menu WHERE permission = 'bodyPart:list'").get() as { id: number }
    t.db.prepare('INSERT INTO sys_roles_menus (role_id, menu_id) VALUES (2, ?)').run(view.id)
    try {
      assert.equal((await t.call('GET', '/api/bodyPart', { token: dengji })).status, 200)
      assert.equal((await t.call('GET', '/api/bodyPartSmall?bodyPartId=1', { token: dengji })).status, 200)
      assert.equal((await post('/api/bodyPartSmall', { bodyPartId: 1, name: '无权小部位' }, dengji)).status, 403)
      assert.equal((await t.call('GET', '/api/checkMethod', { token: dengji })).status, 403)
    } finally {
      t.db.prepare('DELETE FROM sys_roles_menus WHERE role_id = 2 AND menu_id = ?').run(view.id)
    }
  })

  it('offers the four views under 信息维护 to the administrator role with their buttons, and not to radiologists', async () => {
    const tree = (await t.call<MenuNode[]>('GET', '/api/menus/build', { token: admin })).json
    const info = tree.find((n) => n.path === '/infoManage')!
    const views = info.children!.filter((c) => c.component?.startsWith('infoManage/') && c.component.endsWith('/index'))
    assert.deepEqual(views.map((v) => [v.meta?.title, v.component]), [
      ['申请医院', 'infoManage/applyHospital/index'], ['申请科室', 'infoManage/applyDept/index'],
      ['检查方法', 'infoManage/checkMethod/index'], ['检查部位', 'infoManage/bodyPart/index'],
    ])
    const granted = (t.db.prepare(`SELECT m.permission AS p FROM sys_roles_menus rm JOIN sys_menu m ON m.id = rm.menu_id
      WHERE rm.role_id = 1 AND m.permission IS NOT NULL`).all() as { p: string }[]).map((r) => r.p)
    for (const family of ['applyHospital', 'applyDept', 'checkMethod', 'bodyPart']) {
      for (const action of ['list', 'add', 'edit', 'del']) assert.ok(granted.includes(`${family}:${action}`), `${family}:${action}`)
    }
    const fangshe = (await t.call<MenuNode[]>('GET', '/api/menus/build', { token: await t.login('fangshe') })).json
    assert.deepEqual(fangshe.find((n) => n.path === '/infoManage')?.children?.map((c) => c.path), ['reportTemplate', 'reportTemplateEdit', 'treeTemplate'])
  })

  it('documents every operation with its permission', async () => {
    const doc = (await t.call<{ paths: Record<string, Record<string, { 'x-permission': unknown }>> }>('GET', '/v3/api-docs')).json
    assert.deepEqual(doc.paths['/api/bodyPart']?.post?.['x-permission'], ['bodyPart:add'])
    assert.deepEqual(doc.paths['/api/bodyPartSmall']?.delete?.['x-permission'], ['bodyPart:del'])
    assert.deepEqual(doc.paths['/api/applyPhysician']?.put?.['x-permission'], ['applyDept:edit'])
    assert.deepEqual(doc.paths['/api/applyHospital']?.get?.['x-permission'], ['applyHospital:list'])
    assert.ok(doc.paths['/api/applyHospital/own']?.get, 'the desk\'s lookup stays')
    assert.ok(doc.paths['/api/checkMethod/download']?.get)
  })
})
