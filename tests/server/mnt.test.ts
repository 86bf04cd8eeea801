// The deployment tools (eladmin's mnt/*): applications confined to <dataDir>/deploy/, packages checked against
// zip-slip, a real deployment on this machine streamed over a real WebSocket, start/stop/status and roll-back, server
// test connections that answer within 3 s, and .sql scripts that run in one transaction or not at all.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import Database from 'better-sqlite3'
import { strToU8, zipSync } from 'fflate'
import { JSEncrypt } from 'jsencrypt'
import WebSocket from 'ws'
import type { DatabaseDto, DatabaseRunResult, DeployHistoryDto, DeployStatus, ServerDeployDto, SocketMessage } from '../../src/core/contract/mnt'
import type { Page } from '../../src/core/contract/api'
import { startServer, type RunningServer } from '../../demo/server/start'
import { makeServer, type TestServer } from './helpers'

/** A .tar.gz made by the system's tar from `files` (path → content; `+x` paths executable). */
function tarGz(files: Record<string, string>): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-pkg-'))
  try {
    for (const [path, content] of Object.entries(files)) {
      const name = path.replace(/^\+x /, '')
      mkdirSync(join(dir, name, '..'), { recursive: true })
      writeFileSync(join(dir, name), content)
      if (path.startsWith('+x ')) chmodSync(join(dir, name), 0o755)
    }
    execFileSync('tar', ['czf', join(dir, '..', `${dir.split('/').pop()}.tar.gz`), '-C', dir, '.'])
    return readFileSync(join(dir, '..', `${dir.split('/').pop()}.tar.gz`))
  } finally {
    rmSync(dir, { recursive: true, force: true })
    rmSync(`${dir}.tar.gz`, { force: true })
  }
}

/** A multipart body with `file` and `id`, as the upload dialogs send it. */
function uploadForm(name: string, bytes: Uint8Array, id: string | number): FormData {
  const form = new FormData()
  form.append('file', new Blob([bytes as BlobPart]), name)
  form.append('id', String(id))
  return form
}

/** A port nothing listens on (bound, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((r) => server.close(() => r()))
  return port
}

describe('mnt: applications, servers and databases (in-process)', () => {
  let t: TestServer
  let admin: string
  before(async () => {
    t = await makeServer()
    admin = await t.login('admin')
  })
  after(() => t.close())

  const upload = async (path: string, form: FormData, token = admin) => {
    const res = await t.app.request(path, { method: 'POST', headers: { Authorization: token, 'Accept-Language': 'en' }, body: form })
    return { status: res.status, json: await res.json() as Record<string, unknown> }
  }

  it('refuses application folders outside <dataDir>/deploy/ with a clear message on the field', async () => {
    const app = { name: 'outside', port: 18081, uploadPath: 'o/upload', deployPath: '/etc/clinic', backupPath: 'o/backup', startScript: 'true' }
    const res = await t.call<{ message: string; errors: { field: string }[] }>('POST', '/api/app', { token: admin, body: app, headers: { 'Accept-Language': 'en' } })
    assert.equal(res.status, 400)
    assert.deepEqual(res.json.errors.map((e) => e.field), ['deployPath'])
    assert.match(res.json.message, /deployPath: the folder must lie under .*deploy/)
    const up = await t.call<{ errors: { field: string }[] }>('POST', '/api/app', { token: admin, body: { ...app, deployPath: 'o/app', backupPath: '../../backup' } })
    assert.equal(up.status, 400)
    assert.deepEqual(up.json.errors.map((e) => e.field), ['backupPath'])
    const overlap = await t.call<{ errors: { field: string }[] }>('POST', '/api/app', { token: admin, body: { ...app, deployPath: 'o/app', backupPath: 'o/app/bak' } })
    assert.equal(overlap.status, 400)
    const ok = await t.call<{ id: number }>('POST', '/api/app', { token: admin, body: { ...app, deployPath: 'o/app' } })
    assert.equal(ok.status, 201)
  })

  it('refuses a zip whose entry escapes the deploy folder (zip-slip), writing nothing', async () => {
    const zip = zipSync({ 'index.html': strToU8('<p>ok</p>'), '../../../escaped.txt': strToU8('pwned') })
    const res = await upload('/api/deploy/upload', uploadForm('evil.zip', zip, 1))
    assert.equal(res.status, 400)
    assert.match(String(res.json.message), /"\.\.\/\.\.\/\.\.\/escaped\.txt" in the package would unpack outside the target folder/)
    assert.equal(existsSync(join(t.dataDir, 'escaped.txt')), false)
    assert.equal(existsSync(join(t.dataDir, 'deploy', 'escaped.txt')), false)
    assert.equal(existsSync(join(t.dataDir, 'deploy', 'clinic-demo', 'upload')), false, 'not even the package was kept')
    const absolute = await upload('/api/deploy/upload', uploadForm('abs.zip', zipSync({ '/tmp/abs.txt': strToU8('x') }), 1))
    assert.equal(absolute.status, 400)
    const notAPackage = await upload('/api/deploy/upload', uploadForm('x.zip', strToU8('plain text'), 1))
    assert.equal(notAPackage.status, 400)
    assert.match(String(notAPackage.json.message), /Only zip or tar\.gz/)
  })

  it('stores server passwords sealed and never sends them back', async () => {
    const res = await t.call<ServerDeployDto>('POST', '/api/serverDeploy', { token: admin, body: { name: 'pacs-01', ip: '10.0.0.8', port: 22, account: 'ops', password: 's3cret!' } })
    assert.equal(res.status, 201)
    assert.equal(res.json.hasPassword, true)
    assert.equal('password' in res.json, false)
    const stored = (t.db.prepare('SELECT password FROM mnt_server WHERE id = ?').get(res.json.id) as { password: string }).password
    assert.match(stored, /^v1:/)
    assert.equal(t.services.secrets.open(stored), 's3cret!')
    const list = await t.call<Page<ServerDeployDto>>('GET', '/api/serverDeploy?blurry=pacs', { token: admin })
    assert.equal(list.text.includes('s3cret'), false)
    // An update without a password keeps the stored one.
    await t.call('PUT', '/api/serverDeploy', { token: admin, body: { id: res.json.id, name: 'pacs-01', ip: '10.0.0.9', port: 22, account: 'ops', password: '' } })
    assert.equal(t.services.secrets.open((t.db.prepare('SELECT password FROM mnt_server WHERE id = ?').get(res.json.id) as { password: string }).password), 's3cret!')
  })

  it('tests a connection: a closed port answers false at once, an unreachable address within about 3 s, an open one true', async () => {
    const port = await closedPort()
    let started = Date.now()
    const closed = await t.call<boolean>('POST', '/api/serverDeploy/testConnect', { token: admin, body: { ip: '127.0.0.1', port } })
    assert.equal(closed.status, 201)
    assert.equal(closed.json, false)
    assert.ok(Date.now() - started < 3500)
    started = Date.now()
    // TEST-NET-1 (RFC 5737): nothing answers there.
    const unreachable = await t.call<boolean>('POST', '/api/serverDeploy/testConnect', { token: admin, body: { ip: '192.0.2.1', port: 22 } })
    assert.equal(unreachable.json, false)
    assert.ok(Date.now() - started < 3800, `answered in ${Date.now() - started} ms`)
    const listener = createServer((socket) => socket.end())
    await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r))
    try {
      const open = await t.call<boolean>('POST', '/api/serverDeploy/testConnect', { token: admin, body: { ip: '127.0.0.1', port: (listener.address() as AddressInfo).port } })
      assert.equal(open.json, true)
    } finally {
      await new Promise<void>((r) => listener.close(() => r()))
    }
  })

  it('runs a .sql script in one transaction: an error rolls everything back, a good script commits', async () => {
    mkdirSync(join(t.dataDir, 'dbs'), { recursive: true })
    const file = join(t.dataDir, 'dbs', 'ward.sqlite')
    const setup = new Database(file)
    setup.exec("CREATE TABLE bed (id INTEGER PRIMARY KEY, ward TEXT NOT NULL UNIQUE); INSERT INTO bed (ward) VALUES ('A1'), ('A2')")
    setup.close()
    const created = await t.call<DatabaseDto>('POST', '/api/database', { token: admin, body: { name: 'ward', jdbcUrl: 'jdbc:sqlite:dbs/ward.sqlite', userName: '', pwd: 'x' } })
    assert.equal(created.status, 201)
    assert.equal(created.json.hasPassword, true)
    assert.equal('pwd' in created.json, false)

    const connect = await t.call<boolean>('POST', '/api/database/testConnect', { token: admin, body: { jdbcUrl: 'jdbc:sqlite:dbs/ward.sqlite' } })
    assert.equal(connect.json, true)
    const missing = await t.call<boolean>('POST', '/api/database/testConnect', { token: admin, body: { jdbcUrl: 'jdbc:sqlite:dbs/none.sqlite' } })
    assert.equal(missing.json, false)
    assert.equal(existsSync(join(t.dataDir, 'dbs', 'none.sqlite')), false, 'a test connection creates no file')

    const bad = "INSERT INTO bed (ward) VALUES ('B1');\nUPDATE bed SET ward = 'Z' WHERE ward = 'A1';\nINSERT INTO bed (ward) VALUES ('A2');\n"
    const failed = await upload('/api/database/upload', uploadForm('bad.sql', strToU8(bad), created.json.id))
    assert.equal(failed.status, 200)
    const result = failed.json as unknown as DatabaseRunResult
    assert.equal(result.success, false)
    assert.match(result.message, /UNIQUE constraint failed: bed\.ward/)
    const check = new Database(file, { readonly: true })
    assert.deepEqual(check.prepare('SELECT ward FROM bed ORDER BY id').all().map((r) => (r as { ward: string }).ward), ['A1', 'A2'], 'the table is unchanged')
    check.close()

    const good = await upload('/api/database/upload', uploadForm('good.sql', strToU8("INSERT INTO bed (ward) VALUES ('B1'), ('B2'); UPDATE bed SET ward = 'A0' WHERE ward = 'A1';"), created.json.id))
    const ran = good.json as unknown as DatabaseRunResult
    assert.deepEqual([ran.success, ran.changes, ran.message], [true, 3, 'success'])

    const outside = await t.call<{ errors: { field: string }[] }>('POST', '/api/database', { token: admin, body: { name: 'etc', jdbcUrl: 'jdbc:sqlite:/etc/passwd' } })
    assert.equal(outside.status, 400)
    assert.deepEqual(outside.json.errors.map((e) => e.field), ['jdbcUrl'])
    const notSql = await upload('/api/database/upload', uploadForm('x.txt', strToU8('SELECT 1'), created.json.id))
    assert.equal(notSql.status, 400)
    // A script reaches its own database only: ATTACH would create a file wherever the server may write.
    const elsewhere = join(t.dataDir, '..', `attached-${process.pid}.sqlite`)
    const attach = await upload('/api/database/upload', uploadForm('attach.sql', strToU8(`ATTACH DATABASE '${elsewhere}' AS x; CREATE TABLE x.t (a);`), created.json.id))
    assert.equal(attach.status, 400)
    assert.equal(existsSync(elsewhere), false, 'no file made outside')
    const quoted = await upload('/api/database/upload', uploadForm('quoted.sql', strToU8("-- attach nothing\nUPDATE bed SET ward = 'attach' WHERE ward = 'B1';"), created.json.id))
    assert.equal((quoted.json as unknown as DatabaseRunResult).success, true, 'the word in a comment or a string is no ATTACH')
  })

  it('lets only administrators and holders of the permissions in', async () => {
    const reader = await t.login('fangshe')
    assert.equal((await t.call('GET', '/api/deploy', { token: reader })).status, 403)
    assert.equal((await t.call('POST', '/api/serverDeploy/testConnect', { token: reader, body: { ip: '127.0.0.1', port: 1 } })).status, 403)
    assert.equal((await upload('/api/database/upload', uploadForm('a.sql', strToU8('SELECT 1'), 'x'), reader)).status, 403)
    assert.equal((await t.call('GET', '/api/deploy')).status, 401)
  })
})

describe('mnt: a real deployment streamed over the WebSocket', () => {
  let dataDir: string
  let server: RunningServer
  let token: string
  const sockets: WebSocket[] = []

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'clinic-mnt-'))
    server = await startServer({ port: 0, dataDir, testCaptcha: '12', generatePacs: false, log: () => undefined })
    const config = await (await fetch(`${server.url}/config.json`)).json() as { rsaPublicKey: string }
    const captcha = await (await fetch(`${server.url}/auth/code`)).json() as { uuid: string }
    const rsa = new JSEncrypt()
    rsa.setPublicKey(config.rsaPublicKey)
    const login = await fetch(`${server.url}/auth/login`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: rsa.encrypt('123456'), code: '12', uuid: captcha.uuid }),
    })
    token = (await login.json() as { token: string }).token
  })
  after(async () => {
    for (const ws of sockets) ws.terminate()
    await post('/api/deploy/stopServer', { id: 1 }).catch(() => undefined)
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  function post(path: string, body: unknown) {
    return fetch(`${server.url}${path}`, { method: 'POST', headers: { Authorization: token, 'Content-Type': 'application/json', 'Accept-Language': 'en' }, body: JSON.stringify(body) })
  }

  /** Opens a socket on `sid`, sends `first` (if any) and collects what arrives. */
  async function openSocket(sid: string, first?: unknown): Promise<{ ws: WebSocket; messages: SocketMessage[]; closed: Promise<number> }> {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/webSocket/${sid}`)
    sockets.push(ws)
    const messages: SocketMessage[] = []
    ws.on('message', (data) => messages.push(JSON.parse(data.toString()) as SocketMessage))
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)))
    await new Promise<void>((resolveOpen, reject) => {
      ws.once('open', () => resolveOpen())
      ws.once('error', reject)
    })
    if (first !== undefined) ws.send(typeof first === 'string' ? first : JSON.stringify(first))
    return { ws, messages, closed }
  }

  async function until(check: () => boolean, what: string, ms = 15_000): Promise<void> {
    const end = Date.now() + ms
    while (!check()) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
      await new Promise((r) => setTimeout(r, 20))
    }
  }

  it('refuses an unauthenticated client: a wrong or missing token closes the socket with 4401 and tells it nothing', async () => {
    const wrong = await openSocket('deploy', { token: `Bearer ${'0'.repeat(64)}` })
    assert.equal(await wrong.closed, 4401)
    assert.deepEqual(wrong.messages.map((m) => m.msgType), ['ERROR'])
    const garbage = await openSocket('deploy', 'hello')
    assert.equal(await garbage.closed, 4401)
    const bad = await fetch(`${server.url}/webSocket/../etc`)
    assert.notEqual(bad.status, 101)
  })

  it('uploads a tar.gz and deploys it for real: stop, unpack, start script — the log arrives in order over the socket', async () => {
    const log = await openSocket('deploy', { token })
    await until(() => log.messages.some((m) => m.msgType === 'CONNECT'), 'CONNECT')
    const pkg = tarGz({
      'index.html': '<h1>v1</h1>',
      'conf/app.properties': 'version=1\n',
      '+x start.sh': 'echo "hello from start.sh v1"\necho v1 > marker.txt\n',
    })
    const res = await fetch(`${server.url}/api/deploy/upload`, { method: 'POST', headers: { Authorization: token, 'Accept-Language': 'en' }, body: uploadForm('app-v1.tar.gz', pkg, 1) })
    assert.equal(res.status, 200)
    const answer = await res.json() as { error: number; id: string }
    assert.equal(answer.error, 0)
    assert.match(answer.id, /app-v1\.tar\.gz$/)
    await until(() => log.messages.some((m) => /deployed|ended with errors/.test(m.msg)), 'the end of the deployment')
    const lines = log.messages.filter((m) => m.msgType !== 'CONNECT').map((m) => m.msg)
    const order = [/^Deploying clinic-demo to localhost \(127\.0\.0\.1\)$/, /^Stopping the application$/, /^Application clinic-demo is not running$/,
      /^The deploy folder is empty/, /^Unpacking the package into .*clinic-demo\/app$/, /^3 files unpacked$/, /^Running the start script of clinic-demo$/,
      /^Starting clinic-demo in /, /^hello from start\.sh v1$/, /^Application clinic-demo started$/, /^Application clinic-demo deployed$/]
    let at = 0
    for (const pattern of order) {
      const found = lines.findIndex((line, i) => i >= at && pattern.test(line))
      assert.ok(found >= 0, `${pattern} after line ${at} in:\n${lines.join('\n')}`)
      at = found + 1
    }
    assert.ok(log.messages.every((m) => m.msgType !== 'ERROR'), lines.join('\n'))
    const deployDir = join(dataDir, 'deploy', 'clinic-demo', 'app')
    assert.equal(readFileSync(join(deployDir, 'index.html'), 'utf8'), '<h1>v1</h1>')
    assert.equal(readFileSync(join(deployDir, 'conf', 'app.properties'), 'utf8'), 'version=1\n')
    assert.equal(readFileSync(join(deployDir, 'marker.txt'), 'utf8'), 'v1\n', 'the start script ran in the deploy folder')
  })

  it('deploys a zip over it (backing the previous version up), reports status, stops, and rolls back to the first version', async () => {
    const log = await openSocket('deploy', { token })
    await until(() => log.messages.some((m) => m.msgType === 'CONNECT'), 'CONNECT')
    const zip = zipSync({
      'index.html': strToU8('<h1>v2</h1>'),
      'start.sh': strToU8('echo v2 > marker.txt\nnohup sleep 300 > /dev/null 2>&1 &\necho "background started"\n'),
    })
    const res = await fetch(`${server.url}/api/deploy/upload`, { method: 'POST', headers: { Authorization: token, 'Accept-Language': 'en' }, body: uploadForm('app-v2.zip', zip, 1) })
    assert.equal(res.status, 200)
    await until(() => log.messages.some((m) => /deployed|ended with errors/.test(m.msg)), 'the end of the second deployment')
    assert.ok(log.messages.some((m) => m.msg === 'background started'))
    const deployDir = join(dataDir, 'deploy', 'clinic-demo', 'app')
    assert.equal(readFileSync(join(deployDir, 'marker.txt'), 'utf8'), 'v2\n')
    assert.equal(existsSync(join(deployDir, 'conf')), false, 'the old files are gone from the deploy folder')
    const backups = readdirSync(join(dataDir, 'deploy', 'clinic-demo', 'backup', 'clinic-demo'))
    assert.equal(backups.length, 1)
    assert.equal(readFileSync(join(dataDir, 'deploy', 'clinic-demo', 'backup', 'clinic-demo', backups[0]!, 'index.html'), 'utf8'), '<h1>v1</h1>')

    const status = await (await post('/api/deploy/serverStatus', { id: 1 })).json() as DeployStatus[]
    assert.equal(status[0]!.running, true, 'the background process of the start script lives')
    assert.ok(status[0]!.pid)
    const stopped = await post('/api/deploy/stopServer', { id: 1 })
    assert.equal(stopped.status, 200)
    assert.ok(log.messages.some((m) => /^Application clinic-demo stopped \(process group \d+\)$/.test(m.msg)))
    const after = await (await post('/api/deploy/serverStatus', { id: 1 })).json() as DeployStatus[]
    assert.equal(after[0]!.running, false)

    // Newest first (the same second: the later row first).
    const history = await (await fetch(`${server.url}/api/deployHistory?deployId=1`, { headers: { Authorization: token } })).json() as Page<DeployHistoryDto>
    assert.equal(history.totalElements, 2)
    assert.ok(history.content.every((h) => h.restorable && h.appName === 'clinic-demo' && h.ip === '127.0.0.1' && h.deployUser === 'admin'))
    const first = history.content[1]!
    const before = log.messages.length
    const rollback = await post('/api/deploy/serverReduction', first)
    assert.equal(rollback.status, 200)
    await until(() => log.messages.slice(before).some((m) => /deployed|ended with errors/.test(m.msg)), 'the end of the roll-back')
    assert.ok(log.messages.slice(before).some((m) => /^Rolling clinic-demo back to the version of /.test(m.msg)))
    assert.equal(readFileSync(join(deployDir, 'marker.txt'), 'utf8'), 'v1\n', 'the first version runs again')
    assert.equal(readFileSync(join(deployDir, 'index.html'), 'utf8'), '<h1>v1</h1>')
    const still = await (await fetch(`${server.url}/api/deployHistory?deployId=1`, { headers: { Authorization: token } })).json() as Page<DeployHistoryDto>
    assert.equal(still.totalElements, 2, 'a roll-back adds no history entry')
    await post('/api/deploy/stopServer', { id: 1 })
  })
})
