// System administration on the contract server: the list declarations (filters, sort, paging, exports), jobs,
// departments, roles (level rule, data scope, menus), timing tasks with the scheduler, devices and device types.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { DeptDto, JobDto, RoleDto } from '../../src/core/contract/org'
import type { DeviceDto, DeviceTypeDto, QuartzJobDto, QuartzLogDto } from '../../src/core/contract/system'
import type { ExamDto } from '../../src/core/contract/exam'
import { readXlsx } from '../support/readXlsx'
import { makeServer, type TestServer } from './helpers'

type Page<T> = { content: T[]; totalElements: number }
type Refusal = { message: string; errors?: { field: string; message: string }[] }

describe('system administration', () => {
  let t: TestServer
  let admin: string
  before(async () => {
    t = await makeServer()
    admin = await t.login('admin')
  })
  after(() => t.close())

  it('filters, sorts and pages a declared list; a wrong parameter is a 400 naming it', async () => {
    const sorted = await t.call<Page<JobDto>>('GET', '/api/job?page=0&size=3&sort=name,desc&sort=id,asc', { token: admin })
    assert.equal(sorted.status, 200)
    assert.equal(sorted.json.content.length, 3)
    const names = sorted.json.content.map((j) => j.name)
    assert.deepEqual(names, [...names].sort().reverse())
    assert.ok(sorted.json.totalElements > 3)

    // LIKE metacharacters are matched literally, never as wildcards.
    await t.call('POST', '/api/job', { token: admin, body: { name: '100%_岗位', jobSort: 5, enabled: true } })
    const literal = await t.call<Page<JobDto>>('GET', `/api/job?name=${encodeURIComponent('%_')}`, { token: admin })
    assert.deepEqual(literal.json.content.map((j) => j.name), ['100%_岗位'])

    const bad = await t.call<Refusal>('GET', '/api/job?enabled=maybe&createTime=2025-02-31', { token: admin })
    assert.equal(bad.status, 400)
    assert.deepEqual(bad.json.errors?.map((e) => e.field).sort(), ['createTime', 'enabled'])
    assert.equal((await t.call('GET', '/api/job?sort=password,asc', { token: admin })).status, 400)

    const today = await t.call<Page<JobDto>>('GET', '/api/job?createTime=2000-01-01&createTime=2000-01-02', { token: admin })
    assert.equal(today.json.totalElements, 0)
  })

  it('exports every match as a real .xlsx in the caller\'s language', async () => {
    const res = await t.call('GET', '/api/job/download?enabled=true', { token: admin, headers: { 'Accept-Language': 'en' } })
    assert.equal(res.status, 200)
    assert.match(res.headers.get('content-type') ?? '', /spreadsheetml/)
    const { sheetName, rows } = readXlsx(res.bytes)
    assert.equal(sheetName, 'Jobs')
    assert.deepEqual(rows[0], ['Name', 'Order', 'Status', 'Created'])
    const all = await t.call<Page<JobDto>>('GET', '/api/job?enabled=true&size=1000', { token: admin })
    assert.equal(rows.length - 1, all.json.totalElements)
    assert.deepEqual(rows.slice(1).map((r) => r[0]).sort(), all.json.content.map((j) => j.name).sort())
  })

  it('answers two simultaneous creates of one name with one success and a 400 on the field', async () => {
    const body = { name: '并发岗位', jobSort: 1, enabled: true }
    const answers = await Promise.all([1, 2, 3].map(() => t.call<Refusal>('POST', '/api/job', { token: admin, body })))
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 400, 400])
    const refused = answers.find((a) => a.status === 400)!
    assert.equal(refused.json.errors?.[0]?.field, 'name')
    assert.match(refused.json.message, /并发岗位/)
  })

  it('refuses every administration write to people of the reading departments, whatever the record', async () => {
    for (const user of ['fangshe', 'chaoshengzr', 'jishi', 'dengji']) {
      const token = await t.login(user)
      for (const [method, path, body] of [
        ['POST', '/api/roles', { name: 'x', level: 3, dataScope: '全部', depts: [] }], ['PUT', '/api/roles/menu', { id: 3, menus: [{ id: 1 }] }],
        ['POST', '/api/menus', { type: 0, title: 'x', path: 'x' }], ['DELETE', '/api/dept', [3]], ['PUT', '/api/jobs/exec/1', undefined],
        ['POST', '/api/device', { name: 'x', aeTitle: 'X', modality: { id: 1 }, status: '1' }], ['DELETE', '/api/deviceType', [1]],
        ['GET', '/api/roles', undefined], ['GET', '/api/jobs/logs', undefined],
      ] as const) {
        const res = await t.call(method, path, { token, ...(body === undefined ? {} : { body }) })
        assert.equal(res.status, 403, `${user} ${method} ${path}`)
      }
    }
  })

  it('refuses to delete a job a user holds', async () => {
    const held = await t.call<Refusal>('DELETE', '/api/job', { token: admin, body: [3] })
    assert.equal(held.status, 400)
    assert.ok((await t.call<Page<JobDto>>('GET', '/api/job?size=100', { token: admin })).json.content.some((j) => j.id === 3))
  })

  it('creates, moves and deletes departments, keeping the tree consistent', async () => {
    const parent = await t.call<DeptDto>('POST', '/api/dept', { token: admin, body: { name: '远程会诊中心', pid: 2, deptSort: 9, enabled: true } })
    assert.equal(parent.status, 201)
    const child = await t.call<DeptDto>('POST', '/api/dept', { token: admin, body: { name: '远程超声', pid: parent.json.id, deptSort: 1, enabled: true } })
    const children = await t.call<Page<DeptDto>>('GET', `/api/dept?pid=${parent.json.id}`, { token: admin })
    assert.deepEqual(children.json.content.map((d) => d.name), ['远程超声'])
    const reread = await t.call<Page<DeptDto>>('GET', '/api/dept?pid=2', { token: admin })
    assert.equal(reread.json.content.find((d) => d.id === parent.json.id)?.hasChildren, true)

    const cycle = await t.call<Refusal>('PUT', '/api/dept', { token: admin, body: { id: parent.json.id, name: '远程会诊中心', pid: child.json.id, deptSort: 9, enabled: true } })
    assert.equal(cycle.status, 400)
    assert.equal(cycle.json.errors?.[0]?.field, 'pid')
    const missing = await t.call<Refusal>('POST', '/api/dept', { token: admin, body: { name: 'x', pid: 9999, deptSort: 1, enabled: true } })
    assert.equal(missing.json.errors?.[0]?.field, 'pid')

    const withUsers = await t.call<Refusal>('DELETE', '/api/dept', { token: admin, body: [3] })
    assert.equal(withUsers.status, 400)
    assert.match(withUsers.json.message, /放射科/)
    const removed = await t.call<number[]>('DELETE', '/api/dept', { token: admin, body: [parent.json.id] })
    assert.deepEqual(removed.json, [parent.json.id, child.json.id])
    const after = await t.call<Page<DeptDto>>('GET', '/api/dept?pid=2', { token: admin })
    assert.ok(!after.json.content.some((d) => d.id === parent.json.id))

    const file = readXlsx((await t.call('GET', '/api/dept/download', { token: admin })).bytes)
    assert.deepEqual(file.rows.find((r) => r[0] === '超声科')?.slice(0, 2), ['超声科', '医技部'])
  })

  it('keeps roles under the level rule, with custom data scopes and menus', async () => {
    const menus = t.db.prepare("SELECT id FROM sys_menu WHERE permission LIKE 'roles:%' OR title = '角色管理' OR title = '系统管理'").all() as { id: number }[]
    const own = (await t.call<RoleDto>('GET', '/api/roles/3', { token: admin })).json.menus
    const granted = await t.call('PUT', '/api/roles/menu', { token: admin, body: { id: 3, menus: [...own, ...menus] } })
    assert.equal(granted.status, 204)
    const doctor = await t.login('fangshe')

    const tooPowerful = await t.call<Refusal>('POST', '/api/roles', { token: doctor, body: { name: '超级', level: 1, dataScope: '全部', depts: [] } })
    assert.equal(tooPowerful.status, 400)
    assert.equal(tooPowerful.json.errors?.[0]?.field, 'level')
    const noDepts = await t.call<Refusal>('POST', '/api/roles', { token: doctor, body: { name: '科室质控', level: 2, dataScope: '自定义', depts: [] } })
    assert.equal(noDepts.json.errors?.[0]?.field, 'depts')
    const made = await t.call<RoleDto>('POST', '/api/roles', { token: doctor, body: { name: '科室质控', level: 2, dataScope: '自定义', depts: [{ id: 3 }, { id: 4 }] } })
    assert.equal(made.status, 201)
    assert.deepEqual(made.json.depts, [{ id: 3, name: '放射科' }, { id: 4, name: '超声科' }])
    assert.equal((await t.call<Refusal>('POST', '/api/roles', { token: doctor, body: { name: '科室质控', level: 3, dataScope: '全部' } })).json.errors?.[0]?.field, 'name')

    const editAdmin = await t.call<Refusal>('PUT', '/api/roles', { token: doctor, body: { id: 1, name: '管理员', level: 2, dataScope: '全部' } })
    assert.equal(editAdmin.status, 400)
    assert.equal((await t.call('PUT', '/api/roles/menu', { token: doctor, body: { id: 1, menus: [] } })).status, 400)
    assert.equal((await t.call('DELETE', '/api/roles', { token: doctor, body: [1] })).status, 400)
    assert.equal((await t.call<RoleDto>('GET', '/api/roles/1', { token: admin })).json.level, 1, 'the administrator role untouched')

    const inDept = await t.call<Refusal>('DELETE', '/api/dept', { token: admin, body: [15] })
    assert.equal(inDept.status, 400, 'a department with users')
    const inUse = await t.call<Refusal>('DELETE', '/api/roles', { token: admin, body: [2] })
    assert.equal(inUse.status, 400)
    assert.match(inUse.json.message, /登记员/)
    const gone = await t.call<number[]>('DELETE', '/api/roles', { token: doctor, body: [made.json.id] })
    assert.deepEqual(gone.json, [made.json.id])
    assert.deepEqual(t.db.prepare('SELECT COUNT(*) AS n FROM sys_roles_depts WHERE role_id = ?').get(made.json.id), { n: 0 })

    const file = readXlsx((await t.call('GET', '/api/roles/download?blurry=' + encodeURIComponent('医生'), { token: admin })).bytes)
    assert.equal(file.rows.length - 1, 10, 'the five physicians\' roles and the five audit physicians\'')
  })

  it('runs timing tasks on schedule and on demand, logging successes and failures', async () => {
    const jobs = await t.call<Page<QuartzJobDto>>('GET', '/api/jobs?size=50', { token: admin })
    const purge = jobs.json.content.find((j) => j.beanName === 'maintenance')!
    const failing = jobs.json.content.find((j) => j.beanName === 'demo')!
    assert.equal(failing.isPause, true)

    const badCron = await t.call<Refusal>('POST', '/api/jobs', { token: admin, body: { jobName: '坏', beanName: 'testTask', methodName: 'run', cronExpression: '0 0 25 * * ?', description: 'x' } })
    assert.equal(badCron.status, 400)
    assert.equal(badCron.json.errors?.[0]?.field, 'cronExpression')
    const unknown = await t.call<Refusal>('POST', '/api/jobs', { token: admin, body: { jobName: '坏', beanName: 'rm', methodName: 'rf', cronExpression: '0 * * * * ?', description: 'x' } })
    assert.equal(unknown.json.errors?.[0]?.field, 'methodName')
    // Every problem at once, each on its field.
    const both = await t.call<Refusal>('POST', '/api/jobs', { token: admin, body: { jobName: '坏', beanName: 'rm', methodName: 'rf', cronExpression: '0 0 25 * * ?', description: 'x', subTask: '9999' } })
    assert.deepEqual(both.json.errors?.map((e) => e.field), ['cronExpression', 'methodName', 'subTask'])

    // The seed holds a week of past runs.
    const count = async (query = '') => (await t.call<Page<QuartzLogDto>>('GET', `/api/jobs/logs${query}`, { token: admin })).json.totalElements
    const [allBefore, failedBefore, succeededBefore] = [await count(), await count('?isSuccess=false'), await count('?isSuccess=true')]
    assert.ok(failedBefore > 0 && succeededBefore > 0)

    // The clock moves ten minutes: the purge job falls due once.
    t.clock.now += 10 * 60_000
    await t.services.scheduler.tick(t.clock.now)
    let logs = await t.call<Page<QuartzLogDto>>('GET', '/api/jobs/logs', { token: admin })
    assert.equal(logs.json.totalElements, allBefore + 1)
    assert.deepEqual([logs.json.content[0]?.jobName, logs.json.content[0]?.isSuccess], [purge.jobName, true])

    // Run now: the failing task logs its exception and, when asked to, pauses itself.
    await t.call('PUT', '/api/jobs', { token: admin, body: { ...failing, isPause: false, pauseAfterFailure: true } })
    assert.equal((await t.call('PUT', `/api/jobs/exec/${failing.id}`, { token: admin })).status, 204)
    logs = await t.call<Page<QuartzLogDto>>('GET', '/api/jobs/logs?isSuccess=false', { token: admin })
    assert.equal(logs.json.totalElements, failedBefore + 1)
    assert.match(logs.json.content[0]!.exceptionDetail ?? '', /模拟 PACS 不可达/)
    const paused = await t.call<Page<QuartzJobDto>>('GET', `/api/jobs?jobName=${encodeURIComponent(failing.jobName)}`, { token: admin })
    assert.equal(paused.json.content[0]?.isPause, true)

    // Pause toggles; a paused task does not run on schedule.
    assert.equal((await t.call('PUT', `/api/jobs/${purge.id}`, { token: admin })).status, 204)
    t.clock.now += 10 * 60_000
    await t.services.scheduler.tick(t.clock.now)
    assert.equal(await count('?isSuccess=true'), succeededBefore + 1)
    const sheet = readXlsx((await t.call('GET', '/api/jobs/logs/download', { token: admin })).bytes)
    assert.equal(sheet.rows.length, 1 + allBefore + 2) // the header, the seeded runs and the two of this test
  })

  it('serves devices and device types, by modality and department', async () => {
    const types = await t.call<Page<DeviceTypeDto>>('GET', '/api/deviceType?size=50', { token: admin })
    const us = types.json.content.find((m) => m.code === 'US')!
    assert.ok(us.deviceCount >= 6)
    const listed = await t.call<Page<DeviceDto>>('GET', `/api/device?modalityId=${us.id}&size=50`, { token: admin })
    assert.equal(listed.json.totalElements, us.deviceCount)
    const inService = await t.call<DeviceDto[]>('GET', `/api/device/by-modalityId?modalityId=${us.id}`, { token: admin })
    assert.deepEqual(inService.json.map((d) => d.name), listed.json.content.filter((d) => d.status === '1').map((d) => d.name).sort())
    assert.ok(inService.json.length < us.deviceCount, 'a device out of service is not offered')
    const made = await t.call<DeviceDto>('POST', '/api/device', { token: admin, body: { name: 'US7 测试机', aeTitle: 'KN_US7', modality: { id: us.id }, room: '超声 7 室', ip: '10.20.2.17', port: 104, status: '1' } })
    assert.equal(made.status, 201)
    const badIp = await t.call<Refusal>('POST', '/api/device', { token: admin, body: { name: 'x', aeTitle: 'KN_X', modality: { id: us.id }, ip: '300.1.1.1', port: 104, status: '1' } })
    assert.equal(badIp.json.errors?.[0]?.field, 'ip')
    const inUse = await t.call<Refusal>('DELETE', '/api/deviceType', { token: admin, body: [us.id] })
    assert.equal(inUse.status, 400)
    assert.equal((await t.call('DELETE', '/api/device', { token: admin, body: [made.json.id] })).status, 200)
    // A device exams were done on is put out of service, not deleted; a device type with the desk's body parts or check
    // methods is refused with the reason — both answered 500 before (foreign keys).
    const examined = (await t.call<Page<ExamDto>>('GET', `/api/exams?size=1&deviceId=${inService.json[0]!.id}`, { token: admin })).json.content[0]!
    const used = await t.call<Refusal>('DELETE', '/api/device', { token: admin, body: [inService.json[0]!.id] })
    assert.equal(used.status, 400, examined.examNo)
    assert.match(used.json.message, /不能删除/)
    const fresh = await t.call<DeviceTypeDto>('POST', '/api/deviceType', { token: admin, body: { code: 'XA', name: '血管造影', enabled: true } })
    assert.equal(fresh.status, 201, fresh.text)
    assert.equal((await t.call('POST', '/api/bodyPart', { token: admin, body: { modalityId: fresh.json.id, name: '冠脉', fee: 900, minutes: 40 } })).status, 201)
    const referenced = await t.call<Refusal>('DELETE', '/api/deviceType', { token: admin, body: [fresh.json.id] })
    assert.equal(referenced.status, 400)
    assert.match(referenced.json.message, /检查部位或检查方法/)
    const mg = fresh.json
    assert.ok((await t.call<Page<DeviceTypeDto>>('GET', '/api/deviceType?size=50', { token: admin })).json.content.some((m) => m.id === mg.id))
  })
})
