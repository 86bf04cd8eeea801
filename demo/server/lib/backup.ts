import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { Db } from '../db/db'
import { HttpError } from './errors'
import { formatDateTime } from './time'

/**
 * Tables a restore leaves as they are: the sessions (the administrator who restores stays signed in), the list of
 * backups itself (a restore must not forget the backups made after the one restored), the operation log (an audit
 * trail is never rewound; the restore is written in it) and the migrations (equal by the check before).
 */
export const KEPT_ON_RESTORE: ReadonlySet<string> = new Set(['sys_token', 'sys_backup', 'sys_log', 'schema_migrations'])

/** The folder of the backups, made (owner-only) on first use. */
export function backupDir(dataDir: string): string {
  const dir = join(dataDir, 'backups')
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 })
  return dir
}

/** A new backup's file name: `clinic-<yyyyMMdd-HHmmss>-<4 hex>.sqlite` (unique, sortable by time). */
export function backupFileName(now: number): string {
  const stamp = formatDateTime(now).replace(/[-:]/g, '').replace(' ', '-')
  return `clinic-${stamp}-${randomBytes(2).toString('hex')}.sqlite`
}

/** Only names of the backups folder's own making reach the file system. */
export const BACKUP_FILE_RE = /^clinic-\d{8}-\d{6}-[0-9a-f]{4}\.sqlite$/

/**
 * Writes a consistent copy of the live database to `file` with SQLite's online backup (better-sqlite3's
 * `db.backup()`: other requests go on meanwhile; writes during the copy restart it or are carried into it), then
 * turns the copy into a single self-contained file (rollback journal, not WAL) readable by its owner only. Resolves
 * with its size in bytes.
 */
export async function writeBackup(db: Db, file: string): Promise<number> {
  try {
    await db.backup(file)
    const copy = new Database(file)
    try {
      copy.pragma('journal_mode = DELETE')
    } finally {
      copy.close()
    }
    chmodSync(file, 0o600)
    return statSync(file).size
  } catch (error) {
    rmSync(file, { force: true })
    rmSync(`${file}-journal`, { force: true })
    throw error
  }
}

interface TableInfo {
  name: string
  type: string
}

/** The ordinary tables of a schema (no views, no virtual tables or their shadow tables, no `sqlite_*`). */
function ordinaryTables(db: Db, schema: string): string[] {
  return (db.prepare('SELECT name, type FROM pragma_table_list WHERE schema = ?').all(schema) as TableInfo[])
    .filter((t) => t.type === 'table' && !t.name.startsWith('sqlite_'))
    .map((t) => t.name)
    .sort()
}

function columnsOf(db: Db, schema: string, table: string): string[] {
  return (db.prepare('SELECT name FROM pragma_table_info(?, ?) ORDER BY cid').all(table, schema) as { name: string }[]).map((c) => c.name)
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Tables with the ones they refer to first, so insert triggers reading a parent (the search index) find it. */
function parentsFirst(db: Db, tables: readonly string[]): string[] {
  const set = new Set(tables)
  const out: string[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (table: string) => {
    if (state.has(table)) return
    state.set(table, 'visiting')
    const parents = db.prepare('SELECT DISTINCT "table" AS parent FROM pragma_foreign_key_list(?)').all(table) as { parent: string }[]
    for (const { parent } of parents) if (set.has(parent) && parent !== table) visit(parent)
    state.set(table, 'done')
    out.push(table)
  }
  for (const table of tables) visit(table)
  return out
}

/**
 * Checks a backup file before anything is changed: SQLite opens it, finds it intact (`quick_check`), and it holds
 * the same migrations and the same tables and columns as the live database. Throws the contract's 400 (not a
 * database, damaged) or 409 (another schema version) otherwise.
 */
export function checkBackup(db: Db, file: string): void {
  let copy: Database.Database | null = null
  try {
    copy = new Database(file, { readonly: true, fileMustExist: true })
    const check = copy.pragma('quick_check', { simple: true })
    if (check !== 'ok') throw new Error(String(check))
    copy.prepare('SELECT COUNT(*) FROM sqlite_master').get()
  } catch (error) {
    copy?.close()
    if (error instanceof HttpError) throw error
    throw new HttpError(400, 'backup.corrupt', { params: { detail: error instanceof Error ? error.message : String(error) } })
  }
  try {
    const versions = (target: Database.Database) => {
      try {
        return (target.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as { version: string }[]).map((r) => r.version)
      } catch {
        return []
      }
    }
    const mine = versions(db)
    const theirs = versions(copy)
    if (mine.join() !== theirs.join()) {
      throw new HttpError(409, 'backup.schemaMismatch', { params: { backup: theirs.at(-1) ?? '—', current: mine.at(-1) ?? '—' } })
    }
    for (const table of ordinaryTables(db, 'main')) {
      if (KEPT_ON_RESTORE.has(table)) continue
      const live = columnsOf(db, 'main', table).join()
      const saved = (copy.prepare('SELECT name FROM pragma_table_info(?) ORDER BY cid').all(table) as { name: string }[]).map((c) => c.name).join()
      if (live !== saved) throw new HttpError(409, 'backup.schemaMismatch', { params: { backup: theirs.at(-1) ?? '—', current: mine.at(-1) ?? '—' } })
    }
  } finally {
    copy.close()
  }
}

/**
 * Replaces the live data with a checked backup's, in one transaction: the backup is attached, every ordinary table
 * but {@link KEPT_ON_RESTORE} is emptied and refilled from it (foreign keys off meanwhile, parents first so the
 * search index's triggers rebuild it as the rows come in), the AUTOINCREMENT counters follow, sessions of users the
 * backup does not have end (their log rows keep the name only), and the foreign keys are checked before the commit. Any failure rolls everything back.
 */
export function restoreBackup(db: Db, file: string): void {
  const enforced = db.pragma('foreign_keys', { simple: true }) === 1
  db.pragma('foreign_keys = OFF')
  db.prepare('ATTACH DATABASE ? AS restore_source').run(file)
  try {
    const tables = ordinaryTables(db, 'main').filter((t) => !KEPT_ON_RESTORE.has(t))
    const search = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%USING fts5%'").all() as { name: string }[])
      .map((r) => r.name)
    const hasSequence = (schema: string) => Boolean(db.prepare(`SELECT 1 FROM ${schema}.sqlite_master WHERE name = 'sqlite_sequence'`).get())
    db.transaction(() => {
      for (const table of tables) db.prepare(`DELETE FROM main.${quote(table)}`).run()
      // Emptied whatever the delete triggers left: the inserts below index every row anew.
      for (const index of search) db.prepare(`INSERT INTO main.${quote(index)} (${quote(index)}) VALUES ('delete-all')`).run()
      for (const table of parentsFirst(db, tables)) {
        const columns = columnsOf(db, 'main', table).map(quote).join(', ')
        db.prepare(`INSERT INTO main.${quote(table)} (${columns}) SELECT ${columns} FROM restore_source.${quote(table)}`).run()
      }
      if (hasSequence('main') && hasSequence('restore_source')) {
        const names = tables.map(() => '?').join(', ')
        db.prepare(`DELETE FROM main.sqlite_sequence WHERE name IN (${names})`).run(...tables)
        db.prepare(`INSERT INTO main.sqlite_sequence (name, seq) SELECT name, seq FROM restore_source.sqlite_sequence WHERE name IN (${names})`).run(...tables)
      }
      db.prepare('DELETE FROM sys_token WHERE user_id NOT IN (SELECT id FROM sys_user)').run()
      // The log keeps the name of whoever acted, even a user the backup does not have.
      db.prepare('UPDATE sys_log SET user_id = NULL WHERE user_id IS NOT NULL AND user_id NOT IN (SELECT id FROM sys_user)').run()
      const broken = db.pragma('foreign_key_check') as unknown[]
      if (broken.length) throw new HttpError(400, 'backup.corrupt', { params: { detail: `${broken.length} broken foreign key(s)` } })
    })()
  } finally {
    db.prepare('DETACH DATABASE restore_source').run()
    if (enforced) db.pragma('foreign_keys = ON')
  }
}
