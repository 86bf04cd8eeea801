// The mail tool (issue 15): the mail server's password is stored sealed and never answered, a mail goes to a real SMTP
// server (smtp-server on a free local port) and is read back with mailparser, its HTML sanitised; an unreachable or
// silent mail server answers a clear error within about five seconds.
import assert from 'node:assert/strict'
import { createServer, type Server, type Socket } from 'node:net'
import { after, before, describe, test } from 'node:test'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { EmailConfigDto } from '../../src/core/contract'
import { SecretBox } from '../../demo/server/lib/secrets'
import { makeServer, type TestServer } from './helpers'

describe('the mail tool against a real SMTP server', () => {
  let t: TestServer
  let admin: string
  let smtp: SMTPServer
  let smtpPort: number
  let silent: Server
  let silentPort: number
  const sockets: Socket[] = []
  const received: ParsedMail[] = []
  const logins: string[] = []

  before(async () => {
    t = await makeServer()
    admin = await t.login('admin')
    smtp = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      onAuth(auth, _session, callback) {
        logins.push(auth.username ?? '')
        if (auth.username === 'pacs@clinic.test' && auth.password === 's3cret-邮箱') callback(null, { user: auth.username })
        else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }))
      },
      onData(stream, _session, callback) {
        simpleParser(stream).then((mail) => {
          received.push(mail)
          callback()
        }, callback)
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    smtpPort = (smtp.server.address() as { port: number }).port
    silent = createServer((socket) => void sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    silentPort = (silent.address() as { port: number }).port
  })
  after(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    t.close()
  })

  const config = (overrides: Record<string, unknown> = {}) => ({
    host: '127.0.0.1', port: smtpPort, user: 'pacs@clinic.test', pass: 's3cret-邮箱', fromUser: 'pacs@clinic.test', security: 'none', ...overrides,
  })
  const mail = {
    tos: ['dr.li@clinic.test', 'ward3@clinic.test'],
    subject: '危急值通知 CT-2025-0042',
    content: '<h2 class="x" onclick="steal()">检查结果</h2><p>见<b>报告</b><script>alert(1)</script></p><a href="javascript:alert(2)">坏链接</a> <a href="https://pacs.example/r/1">报告链接</a><img src=x onerror=alert(3)>',
  }

  test('not configured: sending answers 409 saying what to set up', async () => {
    const config0 = await t.call<EmailConfigDto>('GET', '/api/email', { token: admin })
    assert.equal(config0.json.configured, false)
    const res = await t.call<{ message: string }>('POST', '/api/email', { token: admin, body: mail, headers: { 'Accept-Language': 'en' } })
    assert.equal(res.status, 409)
    assert.match(res.json.message, /No mail server is configured/)
  })

  test('the password is sealed in the database, never answered, and kept when the settings are saved without it', async () => {
    assert.equal((await t.call('PUT', '/api/email', { token: admin, body: config() })).status, 204)
    const row = t.db.prepare('SELECT pass FROM tool_email_config').get() as { pass: string }
    assert.ok(SecretBox.isSealed(row.pass))
    assert.ok(!row.pass.includes('s3cret'))
    const dump = JSON.stringify(t.db.prepare('SELECT * FROM tool_email_config').all())
    assert.ok(!dump.includes('s3cret'), 'nowhere in the row in clear')
    const answer = await t.call<EmailConfigDto>('GET', '/api/email', { token: admin })
    assert.equal(answer.json.hasPassword, true)
    assert.ok(!answer.text.includes('s3cret') && !answer.text.includes('"pass"'))
    const { pass: _omitted, ...withoutPass } = config()
    assert.equal((await t.call('PUT', '/api/email', { token: admin, body: withoutPass })).status, 204)
    assert.equal((t.db.prepare('SELECT pass FROM tool_email_config').get() as { pass: string }).pass, row.pass)
  })

  test('a mail is delivered and reads back with its subject, recipients and sanitised HTML', async () => {
    const before0 = received.length
    const res = await t.call<{ accepted: string[] }>('POST', '/api/email', { token: admin, body: mail })
    assert.equal(res.status, 200, res.text)
    assert.deepEqual(res.json.accepted, mail.tos)
    assert.equal(received.length, before0 + 1)
    assert.deepEqual(logins.at(-1), 'pacs@clinic.test', 'signed in with the stored (opened) password')
    const got = received.at(-1)!
    assert.equal(got.subject, mail.subject)
    const to = Array.isArray(got.to) ? got.to : [got.to!]
    assert.deepEqual(to.flatMap((a) => a.value.map((v) => v.address)), mail.tos)
    const html = String(got.html)
    assert.match(html, /<h2>检查结果<\/h2>/)
    assert.match(html, /<b>报告<\/b>/)
    assert.match(html, /<a href="https:\/\/pacs\.example\/r\/1" rel="noopener noreferrer">报告链接<\/a>/)
    assert.doesNotMatch(html, /script|alert|onclick|onerror|javascript:|<img/i)
    assert.match(got.text ?? '', /检查结果/)
  })

  test('a wrong password, a closed port and a silent server answer clear errors within about five seconds', async () => {
    assert.equal((await t.call('PUT', '/api/email', { token: admin, body: config({ pass: 'wrong' }) })).status, 204)
    const refused = await t.call<{ message: string }>('POST', '/api/email', { token: admin, body: mail, headers: { 'Accept-Language': 'en' } })
    assert.equal(refused.status, 502)
    assert.match(refused.json.message, /refused the sign-in/)

    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const closedPort = (closed.address() as { port: number }).port
    await new Promise((resolve) => closed.close(resolve))
    for (const [port, within] of [[closedPort, 2000], [silentPort, 7000]] as const) {
      assert.equal((await t.call('PUT', '/api/email', { token: admin, body: config({ port }) })).status, 204)
      const started = performance.now()
      const res = await t.call<{ message: string }>('POST', '/api/email', { token: admin, body: mail, headers: { 'Accept-Language': 'en' } })
      const ms = performance.now() - started
      assert.equal(res.status, 502, res.text)
      assert.match(res.json.message, new RegExp(`Cannot reach the mail server 127\\.0\\.0\\.1:${port}: `))
      assert.ok(ms < within, `answered in ${Math.round(ms)} ms`)
    }
  })

  test('bad settings and bad mails are refused field by field; the tool is for administrators only', async () => {
    const bad = await t.call<{ errors: { field: string }[] }>('PUT', '/api/email', { token: admin, body: config({ host: 'a b', port: 70000, fromUser: 'nobody' }) })
    assert.equal(bad.status, 400)
    assert.deepEqual(bad.json.errors.map((e) => e.field).sort(), ['fromUser', 'host', 'port'])
    const noRecipients = await t.call('POST', '/api/email', { token: admin, body: { ...mail, tos: [] } })
    assert.equal(noRecipients.status, 400)
    const doctor = await t.login('fangshe')
    assert.equal((await t.call('GET', '/api/email', { token: doctor })).status, 403)
    assert.equal((await t.call('POST', '/api/email', { token: doctor, body: mail })).status, 403)
  })
})
