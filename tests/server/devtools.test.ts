// The developer tools of 系统工具: the OpenAPI document the Swagger view shows, the payment tool with the sandbox
// gateway (signed notify and return, verified), the code generator (its output compiles in this repo) and the
// read-only code console.
import assert from 'node:assert/strict'
import { generateKeyPairSync } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { serve, type ServerType } from '@hono/node-server'
import { strFromU8, unzipSync } from 'fflate'
import ts from 'typescript'
import type { AliPayConfigDto, AliPayTradeDto, CodeConsoleResult, ColumnInfoDto, GeneratedFile, GenTableDto } from '../../src/core/contract/devtools'
import { readPrivateKey, signRsa2 } from '../../demo/server/lib/alipay'
import { makeServer, type TestServer } from './helpers'

const ROOT = resolve(import.meta.dirname, '..', '..')

/** The sandbox gateway's private key, as the server made it (the real gateway's key stands in its place). */
function sandboxKey(t: TestServer) {
  return readPrivateKey((JSON.parse(readFileSync(resolve(t.dataDir, 'alipay-sandbox-keys.json'), 'utf8')) as { privateKeyPem: string }).privateKeyPem)
}

/** A notify as the gateway posts it, signed with `key`. */
function notifyForm(fields: Record<string, string>, key: ReturnType<typeof readPrivateKey>): string {
  const params = { notify_time: '2025-06-01 08:00:00', notify_type: 'trade_status_sync', notify_id: 'n1', charset: 'utf-8', version: '1.0', sign_type: 'RSA2', ...fields }
  return new URLSearchParams({ ...params, sign: signRsa2(params, key, true) }).toString()
}

/**
 * Type-checks files that do not exist on disk as if they were at their paths in this repository, with the
 * repository's own compiler settings (`tsconfig`): the diagnostics of those files only.
 */
function typecheck(tsconfig: string, files: readonly GeneratedFile[], extraRoots: readonly string[] = []): string[] {
  const virtual = new Map(files.map((f) => [resolve(ROOT, f.name), f.content]))
  const parsed = ts.getParsedCommandLineOfConfigFile(resolve(ROOT, tsconfig), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(String(d.messageText)) } })
  if (!parsed) throw new Error(`cannot read ${tsconfig}`)
  const host = ts.createCompilerHost(parsed.options)
  const { fileExists, readFile, getSourceFile, directoryExists } = host
  host.fileExists = (f) => virtual.has(f) || fileExists.call(host, f)
  host.readFile = (f) => virtual.get(f) ?? readFile.call(host, f)
  host.directoryExists = (d) => [...virtual.keys()].some((f) => f.startsWith(`${d}/`)) || (directoryExists?.call(host, d) ?? ts.sys.directoryExists(d))
  host.getSourceFile = (f, language, ...rest) => {
    const text = virtual.get(f)
    return text === undefined ? getSourceFile.call(host, f, language, ...rest) : ts.createSourceFile(f, text, language)
  }
  const roots = [...virtual.keys()].filter((f) => /\.tsx?$/.test(f))
  const program = ts.createProgram({ rootNames: [...roots, ...extraRoots.map((r) => resolve(ROOT, r))], options: parsed.options, host })
  return roots.flatMap((root) => {
    const source = program.getSourceFile(root)
    if (!source) return [`${root}: not compiled`]
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => {
      const at = d.start === undefined ? '' : `:${source.getLineAndCharacterOfPosition(d.start).line + 1}`
      return `${root.slice(ROOT.length + 1)}${at}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
    })
  })
}

describe('developer tools', () => {
  let t: TestServer
  let admin: string
  let staff: string
  before(async () => {
    t = await makeServer()
    admin = await t.login('admin')
    staff = await t.login('test')
  })
  after(() => t.close())

  describe('API docs', () => {
    it('serves the OpenAPI document with the tools\' operations, their permissions and schemas', async () => {
      const res = await t.call<{ openapi: string; paths: Record<string, Record<string, { 'x-permission': unknown; tags: string[]; requestBody?: unknown }>> }>('GET', '/v3/api-docs')
      assert.equal(res.status, 200)
      assert.equal(res.json.openapi, '3.1.0')
      assert.deepEqual(res.json.paths['/api/codeConsole/query']?.post?.['x-permission'], ['admin'])
      assert.ok(res.json.paths['/api/codeConsole/query']?.post?.requestBody)
      assert.equal(res.json.paths['/api/aliPay/notify']?.post?.['x-permission'], 'anonymous')
      assert.deepEqual(res.json.paths['/api/generator/{tableName}/{type}']?.post?.tags, ['generator'])
      assert.ok(res.json.paths['/api/genConfig/{tableName}']?.get)
    })
  })

  describe('payment tool and its sandbox gateway', () => {
    let outTradeNo = ''

    it('makes its settings on first read: a sealed application key, the sandbox gateway and key; the private key never travels back', async () => {
      const res = await t.call<AliPayConfigDto>('GET', '/api/aliPay', { token: admin })
      assert.equal(res.status, 200)
      assert.equal(res.json.hasPrivateKey, true)
      assert.equal(res.json.sandbox, true)
      assert.equal(res.json.signType, 'RSA2')
      assert.match(res.json.appPublicKey, /BEGIN PUBLIC KEY/)
      assert.doesNotMatch(res.text, /PRIVATE KEY/)
      const stored = t.db.prepare('SELECT private_key AS k FROM tool_alipay_config').get() as { k: string }
      assert.match(stored.k, /^v1:/)
      assert.equal((await t.call('GET', '/api/aliPay', { token: staff })).status, 403)
    })

    it('refuses keys that are not RSA keys, naming the field', async () => {
      const current = (await t.call<AliPayConfigDto>('GET', '/api/aliPay', { token: admin })).json
      const res = await t.call<{ errors: { field: string }[] }>('PUT', '/api/aliPay', {
        token: admin,
        body: { appId: current.appId, privateKey: 'not a key', publicKey: 'nor this', signType: 'RSA2', gatewayUrl: current.gatewayUrl, notifyUrl: current.notifyUrl, returnUrl: current.returnUrl },
      })
      assert.equal(res.status, 400)
      assert.deepEqual(res.json.errors.map((e) => e.field).sort(), ['privateKey', 'publicKey'])
    })

    it('answers a signed gateway URL whose cashier page shows the order', async () => {
      const res = await t.call<string>('POST', '/api/aliPay/toPayAsPC', { token: admin, body: { subject: '影像检查费', totalAmount: '12.5', body: 'CT' } })
      assert.equal(res.status, 200)
      const url = new URL(res.json)
      assert.equal(url.pathname, '/api/aliPay/sandbox/gateway.do')
      assert.equal(url.searchParams.get('sign_type'), 'RSA2')
      outTradeNo = (JSON.parse(url.searchParams.get('biz_content') ?? '{}') as { out_trade_no: string }).out_trade_no
      const trade = t.db.prepare('SELECT state, amount_cents AS cents FROM tool_alipay_trade WHERE out_trade_no = ?').get(outTradeNo) as { state: string; cents: number }
      assert.deepEqual(trade, { state: 'WAIT_BUYER_PAY', cents: 1250 })
      const page = await t.call('GET', `${url.pathname}${url.search}`, { headers: { 'Accept-Language': 'en' } })
      assert.equal(page.status, 200)
      assert.match(page.text, new RegExp(outTradeNo))
      assert.match(page.text, /Pay ¥12\.50/)
      // A request changed after signing is refused by the sandbox.
      url.searchParams.set('biz_content', (url.searchParams.get('biz_content') ?? '').replace('12.50', '0.01'))
      const forged = await t.call('GET', `${url.pathname}${url.search}`, { headers: { 'Accept-Language': 'en' } })
      assert.equal(forged.status, 400)
      assert.match(forged.text, /signature is not valid/)
      assert.equal((await t.call('POST', '/api/aliPay/toPayAsPC', { token: admin, body: { subject: 'x', totalAmount: '1.234' } })).status, 400)
    })

    it('refuses a notify signed with another key, and one whose amount was changed; the trade stays unpaid', async () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
      const appId = (await t.call<AliPayConfigDto>('GET', '/api/aliPay', { token: admin })).json.appId
      const fields = { app_id: appId, out_trade_no: outTradeNo, trade_no: '2025060122001', trade_status: 'TRADE_SUCCESS', total_amount: '12.50' }
      const headers = { 'Content-Type': 'application/x-www-form-urlencoded' }
      const forged = await t.call('POST', '/api/aliPay/notify', { rawBody: notifyForm(fields, privateKey), headers })
      assert.equal(forged.text, 'failure')
      const changed = await t.call('POST', '/api/aliPay/notify', { rawBody: notifyForm({ ...fields, total_amount: '0.01' }, sandboxKey(t)), headers })
      assert.equal(changed.text, 'failure')
      // Tampering after signing (the signature no longer matches) is refused too.
      const tampered = notifyForm(fields, sandboxKey(t)).replace('total_amount=12.50', 'total_amount=12.49')
      assert.equal((await t.call('POST', '/api/aliPay/notify', { rawBody: tampered, headers })).text, 'failure')
      assert.equal((t.db.prepare('SELECT state FROM tool_alipay_trade WHERE out_trade_no = ?').get(outTradeNo) as { state: string }).state, 'WAIT_BUYER_PAY')

      const good = await t.call('POST', '/api/aliPay/notify', { rawBody: notifyForm(fields, sandboxKey(t)), headers })
      assert.equal(good.text, 'success')
      const trades = await t.call<{ content: AliPayTradeDto[] }>('GET', '/api/aliPay/trades', { token: admin })
      const paid = trades.json.content.find((x) => x.outTradeNo === outTradeNo)
      assert.equal(paid?.state, 'TRADE_SUCCESS')
      assert.equal(paid?.tradeNo, '2025060122001')
      assert.equal(paid?.totalAmount, '12.50')
    })

    it('verifies the signed return and refuses a forged one', async () => {
      const appId = (await t.call<AliPayConfigDto>('GET', '/api/aliPay', { token: admin })).json.appId
      const params = { app_id: appId, method: 'alipay.trade.page.pay.return', charset: 'utf-8', sign_type: 'RSA2', timestamp: '2025-06-01 08:00:00', version: '1.0', out_trade_no: outTradeNo, trade_no: '1', total_amount: '12.50' }
      const query = new URLSearchParams({ ...params, sign: signRsa2(params, sandboxKey(t), true) })
      const ok = await t.call('GET', `/api/aliPay/return?${query}`, { headers: { 'Accept-Language': 'en' } })
      assert.equal(ok.status, 200)
      assert.match(ok.text, /¥12\.50 paid, signature verified/)
      query.set('total_amount', '1.00')
      const bad = await t.call('GET', `/api/aliPay/return?${query}`, { headers: { 'Accept-Language': 'en' } })
      assert.equal(bad.status, 400)
    })

    it('pays through the sandbox cashier page on a real listener: notify verified, then the signed return', async () => {
      const server: ServerType = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
      await new Promise((r) => server.once('listening', r))
      try {
        const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
        const res = await fetch(`${base}/api/aliPay/toPayAsWeb`, { method: 'POST', headers: { Authorization: admin, 'Content-Type': 'application/json' }, body: JSON.stringify({ subject: '云胶片', totalAmount: '30' }) })
        const url = new URL(await res.json() as string)
        assert.equal(url.origin, base)
        const no = (JSON.parse(url.searchParams.get('biz_content') ?? '{}') as { out_trade_no: string }).out_trade_no
        const page = await (await fetch(url)).text()
        const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1] ?? ''
        const form = new URLSearchParams([...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1] as string, (m[2] as string).replace(/&#(\d+);/g, (_x, n: string) => String.fromCharCode(Number(n)))]))
        form.set('sandbox_action', 'pay')
        const paid = await fetch(`${base}${action}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString(), redirect: 'manual' })
        assert.equal(paid.status, 303)
        const back = new URL(paid.headers.get('location') ?? '')
        assert.equal(back.pathname, '/api/aliPay/return')
        const state = t.db.prepare('SELECT state, channel, trade_no AS tradeNo FROM tool_alipay_trade WHERE out_trade_no = ?').get(no) as { state: string; channel: string; tradeNo: string | null }
        assert.equal(state.state, 'TRADE_SUCCESS')
        assert.equal(state.channel, 'WEB')
        assert.ok(state.tradeNo)
        const result = await fetch(back, { headers: { 'Accept-Language': 'en' } })
        assert.equal(result.status, 200)
        assert.match(await result.text(), /¥30\.00 paid/)
      } finally {
        await new Promise((r) => server.close(r))
      }
    })
  })

  describe('code generator', () => {
    it('lists the tables of the database with their columns and settings', async () => {
      const tables = await t.call<{ content: GenTableDto[]; totalElements: number }>('GET', '/api/generator/tables?name=sys_j&size=50', { token: admin })
      assert.equal(tables.status, 200)
      assert.deepEqual(tables.json.content.map((x) => x.tableName), ['sys_job'])
      assert.match(tables.json.content[0]?.createTime ?? '', /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
      const all = await t.call<GenTableDto[]>('GET', '/api/generator/tables/all', { token: admin })
      assert.ok(!all.json.some((x) => x.tableName === 'schema_migrations' || /_fts_/.test(x.tableName)))
      const cols = await t.call<{ content: ColumnInfoDto[] }>('GET', '/api/generator/columns?tableName=sys_job', { token: admin })
      const byName = Object.fromEntries(cols.json.content.map((c) => [c.columnName, c]))
      assert.equal(byName.id?.keyType, 'PRI')
      assert.equal(byName.id?.formShow, false)
      assert.equal(byName.create_time?.dateAnnotation, 'CreationTimestamp')
      assert.equal(byName.name?.formShow, true)
      assert.equal((await t.call('GET', '/api/generator/columns?tableName=no_such', { token: admin })).status, 404)
      assert.equal((await t.call('GET', '/api/generator/tables', { token: staff })).status, 403)
    })

    it('refuses to write into the project (type 0) with a clear 409', async () => {
      const res = await t.call<{ message: string }>('POST', '/api/generator/sys_job/0', { token: admin, headers: { 'Accept-Language': 'en' } })
      assert.equal(res.status, 409)
      assert.match(res.json.message, /never writes source files/)
    })

    it('generates a resource whose files compile in this repository, previewed and zipped alike', async () => {
      // sys_job with search fields and a dictionary; tool_alipay_trade as it comes (nullable texts, audit fields).
      const cols = (await t.call<{ content: ColumnInfoDto[] }>('GET', '/api/generator/columns?tableName=sys_job', { token: admin })).json.content
      const settings = cols.map((c) => ({
        ...c,
        queryType: c.columnName === 'name' ? 'Like' : c.columnName === 'create_time' ? 'BetWeen' : c.columnName === 'job_sort' ? '>=' : c.columnName === 'enabled' ? '=' : '',
        formType: c.columnName === 'enabled' ? 'Radio' : c.formType,
        dictName: c.columnName === 'enabled' ? 'job_status' : '',
      }))
      assert.equal((await t.call('PUT', '/api/generator', { token: admin, body: settings })).status, 204)
      const saved = await t.call('PUT', '/api/genConfig/sys_job', { token: admin, body: { apiAlias: '岗位', moduleName: 'genProbeJob', path: 'genProbe/job', apiPath: 'api/genProbeJob', author: 'h15', prefix: 'sys_' } })
      assert.equal(saved.status, 200)
      assert.equal((await t.call('PUT', '/api/genConfig/tool_alipay_trade', { token: admin, body: { apiAlias: 'Trades', moduleName: 'genProbeTrade', path: 'genProbe/trade', apiPath: 'api/genProbeTrade' } })).status, 200)
      assert.equal((await t.call('PUT', '/api/genConfig/sys_job', { token: admin, body: { apiAlias: 'x', moduleName: '../x', path: 'a', apiPath: 'api/x' } })).status, 400)

      const job = await t.call<GeneratedFile[]>('POST', '/api/generator/sys_job/1', { token: admin })
      assert.equal(job.status, 200)
      const names = job.json.map((f) => f.name)
      assert.ok(names.includes('src/areas/admin/views/genProbe/job/genProbeJob.resource.ts'))
      assert.ok(names.includes('src/areas/admin/views/genProbe/job/index.tsx'))
      assert.ok(names.includes('src/core/contract/genProbeJob.ts'))
      assert.ok(names.includes('demo/server/routes/genProbeJob.ts'))
      assert.deepEqual(names.filter((n) => /messages\/[\w-]+\.ts$/.test(n) && !n.endsWith('index.ts')).map((n) => n.split('/').pop()).sort(),
        ['en.ts', 'es.ts', 'ja.ts', 'ko.ts', 'zh-CN.ts', 'zh-TW.ts'])
      const resource = job.json.find((f) => f.name.endsWith('.resource.ts'))?.content ?? ''
      assert.match(resource, /kind: 'radio', dict: 'job_status'/)
      assert.match(resource, /name: 'createTime', kind: 'dateRange'/)
      const trade = await t.call<GeneratedFile[]>('POST', '/api/generator/tool_alipay_trade/1', { token: admin })
      assert.equal(trade.status, 200)

      const all = [...job.json, ...trade.json]
      const client = typecheck('tsconfig.json', all.filter((f) => f.name.startsWith('src/')), ['src/globals.d.ts'])
      assert.deepEqual(client, [])
      const server = typecheck('tsconfig.server.json', all.filter((f) => f.name.startsWith('demo/') || f.name.startsWith('src/core/contract/')))
      assert.deepEqual(server, [])

      const zip = await t.call('POST', '/api/generator/sys_job/2', { token: admin })
      assert.equal(zip.status, 200)
      assert.equal(zip.headers.get('content-type'), 'application/zip')
      const entries = unzipSync(zip.bytes)
      assert.deepEqual(Object.keys(entries).sort(), [...names].sort())
      assert.equal(strFromU8(entries['src/core/contract/genProbeJob.ts'] as Uint8Array), job.json.find((f) => f.name === 'src/core/contract/genProbeJob.ts')?.content)
    })

    it('refuses a table without a single integer primary key', async () => {
      const res = await t.call('POST', '/api/generator/sys_users_roles/1', { token: admin })
      assert.equal(res.status, 409)
    })
  })

  describe('code console', () => {
    const query = (sql: string, limit?: number, token = admin) =>
      t.call<CodeConsoleResult & { message: string }>('POST', '/api/codeConsole/query', { token, body: { sql, ...(limit === undefined ? {} : { limit }) }, headers: { 'Accept-Language': 'en' } })

    it('answers the columns and rows of a read-only statement, and its time', async () => {
      const res = await query('SELECT username, enabled FROM sys_user WHERE username = \'admin\'')
      assert.equal(res.status, 200)
      assert.deepEqual(res.json.columns, ['username', 'enabled'])
      assert.deepEqual(res.json.rows, [['admin', 1]])
      assert.equal(res.json.truncated, false)
      assert.equal(res.json.limit, 200)
      assert.equal(typeof res.json.time, 'number')
    })

    it('caps the rows at the limit (200 by default, at most 1,000)', async () => {
      const sql = 'WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 5000) SELECT x FROM n'
      const capped = await query(sql)
      assert.equal(capped.json.rows.length, 200)
      assert.equal(capped.json.truncated, true)
      assert.equal((await query(sql, 1000)).json.rows.length, 1000)
      assert.equal((await query(sql, 1001)).status, 400)
    })

    it('refuses statements that write, attach or come several at a time; the database is unchanged', async () => {
      const before = (t.db.prepare('SELECT COUNT(*) AS n FROM sys_job').get() as { n: number }).n
      for (const sql of [
        "INSERT INTO sys_job (name, enabled, job_sort) VALUES ('x', 1, 1)",
        "UPDATE sys_user SET nick_name = 'x'",
        'DELETE FROM sys_job',
        'DROP TABLE sys_job',
        'CREATE TABLE x (a)',
        'PRAGMA user_version = 7',
        'PRAGMA journal_mode = DELETE',
        `ATTACH DATABASE '${t.dataDir}/other.sqlite' AS other`,
        'VACUUM',
      ]) {
        const res = await query(sql)
        assert.equal(res.status, 400, sql)
        assert.match(res.json.message, /read-only statements|SQL error/, sql)
      }
      const several = await query('SELECT 1; DELETE FROM sys_job')
      assert.equal(several.status, 400)
      assert.match(several.json.message, /One statement at a time/)
      assert.equal((t.db.prepare('SELECT COUNT(*) AS n FROM sys_job').get() as { n: number }).n, before)
      assert.equal(t.db.pragma('user_version', { simple: true }), 0)
      const syntax = await query('SELEC 1')
      assert.equal(syntax.status, 400)
      assert.match(syntax.json.message, /SQL error: .*syntax/)
    })

    it('is for administrators only', async () => {
      assert.equal((await query('SELECT 1', undefined, staff)).status, 403)
      assert.equal((await t.call('POST', '/api/codeConsole/query', { body: { sql: 'SELECT 1' } })).status, 401)
    })

    it('stops a statement that outlives its time budget, and answers the next one', { timeout: 20_000 }, async () => {
      const started = Date.now()
      const res = await query('WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c')
      assert.equal(res.status, 400)
      assert.match(res.json.message, /longer than 5 s/)
      assert.ok(Date.now() - started < 9000)
      assert.equal((await query('SELECT 2 AS two')).json.rows[0]?.[0], 2)
    })
  })
})
