// The real listener: startServer on a free port, and main.ts as a process (its one line, env check, signals).
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { connect } from 'node:net'
import { after, before, describe, it } from 'node:test'
import Database from 'better-sqlite3'
import { JSEncrypt } from 'jsencrypt'
import { startServer, type RunningServer } from '../../demo/server/start'

const ROOT = resolve(import.meta.dirname, '..', '..')
const TSX = resolve(ROOT, 'node_modules/tsx/dist/cli.mjs')

async function loginOverHttp(url: string, code: string): Promise<Response> {
  const config = await (await fetch(`${url}/config.json`)).json() as { rsaPublicKey: string }
  const captcha = await (await fetch(`${url}/auth/code`)).json() as { uuid: string }
  const rsa = new JSEncrypt()
  rsa.setPublicKey(config.rsaPublicKey)
  return fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: rsa.encrypt('123456'), code, uuid: captcha.uuid }),
  })
}

describe('startServer', () => {
  let dataDir: string
  let server: RunningServer
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'clinic-listen-'))
    server = await startServer({ port: 0, dataDir, testCaptcha: '12', generatePacs: false })
  })
  after(async () => {
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('listens on 127.0.0.1 at a free port and creates its data files', async () => {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+$/)
    assert.ok(server.port > 0)
    assert.ok(existsSync(join(dataDir, 'clinic.sqlite')))
    const keys = JSON.parse(readFileSync(join(dataDir, 'rsa-keys.json'), 'utf8')) as { privateKeyPem: string }
    assert.match(keys.privateKeyPem, /BEGIN PRIVATE KEY/)
  })

  it('logs in over real HTTP and reports the client address', async () => {
    const res = await loginOverHttp(server.url, '12')
    assert.equal(res.status, 200)
    const body = await res.json() as { token: string }
    const info = await fetch(`${server.url}/api/menus/build`, { headers: { Authorization: body.token } })
    assert.equal(info.status, 200)
    const db = new Database(join(dataDir, 'clinic.sqlite'), { readonly: true })
    try {
      const row = db.prepare('SELECT ip FROM sys_token ORDER BY created_at DESC LIMIT 1').get() as { ip: string }
      assert.match(row.ip, /127\.0\.0\.1$/)
    } finally {
      db.close()
    }
  })

  it('keeps its key pair and data across restarts', async () => {
    const before = (await (await fetch(`${server.url}/config.json`)).json() as { rsaPublicKey: string }).rsaPublicKey
    await server.close()
    server = await startServer({ port: 0, dataDir, testCaptcha: '12', generatePacs: false })
    const afterKey = (await (await fetch(`${server.url}/config.json`)).json() as { rsaPublicKey: string }).rsaPublicKey
    assert.equal(afterKey, before)
    assert.equal((await loginOverHttp(server.url, '12')).status, 200)
  })
})

describe('main.ts', () => {
  it('prints one listening line, serves, and exits on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'clinic-main-'))
    const child = spawn(process.execPath, [TSX, resolve(ROOT, 'demo/server/main.ts')], {
      cwd: ROOT, env: { ...process.env, PORT: '0', DATA_DIR: dataDir, CLINIC_TEST_CAPTCHA: '5' }, stdio: ['ignore', 'pipe', 'pipe'],
    })
    try {
      let out = ''
      const url = await new Promise<string>((resolveUrl, reject) => {
        const timer = setTimeout(() => reject(new Error(`no listening line: ${out}`)), 30_000)
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString()
          const m = /^Clinic contract server listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(out)
          if (m?.[1]) {
            clearTimeout(timer)
            resolveUrl(m[1])
          }
        })
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)))
      })
      assert.equal((await loginOverHttp(url, '5')).status, 200)
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
      child.kill('SIGTERM')
      assert.equal(await exited, 0)
      assert.equal(out.trim().split('\n').length, 1, 'exactly one line on stdout')
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('exits with a clear message on a bad PORT', async () => {
    const child = spawn(process.execPath, [TSX, resolve(ROOT, 'demo/server/main.ts')], {
      cwd: ROOT, env: { ...process.env, PORT: 'eighty' }, stdio: ['ignore', 'pipe', 'pipe'],
    })
    let err = ''
    child.stderr.on('data', (chunk: Buffer) => { err += chunk.toString() })
    const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)))
    assert.equal(code, 2)
    assert.match(err, /PORT="eighty": must be a port number/)
  })
})

describe('clients that hang up or dawdle', () => {
  let dataDir: string
  let server: RunningServer
  const lines: string[] = []
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'clinic-slow-'))
    server = await startServer({ port: 0, dataDir, generatePacs: false, requestTimeoutMs: 1000, log: (line) => lines.push(line) })
  })
  after(async () => {
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** A raw socket that sends `head` (and `body`), then either hangs up or waits for the server to close it. */
  const rawRequest = (head: string, body: string, hangUp: boolean) =>
    new Promise<{ closedByServer: boolean; ms: number }>((done) => {
      const started = Date.now()
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(head + body)
        if (hangUp) setImmediate(() => socket.destroy())
      })
      socket.on('data', () => undefined)
      socket.on('error', () => undefined)
      socket.on('close', () => done({ closedByServer: !hangUp, ms: Date.now() - started }))
    })

  it('answers a client that hangs up mid-body without logging a fault', async () => {
    for (let i = 0; i < 3; i++) {
      await rawRequest('POST /auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n', '{"username":"adm', true)
    }
    // Whatever the server does with the torn requests happens before it answers the next one.
    assert.equal((await fetch(`${server.url}/auth/code`)).status, 200)
    assert.deepEqual(lines.filter((l) => l.startsWith('[error]')), [])
  })

  it('drops a sender that stalls in the middle of its request after the request timeout', async () => {
    const stalled = await rawRequest('POST /auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n', '{"u', false)
    assert.ok(stalled.ms < 10_000, `closed after ${stalled.ms} ms`)
    const headersOnly = await rawRequest('GET /auth/code HTTP/1.1\r\nHost: x\r\n', '', false)
    assert.ok(headersOnly.ms < 10_000, `unfinished headers closed after ${headersOnly.ms} ms`)
  })
})
