import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { makeServer, type TestServer } from './helpers'

describe('static files and the history fallback', () => {
  let t: TestServer
  let root: string
  const dicom = Buffer.alloc(4096, 0)
  before(async () => {
    // Folders inside a scratch root, with a secret beside them that must stay unreachable.
    root = mkdtempSync(join(tmpdir(), 'clinic-static-'))
    const dist = join(root, 'dist')
    const demo = join(root, 'demo')
    mkdirSync(join(dist, 'chunks'), { recursive: true })
    mkdirSync(join(demo, 'server'), { recursive: true })
    mkdirSync(join(demo, 'assets'), { recursive: true })
    dicom.write('DICM', 128)
    for (let i = 132; i < dicom.length; i++) dicom[i] = i % 251
    writeFileSync(join(root, 'secret.txt'), 'top secret')
    writeFileSync(join(dist, 'clinic-console.js'), 'export const x = 1\n')
    writeFileSync(join(dist, 'chunks', 'shared.mjs'), 'export {}\n')
    writeFileSync(join(dist, 'custom-elements.json'), '{"schemaVersion":"1.0.0"}')
    writeFileSync(join(dist, 'codec.wasm'), Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]))
    writeFileSync(join(dist, 'sample.dcm'), dicom)
    writeFileSync(join(demo, 'index.html'), '<!doctype html><title>console</title>')
    writeFileSync(join(demo, 'his.html'), '<!doctype html><title>his</title>')
    writeFileSync(join(demo, 'picviewer.html'), '<!doctype html><title>viewer</title>')
    writeFileSync(join(demo, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    writeFileSync(join(demo, 'assets', 'style.css'), 'body{}')
    writeFileSync(join(demo, 'server', 'secret.ts'), 'export const password = "x"')
    writeFileSync(join(demo, '.env'), 'SECRET=1')
    t = await makeServer({ distDir: dist, demoDir: demo })
  })
  after(() => {
    t.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('serves the console page for / and extension-less routes (history mode)', async () => {
    for (const path of ['/', '/login', '/user/center', '/webouterpage/hisReport', '/registrations/his', '/diagnos/CTreportwrite']) {
      const res = await t.call('GET', path)
      assert.equal(res.status, 200, path)
      assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8')
      assert.match(res.text, /<title>console<\/title>/)
    }
  })

  it('sends the security headers: a policy on the console pages, framing by HIS origins only on the HIS pages', async () => {
    const console = await t.call('GET', '/registrations/his')
    const policy = console.headers.get('content-security-policy') ?? ''
    for (const directive of ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "object-src 'none'", "frame-ancestors 'self'"]) {
      assert.ok(policy.split('; ').includes(directive), directive)
    }
    assert.equal(console.headers.get('referrer-policy'), 'no-referrer')
    assert.equal(console.headers.get('x-content-type-options'), 'nosniff')
    process.env.CLINIC_HIS_ORIGINS = 'https://his.example.org, javascript:alert(1) http://10.1.1.5:8080'
    try {
      const his = (await t.call('GET', '/webouterpage/hisReport')).headers.get('content-security-policy') ?? ''
      assert.ok(his.includes("frame-ancestors 'self' https://his.example.org http://10.1.1.5:8080"), his)
      const login = (await t.call('GET', '/login')).headers.get('content-security-policy') ?? ''
      assert.ok(login.endsWith("frame-ancestors 'self'"), 'the console itself is not framed by the HIS')
    } finally {
      delete process.env.CLINIC_HIS_ORIGINS
    }
    const json = await t.call('GET', '/auth/code')
    assert.equal(json.headers.get('cache-control'), 'no-store', 'JSON with patient data is never cached')
    const demo = await t.call('GET', '/his.html')
    assert.equal(demo.headers.get('content-security-policy'), null, 'a demo page stands for somebody else\'s page')
    assert.equal(demo.headers.get('x-content-type-options'), 'nosniff')
    const file = await t.call('GET', '/dist/sample.dcm')
    assert.equal(file.headers.get('cache-control'), 'no-cache', 'files keep their own caching')
  })

  it('serves the demo pages at the top level and under /demo', async () => {
    assert.match((await t.call('GET', '/his.html')).text, /his/)
    assert.match((await t.call('GET', '/picviewer.html')).text, /viewer/)
    assert.match((await t.call('GET', '/demo/index.html')).text, /console/)
    const svg = await t.call('GET', '/demo/assets/logo.svg')
    assert.equal(svg.headers.get('content-type'), 'image/svg+xml')
    assert.equal((await t.call('GET', '/demo/assets/style.css')).headers.get('content-type'), 'text/css; charset=utf-8')
  })

  it('serves dist files with content types, no-cache and ETags', async () => {
    const js = await t.call('GET', '/dist/clinic-console.js')
    assert.equal(js.status, 200)
    assert.equal(js.headers.get('content-type'), 'text/javascript; charset=utf-8')
    assert.equal(js.headers.get('cache-control'), 'no-cache')
    assert.equal(js.headers.get('accept-ranges'), 'bytes')
    const etag = js.headers.get('etag') ?? ''
    assert.match(etag, /^"[0-9a-f]+-[0-9a-f]+"$/)
    const again = await t.call('GET', '/dist/clinic-console.js', { headers: { 'If-None-Match': etag } })
    assert.equal(again.status, 304)
    assert.equal(again.text, '')
    const types: [string, string][] = [
      ['/dist/chunks/shared.mjs', 'text/javascript; charset=utf-8'], ['/dist/custom-elements.json', 'application/json; charset=utf-8'],
      ['/dist/codec.wasm', 'application/wasm'], ['/dist/sample.dcm', 'application/dicom'],
    ]
    for (const [path, type] of types) assert.equal((await t.call('GET', path)).headers.get('content-type'), type, path)
  })

  it('answers byte ranges with 206 (and 416 when unsatisfiable)', async () => {
    const range = await t.app.request('/dist/sample.dcm', { headers: { Range: 'bytes=128-131' } })
    assert.equal(range.status, 206)
    assert.equal(range.headers.get('content-range'), `bytes 128-131/${dicom.length}`)
    assert.equal(range.headers.get('content-length'), '4')
    assert.equal(Buffer.from(await range.arrayBuffer()).toString('latin1'), 'DICM')
    const open = await t.app.request('/dist/sample.dcm', { headers: { Range: 'bytes=4000-' } })
    assert.equal(open.status, 206)
    assert.deepEqual(Buffer.from(await open.arrayBuffer()), dicom.subarray(4000))
    const suffix = await t.app.request('/dist/sample.dcm', { headers: { Range: 'bytes=-10' } })
    assert.deepEqual(Buffer.from(await suffix.arrayBuffer()), dicom.subarray(dicom.length - 10))
    const clamp = await t.app.request('/dist/sample.dcm', { headers: { Range: 'bytes=4090-9999' } })
    assert.equal(clamp.headers.get('content-range'), `bytes 4090-4095/${dicom.length}`)
    const bad = await t.app.request('/dist/sample.dcm', { headers: { Range: 'bytes=5000-6000' } })
    assert.equal(bad.status, 416)
    assert.equal(bad.headers.get('content-range'), `bytes */${dicom.length}`)
    const stale = await t.app.request('/dist/sample.dcm', { headers: { Range: 'bytes=0-3', 'If-Range': '"old"' } })
    assert.equal(stale.status, 200, 'a changed file is sent whole')
    const whole = await t.app.request('/dist/sample.dcm')
    assert.deepEqual(Buffer.from(await whole.arrayBuffer()), dicom)
    const head = await t.app.request('/dist/sample.dcm', { method: 'HEAD' })
    assert.equal(head.status, 200)
    assert.equal(head.headers.get('content-length'), String(dicom.length))
  })

  it('refuses to leave its folders, to show demo/server and dot files, and 404s missing files', async () => {
    const attempts = [
      '/dist/..%2fsecret.txt', '/dist/%2e%2e%2fsecret.txt', '/dist/..%5csecret.txt', '/dist/chunks/..%2f..%2fsecret.txt',
      '/demo/..%2fsecret.txt', '/demo/server/secret.ts', '/demo/server%2fsecret.ts', '/demo/.env', '/dist/%00.js',
      '/dist/%2fetc%2fpasswd', '/dist/missing.js', '/demo/missing.html', '/missing.html', '/favicon.ico',
    ]
    for (const path of attempts) {
      const res = await t.call<{ status: number; message: string }>('GET', path)
      assert.equal(res.status, 404, path)
      assert.equal(res.json.status, 404, path)
      assert.doesNotMatch(res.text, /top secret|password|SECRET/, path)
    }
    const normalised = await t.call('GET', '/dist/../secret.txt')
    assert.notEqual(normalised.status, 200, 'URL normalisation lands on /secret.txt, which is not served')
  })

  it('never answers API paths with the console page', async () => {
    for (const path of ['/api/unknown', '/auth/unknown', '/v3/unknown']) {
      const res = await t.call<{ status: number }>('GET', path)
      assert.equal(res.status, 404, path)
      assert.equal(res.json.status, 404)
    }
  })
})
