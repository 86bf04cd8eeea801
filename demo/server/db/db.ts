import Database from 'better-sqlite3'
import { chmodSync, closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { registerSqlFunctions } from '../lib/searchText'
import { instrumentDatabase } from '../lib/sqlStats'
import { seed } from './seed'

/** The better-sqlite3 handle every route and model function takes. */
export type Db = Database.Database

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

/**
 * Applies, in file-name order, every `NNN_name.sql` of the migrations folder not yet recorded in
 * `schema_migrations`, each in its own transaction. Returns the versions applied now.
 */
export function migrate(db: Db, dir: string = MIGRATIONS_DIR): string[] {
  // The functions the schema's triggers call, on this connection (migration 012 onwards).
  registerSqlFunctions(db)
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  )`)
  const done = new Set(
    db.prepare('SELECT version FROM schema_migrations').all().map((r) => (r as { version: string }).version),
  )
  const files = readdirSync(dir).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort()
  const applied: string[] = []
  // A migration that rebuilds a table others refer to (SQLite's way to change a constraint) must not cascade the
  // drop into them: foreign keys are off while migrations run — the pragma is ignored inside a transaction — and
  // checked before each one commits (SQLite's documented procedure).
  const enforced = db.pragma('foreign_keys', { simple: true }) === 1
  db.pragma('foreign_keys = OFF')
  try {
    for (const file of files) {
      const version = file.slice(0, -4)
      if (done.has(version)) continue
      const sql = readFileSync(join(dir, file), 'utf8')
      db.transaction(() => {
        db.exec(sql)
        const broken = db.pragma('foreign_key_check') as unknown[]
        if (broken.length) throw new Error(`migration ${version} leaves ${broken.length} broken foreign key(s)`)
        db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(version, new Date().toISOString())
      })()
      applied.push(version)
    }
  } finally {
    if (enforced) db.pragma('foreign_keys = ON')
  }
  return applied
}

/** Options of {@link openDatabase}. */
export interface OpenOptions {
  /** The seed moment (epoch ms) the seeded exams' times are relative to; default now. */
  seedNow?: number
}

/**
 * Opens (creating if needed) the database file, turns on foreign keys and WAL, migrates it and seeds it when
 * it holds no users yet. `:memory:` works too. The file and its WAL are readable by their owner only (they hold
 * patients' data and password hashes), and every commit reaches the disk before it is answered
 * (`synchronous = FULL`: a signed report or an audit row survives a power cut, not only a crash of the process).
 */
export function openDatabase(file: string, options: OpenOptions = {}): Db {
  const onDisk = file !== ':memory:' && file !== ''
  if (onDisk && !existsSync(file)) closeSync(openSync(file, 'a', 0o600))
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  if (onDisk) for (const part of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(part)) chmodSync(part, 0o600)
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  migrate(db)
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM sys_user').get() as { n: number }
  if (n === 0) db.transaction(() => seed(db, options.seedNow ?? Date.now()))()
  // The SQL monitor counts the statements the server runs from here on (not the migrations and the seed).
  instrumentDatabase(db)
  return db
}
