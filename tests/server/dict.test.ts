import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { DictDetail, DictDto, DictMap } from '../../src/core/contract/dict'
import type { UserConfig } from '../../src/core/contract/userConfig'
import { makeServer, type TestServer } from './helpers'

type Page<T> = { content: T[]; totalElements: number }

describe('dictionaries', () => {
  let t: TestServer
  let admin: string
  let nurse: string
  before(async () => {
    t = await makeServer()
    admin = await t.login('admin')
    nurse = await t.login('test')
  })
  after(() => t.close())

  it('lists entries of a dictionary by name, sorted by dictSort, for any signed-in user', async () => {
    const res = await t.call<Page<DictDetail>>('GET', '/api/dictDetail?dictName=exam_status&page=0&size=9999', { token: nurse })
    assert.equal(res.status, 200)
    assert.deepEqual(res.json.content.map((d) => [d.value, d.label]), [
      ['0', '已登记'], ['1', '已签到'], ['2', '已检查'], ['3', '初步报告'], ['4', '已审核'], ['5', '已打印'], ['6', '已退回'], ['7', '已作废'],
      ['8', '检查中'], ['9', '已预约'], ['10', '已取消'],
    ])
    assert.equal(res.json.totalElements, 11)
    assert.equal(typeof res.json.content[0]?.dict.id, 'number')
    const users = await t.call<Page<DictDetail>>('GET', '/api/dictDetail?dictName=user_status', { token: nurse })
    assert.deepEqual(users.json.content.map((d) => [d.label, d.value]), [['激活', 'true'], ['禁用', 'false']])
    const label = await t.call<Page<DictDetail>>(`GET`, `/api/dictDetail?dictName=modality&label=${encodeURIComponent('C')}`, { token: nurse })
    assert.deepEqual(label.json.content.map((d) => d.value), ['CT', 'CR', 'ECG'])
    assert.equal((await t.call('GET', '/api/dictDetail?dictName=gender')).status, 401)
  })

  it('maps every dictionary, or the named ones (comma or full-width comma)', async () => {
    const all = await t.call<DictMap>('GET', '/api/dictDetail/map/all', { token: nurse })
    assert.deepEqual(Object.keys(all.json).sort(), [
      'critical_flag', 'data_scope', 'dept_status', 'device_status', 'exam_status', 'gender', 'job_status', 'modality', 'patient_type',
      'positive_flag', 'task_status', 'urgency', 'user_status',
    ])
    assert.equal(all.json.modality?.length, 12)
    const some = await t.call<DictMap>('GET', `/api/dictDetail/map?dictName=${encodeURIComponent('gender，urgency,nope')}`, { token: nurse })
    assert.deepEqual(Object.keys(some.json), ['gender', 'urgency', 'nope'])
    assert.deepEqual(some.json.urgency?.map((d) => d.label), ['普通', '急诊', '危急'])
    assert.deepEqual(some.json.nope, [])
    assert.equal((await t.call('GET', '/api/dictDetail/map', { token: nurse })).status, 400)
  })

  it('creates, updates and deletes entries (dict permissions)', async () => {
    const gender = t.db.prepare("SELECT id FROM sys_dict WHERE name = 'gender'").get() as { id: number }
    const forbidden = await t.call('POST', '/api/dictDetail', { token: nurse, body: { dict: { id: gender.id }, label: 'x', value: 'x' } })
    assert.equal(forbidden.status, 403)
    const created = await t.call<DictDetail>('POST', '/api/dictDetail', { token: admin, body: { dict: { id: gender.id }, label: '其他', value: 'X', dictSort: 0 } })
    assert.equal(created.status, 201, created.text)
    let list = await t.call<Page<DictDetail>>('GET', '/api/dictDetail?dictName=gender', { token: admin })
    assert.equal(list.json.content[0]?.label, '其他', 'dictSort 0 sorts first')
    const updated = await t.call('PUT', '/api/dictDetail', { token: admin, body: { ...created.json, label: '其它', dictSort: 9 } })
    assert.equal(updated.status, 204)
    list = await t.call<Page<DictDetail>>('GET', '/api/dictDetail?dictName=gender', { token: admin })
    assert.equal(list.json.content.at(-1)?.label, '其它')
    const badDict = await t.call<{ message: string }>('POST', '/api/dictDetail', { token: admin, body: { dict: { id: 999 }, label: 'x', value: 'x' } })
    assert.equal(badDict.status, 400)
    assert.match(badDict.json.message, /^dict\.id: /)
    const del = await t.call<number[]>('DELETE', `/api/dictDetail/${created.json.id}`, { token: admin })
    assert.deepEqual([del.status, del.json], [200, [created.json.id]])
    assert.equal((await t.call('DELETE', `/api/dictDetail/${created.json.id}`, { token: admin })).status, 404)
    assert.equal((await t.call('DELETE', '/api/dictDetail/abc', { token: admin })).status, 400)
  })

  it('manages dictionaries themselves', async () => {
    const list = await t.call<Page<DictDto>>(`GET`, `/api/dict?blurry=${encodeURIComponent('状态')}`, { token: admin })
    assert.deepEqual(list.json.content.map((d) => d.name).sort(), ['dept_status', 'device_status', 'exam_status', 'job_status', 'task_status', 'user_status'])
    const all = await t.call<DictDto[]>('GET', '/api/dict/all', { token: admin })
    assert.equal(all.json.length, 13)
    const created = await t.call<DictDto>('POST', '/api/dict', { token: admin, body: { name: 'body_part', description: '检查部位' } })
    assert.equal(created.status, 201)
    assert.equal((await t.call('POST', '/api/dict', { token: admin, body: { name: 'body_part' } })).status, 400)
    const detail = await t.call<DictDetail>('POST', '/api/dictDetail', { token: admin, body: { dict: { id: created.json.id }, label: '头颅', value: 'HEAD' } })
    assert.equal(detail.json.dictSort, 999)
    assert.equal((await t.call('PUT', '/api/dict', { token: admin, body: { id: created.json.id, name: 'body_parts', description: null } })).status, 204)
    const map = await t.call<DictMap>('GET', '/api/dictDetail/map?dictName=body_parts', { token: admin })
    assert.equal(map.json.body_parts?.[0]?.label, '头颅')
    const del = await t.call<number[]>('DELETE', '/api/dict', { token: admin, body: [created.json.id, 9999] })
    assert.deepEqual(del.json, [created.json.id])
    const orphans = t.db.prepare('SELECT COUNT(*) AS n FROM sys_dict_detail WHERE dict_id = ?').get(created.json.id) as { n: number }
    assert.equal(orphans.n, 0, 'entries go with their dictionary')
    assert.equal((await t.call('GET', '/api/dict', { token: nurse })).status, 403)
  })
})

describe('user config', () => {
  let t: TestServer
  before(async () => { t = await makeServer() })
  after(() => t.close())

  it('stores, filters, updates and deletes the caller\'s own rows only', async () => {
    const me = await t.login('dengji')
    const other = await t.login('fangshe')
    const pic = await t.call<UserConfig>('POST', '/api/userConfig', {
      token: me, body: { configType: 'page', configPath: 'navbar', configValue: 'WEB', comment: 'pic-view' },
    })
    assert.equal(pic.status, 201)
    assert.equal(pic.json.userId, 2)
    assert.equal(pic.json.configValue, 'WEB')
    assert.equal(typeof pic.json.id, 'number')
    const home = await t.call<UserConfig>('POST', '/api/userConfig', { token: me, body: { configType: 'page', configPath: '/', configValue: '/registrations/his' } })
    await t.call('POST', '/api/userConfig', { token: me, body: { configType: 'table', configPath: 'registrations', configValue: '{"cols":[1,2]}' } })
    await t.call('POST', '/api/userConfig', { token: other, body: { configType: 'page', configPath: '/', configValue: '/diagnos/diagnosIn' } })

    const mine = await t.call<UserConfig[]>('GET', '/api/userConfig/all/own', { token: me })
    assert.equal(mine.json.length, 3)
    const filtered = await t.call<UserConfig[]>('GET', '/api/userConfig/all/own?configTypes=page&configPaths=navbar,/', { token: me })
    assert.deepEqual(filtered.json.map((r) => r.configPath), ['navbar', '/'])
    const onlyNavbar = await t.call<UserConfig[]>('GET', '/api/userConfig/all/own?configTypes=page&configPaths=navbar', { token: me })
    assert.deepEqual(onlyNavbar.json.map((r) => r.comment), ['pic-view'])

    assert.equal((await t.call('PUT', '/api/userConfig', { token: me, body: { ...pic.json, configValue: 'CLIENT' } })).status, 204)
    const after = await t.call<UserConfig[]>('GET', '/api/userConfig/all/own?configPaths=navbar', { token: me })
    assert.equal(after.json[0]?.configValue, 'CLIENT')
    assert.equal((await t.call('PUT', '/api/userConfig', { token: other, body: { ...pic.json, configValue: 'WEB' } })).status, 404)
    const stolen = await t.call<number[]>('DELETE', '/api/userConfig', { token: other, body: [pic.json.id, home.json.id] })
    assert.deepEqual(stolen.json, [])
    const removed = await t.call<number[]>('DELETE', '/api/userConfig', { token: me, body: [home.json.id] })
    assert.deepEqual(removed.json, [home.json.id])
    assert.equal((await t.call<UserConfig[]>('GET', '/api/userConfig/all/own', { token: me })).json.length, 2)
    assert.equal((await t.call('GET', '/api/userConfig/all/own')).status, 401)
    const missing = await t.call<{ message: string }>('POST', '/api/userConfig', { token: me, body: { configType: 'page' } })
    assert.equal(missing.status, 400)
    assert.match(missing.json.message, /^configPath: /)
  })
})
