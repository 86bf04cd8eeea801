import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { DeptDto, JobDto, RoleDto } from '../../src/core/contract/org'
import type { UserDto } from '../../src/core/contract/user'
import { makeServer, type TestServer } from './helpers'

type Page<T> = { content: T[]; totalElements: number }

describe('users', () => {
  let t: TestServer
  let admin: string
  before(async () => {
    t = await makeServer()
    admin = await t.login('admin')
  })
  after(() => t.close())

  it('lists users paged and sorted, with filters', async () => {
    const all = await t.call<Page<UserDto>>('GET', '/api/users?page=0&size=3&sort=id,asc', { token: admin })
    assert.equal(all.status, 200)
    assert.equal(all.json.totalElements, 22)
    assert.deepEqual(all.json.content.map((u) => u.username), ['admin', 'dengji', 'fangshe'])
    const page2 = await t.call<Page<UserDto>>('GET', '/api/users?page=1&size=3&sort=id,asc', { token: admin })
    assert.deepEqual(page2.json.content.map((u) => u.id), [4, 5, 6])
    const byDefault = await t.call<Page<UserDto>>('GET', '/api/users', { token: admin })
    assert.equal(byDefault.json.content[0]?.id, 22, 'default sort id,desc')
    const disabled = await t.call<Page<UserDto>>('GET', '/api/users?enabled=false', { token: admin })
    assert.deepEqual(disabled.json.content.map((u) => u.username), ['tingyong'])
    const blurry = await t.call<Page<UserDto>>(`GET`, `/api/users?blurry=${encodeURIComponent('陈')}`, { token: admin })
    assert.deepEqual(blurry.json.content.map((u) => u.username), ['chaosheng'])
    const medTech = await t.call<Page<UserDto>>('GET', '/api/users?deptId=2&sort=id,asc', { token: admin })
    assert.deepEqual(medTech.json.content.map((u) => u.username), ['fangshe', 'chaosheng', 'xindian', 'neijing', 'bingli', 'fangshe2',
      'fangshezr', 'chaosheng2', 'chaoshengzr', 'xindian2'], 'includes sub-departments (first page)')
    const badSort = await t.call<{ message: string }>('GET', '/api/users?sort=password,asc', { token: admin })
    assert.equal(badSort.status, 400)
    assert.equal(badSort.json.message, 'sort: 不支持的排序字段：password,asc')
    const badPage = await t.call<{ message: string }>('GET', '/api/users?page=-1', { token: admin })
    assert.equal(badPage.status, 400)
    assert.match(badPage.json.message, /^page: /)
    const cleared = await t.call<Page<UserDto>>('GET', '/api/users?blurry=&enabled=&deptId=', { token: admin })
    assert.equal(cleared.json.totalElements, 22, 'empty filters are ignored')
    const badEnabled = await t.call<{ message: string }>('GET', '/api/users?enabled=yes', { token: admin })
    assert.match(badEnabled.json.message, /^enabled: /)
  })

  it('creates a user with password 123456, updates and deletes it', async () => {
    const created = await t.call<UserDto>('POST', '/api/users', {
      token: admin,
      body: { username: 'newdoc', nickName: '新医生', gender: '女', phone: '13900000001', email: 'newdoc@mch.example.com',
        enabled: 'true', dept: { id: 3 }, jobs: [{ id: 4 }], roles: [{ id: 3 }] },
    })
    assert.equal(created.status, 201, created.text)
    assert.equal(created.json.username, 'newdoc')
    assert.deepEqual(created.json.roles.map((r) => r.name), ['放射科医生'])
    assert.equal(created.json.createBy, 'admin')
    const token = await t.login('newdoc', '123456')
    const info = await t.call<{ roles: string[] }>('GET', '/auth/info', { token })
    assert.ok(info.json.roles.includes('report:write'))

    const updated = await t.call('PUT', '/api/users', {
      token: admin,
      body: { ...created.json, nickName: '新医生（改）', enabled: false, dept: { id: 4 }, roles: [{ id: 4 }], jobs: [] },
    })
    assert.equal(updated.status, 204, updated.text)
    assert.equal((await t.call('GET', '/auth/info', { token })).status, 401, 'disabling ends the sessions')
    const row = await t.call<Page<UserDto>>('GET', '/api/users?blurry=newdoc', { token: admin })
    assert.equal(row.json.content[0]?.nickName, '新医生（改）')
    assert.deepEqual(row.json.content[0]?.dept, { id: 4, name: '超声科' })
    assert.deepEqual(row.json.content[0]?.jobs, [])

    const del = await t.call<number[]>('DELETE', '/api/users', { token: admin, body: [created.json.id] })
    assert.equal(del.status, 200)
    assert.deepEqual(del.json, [created.json.id])
    assert.equal((await t.call<Page<UserDto>>('GET', '/api/users?blurry=newdoc', { token: admin })).json.totalElements, 0)
  })

  it('validates user bodies and uniqueness', async () => {
    const base = { username: 'u1', nickName: 'n', enabled: true, dept: { id: 3 }, roles: [{ id: 3 }] }
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, phone: '23900000001' }, /^phone: 手机号格式不正确$/],
      [{ ...base, phone: '1390000000' }, /^phone: /],
      [{ ...base, email: 'not-an-email' }, /^email: 邮箱格式不正确$/],
      [{ ...base, username: '' }, /^username: /],
      [{ ...base, username: 'admin' }, /^username: “admin”已存在$/],
      [{ ...base, dept: { id: 999 } }, /^dept\.id: /],
      [{ ...base, dept: { id: -1 } }, /^dept\.id: /],
      [{ ...base, roles: [] }, /^roles: /],
      [{ ...base, gender: 'x' }, /^gender: /],
      [{ ...base, nickName: 'x'.repeat(51) }, /^nickName: /],
    ]
    for (const [body, message] of cases) {
      const res = await t.call<{ message: string }>('POST', '/api/users', { token: admin, body })
      assert.equal(res.status, 400, JSON.stringify(body))
      assert.match(res.json.message, message)
    }
    const missing = await t.call('PUT', '/api/users', { token: admin, body: { ...base, id: 999 } })
    assert.equal(missing.status, 404)
  })

  it('never deletes the caller and guards role levels', async () => {
    const self = await t.call<{ message: string }>('DELETE', '/api/users', { token: admin, body: [1] })
    assert.equal(self.status, 400)
    assert.equal(self.json.message, '不能删除自己的账号')
    // A level-3 registrar given user permissions still cannot create a level-1 administrator.
    const userMenus = t.db.prepare("SELECT id FROM sys_menu WHERE permission IN ('user:add', 'user:del', 'user:list')").all() as { id: number }[]
    for (const m of userMenus) t.db.prepare('INSERT INTO sys_roles_menus (role_id, menu_id) VALUES (2, ?)').run(m.id)
    const dengji = await t.login('dengji')
    const high = await t.call<{ message: string }>('POST', '/api/users', {
      token: dengji, body: { username: 'boss', nickName: 'b', enabled: true, dept: { id: 3 }, roles: [{ id: 1 }] },
    })
    assert.equal(high.status, 400)
    assert.equal(high.json.message, '角色权限不足，你的角色级别：3，低于操作的角色级别：1')
    const delAdmin = await t.call('DELETE', '/api/users', { token: dengji, body: [3] })
    assert.equal(delAdmin.status, 400, 'fangshe has a level-2 role')
    const low = await t.call('POST', '/api/users', {
      token: dengji, body: { username: 'clerk2', nickName: 'c', enabled: true, dept: { id: 12 }, roles: [{ id: 2 }] },
    })
    assert.equal(low.status, 201)
    assert.equal((await t.call('PUT', '/api/users', { token: dengji, body: { id: 2 } })).status, 403, 'no user:edit')
  })

  it('updates the caller\'s own profile only', async () => {
    const token = await t.login('xindian')
    const ok = await t.call('PUT', '/api/users/center', { token, body: { id: 5, nickName: '刘芳芳', gender: '女', phone: '13700000005' } })
    assert.equal(ok.status, 204)
    const info = await t.call<{ user: UserDto }>('GET', '/auth/info', { token })
    assert.equal(info.json.user.nickName, '刘芳芳')
    assert.equal(info.json.user.phone, '13700000005')
    const other = await t.call<{ message: string }>('PUT', '/api/users/center', { token, body: { id: 1, nickName: 'x' } })
    assert.equal(other.status, 400)
    assert.equal(other.json.message, '只能修改自己的资料')
    const badPhone = await t.call<{ message: string }>('PUT', '/api/users/center', { token, body: { id: 5, nickName: 'x', phone: '123' } })
    assert.equal(badPhone.json.message, 'phone: 手机号格式不正确')
  })

  it('changes the password (RSA) with eladmin\'s checks, on both paths', async () => {
    const token = await t.login('bingli')
    const other = await t.login('bingli')
    const wrongOld = await t.call<{ message: string }>('POST', '/api/users/updatePass/', { token, body: { oldPass: t.encrypt('nope'), newPass: t.encrypt('abcdef') } })
    assert.equal(wrongOld.status, 400)
    assert.equal(wrongOld.json.message, '修改失败，旧密码错误')
    const same = await t.call<{ message: string }>('POST', '/api/users/updatePass', { token, body: { oldPass: t.encrypt('123456'), newPass: t.encrypt('123456') } })
    assert.equal(same.json.message, '新密码不能与旧密码相同')
    const short = await t.call<{ message: string }>('POST', '/api/users/updatePass', { token, body: { oldPass: t.encrypt('123456'), newPass: t.encrypt('12345') } })
    assert.equal(short.json.message, 'newPass: 密码长度必须为 6 到 20 个字符')
    const plain = await t.call<{ message: string }>('POST', '/api/users/updatePass', { token, body: { oldPass: '123456', newPass: 'abcdefg' } })
    assert.equal(plain.json.message, '密码解密失败，请刷新页面后重试')
    const ok = await t.call('POST', '/api/users/updatePass/', { token, body: { oldPass: t.encrypt('123456'), newPass: t.encrypt('n3w-Pass') } })
    assert.equal(ok.status, 200, ok.text)
    assert.equal((await t.call('GET', '/auth/info', { token })).status, 200, 'this session stays')
    assert.equal((await t.call('GET', '/auth/info', { token: other })).status, 401, 'other sessions end')
    assert.equal((await t.tryLogin('bingli', '123456')).status, 400)
    assert.equal((await t.tryLogin('bingli', 'n3w-Pass')).status, 200)
  })

  it('throttles wrong current passwords like sign-ins, and "the same as the old one" tells nothing about a guess', async () => {
    const token = await t.login('zhikong')
    const change = (oldPass: string, newPass: string) =>
      t.call<{ message: string }>('POST', '/api/users/updatePass', { token, body: { oldPass: t.encrypt(oldPass), newPass: t.encrypt(newPass) } })
    // A guess sent as both old and new: the same answer whether it is right or not.
    assert.equal((await change('wrong-guess', 'wrong-guess')).json.message, '新密码不能与旧密码相同')
    assert.equal((await change('123456', '123456')).json.message, '新密码不能与旧密码相同')
    for (let i = 0; i < 5; i++) assert.equal((await change(`guess-${i}`, 'abcdefg')).status, 400)
    const locked = await change('123456', 'abcdefg')
    assert.equal(locked.status, 429, 'the right password waits too, as at sign-in')
    assert.match(locked.json.message, /请 1 分钟后再试/)
    const email = await t.call('POST', '/api/users/updateEmail/000000', { token, body: { email: 'x@mch.example.com', password: t.encrypt('123456') } })
    assert.equal(email.status, 429, 'and so does the e-mail change')
    t.clock.now += 61_000
    assert.equal((await change('123456', 'abcdefg')).status, 200)
  })

  it('changes the e-mail with a code from the outbox', async () => {
    const token = await t.login('neijing')
    const send = await t.call('POST', `/api/code/resetEmail?email=${encodeURIComponent('zhao.wei@mch.example.com')}`, { token })
    assert.equal(send.status, 200)
    const mail = t.db.prepare('SELECT recipient, subject, content FROM email_outbox ORDER BY id DESC LIMIT 1').get() as { recipient: string; content: string }
    assert.equal(mail.recipient, 'zhao.wei@mch.example.com')
    const code = /(\d{6})/.exec(mail.content)?.[1] ?? ''
    assert.match(code, /^\d{6}$/)
    assert.ok(t.logs.some((l) => l.includes(code)), 'logged to stdout')
    const badCode = code === '000000' ? '111111' : '000000'
    const wrong = await t.call<{ message: string }>('POST', `/api/users/updateEmail/${badCode}`, { token, body: { password: t.encrypt('123456'), email: 'zhao.wei@mch.example.com' } })
    assert.equal(wrong.json.message, '无效验证码')
    const badPass = await t.call<{ message: string }>('POST', `/api/users/updateEmail/${code}`, { token, body: { password: t.encrypt('x'), email: 'zhao.wei@mch.example.com' } })
    assert.equal(badPass.json.message, '密码错误')
    const ok = await t.call('POST', `/api/users/updateEmail/${code}`, { token, body: { password: t.encrypt('123456'), email: 'zhao.wei@mch.example.com' } })
    assert.equal(ok.status, 200, ok.text)
    const info = await t.call<{ user: UserDto }>('GET', '/auth/info', { token })
    assert.equal(info.json.user.email, 'zhao.wei@mch.example.com')
    const reuse = await t.call<{ message: string }>('POST', `/api/users/updateEmail/${code}`, { token, body: { password: t.encrypt('123456'), email: 'zhao.wei@mch.example.com' } })
    assert.equal(reuse.json.message, '无效验证码', 'single use')
    await t.call('POST', '/api/code/resetEmail?email=late@mch.example.com', { token })
    const late = (t.db.prepare('SELECT content FROM email_outbox ORDER BY id DESC LIMIT 1').get() as { content: string }).content
    t.clock.now += 5 * 60_000 + 1000
    const expired = await t.call<{ message: string }>('POST', `/api/users/updateEmail/${/(\d{6})/.exec(late)?.[1]}`, { token, body: { password: t.encrypt('123456'), email: 'late@mch.example.com' } })
    assert.equal(expired.json.message, '无效验证码', 'codes expire after 5 minutes')
    const badEmail = await t.call<{ message: string }>('POST', '/api/code/resetEmail?email=nope', { token })
    assert.equal(badEmail.json.message, 'email: 邮箱格式不正确')
  })

  it('serves roles, departments and jobs', async () => {
    const roles = await t.call<RoleDto[]>('GET', '/api/roles/all', { token: admin })
    assert.equal(roles.status, 200)
    assert.deepEqual(roles.json.map((r) => r.name).slice(0, 1), ['管理员'])
    assert.equal(roles.json.length, 16)
    assert.ok((roles.json.find((r) => r.name === '普通用户')?.menus.length ?? 0) > 0)
    const paged = await t.call<Page<RoleDto>>('GET', '/api/roles?page=0&size=2', { token: admin })
    assert.equal(paged.json.totalElements, 16)
    assert.equal(paged.json.content.length, 2)
    const one = await t.call<RoleDto>('GET', '/api/roles/3', { token: admin })
    assert.equal(one.json.name, '放射科医生')
    assert.equal((await t.call('GET', '/api/roles/99', { token: admin })).status, 404)
    const level = await t.call<{ level: number }>('GET', '/api/roles/level', { token: await t.login('test') })
    assert.deepEqual(level.json, { level: 3 })

    const roots = await t.call<Page<DeptDto>>('GET', '/api/dept', { token: admin })
    assert.deepEqual(roots.json.content.map((d) => d.name), ['康宁市妇幼保健院'])
    const tech = await t.call<Page<DeptDto>>('GET', '/api/dept?pid=2', { token: admin })
    assert.deepEqual(tech.json.content.map((d) => d.name), ['放射科', '超声科', '心电图室', '内镜中心', '病理科'])
    const named = await t.call<Page<DeptDto>>(`GET`, `/api/dept?name=${encodeURIComponent('科')}&enabled=false`, { token: admin })
    assert.deepEqual(named.json.content.map((d) => d.name), ['新生儿科（筹）'])
    const superior = await t.call<Page<DeptDto>>('POST', '/api/dept/superior', { token: admin, body: [3] })
    assert.equal(superior.json.content[0]?.children?.find((d) => d.id === 2)?.children?.length, 5)

    const jobs = await t.call<Page<JobDto>>('GET', '/api/job?page=0&size=100', { token: admin })
    assert.equal(jobs.json.totalElements, 8)
    assert.equal(jobs.json.content[0]?.name, '主任医师')
    const jobByName = await t.call<Page<JobDto>>(`GET`, `/api/job?name=${encodeURIComponent('医师')}`, { token: admin })
    assert.equal(jobByName.json.totalElements, 4)
    assert.equal((await t.call('GET', '/api/job', { token: await t.login('test') })).status, 403)
  })
})
