import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { migrate, openDatabase, type Db } from '../../demo/server/db/db'
import { makeServer, T0 } from './helpers'

function dump(db: Db): string {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'schema_migrations' ORDER BY name").all() as { name: string }[]
  return tables.map(({ name }) => `${name}:${JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all())}`).join('\n')
}

describe('database', () => {
  it('keeps its file to its owner and writes every commit through to the disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clinic-db-'))
    try {
      const file = join(dir, 'clinic.sqlite')
      const db = openDatabase(file, { seedNow: T0 })
      assert.equal(db.pragma('synchronous', { simple: true }), 2, 'FULL')
      db.prepare("UPDATE sys_user SET nick_name = nick_name WHERE id = 1").run()
      for (const part of [file, `${file}-wal`]) assert.equal(statSync(part).mode & 0o777, 0o600, part)
      db.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('tracks applied migrations and applies each once', () => {
    const db = openDatabase(':memory:', { seedNow: T0 })
    const versions = (db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as { version: string }[]).map((r) => r.version)
    assert.deepEqual(versions, ['001_init', '002_ris', '003_pacs', '004_logs', '005_system', '006_accounts', '007_report_takeover'])
    assert.deepEqual(migrate(db), [], 'nothing left to apply')
    db.close()
  })

  it('seeds the same data on every run for the same seed moment, passwords included', () => {
    const a = openDatabase(':memory:', { seedNow: T0 })
    const b = openDatabase(':memory:', { seedNow: T0 })
    assert.equal(dump(a), dump(b))
    const users = a.prepare('SELECT username, enabled, is_admin FROM sys_user ORDER BY id').all()
    assert.deepEqual(users.map((u) => (u as { username: string }).username),
      ['admin', 'dengji', 'fangshe', 'chaosheng', 'xindian', 'neijing', 'bingli', 'zhikong', 'test', 'tingyong', 'hisapi',
        'fangshe2', 'fangshezr', 'chaosheng2', 'chaoshengzr', 'xindian2', 'xindianzr', 'neijing2', 'neijingzr', 'bingli2', 'binglizr', 'jishi'])
    const hashes = a.prepare('SELECT password FROM sys_user').all() as { password: string }[]
    assert.equal(new Set(hashes.map((h) => h.password)).size, hashes.length, 'one salt per user')
    a.close()
    b.close()
  })

  it('allows any origin with bearer headers (CORS preflight)', async () => {
    const t = await makeServer()
    try {
      const res = await t.app.request('/api/users', {
        method: 'OPTIONS',
        headers: { Origin: 'http://his.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
      })
      assert.equal(res.status, 204)
      assert.equal(res.headers.get('access-control-allow-origin'), '*')
      assert.match(res.headers.get('access-control-allow-headers') ?? '', /Authorization/)
    } finally {
      t.close()
    }
  })
})
