// Local storage, the picture host and object storage (issue 15): files round-trip through the data folder, names never
// escape it, pictures get a public signed link, and the S3 tab talks to a real S3-compatible server (s3rver) started on
// a free local port — wrong endpoints answer a clear error within seconds.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import S3rver from 's3rver'
import type { LocalStorageDto, Page, S3ConfigDto, S3ObjectDto } from '../../src/core/contract'
import { SecretBox } from '../../demo/server/lib/secrets'
import { makeServer, type TestServer } from './helpers'

/** A 1×1 PNG. */
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'))

interface Answer<T> { status: number; json: T; bytes: Uint8Array; headers: Headers; ms: number }

describe('local storage and the picture host', () => {
  let t: TestServer
  let admin: string

  before(async () => {
    t = await makeServer()
    admin = await t.login('admin')
  })
  after(() => t.close())

  /** Posts `bytes` as the multipart field `file` named `name`. */
  const upload = async <T = LocalStorageDto>(path: string, bytes: Uint8Array, name: string, token: string | null = admin): Promise<Answer<T>> => {
    const form = new FormData()
    form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name))
    const started = performance.now()
    const res = await t.app.request(path, { method: 'POST', body: form, headers: token ? { Authorization: token } : {} })
    const raw = new Uint8Array(await res.arrayBuffer())
    let json: unknown
    try {
      json = JSON.parse(new TextDecoder().decode(raw))
    } catch {
      json = undefined
    }
    return { status: res.status, json: json as T, bytes: raw, headers: res.headers, ms: performance.now() - started }
  }

  test('a large-ish file uploads, lists with its category and size, reads back byte for byte, and deletes with its file', async () => {
    const bytes = new Uint8Array(randomBytes(3 * 1024 * 1024 + 123))
    const up = await upload('/api/localStorage?name=CT 设备手册.pdf', bytes, 'manual.pdf')
    assert.equal(up.status, 201, JSON.stringify(up.json))
    assert.equal(up.json.name, 'CT 设备手册.pdf')
    assert.equal(up.json.type, '文档')
    assert.equal(up.json.suffix, 'pdf')
    assert.equal(up.json.size, bytes.length)
    assert.equal(up.json.sizeText, '3.00MB')
    assert.match(up.json.realName, /^[0-9a-f]{32}\.pdf$/)
    assert.equal(up.json.link, undefined, 'only pictures get a public link')

    const list = await t.call<Page<LocalStorageDto>>('GET', '/api/localStorage?blurry=设备手册', { token: admin })
    assert.equal(list.status, 200)
    assert.deepEqual(list.json.content.map((f) => f.id), [up.json.id])

    const read = await t.call('GET', `/${up.json.path}`, { token: admin })
    assert.equal(read.status, 200)
    assert.deepEqual(read.bytes, bytes)
    // A PDF opens in the browser's viewer, in a sandbox; other documents are attachments.
    assert.match(read.headers.get('content-disposition') ?? '', /^inline; filename\*=UTF-8''CT%20/)
    assert.match(read.headers.get('content-security-policy') ?? '', /sandbox/)
    assert.equal((await t.call('GET', `/${up.json.path}`)).status, 401, 'files are served to signed-in callers only')

    const renamed = await t.call('PUT', '/api/localStorage', { token: admin, body: { id: up.json.id, name: '设备手册 v2.pdf' } })
    assert.equal(renamed.status, 204)

    const removed = await t.call<number[]>('DELETE', '/api/localStorage', { token: admin, body: [up.json.id] })
    assert.deepEqual(removed.json, [up.json.id])
    assert.equal(existsSync(join(t.dataDir, 'storage', up.json.realName)), false)
    assert.equal((await t.call('GET', `/${up.json.path}`, { token: admin })).status, 404)
  })

  test('bad names are refused or cut to their last segment, and nothing lands outside the storage folder', async () => {
    for (const name of ['../../etc/passwd', '..\\boot.ini', '.hidden', 'a\u0001b.txt']) {
      const res = await upload(`/api/localStorage?name=${encodeURIComponent(name)}`, new Uint8Array([1, 2, 3]), 'x.txt')
      assert.equal(res.status, 400, name)
      assert.match((res.json as unknown as { message: string }).message, /^name: /)
    }
    for (const name of ['..', '.', '../.env']) {
      const res = await upload('/api/localStorage', new Uint8Array([1]), name)
      assert.equal(res.status, 400, name)
    }
    const cut = await upload('/api/localStorage', new Uint8Array([1, 2]), '../../../tmp/evil.sh')
    assert.equal(cut.status, 201)
    assert.equal(cut.json.name, 'evil.sh')
    assert.deepEqual(readdirSync(join(t.dataDir, 'storage')), [cut.json.realName])
    const script = await t.call('GET', `/${cut.json.path}`, { token: admin })
    assert.match(script.headers.get('content-disposition') ?? '', /^attachment; filename\*=UTF-8''evil\.sh$/)
    // The file route takes stored names only.
    for (const path of ['/file/其他/..%2F..%2Fclinic.sqlite', '/file/其他/secret-key', `/file/其他/${cut.json.realName.toUpperCase()}`]) {
      const res = await t.call('GET', encodeURI(path).replace(/%25/g, '%'), { token: admin })
      assert.equal(res.status, 400, path)
    }
    assert.equal((await t.call('GET', `/file/文档/${cut.json.realName}`, { token: admin })).status, 404, 'the category must match')
    await t.call('DELETE', '/api/localStorage', { token: admin, body: [cut.json.id] })
  })

  test('a picture gets a public signed link; a forged signature, a non-image and another user\'s missing permission are refused', async () => {
    const up = await upload('/api/localStorage/pictures', PNG, 'logo.png')
    assert.equal(up.status, 201, JSON.stringify(up.json))
    assert.equal(up.json.type, '图片')
    assert.ok(up.json.link)
    const pub = await t.call('GET', `/${up.json.link}`)
    assert.equal(pub.status, 200)
    assert.deepEqual(pub.bytes, PNG)
    assert.equal(pub.headers.get('content-type'), 'image/png')
    assert.match(pub.headers.get('content-disposition') ?? '', /^inline/)
    const forged = up.json.link!.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`)
    assert.equal((await t.call('GET', `/${forged}`)).status, 401)

    const pictures = await t.call<Page<LocalStorageDto>>('GET', `/api/localStorage?type=${encodeURIComponent('图片')}`, { token: admin })
    assert.deepEqual(pictures.json.content.map((p) => p.id), [up.json.id])

    const notPng = await upload('/api/localStorage/pictures', new TextEncoder().encode('<svg onload=alert(1)>'), 'x.png')
    assert.equal(notPng.status, 400)
    const svg = await upload('/api/localStorage/pictures', PNG, 'x.svg')
    assert.equal(svg.status, 400)
    const tooLarge = await upload('/api/localStorage/pictures', new Uint8Array(15 * 1024 * 1024 + 1).fill(0xff).map((v, i) => (i < 3 ? [0xff, 0xd8, 0xff][i]! : v)), 'big.jpg')
    assert.equal(tooLarge.status, 400)

    const doctor = await t.login('fangshe')
    assert.equal((await upload('/api/localStorage', PNG, 'a.png', doctor)).status, 403)
    assert.equal((await t.call('GET', '/api/localStorage', { token: doctor })).status, 403)

    await t.call('DELETE', '/api/localStorage', { token: admin, body: [up.json.id] })
    assert.equal((await t.call('GET', `/${up.json.link}`)).status, 404, 'deleting the picture ends its link')
  })
})

describe('object storage against a real S3-compatible server', () => {
  let t: TestServer
  let admin: string
  let s3: S3rver
  let endpoint: string
  let s3Dir: string
  let silent: Server
  let silentPort: number
  const sockets: Socket[] = []

  before(async () => {
    t = await makeServer()
    admin = await t.login('admin')
    s3Dir = mkdtempSync(join(tmpdir(), 's3rver-'))
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'clinic-files', configs: [] }] })
    const address = await s3.run()
    endpoint = `http://127.0.0.1:${address.port}`
    // A server that accepts connections and never answers: the time limit, not the other side, ends the call.
    silent = createServer((socket) => void sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    silentPort = (silent.address() as { port: number }).port
  })
  after(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
    await s3.close()
    rmSync(s3Dir, { recursive: true, force: true })
    t.close()
  })

  const settings = (overrides: Record<string, unknown> = {}) => ({
    endpoint, region: 'us-east-1', bucket: 'clinic-files', accessKey: 'S3RVER', secretKey: 'S3RVER', forcePathStyle: true, ...overrides,
  })

  test('not configured: the settings say so and the object list answers 409 with what to do', async () => {
    const config = await t.call<S3ConfigDto>('GET', '/api/s3Storage/config', { token: admin })
    assert.equal(config.json.configured, false)
    const list = await t.call<{ message: string }>('GET', '/api/s3Storage', { token: admin, headers: { 'Accept-Language': 'en' } })
    assert.equal(list.status, 409)
    assert.match(list.json.message, /not configured/)
  })

  test('configured: the secret is sealed and never answered; upload, list, read back the same bytes, delete', async () => {
    const tested = await t.call<{ ok: boolean; millis: number }>('POST', '/api/s3Storage/test', { token: admin, body: settings() })
    assert.equal(tested.status, 200, tested.text)
    assert.equal((await t.call('PUT', '/api/s3Storage/config', { token: admin, body: settings({ secretKey: 'S3RVER' }) })).status, 204)
    const stored = t.db.prepare('SELECT secret_key AS k FROM tool_s3_config').get() as { k: string }
    assert.ok(SecretBox.isSealed(stored.k))
    assert.ok(!stored.k.includes('S3RVER'))
    const config = await t.call<S3ConfigDto>('GET', '/api/s3Storage/config', { token: admin })
    assert.equal(config.json.configured, true)
    assert.equal(config.json.hasSecretKey, true)
    assert.ok(!config.text.includes('"secretKey"'))
    // Saving again without a secret keeps the stored one.
    assert.equal((await t.call('PUT', '/api/s3Storage/config', { token: admin, body: settings({ secretKey: '' }) })).status, 204)

    const bytes = new Uint8Array(randomBytes(2 * 1024 * 1024))
    const form = new FormData()
    form.append('file', new File([bytes], '胶片 2025.dcm'))
    const up = await t.app.request('/api/s3Storage', { method: 'POST', body: form, headers: { Authorization: admin } })
    assert.equal(up.status, 201, await up.clone().text())
    const listed = await t.call<Page<S3ObjectDto>>('GET', '/api/s3Storage', { token: admin })
    assert.equal(listed.status, 200, listed.text)
    assert.deepEqual(listed.json.content.map((o) => [o.key, o.size, o.sizeText]), [['胶片 2025.dcm', bytes.length, '2.00MB']])
    const read = await t.call('GET', `/api/s3Storage/download?key=${encodeURIComponent('胶片 2025.dcm')}`, { token: admin })
    assert.equal(read.status, 200)
    assert.deepEqual(read.bytes, bytes)
    assert.equal((await t.call('GET', '/api/s3Storage/download?key=none.txt', { token: admin })).status, 404)

    const removed = await t.call('DELETE', '/api/s3Storage', { token: admin, body: ['胶片 2025.dcm'] })
    assert.equal(removed.status, 200)
    assert.equal((await t.call<Page<S3ObjectDto>>('GET', '/api/s3Storage', { token: admin })).json.totalElements, 0)
  })

  test('a wrong endpoint, a silent one and a missing bucket answer a clear error within a few seconds', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const closedPort = (closed.address() as { port: number }).port
    await new Promise((resolve) => closed.close(resolve))

    const cases: [Record<string, unknown>, number, RegExp, number][] = [
      [{ endpoint: `http://127.0.0.1:${closedPort}` }, 502, /Cannot reach the object store http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED/, 2000],
      [{ endpoint: `http://127.0.0.1:${silentPort}` }, 504, /did not answer within 5 seconds/, 7000],
      [{ bucket: 'no-such-bucket' }, 502, /refused the request \(NoSuchBucket, HTTP 404\)/, 2000],
    ]
    for (const [overrides, status, message, within] of cases) {
      const started = performance.now()
      const res = await t.call<{ message: string }>('POST', '/api/s3Storage/test', { token: admin, body: settings(overrides), headers: { 'Accept-Language': 'en' } })
      const ms = performance.now() - started
      assert.equal(res.status, status, res.text)
      assert.match(res.json.message, message)
      assert.ok(ms < within, `answered in ${Math.round(ms)} ms`)
    }
    const bad = await t.call<{ message: string }>('PUT', '/api/s3Storage/config', { token: admin, body: settings({ endpoint: 'ftp://x', bucket: 'A' }) })
    assert.equal(bad.status, 400)
    assert.match(bad.json.message, /endpoint: .*bucket: /)
  })
})
