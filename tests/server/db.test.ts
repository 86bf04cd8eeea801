import assert from 'node:assert/strict'
import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import Database from 'better-sqlite3'
import { migrate, openDatabase, type Db } from '../../demo/server/db/db'
import { seedDicts } from '../../demo/server/db/seed/dicts'
import { seedExams } from '../../demo/server/db/seed/exams'
import { seedIcd } from '../../demo/server/db/seed/icd'
import { seedMenus } from '../../demo/server/db/seed/menus'
import { seedOrg } from '../../demo/server/db/seed/org'
import { seedSystem } from '../../demo/server/db/seed/system'
import { formatDateTime } from '../../demo/server/lib/time'
import { makeServer, T0 } from './helpers'

const MIGRATION_FILES = readdirSync(join(import.meta.dirname, '../../demo/server/db/migrations')).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort()

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
    assert.deepEqual(versions.slice(0, 9), ['001_init', '002_ris', '003_pacs', '004_logs', '005_system', '006_accounts', '007_report_takeover', '008_exam_lifecycle', '009_registration'])
    // Every file of the folder, in name order (later ones: 010 HIS orders, 011 appointments, …).
    assert.deepEqual(versions, MIGRATION_FILES.map((f) => f.slice(0, -4)))
    assert.ok(versions.includes('011_appointments'))
    assert.deepEqual(migrate(db), [], 'nothing left to apply')
    db.close()
  })

  it('rebuilds the exam table for its new statuses without touching the reports, images or histories that refer to it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clinic-migrations-'))
    try {
      const all = join(import.meta.dirname, '../../demo/server/db/migrations')
      for (const file of readdirSync(all).filter((f) => f < '008')) copyFileSync(join(all, file), join(dir, file))
      const db = new Database(':memory:')
      db.pragma('foreign_keys = ON')
      migrate(db, dir)
      // The seed of that schema's time: everything but what later migrations added (the registration tables of 009).
      db.transaction(() => {
        seedOrg(db)
        seedMenus(db)
        seedDicts(db)
        seedIcd(db)
        seedSystem(db)
        seedExams(db, T0)
      })()
      const counts = () => ['ris_exam', 'ris_report', 'ris_report_history', 'pacs_study', 'ris_key_image'].map((table) =>
        (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n)
      const before = counts()
      assert.ok(before.every((n) => n > 0), `seeded rows ${before.join(', ')}`)
      assert.deepEqual(migrate(db), MIGRATION_FILES.filter((f) => f >= '008').map((f) => f.slice(0, -4)))
      assert.deepEqual(counts(), before, 'nothing cascaded away with the old exam table')
      assert.equal(db.pragma('foreign_keys', { simple: true }), 1, 'foreign keys are enforced again')
      assert.deepEqual(db.pragma('foreign_key_check'), [])
      db.prepare("UPDATE ris_exam SET status = '8' WHERE id = 1").run()
      assert.throws(() => db.prepare("UPDATE ris_exam SET status = '11' WHERE id = 1").run(), /CHECK/)
      db.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
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

  it('has today\'s physical-exam batch and phantom CT examined today when seeded ten minutes after midnight', () => {
    const midnight = new Date(T0)
    midnight.setHours(0, 10, 0, 0)
    const db = openDatabase(':memory:', { seedNow: midnight.getTime() })
    const day = formatDateTime(midnight.getTime()).slice(0, 10)
    const now = formatDateTime(midnight.getTime())
    const today = (sql: string) => db.prepare(sql).all(day) as { register_time: string; exam_time: string | null; status: string }[]
    const batch = today(`SELECT register_time, exam_time, status FROM ris_exam e
      WHERE modality = 'US' AND patient_type = '3' AND status = '2' AND substr(register_time, 1, 10) = ?
        AND NOT EXISTS (SELECT 1 FROM ris_report r WHERE r.exam_id = e.id)`)
    assert.ok(batch.length >= 4, `the physical-exam batch has its four exams examined today (${batch.length})`)
    for (const exam of batch) {
      assert.ok(exam.exam_time !== null && exam.exam_time <= now && exam.exam_time >= `${day} 00:00:00`, `examined between midnight and now: ${exam.exam_time}`)
    }
    const phantom = today(`SELECT e.register_time, e.exam_time, e.status FROM ris_exam e JOIN pacs_study s ON s.exam_id = e.id
      WHERE s.description LIKE '%合成体模%' AND substr(e.register_time, 1, 10) = ?`)
    assert.equal(phantom.length, 1, 'the phantom CT is today\'s')
    db.close()
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
