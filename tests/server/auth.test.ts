import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { GLYPH_OUTLINES, renderCaptchaSvg } from '../../demo/server/lib/captcha'
import { CAPTCHA, makeServer, type TestServer } from './helpers'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

interface LoginBody {
  token: string
  user: { user: Record<string, unknown> & { username: string; dept: { id: number; name: string }; roles: unknown[]; jobs: unknown[] }; roles: string[]; dataScopes: unknown[] }
}

describe('auth', () => {
  let t: TestServer
  before(async () => { t = await makeServer() })
  after(() => t.close())

  it('serves the runtime config with a 2048-bit base64 SPKI key and no-cache', async () => {
    const res = await t.call<Record<string, string>>('GET', '/config.json')
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('cache-control'), 'no-cache')
    assert.deepEqual(Object.keys(res.json).sort(), ['apiBase', 'locale', 'rsaPadding', 'rsaPublicKey'])
    assert.equal(res.json.apiBase, '')
    assert.equal(res.json.locale, 'zh-CN')
    assert.doesNotMatch(res.json.rsaPublicKey ?? '', /BEGIN|\s/)
    assert.ok((res.json.rsaPublicKey ?? '').length > 380, 'a 2048-bit SPKI is about 392 base64 characters')
  })

  it('issues an SVG arithmetic captcha drawn with paths, not text', async () => {
    const res = await t.call<{ img: string; uuid: string }>('GET', '/auth/code')
    assert.equal(res.status, 200)
    assert.match(res.json.uuid, /^captcha_code:[0-9a-f]{32}$/)
    assert.match(res.json.img, /^data:image\/svg\+xml;base64,/)
    const svg = Buffer.from(res.json.img.split(',')[1] ?? '', 'base64').toString('utf8')
    assert.match(svg, /width="111" height="36"/)
    assert.doesNotMatch(svg, /<text/)
    assert.ok((svg.match(/<path/g) ?? []).length >= 5 + 4, 'five glyphs and noise curves')
  })

  it('draws a character differently on every image, so matching fixed glyph strings reads nothing', () => {
    const glyphPaths = (svg: string) => [...svg.matchAll(/<g transform="[^"]*"><path d="([^"]+)"/g)].map((m) => m[1])
    const images = Array.from({ length: 20 }, () => glyphPaths(renderCaptchaSvg('8+8=?')))
    const eights = images.map((paths) => paths[0])
    assert.equal(new Set(eights).size, eights.length, 'twenty images, twenty different outlines of 8')
    for (const paths of images) {
      for (const path of paths) assert.ok(!Object.values(GLYPH_OUTLINES).includes(path!), `a stock outline appeared: ${path}`)
    }
  })

  it('logs in admin with the eladmin response shape and permission strings', async () => {
    const res = await t.tryLogin('admin', '123456')
    assert.equal(res.status, 200, res.text)
    const body = res.json as unknown as LoginBody
    assert.match(body.token, /^Bearer [0-9a-f]{64}$/)
    assert.deepEqual(body.user.roles, ['admin'])
    assert.deepEqual(body.user.dataScopes, [])
    const user = body.user.user
    assert.equal(user.username, 'admin')
    assert.equal(user.nickName, '管理员')
    assert.equal(user.enabled, true)
    assert.deepEqual(user.dept, { id: 14, name: '信息科' })
    assert.deepEqual(user.roles, [{ id: 1, name: '管理员', level: 1, dataScope: '全部' }])
    assert.equal(user.password, undefined)
    assert.equal(typeof user.createTime, 'string')
    const row = t.db.prepare('SELECT source_page AS s, browser FROM sys_token ORDER BY created_at DESC LIMIT 1').get() as { s: string | null }
    assert.equal(row.s, null)
  })

  it('records sourcePage and browser with the token, storing only its hash', async () => {
    const code = await t.call<{ uuid: string }>('GET', '/auth/code')
    const res = await t.call<LoginBody>('POST', '/auth/login', {
      body: { username: 'fangshe', password: t.encrypt('123456'), code: CAPTCHA, uuid: code.json.uuid, sourcePage: '/webouterpage/hisReport' },
      headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36' },
    })
    assert.equal(res.status, 200, res.text)
    const raw = res.json.token.slice('Bearer '.length)
    const rows = t.db.prepare('SELECT token_hash AS h, source_page AS s, browser AS b FROM sys_token WHERE source_page IS NOT NULL').all() as { h: string; s: string; b: string }[]
    assert.equal(rows.length, 1)
    assert.equal(rows[0]?.s, '/webouterpage/hisReport')
    assert.equal(rows[0]?.b, 'Chrome 126')
    assert.notEqual(rows[0]?.h, raw)
    assert.ok(res.json.user.roles.includes('report:write'))
    assert.ok(!res.json.user.roles.includes('admin'))
  })

  it('gives the test user no permissions', async () => {
    const res = await t.tryLogin('test', '123456')
    assert.deepEqual((res.json as unknown as LoginBody).user.roles, [])
  })

  it('refuses a wrong captcha, then the same captcha again (single use)', async () => {
    const code = await t.call<{ uuid: string }>('GET', '/auth/code')
    const body = { username: 'admin', password: t.encrypt('123456'), code: '99', uuid: code.json.uuid }
    const wrong = await t.call<{ status: number; message: string; timestamp: number; code: string }>('POST', '/auth/login', { body })
    assert.equal(wrong.status, 400)
    // eladmin's three fields, and the message key as `code` for clients that tell one refusal from another.
    assert.deepEqual(Object.keys(wrong.json).sort(), ['code', 'message', 'status', 'timestamp'])
    assert.equal(wrong.json.status, 400)
    assert.equal(wrong.json.message, '验证码错误')
    assert.equal(wrong.json.code, 'auth.captchaWrong')
    const reuse = await t.call<{ message: string }>('POST', '/auth/login', { body: { ...body, code: CAPTCHA } })
    assert.equal(reuse.status, 400)
    assert.equal(reuse.json.message, '验证码不存在或已过期')
  })

  it('consumes the captcha on a successful login too', async () => {
    const code = await t.call<{ uuid: string }>('GET', '/auth/code')
    const body = { username: 'admin', password: t.encrypt('123456'), code: CAPTCHA, uuid: code.json.uuid }
    assert.equal((await t.call('POST', '/auth/login', { body })).status, 200)
    const again = await t.call<{ message: string }>('POST', '/auth/login', { body })
    assert.equal(again.json.message, '验证码不存在或已过期')
  })

  it('expires a captcha after two minutes', async () => {
    const code = await t.call<{ uuid: string }>('GET', '/auth/code')
    t.clock.now += 121_000
    const res = await t.call<{ message: string }>('POST', '/auth/login', {
      body: { username: 'admin', password: t.encrypt('123456'), code: CAPTCHA, uuid: code.json.uuid },
    })
    assert.equal(res.status, 400)
    assert.equal(res.json.message, '验证码不存在或已过期')
  })

  it('answers an unknown user, a disabled account and a wrong password alike, after the same work', async () => {
    const answers = []
    for (const [username, password] of [['nobody', '123456'], ['tingyong', '123456'], ['xindian', 'wrong-password']] as const) {
      const started = performance.now()
      const res = await t.tryLogin(username, password, { ip: `10.7.0.${answers.length + 1}` })
      answers.push({ status: res.status, message: res.json.message, ms: performance.now() - started })
    }
    assert.deepEqual(answers.map((a) => [a.status, a.message]), Array(3).fill([400, '用户名或密码错误']))
    // Each pays one bcrypt comparison: an unknown name answers no faster than a known one (within a wide margin).
    const [unknown, disabled, wrong] = answers.map((a) => a.ms)
    assert.ok(unknown! > Math.min(disabled!, wrong!) / 3, `unknown ${unknown} ms vs ${disabled} / ${wrong} ms`)
  })

  it('unlocks the idle lock with the user\'s own password, throttled like a sign-in', async () => {
    const token = await t.login('neijing')
    const unlock = (password: string) => t.call<{ message: string }>('POST', '/auth/unlock', { token, body: { password: t.encrypt(password) }, ip: '10.4.0.1' })
    assert.equal((await unlock('123456')).status, 204)
    const wrong = await unlock('nope')
    assert.equal(wrong.status, 400)
    assert.equal(wrong.json.message, '密码错误')
    for (let i = 0; i < 4; i++) await unlock('nope')
    assert.equal((await unlock('123456')).status, 429)
    assert.equal((await t.call('GET', '/auth/info', { token })).status, 200, 'the session stays')
    assert.equal((await t.call('POST', '/auth/unlock', { body: { password: t.encrypt('123456') } })).status, 401)
  })

  it('keeps the HIS integration account out of the console', async () => {
    const res = await t.tryLogin('hisapi', '123456')
    assert.equal(res.status, 403)
    assert.equal(res.json.message, '此账号仅用于 HIS 接口，不能登录控制台')
    assert.equal((await t.tryLogin('hisapi', 'wrong')).json.message, '用户名或密码错误', 'nothing said without the password')
  })

  it('refuses a password that does not decrypt, with a clear message', async () => {
    const code = await t.call<{ uuid: string }>('GET', '/auth/code')
    for (const password of ['not base64 at all!', Buffer.from('x'.repeat(256)).toString('base64')]) {
      const res = await t.call<{ message: string }>('POST', '/auth/login', {
        body: { username: 'neijing', password, code: CAPTCHA, uuid: code.json.uuid },
      })
      assert.equal(res.status, 400)
      assert.equal(res.json.message, '密码解密失败，请刷新页面后重试')
    }
  })

  it('localises messages by Accept-Language', async () => {
    const en = await t.tryLogin('nobody', '123456', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } })
    assert.equal(en.json.message, 'Wrong user name or password')
    const tw = await t.tryLogin('nobody', '123456', { headers: { 'Accept-Language': 'zh-TW' } })
    assert.equal(tw.json.message, '使用者名稱或密碼錯誤')
    const ja = await t.call<{ message: string }>('GET', '/auth/info', { headers: { 'Accept-Language': 'ja' } })
    assert.equal(ja.json.message, 'ログインの有効期限が切れました。再度ログインしてください')
  })

  it('validates the login body: missing fields and malformed JSON are 400 with a field message', async () => {
    const missing = await t.call<{ message: string }>('POST', '/auth/login', { body: { username: 'admin' } })
    assert.equal(missing.status, 400)
    assert.match(missing.json.message, /^password: /)
    const bad = await t.call<{ message: string; status: number }>('POST', '/auth/login', { rawBody: '{"username": "admin",' })
    assert.equal(bad.status, 400)
    assert.equal(bad.json.status, 400)
    assert.match(bad.json.message, /^请求体不是有效的 JSON/)
    const empty = await t.call<{ message: string }>('POST', '/auth/login', { rawBody: '' })
    assert.equal(empty.status, 400)
    assert.equal(empty.json.message, '请求体不能为空')
    const notObject = await t.call<{ message: string }>('POST', '/auth/login', { body: [1, 2] })
    assert.equal(notObject.status, 400)
  })

  it('returns the user from auth/info and ends the session on logout', async () => {
    const token = await t.login('chaosheng')
    const info = await t.call<LoginBody['user']>('GET', '/auth/info', { token })
    assert.equal(info.status, 200)
    assert.equal(info.json.user.username, 'chaosheng')
    assert.ok(info.json.roles.includes('ultrasonic:list'))
    const out = await t.call('DELETE', '/auth/logout', { token })
    assert.equal(out.status, 200)
    const after = await t.call<{ status: number; message: string }>('GET', '/auth/info', { token })
    assert.equal(after.status, 401)
    assert.equal(after.json.status, 401)
    assert.equal(after.json.message, '登录状态已过期，请重新登录')
  })

  it('lets logout succeed without a token or with an unknown one', async () => {
    assert.equal((await t.call('DELETE', '/auth/logout')).status, 200)
    assert.equal((await t.call('DELETE', '/auth/logout', { token: `Bearer ${'a'.repeat(64)}` })).status, 200)
  })

  it('answers 401 for missing, malformed and unknown tokens', async () => {
    for (const token of [null, 'Bearer nonsense', `Bearer ${'0'.repeat(64)}`]) {
      const res = await t.call<{ status: number }>('GET', '/api/menus/build', { token })
      assert.equal(res.status, 401)
      assert.equal(res.json.status, 401)
    }
  })

  it('expires a token after 4 hours without use', async () => {
    const token = await t.login('bingli')
    t.clock.now += 4 * HOUR + 1000
    assert.equal((await t.call('GET', '/auth/info', { token })).status, 401)
    const rows = t.db.prepare("SELECT COUNT(*) AS n FROM sys_token t JOIN sys_user u ON u.id = t.user_id WHERE u.username = 'bingli'").get() as { n: number }
    assert.equal(rows.n, 0, 'the expired session is deleted')
  })

  it('keeps a token alive when used and renews it by an hour in its last 30 minutes', async () => {
    const token = await t.login('zhikong')
    const expiry = () => (t.db.prepare(`SELECT expires_at AS e FROM sys_token WHERE user_id = 8`).get() as { e: number }).e
    const first = expiry()
    t.clock.now += 3 * HOUR
    assert.equal((await t.call('GET', '/auth/info', { token })).status, 200)
    assert.equal(expiry(), first, 'an hour left: no renewal yet')
    t.clock.now += 40 * MINUTE
    assert.equal((await t.call('GET', '/auth/info', { token })).status, 200)
    assert.equal(expiry(), first + HOUR, '20 minutes left: renewed by one hour')
    t.clock.now += 70 * MINUTE
    assert.equal((await t.call('GET', '/auth/info', { token })).status, 200, 'still valid past the original 4 h')
  })

  it('ends a session 12 hours after its login however much it is used (one shift)', async () => {
    const token = await t.login('xindian')
    const started = t.clock.now
    while (t.clock.now + 20 * MINUTE < started + 12 * HOUR) {
      t.clock.now += 20 * MINUTE
      assert.equal((await t.call('GET', '/auth/info', { token })).status, 200, `used every 20 minutes: ${(t.clock.now - started) / MINUTE} min`)
    }
    const expiry = (t.db.prepare('SELECT expires_at AS e FROM sys_token WHERE user_id = 5').get() as { e: number }).e
    assert.ok(expiry <= started + 12 * HOUR, 'renewal stops at the end of the shift')
    t.clock.now = started + 12 * HOUR
    assert.equal((await t.call('GET', '/auth/info', { token })).status, 401)
  })

  it('forbids a role lacking the permission with 403 and the eladmin message', async () => {
    const token = await t.login('test')
    const res = await t.call<{ status: number; message: string }>('GET', '/api/users', { token })
    assert.equal(res.status, 403)
    assert.deepEqual([res.json.status, res.json.message], [403, '禁止访问，您没有权限访问此资源'])
    const en = await t.call<{ message: string }>('GET', '/api/users', { token, headers: { 'Accept-Language': 'en' } })
    assert.equal(en.json.message, 'Access denied: you are not allowed to access this resource')
  })

  it('ends sessions of a user an administrator disables', async () => {
    const token = await t.login('neijing')
    t.db.prepare("UPDATE sys_user SET enabled = 0 WHERE username = 'neijing'").run()
    assert.equal((await t.call('GET', '/auth/info', { token })).status, 401)
    t.db.prepare("UPDATE sys_user SET enabled = 1 WHERE username = 'neijing'").run()
  })
})

describe('login throttling', () => {
  let t: TestServer
  before(async () => { t = await makeServer() })
  after(() => t.close())

  it('makes an account wait at an address after 5 failures there, longer after each further failure, and nowhere else', async () => {
    const ip = '10.3.0.1'
    for (let i = 0; i < 4; i++) assert.equal((await t.tryLogin('dengji', 'bad-password', { ip })).status, 400)
    assert.equal((await t.tryLogin('dengji', 'bad-password', { ip })).status, 400, 'the fifth failure still answers')
    const locked = await t.tryLogin('dengji', '123456', { ip })
    assert.equal(locked.status, 429, 'before the password is checked')
    assert.equal(locked.json.message, '登录失败次数过多，请 1 分钟后再试')
    assert.equal(locked.headers.get('retry-after'), '60')
    const en = await t.tryLogin('dengji', '123456', { ip, headers: { 'Accept-Language': 'en' } })
    assert.equal(en.json.message, 'Too many failed logins; try again in 1 minutes')
    assert.equal((await t.tryLogin('dengji', '123456', { ip: '10.3.0.2' })).status, 200, 'the owner signs in from elsewhere')
    assert.equal((await t.tryLogin('fangshe', '123456', { ip })).status, 200, 'other accounts at that address are not affected')

    // Each further failure doubles the wait: 2, 4, 8 and at most 15 minutes.
    const waits: string[] = []
    for (let i = 0; i < 5; i++) {
      const minutes = Number(/请 (\d+) 分钟/.exec((await t.tryLogin('dengji', '123456', { ip })).json.message)?.[1])
      t.clock.now += minutes * MINUTE + 1000
      assert.equal((await t.tryLogin('dengji', 'bad-password', { ip })).status, 400)
      waits.push(/请 (\d+) 分钟/.exec((await t.tryLogin('dengji', '123456', { ip })).json.message)?.[1] ?? 'none')
    }
    assert.deepEqual(waits, ['2', '4', '8', '15', '15'])
    t.clock.now += 15 * MINUTE + 1000
    assert.equal((await t.tryLogin('dengji', '123456', { ip })).status, 200, 'a success clears it')
  })

  it('resets the counter after a success', async () => {
    for (let i = 0; i < 4; i++) await t.tryLogin('xindian', 'bad-password')
    assert.equal((await t.tryLogin('xindian', '123456')).status, 200)
    for (let i = 0; i < 4; i++) assert.equal((await t.tryLogin('xindian', 'bad-password')).status, 400)
    assert.equal((await t.tryLogin('xindian', '123456')).status, 200, 'four new failures do not lock')
  })

  it('forgets failures after 15 minutes without one', async () => {
    for (let i = 0; i < 4; i++) await t.tryLogin('bingli', 'bad-password')
    t.clock.now += 16 * MINUTE
    assert.equal((await t.tryLogin('bingli', 'bad-password')).status, 400)
    assert.equal((await t.tryLogin('bingli', '123456')).status, 200)
  })

  it('lets a hospital behind one address fail now and then, and stops an address trying many accounts', async () => {
    const ip = '10.1.2.3'
    for (let i = 0; i < 20; i++) assert.equal((await t.tryLogin(`ghost${i}`, 'x', { ip })).status, 400)
    assert.equal((await t.tryLogin('admin', '123456', { ip })).status, 200, 'twenty failures of many people lock nobody')
    for (let i = 20; i < 100; i++) await t.tryLogin(`ghost${i}`, 'x', { ip })
    const locked = await t.tryLogin('admin', '123456', { ip })
    assert.equal(locked.status, 429)
    assert.equal((await t.tryLogin('admin', '123456', { ip: '10.9.9.9' })).status, 200)
  })

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const spoof = { ip: '10.5.5.5', headers: { 'X-Forwarded-For': '10.6.6.6' } }
    for (let i = 0; i < 5; i++) await t.tryLogin('neijing', 'bad', spoof)
    assert.equal((await t.tryLogin('neijing', '123456', { ip: '10.5.5.5', headers: { 'X-Forwarded-For': '10.7.7.7' } })).status, 429,
      'an untrusted peer cannot move to another address by writing a header')
    process.env.CLINIC_TRUSTED_PROXIES = '10.8.8.8'
    try {
      const viaProxy = (client: string) => ({ ip: '10.8.8.8', headers: { 'X-Forwarded-For': `1.2.3.4, ${client}` } })
      for (let i = 0; i < 5; i++) await t.tryLogin('xindian', 'bad', viaProxy('10.20.0.1'))
      assert.equal((await t.tryLogin('xindian', '123456', viaProxy('10.20.0.1'))).status, 429, 'the client behind the proxy waits')
      assert.equal((await t.tryLogin('xindian', '123456', viaProxy('10.20.0.2'))).status, 200, 'its colleague behind the same proxy does not')
    } finally {
      delete process.env.CLINIC_TRUSTED_PROXIES
    }
  })
})
