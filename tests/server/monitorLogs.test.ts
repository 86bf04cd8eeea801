import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { z } from 'zod'
import type { Page } from '../../src/core/contract/api'
import type { LogExceptionDto, OnlineUserDto, SysLogDto, SysLogErrorDto } from '../../src/core/contract/monitorLogs'
import type { UserLogDto } from '../../src/core/contract/dashboard'
import { Resource } from '../../demo/server/lib/route'
import { makeServer, type TestServer } from './helpers'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

describe('online users, operation log and error log (auth/online, api/logs)', () => {
  let t: TestServer
  let admin: string
  let nurse: string

  before(async () => {
    // The smallest test-only way to an unexpected failure: a route of this test alone that throws, behind the real
    // middleware and error handler (POST: the static fallback answers every GET).
    t = await makeServer({}, {
      beforeRequests: (app, services) => {
        const boom = new Resource('/__test', 'test', services)
        boom.route({
          method: 'post', path: '/boom', permission: 'authenticated', body: z.object({ note: z.string(), password: z.string() }),
          summary: 'Fail on purpose (test only)',
        }, () => {
          throw new Error('boom: the failure a test asked for')
        })
        app.route(boom.base, boom.app)
      },
    })
    admin = await t.login('admin')
    nurse = await t.login('xindian')
  })
  after(() => t.close())

  const online = async (query = '') => {
    const res = await t.call<Page<OnlineUserDto>>('GET', `/auth/online${query}`, { token: admin })
    assert.equal(res.status, 200, res.text)
    return res.json
  }

  it('lists the live sessions with their user, department, origin and an opaque key, and marks the caller\'s own', async () => {
    t.clock.now += 1000
    const second = await t.login('xindian')
    const page = await online()
    assert.ok(page.totalElements >= 3, `${page.totalElements} sessions`)
    const nurses = page.content.filter((u) => u.userName === 'xindian')
    assert.equal(nurses.length, 2)
    assert.deepEqual(page.content.filter((u) => u.current).map((u) => u.userName), ['admin'])
    const [newest] = nurses
    assert.equal(newest?.loginTime, '2025-06-01 08:00:01', 'newest login first')
    assert.equal(newest?.address, '内网IP')
    assert.ok(newest?.nickName && newest.dept, 'nick name and department')
    for (const user of page.content) {
      assert.match(user.key, /^[0-9a-f]{32}$/)
      for (const token of [admin, nurse, second]) {
        const raw = token.replace(/^Bearer /, '')
        assert.ok(!raw.includes(user.key) && !user.key.includes(raw.slice(0, 16)), 'the key is not (part of) a token')
      }
    }
    // A key is no way in.
    assert.equal((await t.call('GET', '/auth/info', { token: `Bearer ${newest!.key}${newest!.key}` })).status, 401)

    const filtered = await online('?username=xin')
    assert.deepEqual(filtered.content.map((u) => u.userName), ['xindian', 'xindian'])
    assert.equal((await online('?username=nobody-like-this')).totalElements, 0)
    assert.equal((await t.call('GET', '/auth/online?sort=key,asc', { token: admin })).status, 400, 'only declared sort fields')

    const xlsx = await t.call('GET', '/auth/online/download?username=xindian', { token: admin })
    assert.equal(xlsx.status, 200)
    assert.match(xlsx.headers.get('content-type') ?? '', /spreadsheetml/)
    assert.deepEqual([...xlsx.bytes.slice(0, 2)], [0x50, 0x4b], 'a zip (xlsx)')
  })

  it('kicks out a session: its next call is a 401 at once, while the user\'s other session and everyone else keep working', async () => {
    const victim = await t.login('xindian')
    const before = (await online('?username=xindian')).content
    const info = async (token: string) => (await t.call('GET', '/auth/info', { token })).status
    assert.equal(await info(victim), 200)
    // The victim's session is the newest login of the user.
    const key = before[0]!.key
    const kicked = await t.call<string[]>('DELETE', '/auth/online', { token: admin, body: [key] })
    assert.equal(kicked.status, 200, kicked.text)
    assert.deepEqual(kicked.json, [key])
    assert.equal(await info(victim), 401, 'the kicked token is refused')
    assert.equal(await info(nurse), 200, 'the same user\'s other session lives on')
    assert.equal(await info(admin), 200)
    const after = (await online('?username=xindian')).content
    assert.equal(after.length, before.length - 1)
    assert.ok(!after.some((u) => u.key === key), 'gone from the list')
    // A key already gone is no error (another administrator was quicker).
    assert.deepEqual((await t.call<string[]>('DELETE', '/auth/online', { token: admin, body: [key] })).json, [])
    const logged = (await t.call<Page<SysLogDto>>('GET', '/api/logs?blurry=Kick', { token: admin })).json.content[0]
    assert.equal(logged?.path, '/auth/online')
    assert.deepEqual(JSON.parse(logged?.params ?? 'null'), { body: [key] })
  })

  it('refuses to kick out the caller\'s own session, saying why, and checks the keys', async () => {
    const own = (await online()).content.find((u) => u.current)!
    const res = await t.call<{ message: string }>('DELETE', '/auth/online', { token: admin, body: [own.key], headers: { 'Accept-Language': 'en' } })
    assert.equal(res.status, 400)
    assert.equal(res.json.message, 'You cannot kick out your own session here; sign out instead')
    assert.equal((await t.call('GET', '/auth/info', { token: admin })).status, 200)
    assert.equal((await t.call('DELETE', '/auth/online', { token: admin, body: [] })).status, 400)
    assert.equal((await t.call('DELETE', '/auth/online', { token: admin, body: ['not-a-key'] })).status, 400)
  })

  it('answers 403 to a signed-in non-administrator and 401 to nobody on every endpoint', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/auth/online'], ['GET', '/auth/online/download'], ['DELETE', '/auth/online', ['0'.repeat(32)]],
      ['GET', '/api/logs'], ['GET', '/api/logs/download'], ['DELETE', '/api/logs/del/info'],
      ['GET', '/api/logs/error'], ['GET', '/api/logs/error/1'], ['GET', '/api/logs/error/download'], ['DELETE', '/api/logs/del/error'],
    ]
    for (const [method, path, body] of calls) {
      assert.equal((await t.call(method, path, { token: nurse, ...(body ? { body } : {}) })).status, 403, `${method} ${path}`)
      assert.equal((await t.call(method, path, body ? { body } : {})).status, 401, `${method} ${path} anonymous`)
    }
    assert.equal((await t.call('GET', '/api/logs/user', { token: nurse })).status, 200, 'one\'s own log stays open to everyone')
  })

  it('records an unexpected failure as one ERROR row with its stack, user, path, address and browser, and shows the stack to administrators only', async () => {
    const before = (t.db.prepare("SELECT COUNT(*) AS n FROM sys_log WHERE log_type = 'ERROR'").get() as { n: number }).n
    const res = await t.call<{ message: string }>('POST', '/__test/boom?case=42', {
      token: nurse, body: { note: 'x', password: 'hunter2' }, ip: '10.1.2.3', headers: { 'User-Agent': CHROME, 'Accept-Language': 'en' },
    })
    assert.equal(res.status, 500)
    assert.ok(!res.text.includes('boom') && !res.text.includes(' at '), `no stack to the caller: ${res.text}`)
    const after = (t.db.prepare("SELECT COUNT(*) AS n FROM sys_log WHERE log_type = 'ERROR'").get() as { n: number }).n
    assert.equal(after, before + 1, 'one ERROR row')

    const list = await t.call<Page<SysLogErrorDto>>('GET', '/api/logs/error?blurry=__test', { token: admin })
    assert.equal(list.status, 200)
    assert.equal(list.json.totalElements, 1)
    const row = list.json.content[0]!
    assert.deepEqual([row.username, row.description, row.method, row.path, row.requestIp, row.address, row.browser],
      ['xindian', 'Fail on purpose (test only)', 'POST', '/__test/boom', '10.1.2.3', '内网IP', 'Chrome 126'])
    assert.deepEqual(JSON.parse(row.params ?? 'null'), { query: { case: '42' }, body: { note: 'x', password: '******' } }, 'secrets masked')
    assert.ok(!('time' in row) && !('exception' in row), 'the list carries no stack')
    const detail = await t.call<LogExceptionDto>('GET', `/api/logs/error/${row.id}`, { token: admin })
    assert.equal(detail.status, 200)
    assert.match(detail.json.exception, /^Error: boom: the failure a test asked for\n\s+at .*monitorLogs\.test\.ts/)
    assert.equal((await t.call('GET', `/api/logs/error/${row.id}`, { token: nurse })).status, 403)
    assert.equal((await t.call('GET', '/api/logs/error/999999', { token: admin })).status, 404)

    // Not in the operation log, nor in the user's own log.
    assert.equal((await t.call<Page<SysLogDto>>('GET', '/api/logs?blurry=__test', { token: admin })).json.totalElements, 0)
    const own = await t.call<Page<UserLogDto>>('GET', '/api/logs/user?size=100', { token: nurse })
    assert.ok(own.json.content.every((l) => l.description !== 'Fail on purpose (test only)'))

    // Refusals the route meant are no errors.
    assert.equal((await t.call('GET', '/api/logs/error/abc', { token: admin })).status, 400)
    assert.equal((t.db.prepare("SELECT COUNT(*) AS n FROM sys_log WHERE log_type = 'ERROR'").get() as { n: number }).n, after)

    const xlsx = await t.call('GET', '/api/logs/error/download?blurry=__test', { token: admin })
    assert.equal(xlsx.status, 200)
    assert.deepEqual([...xlsx.bytes.slice(0, 2)], [0x50, 0x4b])
  })

  it('lists the operation log newest first with its parameters, filtered by blurry text and time', async () => {
    const res = await t.call('PUT', '/api/job', { token: admin, body: { id: 3, name: '主治医师', jobSort: 3, enabled: true } })
    assert.equal(res.status, 204, res.text)
    const page = await t.call<Page<SysLogDto>>('GET', '/api/logs', { token: admin })
    assert.equal(page.status, 200)
    const [latest] = page.json.content
    assert.deepEqual([latest?.username, latest?.description, latest?.method, latest?.path], ['admin', 'Update a job', 'PUT', '/api/job'])
    assert.deepEqual(JSON.parse(latest?.params ?? 'null'), { body: { id: 3, name: '主治医师', jobSort: 3, enabled: true } })
    const ids = page.json.content.map((l) => l.id)
    assert.deepEqual(ids, [...ids].sort((a, b) => b - a), 'newest first')

    const logins = await t.call<Page<SysLogDto>>('GET', '/api/logs?blurry=Log%20in&size=100', { token: admin })
    assert.ok(logins.json.totalElements >= 4)
    assert.ok(logins.json.content.every((l) => l.path === '/auth/login'))
    for (const login of logins.json.content.filter((l) => l.params)) {
      const body = (JSON.parse(login.params!) as { body: Record<string, string> }).body
      assert.deepEqual([body.password, body.code, body.uuid], ['******', '******', '******'], 'no password, captcha or captcha id')
    }
    assert.equal((await t.call<Page<SysLogDto>>('GET', '/api/logs?blurry=xindian', { token: admin })).json.content
      .every((l) => [l.username, l.description, l.address, l.requestIp, l.method, l.path, l.params].some((f) => f?.includes('xindian'))), true)
    const seeded = await t.call<Page<SysLogDto>>('GET', '/api/logs?createTime=2025-03-17&createTime=2025-03-17', { token: admin })
    assert.deepEqual(seeded.json.content.map((l) => l.createTime.slice(0, 10)), ['2025-03-17', '2025-03-17'], 'the seeded day only')
    assert.equal((await t.call('GET', '/api/logs?createTime=yesterday', { token: admin })).status, 400)

    const xlsx = await t.call('GET', '/api/logs/download?blurry=Update', { token: admin, headers: { 'Accept-Language': 'en' } })
    assert.equal(xlsx.status, 200)
    assert.match(xlsx.headers.get('content-disposition') ?? '', /Operation%20log\.xlsx/)
  })

  it('clears each log; the clearing of the operation log is itself its one remaining entry', async () => {
    assert.ok((await t.call<Page<SysLogErrorDto>>('GET', '/api/logs/error', { token: admin })).json.totalElements > 0)
    assert.equal((await t.call('DELETE', '/api/logs/del/error', { token: admin })).status, 204)
    assert.equal((await t.call<Page<SysLogErrorDto>>('GET', '/api/logs/error', { token: admin })).json.totalElements, 0)

    assert.equal((await t.call('DELETE', '/api/logs/del/info', { token: admin })).status, 204)
    const left = await t.call<Page<SysLogDto>>('GET', '/api/logs', { token: admin })
    assert.deepEqual(left.json.content.map((l) => [l.username, l.path]), [['admin', '/api/logs/del/info']])
    assert.equal((await t.call<Page<SysLogErrorDto>>('GET', '/api/logs/error', { token: admin })).json.totalElements, 0, 'the errors stay cleared')
  })
})
