import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { DictDetail, DictDto } from '../../src/core/contract/dict'
import type { MenuDto } from '../../src/core/contract/menu'
import type { UserDto } from '../../src/core/contract/user'
import type { UserConfig } from '../../src/core/contract/userConfig'
import { makeServer, type TestServer } from './helpers'

/** SQL metacharacters that must be stored verbatim or rejected, never break a statement. */
const NASTY = [
  "' OR 1=1 --",
  '"; DROP TABLE sys_user; --',
  '%',
  '_',
  '\\',
  "Robert'); DROP TABLE sys_menu;--",
  '100%_\\\'"`;/*',
]

type Page<T> = { content: T[]; totalElements: number }

describe('hostile input', () => {
  let t: TestServer
  let admin: string
  let counts: Record<string, number>
  const tables = ['sys_user', 'sys_menu', 'sys_role', 'sys_dict', 'sys_dict_detail', 'sys_dept', 'sys_job']
  const countAll = () => Object.fromEntries(tables.map((tb) => [tb, (t.db.prepare(`SELECT COUNT(*) AS n FROM ${tb}`).get() as { n: number }).n]))

  before(async () => {
    t = await makeServer()
    admin = await t.login('admin')
    counts = countAll()
  })
  after(() => t.close())

  it('stores menu text fields verbatim and finds them literally', async () => {
    for (const [i, s] of NASTY.entries()) {
      const res = await t.call<MenuDto>('POST', '/api/menus', {
        token: admin, body: { type: 1, title: s, componentName: `${s}#${i}`, component: s, icon: s, path: s, permission: s, pid: 0 },
      })
      assert.equal(res.status, 201, `${s}: ${res.text}`)
      const back = await t.call<Page<MenuDto>>('GET', `/api/menus?blurry=${encodeURIComponent(s)}`, { token: admin })
      assert.equal(back.status, 200)
      const found = back.json.content.find((m) => m.id === res.json.id)
      assert.deepEqual([found?.title, found?.componentName, found?.component, found?.icon, found?.path, found?.permission],
        [s, `${s}#${i}`, s, s, s, s])
      assert.ok(back.json.content.every((m) => [m.title, m.component, m.permission].some((f) => f?.includes(s))), `LIKE ${s} is literal`)
    }
    const pct = await t.call<Page<MenuDto>>('GET', `/api/menus?blurry=${encodeURIComponent('%')}`, { token: admin })
    assert.equal(pct.json.totalElements, 2, 'only the two titles holding a literal %')
  })

  it('stores user text fields verbatim or rejects them', async () => {
    for (const [i, s] of NASTY.entries()) {
      const res = await t.call<UserDto>('POST', '/api/users', {
        token: admin, body: { username: s, nickName: s, enabled: true, dept: { id: 3 }, roles: [{ id: 9 }], phone: `1390000100${i}` },
      })
      if (/\s/.test(s)) {
        assert.equal(res.status, 400, 'user names with spaces are rejected')
        const nick = await t.call<UserDto>('POST', '/api/users', {
          token: admin, body: { username: `user${i}`, nickName: s, enabled: true, dept: { id: 3 }, roles: [{ id: 9 }] },
        })
        assert.equal(nick.status, 201, nick.text)
        assert.equal(nick.json.nickName, s)
      } else {
        assert.equal(res.status, 201, `${s}: ${res.text}`)
        assert.deepEqual([res.json.username, res.json.nickName], [s, s])
      }
      const search = await t.call<Page<UserDto>>('GET', `/api/users?blurry=${encodeURIComponent(s)}&size=100`, { token: admin })
      assert.equal(search.status, 200)
      assert.ok(search.json.totalElements >= 1)
      assert.ok(search.json.content.every((u) => [u.username, u.nickName, u.email].some((f) => f?.includes(s))))
    }
    for (const email of NASTY) {
      const res = await t.call<{ message: string }>('POST', '/api/users', {
        token: admin, body: { username: 'mailtest', nickName: 'm', email, enabled: true, dept: { id: 3 }, roles: [{ id: 9 }] },
      })
      assert.equal(res.status, 400)
      assert.match(res.json.message, /^email: /)
    }
    const token = await t.login('xindian')
    for (const s of NASTY) {
      assert.equal((await t.call('PUT', '/api/users/center', { token, body: { id: 5, nickName: s } })).status, 204)
      const info = await t.call<{ user: UserDto }>('GET', '/auth/info', { token })
      assert.equal(info.json.user.nickName, s)
    }
  })

  it('stores dictionary text verbatim and looks names up exactly', async () => {
    for (const s of NASTY) {
      const dict = await t.call<DictDto>('POST', '/api/dict', { token: admin, body: { name: `d${s}`, description: s } })
      assert.equal(dict.status, 201, dict.text)
      assert.equal(dict.json.description, s)
      const detail = await t.call<DictDetail>('POST', '/api/dictDetail', { token: admin, body: { dict: { id: dict.json.id }, label: s, value: s } })
      assert.equal(detail.status, 201)
      const byName = await t.call<Page<DictDetail>>('GET', `/api/dictDetail?dictName=${encodeURIComponent(`d${s}`)}&label=${encodeURIComponent(s)}`, { token: admin })
      assert.deepEqual(byName.json.content.map((d) => [d.label, d.value]), [[s, s]])
      const map = await t.call<Record<string, DictDetail[]>>('GET', `/api/dictDetail/map?dictName=${encodeURIComponent(`d${s}`)}`, { token: admin })
      assert.equal(map.json[`d${s}`]?.[0]?.value, s)
      assert.equal((await t.call('GET', `/api/dict?blurry=${encodeURIComponent(s)}`, { token: admin })).status, 200)
    }
    const commaName = await t.call('POST', '/api/dict', { token: admin, body: { name: 'a,b' } })
    assert.equal(commaName.status, 400, 'dictionary names cannot hold the map separator')
  })

  it('stores user config verbatim and filters by exact values', async () => {
    const token = await t.login('chaosheng')
    for (const s of NASTY) {
      const res = await t.call<UserConfig>('POST', '/api/userConfig', { token, body: { configType: s, configPath: `p${s}`, configValue: s, comment: s } })
      assert.equal(res.status, 201)
      const typeFilter = s.includes(',') ? 'x' : s
      const own = await t.call<UserConfig[]>('GET', `/api/userConfig/all/own?configTypes=${encodeURIComponent(typeFilter)}`, { token })
      assert.deepEqual(own.json.map((r) => [r.configValue, r.comment]), [[s, s]])
    }
  })

  it('accepts hostile text in the other query filters and login fields without breaking', async () => {
    for (const s of NASTY) {
      const q = encodeURIComponent(s)
      for (const path of [`/api/dept?name=${q}`, `/api/job?name=${q}`, `/api/roles?blurry=${q}`, `/api/dictDetail?label=${q}`]) {
        const res = await t.call<Page<unknown>>('GET', path, { token: admin })
        assert.equal(res.status, 200, path)
      }
      const code = await t.call<{ uuid: string }>('GET', '/auth/code')
      const login = await t.call<{ message: string }>('POST', '/auth/login', {
        body: { username: s, password: t.encrypt(s), code: '7', uuid: code.json.uuid, sourcePage: s }, ip: `10.0.0.${NASTY.indexOf(s)}`,
      })
      assert.equal(login.status, 400)
      // Whether or not the previous test created an account of that name, the answer is the same.
      assert.equal(login.json.message, '用户名或密码错误')
      const bogusUuid = await t.call<{ message: string }>('POST', '/auth/login', { body: { username: 'admin', password: t.encrypt('1'), code: s, uuid: s }, ip: '10.0.1.1' })
      assert.equal(bogusUuid.status, 400)
    }
  })

  it('logs in accounts whose names are SQL metacharacters', async () => {
    for (const name of ['%', '_', '\\']) {
      const res = await t.tryLogin(name, '123456', { ip: '10.0.2.1' })
      assert.equal(res.status, 200, `${name}: ${res.text}`)
    }
  })

  it('rejects bad ids everywhere', async () => {
    for (const body of [[0], [-1], ['1'], [1.5], 'x', {}, []]) {
      const res = await t.call<{ status: number }>('DELETE', '/api/menus', { token: admin, body })
      assert.equal(res.status, 400, JSON.stringify(body))
    }
    for (const id of ['0', '-1', '1e3', "1' OR '1'='1", '99999999999999999999']) {
      assert.equal((await t.call('DELETE', `/api/dictDetail/${encodeURIComponent(id)}`, { token: admin })).status, 400, id)
      assert.equal((await t.call('GET', `/api/menus/child?id=${encodeURIComponent(id)}`, { token: admin })).status, 400, id)
    }
  })

  it('keeps every table intact', () => {
    const now = countAll()
    for (const table of tables) assert.ok((now[table] ?? 0) >= (counts[table] ?? 0), `${table} survived`)
    assert.equal((t.db.prepare("SELECT COUNT(*) AS n FROM sys_user WHERE username = 'admin'").get() as { n: number }).n, 1)
  })

  it('answers malformed JSON and wrong content with 400 and a clear message', async () => {
    for (const rawBody of ['{', '{"title": }', 'undefined', "{'a':1}"]) {
      const res = await t.call<{ status: number; message: string; timestamp: number }>('POST', '/api/menus', { token: admin, rawBody })
      assert.equal(res.status, 400)
      assert.equal(res.json.status, 400)
      assert.equal(typeof res.json.timestamp, 'number')
      assert.match(res.json.message, /JSON/)
    }
    const big = await t.call<{ status: number }>('POST', '/api/menus', { token: admin, rawBody: JSON.stringify({ title: 'x'.repeat(2_000_000) }) })
    assert.equal(big.status, 413)
    const en = await t.call<{ message: string }>('POST', '/api/menus', { token: admin, rawBody: '{', headers: { 'Accept-Language': 'en' } })
    assert.match(en.json.message, /^The request body is not valid JSON/)
  })

  it('answers concurrent creates of one user name with one user and a 400 on the field for the rest', async () => {
    const body = (i: number) => ({ username: 'twins', nickName: `双胞胎${i}`, email: `twins${i}@mch.example.com`, phone: `1390000${String(i).padStart(4, '0')}`,
      gender: '女', enabled: true, dept: { id: 3 }, roles: [{ id: 2 }], jobs: [{ id: 3 }] })
    const answers = await Promise.all([0, 1, 2, 3, 4].map((i) => t.call<{ errors?: { field: string }[] }>('POST', '/api/users', { token: admin, body: body(i) })))
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 400, 400, 400, 400])
    for (const refused of answers.filter((a) => a.status === 400)) assert.deepEqual(refused.json.errors?.map((e) => e.field), ['username'])
  })

  it('refuses texts that cannot be stored as they came, and days that do not exist, naming the field', async () => {
    for (const name of ['放射\u0000科', 'bad \uD83D half', '\uDE00 tail']) {
      const res = await t.call<{ errors?: { field: string; message: string }[] }>('POST', '/api/job', { token: admin, body: { name, jobSort: 1, enabled: true } })
      assert.equal(res.status, 400, JSON.stringify(name))
      assert.deepEqual(res.json.errors?.map((e) => [e.field, e.message]), [['name', '含有不能保存的字符（空字符或不完整的 Unicode 字符）']])
    }
    const emoji = await t.call('POST', '/api/job', { token: admin, body: { name: '超声😀岗位', jobSort: 1, enabled: true } })
    assert.equal(emoji.status, 201, 'a whole surrogate pair is a character like any other')
    for (const day of ['2026-02-31', '2026-02-29', '2025-13-01']) {
      assert.equal((await t.call('GET', `/api/exams?from=${day}`, { token: admin })).status, 400, day)
      assert.equal((await t.call('GET', `/api/job?createTime=${day}&createTime=2026-03-01`, { token: admin })).status, 400, day)
    }
    assert.equal((await t.call('GET', '/api/exams?from=2028-02-29', { token: admin })).status, 200, 'a leap day')
  })

  it('answers unknown API paths with the contract 404 body', async () => {
    const res = await t.call<{ status: number; message: string }>('GET', '/api/nothing', { token: admin })
    assert.equal(res.status, 404)
    assert.equal(res.json.status, 404)
    assert.equal(res.json.message, '接口不存在：GET /api/nothing')
    const post = await t.call<{ status: number }>('POST', '/api/nothing')
    assert.equal(post.json.status, 404)
  })
})

describe('validation messages', () => {
  let t: TestServer
  before(async () => { t = await makeServer() })
  after(() => t.close())

  it('names every missing or empty required field, in the caller\'s language, in the message and in `errors`', async () => {
    type Invalid = { message: string; errors: { field: string; message: string }[] }
    const missing = await t.call<Invalid>('POST', '/auth/login', { body: { username: 'admin' } })
    assert.equal(missing.json.message, 'password: 不能为空; code: 不能为空; uuid: 不能为空')
    assert.deepEqual(missing.json.errors, [
      { field: 'password', message: '不能为空' },
      { field: 'code', message: '不能为空' },
      { field: 'uuid', message: '不能为空' },
    ])
    const empty = await t.call<Invalid>('POST', '/auth/login', { body: { username: '', password: 'x', code: '1', uuid: 'u' } })
    assert.equal(empty.json.message, 'username: 不能为空')
    const en = await t.call<Invalid>('POST', '/auth/login', { body: { username: 'a' }, headers: { 'Accept-Language': 'en' } })
    assert.match(en.json.message, /^password: Must not be blank; /)
    const blank = await t.call<Invalid>('POST', '/auth/login', { body: { username: '   ', password: 'x', code: '1', uuid: 'u' } })
    assert.equal(blank.json.message, 'username: 不能为空')
    const wrongType = await t.call<Invalid>('POST', '/auth/login', { body: { username: 5, password: 'x', code: '1', uuid: 'u' } })
    assert.match(wrongType.json.message, /^username: /)
    assert.notEqual(wrongType.json.message, 'username: 不能为空')
  })
})
