// The cache behind captchas, login throttling and cached lookups, in-process and in a real redis-server started on a
// free local port (`REDIS_SERVER`, else /usr/bin/redis-server): the same behaviour on both, the cache view's calls,
// and a Redis that cannot be reached answering a clear 503 within a few seconds.
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, Socket, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { CacheInfoDto, CacheKeyPage, CacheValueDto } from '../../src/core/contract/cache'
import type { DictMap } from '../../src/core/contract/dict'
import { MemoryCache, openCache, RedisCache, type CacheStore } from '../../demo/server/lib/cache'
import { CaptchaStore } from '../../demo/server/lib/captcha'
import { LoginThrottle } from '../../demo/server/lib/throttle'
import { MINUTE } from '../../demo/server/lib/time'
import { startServer } from '../../demo/server/start'
import { makeServer, T0, type TestServer } from './helpers'

const REDIS_SERVER = process.env.REDIS_SERVER || '/usr/bin/redis-server'

/** Polls `check` every 20 ms until it is true, failing after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 5000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** Whether something on `port` answers a Redis PING with +PONG. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket()
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(500, () => done(false))
    socket.once('error', () => done(false))
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')))
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'))
  })
}

/** A redis-server of our own: no persistence, on a free 127.0.0.1 port, stopped by its pid. */
interface LocalRedis {
  port: number
  url: string
  stop(): Promise<void>
}

async function startRedis(port?: number): Promise<LocalRedis> {
  const chosen = port ?? (await freePort())
  const child: ChildProcess = spawn(REDIS_SERVER, ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.once('error', () => undefined)
  try {
    await until(() => pings(chosen), 10_000, `redis-server (${REDIS_SERVER}) on port ${chosen}`)
  } catch (error) {
    if (child.pid) process.kill(child.pid)
    throw error
  }
  return {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}/0`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(child.pid, 'SIGKILL')
      await exited
    },
  }
}

/** A TCP server that accepts and never says a word: a Redis that hangs. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as { port: number }).port,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

let redis: LocalRedis
before(async () => {
  redis = await startRedis()
})
after(async () => {
  await redis.stop()
})

/** A fresh cache of each kind, on the server's clock (`clock`); the Redis one on a flushed database. */
const BACKENDS: { name: 'memory' | 'redis'; open(clock: { now: number }, logs: string[]): Promise<CacheStore> }[] = [
  { name: 'memory', open: async (clock) => new MemoryCache({ now: () => clock.now }) },
  {
    name: 'redis',
    async open(_clock, logs) {
      const cache = await openCache({ redisUrl: redis.url, log: (line) => logs.push(line) })
      await cache.del((await cache.scan('*', 100_000)).keys)
      return cache
    },
  },
]

for (const backend of BACKENDS) {
  describe(`cache store (${backend.name})`, () => {
    const clock = { now: T0 }
    const logs: string[] = []
    let cache: CacheStore
    before(async () => { cache = await backend.open(clock, logs) })
    after(() => cache.close())

    it('gets, sets, takes, deletes and counts, and counts its hits and misses', async () => {
      const before0 = await cache.stats()
      await cache.set('t:a', 'alpha')
      assert.equal(await cache.get('t:a'), 'alpha')
      assert.equal(await cache.get('t:missing'), null)
      assert.equal(await cache.take('t:a'), 'alpha')
      assert.equal(await cache.take('t:a'), null, 'taken once')
      assert.equal(await cache.incr('t:n'), 1)
      assert.equal(await cache.incr('t:n'), 2)
      await cache.hset('t:h', { one: '1', two: '2' })
      assert.equal(await cache.hget('t:h', 'two'), '2')
      assert.equal(await cache.hget('t:h', 'three'), null)
      assert.equal(await cache.del(['t:n', 't:h', 't:never']), 2)
      const stats = await cache.stats()
      assert.equal(stats.backend, backend.name)
      assert.deepEqual([stats.hits - before0.hits, stats.misses - before0.misses], [3, 3])
    })

    it('lists keys by glob pattern with their type, TTL and size, and reads strings and hashes', async () => {
      await cache.set('list:captcha_code:1', 'x'.repeat(100), 60_000)
      await cache.set('list:login_throttle:ip:1', '{}')
      await cache.hset('list:dict:entries', { user_status: '[1]', job_status: '[2]' }, 60_000)
      assert.deepEqual((await cache.scan('list:*', 100)).keys.sort(), ['list:captcha_code:1', 'list:dict:entries', 'list:login_throttle:ip:1'])
      assert.deepEqual((await cache.scan('list:[cd]*', 100)).keys.sort(), ['list:captcha_code:1', 'list:dict:entries'])
      assert.deepEqual((await cache.scan('list:login_throttle:i?:*', 100)).keys, ['list:login_throttle:ip:1'])
      const limited = await cache.scan('list:*', 2)
      assert.deepEqual([limited.keys.length, limited.truncated], [2, true])

      const described = await cache.describe(['list:captcha_code:1', 'list:gone', 'list:login_throttle:ip:1', 'list:dict:entries'])
      assert.deepEqual(described.map((k) => k.key), ['list:captcha_code:1', 'list:login_throttle:ip:1', 'list:dict:entries'], 'keys that do not exist are left out')
      const [captcha, throttle, dict] = described
      assert.equal(captcha?.type, 'string')
      assert.ok(captcha!.ttl > 50_000 && captcha!.ttl <= 60_000, `ttl ${captcha?.ttl}`)
      assert.ok((captcha?.size ?? 0) >= 100, `size ${captcha?.size}`)
      assert.deepEqual([throttle?.type, throttle?.ttl], ['string', -1], 'no expiry')
      assert.equal(dict?.type, 'hash')

      const text = await cache.read('list:captcha_code:1', { maxBytes: 10, maxFields: 10 })
      assert.deepEqual([text?.type, text?.value, text?.truncated, text?.fields], ['string', 'xxxxxxxxxx', true, null])
      const hash = await cache.read('list:dict:entries', { maxBytes: 10, maxFields: 1 })
      assert.deepEqual([hash?.type, hash?.fields?.length, hash?.truncated, hash?.value], ['hash', 1, true, null])
      const whole = await cache.read('list:dict:entries', { maxBytes: 10, maxFields: 10 })
      assert.deepEqual(whole?.fields?.sort((a, b) => a.field.localeCompare(b.field)), [{ field: 'job_status', value: '[2]' }, { field: 'user_status', value: '[1]' }])
      assert.equal(await cache.read('list:gone', { maxBytes: 10, maxFields: 10 }), null)
    })

    it('expires keys after their TTL', async () => {
      await cache.set('ttl:short', 'soon gone', 150)
      await cache.incr('ttl:counter', 150)
      assert.equal(await cache.get('ttl:short'), 'soon gone')
      // The in-process cache judges expiry by the server's clock; Redis by its own.
      if (backend.name === 'memory') clock.now += 151
      await until(async () => (await cache.get('ttl:short')) === null && (await cache.get('ttl:counter')) === null, 3000, 'the keys to expire')
    })

    it('keeps captchas single use, for two minutes of the server\'s clock, and only under their own keys', async () => {
      const captchas = new CaptchaStore(cache, () => clock.now, 2 * MINUTE)
      const uuid = await captchas.put('7')
      assert.match(uuid, /^captcha_code:[0-9a-f]{32}$/)
      assert.equal((await cache.scan('captcha_code:*', 100)).keys.includes(uuid), true, 'the captcha is a key of the cache')
      assert.equal(await captchas.take(uuid), '7')
      assert.equal(await captchas.take(uuid), null, 'single use')
      const late = await captchas.put('8')
      clock.now += 2 * MINUTE + 1000
      assert.equal(await captchas.take(late), null, 'expired')
      await cache.set('login_throttle:ip:10.0.0.1', '{"failures":[1],"lockedUntil":0}')
      assert.equal(await captchas.take('login_throttle:ip:10.0.0.1'), null)
      assert.notEqual(await cache.get('login_throttle:ip:10.0.0.1'), null, 'a browser cannot remove other keys by sending them as a captcha id')
    })

    it('throttles logins as before: a growing wait per account and address, a limit per address, a success clears', async () => {
      const throttle = new LoginThrottle(cache, () => clock.now)
      const ip = '10.3.0.1'
      for (let i = 0; i < 4; i++) await throttle.fail('dengji', ip)
      assert.equal(await throttle.lockedMinutes('dengji', ip), 0, 'four failures do not lock')
      await throttle.fail('Dengji', ip)
      assert.equal(await throttle.lockedMinutes('dengji', ip), 1, 'the fifth does (user names are case-blind)')
      assert.equal(await throttle.lockedMinutes('dengji', '10.3.0.2'), 0, 'only at that address')
      assert.equal(await throttle.lockedMinutes('fangshe', ip), 0, 'only that account')
      const waits: number[] = []
      for (let i = 0; i < 5; i++) {
        clock.now += (await throttle.lockedMinutes('dengji', ip)) * MINUTE + 1000
        await throttle.fail('dengji', ip)
        waits.push(await throttle.lockedMinutes('dengji', ip))
      }
      assert.deepEqual(waits, [2, 4, 8, 15, 15])
      await throttle.succeed('dengji', ip)
      assert.equal(await throttle.lockedMinutes('dengji', ip), 0, 'a success clears it')

      for (let i = 0; i < 4; i++) await throttle.fail('bingli', ip)
      clock.now += 16 * MINUTE
      await throttle.fail('bingli', ip)
      assert.equal(await throttle.lockedMinutes('bingli', ip), 0, 'failures are forgotten after 15 quiet minutes')

      const crowd = '10.1.2.3'
      await Promise.all(Array.from({ length: 99 }, (_, i) => throttle.fail(`ghost${i}`, crowd)))
      assert.equal(await throttle.lockedMinutes('admin', crowd), 0, '99 failures of many accounts, all at once, lock nobody')
      await throttle.fail(null, crowd)
      assert.equal(await throttle.lockedMinutes('admin', crowd), 15, 'the hundredth (counted at once, none lost) locks the address')
      const key = (await cache.scan('login_throttle:ip:10.1.2.3', 10)).keys[0]
      assert.equal(key, 'login_throttle:ip:10.1.2.3', 'the counters are keys of the cache')
      const [info] = await cache.describe([key])
      assert.ok(info!.ttl > 0 && info!.ttl <= 30 * MINUTE, 'kept only as long as it can matter')
    })
  })
}

/** Logs `username` in and grants its role the cache view only (cache:list, not cache:del). */
function grantCacheList(t: TestServer, username: string): void {
  const roleId = (t.db.prepare('SELECT ur.role_id AS id FROM sys_users_roles ur JOIN sys_user u ON u.id = ur.user_id WHERE u.username = ?').get(username) as { id: number }).id
  t.db.prepare("INSERT OR IGNORE INTO sys_roles_menus (role_id, menu_id) SELECT ?, id FROM sys_menu WHERE permission = 'cache:list'").run(roleId)
}

for (const backend of BACKENDS) {
  describe(`the cache view's calls and the login on the cache (${backend.name})`, () => {
    let t: TestServer
    let cache: CacheStore
    let admin: string
    const logs: string[] = []
    before(async () => {
      const clock = { now: T0 }
      cache = await backend.open(clock, logs)
      t = await makeServer({ cache, now: () => clock.now })
      admin = await t.login('admin')
    })
    after(async () => {
      t.close()
      await cache.close()
    })

    it('lists a captcha asked for with GET auth/code, shows its value, and deletes it so the login finds none', async () => {
      const code = await t.call<{ uuid: string }>('GET', '/auth/code')
      const keys = await t.call<CacheKeyPage>('GET', '/api/cache/keys?pattern=captcha_code:*&page=0&size=50', { token: admin })
      assert.equal(keys.status, 200, keys.text)
      const listed = keys.json.content.find((k) => k.key === code.json.uuid)
      assert.ok(listed, 'the new captcha is listed')
      assert.equal(listed.type, 'string')
      assert.ok(listed.ttl > 0 && listed.ttl <= 2 * MINUTE)
      assert.equal(keys.json.truncated, false)

      const value = await t.call<CacheValueDto>('GET', `/api/cache/value?key=${encodeURIComponent(code.json.uuid)}`, { token: admin })
      assert.equal(value.status, 200, value.text)
      assert.equal(JSON.parse(value.json.value ?? '{}').answer, '7')

      const deleted = await t.call<string[]>('DELETE', '/api/cache/keys', { token: admin, body: [code.json.uuid, 'nothing:here'] })
      assert.deepEqual([deleted.status, deleted.json], [200, [code.json.uuid]])
      const login = await t.call<{ message: string }>('POST', '/auth/login', {
        body: { username: 'admin', password: t.encrypt('123456'), code: '7', uuid: code.json.uuid },
      })
      assert.deepEqual([login.status, login.json.message], [400, '验证码不存在或已过期'])
      const gone = await t.call<{ message: string; code: string }>('GET', `/api/cache/value?key=${encodeURIComponent(code.json.uuid)}`, { token: admin, headers: { 'Accept-Language': 'en' } })
      assert.deepEqual([gone.status, gone.json.code], [404, 'cache.keyNotFound'])
      assert.match(gone.json.message, /does not exist or has expired/)
    })

    it('finds keys containing plain text, sorts and pages them', async () => {
      for (let i = 0; i < 5; i++) await cache.set(`page:item:${i}`, String(i))
      const first = await t.call<CacheKeyPage>('GET', '/api/cache/keys?pattern=page:item&page=0&size=2', { token: admin })
      const last = await t.call<CacheKeyPage>('GET', '/api/cache/keys?pattern=page:item&page=2&size=2', { token: admin })
      assert.deepEqual(first.json.content.map((k) => k.key), ['page:item:0', 'page:item:1'])
      assert.deepEqual(last.json.content.map((k) => k.key), ['page:item:4'])
      assert.equal(first.json.totalElements, 5)
      const bad = await t.call('GET', `/api/cache/keys?pattern=${'x'.repeat(201)}`, { token: admin })
      assert.equal(bad.status, 400)
    })

    it('caches dictionary lookups and forgets them when an entry changes', async () => {
      const read = async () => (await t.call<DictMap>('GET', '/api/dictDetail/map?dictName=job_status', { token: admin })).json.job_status ?? []
      const first = await read()
      assert.ok(first.length > 0)
      const cached = await t.call<CacheValueDto>('GET', '/api/cache/value?key=dict:entries', { token: admin })
      assert.equal(cached.json.type, 'hash')
      assert.deepEqual(JSON.parse(cached.json.fields?.find((f) => f.field === 'job_status')?.value ?? '[]'), first)
      const hitsBefore = (await t.call<CacheInfoDto>('GET', '/api/cache', { token: admin })).json.hits ?? 0
      assert.deepEqual(await read(), first)
      assert.ok(((await t.call<CacheInfoDto>('GET', '/api/cache', { token: admin })).json.hits ?? 0) > hitsBefore, 'the second read is a hit')

      const entry = first[0]!
      const put = await t.call('PUT', '/api/dictDetail', { token: admin, body: { id: entry.id, dict: entry.dict, label: `${entry.label}（改）`, value: entry.value, dictSort: entry.dictSort } })
      assert.equal(put.status, 204, put.text)
      assert.equal((await read())[0]?.label, `${entry.label}（改）`, 'the change shows at once')
      const all = await t.call<DictMap>('GET', '/api/dictDetail/map/all', { token: admin })
      assert.equal(all.json.job_status?.[0]?.label, `${entry.label}（改）`)
      assert.equal((await t.call<CacheValueDto>('GET', '/api/cache/value?key=dict:all', { token: admin })).status, 200, 'the whole map is cached too')
    })

    it('reports the backend, its memory, key count and hit rate', async () => {
      const info = await t.call<CacheInfoDto>('GET', '/api/cache', { token: admin })
      assert.equal(info.status, 200, info.text)
      assert.equal(info.json.backend, backend.name)
      assert.equal(info.json.available, true)
      assert.ok((info.json.usedMemory ?? 0) > 0)
      assert.ok((info.json.keys ?? 0) >= 3)
      assert.ok(info.json.hitRate !== null && info.json.hitRate > 0 && info.json.hitRate < 1)
      if (backend.name === 'redis') {
        assert.equal(info.json.address, redis.url)
        assert.match(info.json.version ?? '', /^\d+\.\d+/)
      } else assert.deepEqual([info.json.address, info.json.version], [null, null])
    })

    it('lets cache:list read and only cache:del delete; others get 403', async () => {
      grantCacheList(t, 'test')
      const viewer = await t.login('test')
      assert.equal((await t.call('GET', '/api/cache/keys', { token: viewer })).status, 200)
      assert.equal((await t.call('DELETE', '/api/cache/keys', { token: viewer, body: ['page:item:0'] })).status, 403)
      const other = await t.login('dengji')
      assert.equal((await t.call('GET', '/api/cache', { token: other })).status, 403)
      assert.equal((await t.call('DELETE', '/api/cache/keys', { token: admin, body: [] })).status, 400, 'at least one key')
    })

    it('signs in and throttles over HTTP on this cache', async () => {
      const ip = '10.44.0.1'
      for (let i = 0; i < 5; i++) assert.equal((await t.tryLogin('xindian', 'bad', { ip })).status, 400)
      const locked = await t.tryLogin('xindian', '123456', { ip })
      assert.deepEqual([locked.status, locked.headers.get('retry-after')], [429, '60'])
      const keys = await t.call<CacheKeyPage>('GET', `/api/cache/keys?pattern=${encodeURIComponent(`login_throttle:pair:xindian|${ip}`)}`, { token: admin })
      assert.equal(keys.json.totalElements, 1)
      // An administrator lifts the wait by deleting the counter.
      await t.call('DELETE', '/api/cache/keys', { token: admin, body: [`login_throttle:pair:xindian|${ip}`] })
      assert.equal((await t.tryLogin('xindian', '123456', { ip })).status, 200)
    })
  })
}

describe('a Redis that cannot be reached', () => {
  it('starts anyway, logs it clearly, and answers 503 cache.unavailable within a few seconds; lookups still read the database', async () => {
    const logs: string[] = []
    const port = await freePort()
    const started = Date.now()
    const cache = await openCache({ redisUrl: `redis://:secret@127.0.0.1:${port}/2`, log: (line) => logs.push(line) })
    assert.ok(Date.now() - started < 5000, 'opening does not hang')
    assert.ok(logs.some((line) => line.includes(`Redis redis://127.0.0.1:${port}/2 cannot be reached`)), logs.join('\n'))
    assert.ok(!logs.join('\n').includes('secret'), 'the password is never logged')
    const t = await makeServer({ cache })
    try {
      const asked = Date.now()
      const code = await t.call<{ message: string; code: string }>('GET', '/auth/code', { headers: { 'Accept-Language': 'en' } })
      assert.ok(Date.now() - asked < 5000)
      assert.deepEqual([code.status, code.json.code], [503, 'cache.unavailable'])
      assert.match(code.json.message, new RegExp(`Redis \\(redis://127\\.0\\.0\\.1:${port}/2\\) cannot be reached`))
      assert.equal(code.headers.get('retry-after'), '5')
      const login = await t.call<{ code: string }>('POST', '/auth/login', {
        body: { username: 'admin', password: t.encrypt('123456'), code: '7', uuid: `captcha_code:${'0'.repeat(32)}` },
      })
      assert.deepEqual([login.status, login.json.code], [503, 'cache.unavailable'], 'sign-in says why instead of "wrong captcha"')
      // A session from before (sessions stay in the database) still works, and dictionaries come from the database.
      const token = t.services.sessions.issue(1, { ip: '127.0.0.1', browser: 'test', sourcePage: null })
      const bearer = `Bearer ${token}`
      const dicts = await t.call<DictMap>('GET', '/api/dictDetail/map?dictName=job_status', { token: bearer })
      assert.equal(dicts.status, 200)
      assert.ok((dicts.json.job_status ?? []).length > 0)
      const info = await t.call<CacheInfoDto>('GET', '/api/cache', { token: bearer })
      assert.deepEqual([info.status, info.json.backend, info.json.available, info.json.address], [200, 'redis', false, `redis://127.0.0.1:${port}/2`])
      assert.match(info.json.message ?? '', /无法连接 Redis/)
      const keys = await t.call<{ code: string }>('GET', '/api/cache/keys', { token: bearer })
      assert.deepEqual([keys.status, keys.json.code], [503, 'cache.unavailable'])
      const entry = dicts.json.job_status![0]!
      const put = await t.call<{ code: string }>('PUT', '/api/dictDetail', { token: bearer, body: { id: entry.id, dict: entry.dict, label: 'x', value: entry.value, dictSort: entry.dictSort } })
      assert.deepEqual([put.status, put.json.code], [503, 'cache.unavailable'], 'a change whose cached copy cannot be forgotten is refused')
    } finally {
      t.close()
      await cache.close()
    }
  })

  it('answers 503 within a few seconds when Redis accepts connections but never answers', async () => {
    const silent = await silentServer()
    const logs: string[] = []
    const cache = new RedisCache(`redis://127.0.0.1:${silent.port}`, { log: (line) => logs.push(line), timeoutMs: 1000 })
    try {
      const started = Date.now()
      await cache.connect()
      await assert.rejects(cache.get('x'), (error: Error & { status?: number; key?: string }) => error.status === 503 && error.key === 'cache.unavailable')
      assert.ok(Date.now() - started < 4000, `${Date.now() - started} ms`)
      assert.ok(logs.some((line) => line.includes('cannot be reached')), logs.join('\n'))
    } finally {
      await cache.close()
      await silent.close()
    }
  })

  it('answers 503 while Redis is down mid-run, logs it once, and recovers when it is back', async () => {
    const own = await startRedis()
    const logs: string[] = []
    const cache = await openCache({ redisUrl: own.url, log: (line) => logs.push(line) })
    let back: LocalRedis | null = null
    try {
      await cache.set('k', 'v')
      await until(() => logs.some((line) => line.includes('connected (Redis ')), 3000, 'the connected line')
      await own.stop()
      const started = Date.now()
      await assert.rejects(cache.get('k'), (error: Error & { status?: number }) => error.status === 503)
      await assert.rejects(cache.get('k'), (error: Error & { status?: number }) => error.status === 503)
      assert.ok(Date.now() - started < 4000)
      assert.equal(logs.filter((line) => line.includes('cannot be reached')).length, 1, logs.join('\n'))
      back = await startRedis(own.port)
      await until(async () => {
        try {
          await cache.set('k', 'again')
          return true
        } catch {
          return false
        }
      }, 15_000, 'the cache to reconnect')
      assert.equal(await cache.get('k'), 'again')
      await until(() => logs.some((line) => /answers again|connected/.test(line) && logs.indexOf(line) > logs.findIndex((l) => l.includes('cannot be reached'))), 3000, 'the back-again line')
    } finally {
      await cache.close()
      await back?.stop()
      await own.stop()
    }
  })

  it('is what startServer uses with redisUrl (REDIS_URL)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'clinic-cache-start-'))
    const logs: string[] = []
    const server = await startServer({ port: 0, dataDir, generatePacs: false, testCaptcha: 7, redisUrl: redis.url, log: (line) => logs.push(line) })
    try {
      const code = (await (await fetch(`${server.url}/auth/code`)).json()) as { uuid: string }
      const probe = await openCache({ redisUrl: redis.url, log: () => undefined })
      try {
        assert.notEqual(await probe.get(code.uuid), null, 'the captcha is in Redis')
      } finally {
        await probe.close()
      }
      assert.ok(logs.some((line) => line.includes(`Redis ${redis.url} connected`)), logs.join('\n'))
    } finally {
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
