import assert from 'node:assert/strict'
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import Database from 'better-sqlite3'
import type { Page } from '../../src/core/contract/api'
import type { BackupDto, BackupRestoreResult, ServerMonitorDto, SqlStatsPage } from '../../src/core/contract/monitor'
import { normaliseSql } from '../../demo/server/lib/sqlStats'
import { makeServer, type TestServer } from './helpers'

const pct = (value: string | number) => {
  assert.ok(value === 0 || (typeof value === 'string' && /^\d{1,3}\.\d{2}$/.test(value)), `a share: ${String(value)}`)
  const n = Number(value)
  assert.ok(n >= 0 && n <= 100, `0..100: ${n}`)
  return n
}
const size = (text: string) => assert.match(text, /^\d+(\.\d{2})? (B|KiB|MiB|GiB|TiB|PiB)$/)

describe('monitoring: api/monitor, api/sql/stats and api/backup', () => {
  let t: TestServer
  let admin: string
  let clerk: string
  before(async () => {
    t = await makeServer()
    admin = await t.login('admin')
    clerk = await t.login('dengji')
  })
  after(() => t.close())

  describe('server monitor', () => {
    it('answers eladmin\'s shape from the real machine, in the caller\'s language', async () => {
      const res = await t.call<ServerMonitorDto>('GET', '/api/monitor', { token: admin, headers: { 'Accept-Language': 'en' } })
      assert.equal(res.status, 200)
      const m = res.json
      assert.deepEqual(Object.keys(m).sort(), ['cpu', 'disk', 'memory', 'swap', 'sys', 'time'])
      assert.match(m.time, /^\d{2}:\d{2}:\d{2}$/)
      assert.match(m.sys.day, /^\d+ d \d+ h \d+ min$/)
      assert.match(m.sys.ip, /^\d+\.\d+\.\d+\.\d+$/)
      assert.ok(m.sys.os.length > 0)
      assert.ok(m.cpu.coreNumber >= 1)
      assert.match(m.cpu.logic, /^\d+ logical CPU\(s\)$/)
      const used = pct(m.cpu.used)
      const idle = pct(m.cpu.idle)
      assert.ok(Math.abs(used + idle - 100) < 0.02 || (used === 0 && idle === 100), `${used} + ${idle}`)
      for (const part of [m.memory, m.swap, m.disk]) {
        size(part.total)
        size(part.used)
        size(part.available)
        pct(part.usageRate)
      }
      assert.ok(pct(m.memory.usageRate) > 0, 'a running machine uses memory')
      assert.ok(pct(m.disk.usageRate) > 0, 'the data folder\'s disk holds at least the database')
      const zh = await t.call<ServerMonitorDto>('GET', '/api/monitor', { token: admin, headers: { 'Accept-Language': 'zh-CN' } })
      assert.match(zh.json.cpu.logic, /^\d+个逻辑CPU$/)
    })

    it('needs monitor:list', async () => {
      assert.equal((await t.call('GET', '/api/monitor')).status, 401)
      assert.equal((await t.call('GET', '/api/monitor', { token: clerk })).status, 403)
      // Granted to the registration role, its clerk may poll.
      const menu = t.db.prepare("SELECT id FROM sys_menu WHERE permission = 'monitor:list'").get() as { id: number }
      const role = t.db.prepare("SELECT ur.role_id AS id FROM sys_users_roles ur JOIN sys_user u ON u.id = ur.user_id WHERE u.username = 'dengji'").get() as { id: number }
      t.db.prepare('INSERT INTO sys_roles_menus (role_id, menu_id) VALUES (?, ?)').run(role.id, menu.id)
      try {
        assert.equal((await t.call('GET', '/api/monitor', { token: clerk })).status, 200)
      } finally {
        t.db.prepare('DELETE FROM sys_roles_menus WHERE role_id = ? AND menu_id = ?').run(role.id, menu.id)
      }
    })

    it('costs well under 5 ms a poll', async () => {
      const times: number[] = []
      for (let i = 0; i < 40; i++) {
        const start = performance.now()
        const res = await t.call('GET', '/api/monitor', { token: admin })
        times.push(performance.now() - start)
        assert.equal(res.status, 200)
      }
      times.sort((a, b) => a - b)
      assert.ok(times[20]! < 5, `median ${times[20]!.toFixed(2)} ms`)
    })
  })

  describe('SQL monitor', () => {
    it('groups a statement by its text with values as ?', () => {
      assert.equal(normaliseSql("SELECT *\n  FROM t WHERE a = 'x''y' AND b IN (?, ?,?) LIMIT 10"), 'SELECT * FROM t WHERE a = ? AND b IN (?…) LIMIT ?')
      assert.equal(normaliseSql('SELECT t1.c2 FROM t1 WHERE x = -1.5'), 'SELECT t1.c2 FROM t1 WHERE x = ?')
    })

    it('counts and times every run of a prepared statement', async () => {
      const statement = t.db.prepare("SELECT 'monitor probe' AS probe, ? AS n")
      for (let i = 0; i < 7; i++) statement.get(i)
      t.db.prepare("SELECT 'monitor probe' AS probe, ? AS n").all(99)
      const res = await t.call<SqlStatsPage>('GET', `/api/sql/stats?blurry=${encodeURIComponent('AS probe')}`, { token: admin })
      assert.equal(res.status, 200)
      assert.equal(res.json.totalElements, 1)
      const [row] = res.json.content
      assert.equal(row?.sql, 'SELECT ? AS probe, ? AS n')
      assert.equal(row?.count, 8)
      assert.ok(row!.totalMs >= row!.maxMs && row!.maxMs >= row!.avgMs && row!.avgMs >= 0)
      assert.match(row!.lastRun, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      assert.ok(res.json.totals.runs >= 8 && res.json.totals.statements >= 1)
    })

    it('counts what the routes run, sorts, pages and resets (administrators only)', async () => {
      const dictList = async () => (await t.call<SqlStatsPage>('GET', '/api/sql/stats?size=100&blurry=FROM+sys_dict+', { token: admin })).json
      const before = dictList()
      const countOf = (page: SqlStatsPage) => page.content.filter((r) => /COUNT\(\*\) AS n FROM sys_dict /.test(r.sql)).reduce((sum, r) => sum + r.count, 0)
      const base = countOf(await before)
      for (let i = 0; i < 3; i++) assert.equal((await t.call('GET', '/api/dict?page=0&size=10', { token: admin })).status, 200)
      assert.equal(countOf(await dictList()), base + 3)

      const byCount = (await t.call<SqlStatsPage>('GET', '/api/sql/stats?sort=count,desc&size=5', { token: admin })).json
      assert.equal(byCount.content.length, 5)
      const counts = byCount.content.map((r) => r.count)
      assert.deepEqual(counts, [...counts].sort((a, b) => b - a))
      const slowest = (await t.call<SqlStatsPage>('GET', '/api/sql/stats?size=1000', { token: admin })).json.content.map((r) => r.maxMs)
      assert.deepEqual(slowest, [...slowest].sort((a, b) => b - a), 'slowest first by default')
      assert.equal((await t.call('GET', '/api/sql/stats?sort=nope,desc', { token: admin })).status, 400)

      assert.equal((await t.call('GET', '/api/sql/stats', { token: clerk })).status, 403)
      assert.equal((await t.call('DELETE', '/api/sql/stats', { token: clerk })).status, 403)
      assert.equal((await t.call('DELETE', '/api/sql/stats', { token: admin })).status, 204)
      const fresh = (await t.call<SqlStatsPage>('GET', `/api/sql/stats?blurry=${encodeURIComponent('AS probe')}`, { token: admin })).json
      assert.equal(fresh.totalElements, 0, 'the probe is forgotten')
      assert.ok(fresh.totals.runs < 10, `only this request's statements since: ${fresh.totals.runs}`)
    })
  })

  describe('backup', () => {
    const probeDict = () => t.db.prepare("SELECT COUNT(*) AS n FROM sys_dict WHERE name = 'backup_probe'").get() as { n: number }

    it('makes a consistent online backup, lists it and downloads it (backup permissions)', async () => {
      assert.equal((await t.call('POST', '/api/backup', { token: clerk, body: {} })).status, 403)
      const made = await t.call<BackupDto>('POST', '/api/backup', { token: admin, body: { note: 'before the probe' } })
      assert.equal(made.status, 201)
      assert.match(made.json.fileName, /^clinic-\d{8}-\d{6}-[0-9a-f]{4}\.sqlite$/)
      assert.equal(made.json.createBy, 'admin')
      assert.equal(made.json.note, 'before the probe')
      const file = join(t.dataDir, 'backups', made.json.fileName)
      assert.equal(statSync(file).size, made.json.size)
      assert.equal(statSync(file).mode & 0o777, 0o600)
      const copy = new Database(file, { readonly: true })
      assert.equal((copy.prepare('SELECT COUNT(*) AS n FROM sys_user').get() as { n: number }).n,
        (t.db.prepare('SELECT COUNT(*) AS n FROM sys_user').get() as { n: number }).n)
      copy.close()

      const list = await t.call<Page<BackupDto>>('GET', '/api/backup?blurry=probe', { token: admin })
      assert.deepEqual(list.json.content.map((b) => b.id), [made.json.id])
      const download = await t.call('GET', `/api/backup/${made.json.id}/download`, { token: admin })
      assert.equal(download.status, 200)
      assert.match(download.headers.get('content-disposition') ?? '', new RegExp(made.json.fileName))
      assert.deepEqual(Buffer.from(download.bytes), readFileSync(file))
    })

    it('restores a backup: a later change is gone, the backup\'s data is back, the administrator stays signed in', async () => {
      const made = (await t.call<BackupDto>('POST', '/api/backup', { token: admin, body: { note: 'restore point' } })).json
      const searchBefore = (t.db.prepare('SELECT COUNT(*) AS n FROM ris_exam_search').get() as { n: number }).n
      assert.equal((await t.call('POST', '/api/dict', { token: admin, body: { name: 'backup_probe', description: 'made after the backup' } })).status, 201)
      t.db.prepare("UPDATE sys_user SET nick_name = 'Renamed' WHERE username = 'dengji'").run()
      assert.equal(probeDict().n, 1)

      const wrong = await t.call<{ message: string }>('POST', `/api/backup/${made.id}/restore`, { token: admin, body: { confirm: 'yes' }, headers: { 'Accept-Language': 'en' } })
      assert.equal(wrong.status, 400)
      assert.match(wrong.json.message, /Type the backup file name/)
      assert.equal(probeDict().n, 1, 'nothing restored without the typed name')
      assert.equal((await t.call('POST', `/api/backup/${made.id}/restore`, { token: clerk, body: { confirm: made.fileName } })).status, 403)

      const res = await t.call<BackupRestoreResult>('POST', `/api/backup/${made.id}/restore`, { token: admin, body: { confirm: made.fileName } })
      assert.equal(res.status, 200, res.text)
      assert.equal(probeDict().n, 0, 'the dictionary made after the backup is gone')
      assert.notEqual((t.db.prepare("SELECT nick_name AS n FROM sys_user WHERE username = 'dengji'").get() as { n: string }).n, 'Renamed')
      assert.equal(res.json.restored.restoredBy, 'admin')
      assert.match(res.json.safetyBackup.note ?? '', new RegExp(made.fileName))
      assert.ok(existsSync(join(t.dataDir, 'backups', res.json.safetyBackup.fileName)))
      // Sessions, the backup list and the search index.
      assert.equal((await t.call('GET', '/api/backup?size=50', { token: admin })).status, 200, 'still signed in')
      assert.equal((await t.call('GET', '/api/dict', { token: clerk })).status !== 401, true, 'the clerk too')
      const listed = (await t.call<Page<BackupDto>>('GET', '/api/backup?size=50', { token: admin })).json.content.map((b) => b.id)
      assert.ok(listed.includes(res.json.safetyBackup.id), 'the backup made after the restored one stays listed')
      assert.equal((t.db.prepare('SELECT COUNT(*) AS n FROM ris_exam_search').get() as { n: number }).n, searchBefore)
      assert.deepEqual(t.db.pragma('foreign_key_check'), [])
      assert.equal(t.db.pragma('foreign_keys', { simple: true }), 1)

      // The safety backup brings the probe back.
      const again = await t.call('POST', `/api/backup/${res.json.safetyBackup.id}/restore`, { token: admin, body: { confirm: res.json.safetyBackup.fileName } })
      assert.equal(again.status, 200)
      assert.equal(probeDict().n, 1)
    })

    it('refuses a damaged backup file with a clear message and changes nothing', async () => {
      const made = (await t.call<BackupDto>('POST', '/api/backup', { token: admin, body: {} })).json
      const file = join(t.dataDir, 'backups', made.fileName)
      const bytes = readFileSync(file)
      bytes.fill(0x5a, 0, 100)
      writeFileSync(file, bytes)
      const users = (t.db.prepare('SELECT COUNT(*) AS n FROM sys_user').get() as { n: number }).n
      const before = probeDict().n
      const res = await t.call<{ message: string }>('POST', `/api/backup/${made.id}/restore`, { token: admin, body: { confirm: made.fileName }, headers: { 'Accept-Language': 'en' } })
      assert.equal(res.status, 400)
      assert.match(res.json.message, /damaged or not a database; nothing was changed/)
      assert.equal(probeDict().n, before)
      assert.equal((t.db.prepare('SELECT COUNT(*) AS n FROM sys_user').get() as { n: number }).n, users)
      const listed = (await t.call<Page<BackupDto>>('GET', '/api/backup?size=50', { token: admin })).json.content
      assert.ok(!listed.some((b) => (b.note ?? '').includes(made.fileName)), 'no safety backup for a refused restore')
    })

    it('refuses a backup of another schema version, and deletes backups with their files', async () => {
      const made = (await t.call<BackupDto>('POST', '/api/backup', { token: admin, body: {} })).json
      const file = join(t.dataDir, 'backups', made.fileName)
      const copy = new Database(file)
      copy.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES ('999_future', 'x')").run()
      copy.close()
      const res = await t.call<{ message: string }>('POST', `/api/backup/${made.id}/restore`, { token: admin, body: { confirm: made.fileName } })
      assert.equal(res.status, 409)
      assert.match(res.json.message, /999_future/)

      assert.equal((await t.call('DELETE', '/api/backup', { token: clerk, body: [made.id] })).status, 403)
      const del = await t.call<number[]>('DELETE', '/api/backup', { token: admin, body: [made.id] })
      assert.deepEqual(del.json, [made.id])
      assert.equal(existsSync(file), false)
      assert.equal((await t.call('GET', `/api/backup/${made.id}/download`, { token: admin })).status, 404)
    })
  })
})
