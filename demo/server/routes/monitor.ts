import { createReadStream, existsSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import type { BackupDto, SqlStatDto, SqlStatsPage } from '../../../src/core/contract/monitor'
import type { Principal } from '../lib/auth'
import { backupDir, backupFileName, BACKUP_FILE_RE, checkBackup, restoreBackup, writeBackup } from '../lib/backup'
import type { Services } from '../lib/context'
import { listRoutes, type ListSpec } from '../lib/crud'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
import { ServerMonitor } from '../lib/serverMonitor'
import { sqlStatsOf, type SqlStatEntry } from '../lib/sqlStats'
import { formatDateTime } from '../lib/time'
import { DeletedIds, IdList, IdParams } from '../schemas/common'
import {
  BackupCreateSchema, BackupRestoreResultSchema, BackupRestoreSchema, BackupSchema, ServerMonitorSchema, SQL_STAT_SORTS, SqlStatsPageSchema,
  SqlStatsQuery,
} from '../schemas/monitor'

interface BackupRow {
  id: number
  file_name: string
  size: number
  note: string | null
  create_by: string
  create_time: string
  restored_by: string | null
  restored_time: string | null
}

function toBackupDto(row: BackupRow): BackupDto {
  return {
    id: row.id, fileName: row.file_name, size: row.size, note: row.note, createBy: row.create_by, createTime: row.create_time,
    restoredBy: row.restored_by, restoredTime: row.restored_time,
  }
}

/** The backups as a list declaration: newest first; `blurry` over the file name, the note and who made it. */
const backupList: ListSpec<BackupRow, BackupDto> = {
  from: 'sys_backup b',
  select: 'b.id, b.file_name, b.size, b.note, b.create_by, b.create_time, b.restored_by, b.restored_time',
  sort: { id: 'b.id', fileName: 'b.file_name', size: 'b.size', createTime: 'b.create_time', createBy: 'b.create_by' },
  defaultSort: 'b.id DESC',
  filters: {
    blurry: { kind: 'blurry', columns: ['b.file_name', 'b.note', 'b.create_by'], description: 'Part of the file name, note or maker' },
    createTime: { kind: 'between', column: 'b.create_time', description: 'Made between' },
  },
  toDto: toBackupDto,
}

const round3 = (ms: number) => Math.round(ms * 1000) / 1000

function toSqlStatDto(entry: SqlStatEntry): SqlStatDto {
  return {
    id: entry.id, sql: entry.sql, count: entry.count, totalMs: round3(entry.totalMs), maxMs: round3(entry.maxMs),
    avgMs: round3(entry.count ? entry.totalMs / entry.count : 0), lastRun: formatDateTime(entry.lastRun),
  }
}

/**
 * The monitoring of issue 15: the server monitor (`api/monitor`, eladmin's shape, permission monitor:list), the SQL
 * monitor of the server's own statements (`api/sql/stats`, administrators only — eladmin's Druid page has no
 * permission of its own) and the database backups (`api/backup`, permissions backup:list/add/del/restore).
 */
export function monitorRoutes(s: Services): Resource[] {
  const { db } = s
  const machine = new ServerMonitor(s.dataDir)
  const stats = sqlStatsOf(db)

  const monitor = new Resource('/api/monitor', 'monitor', s)
  monitor.route({
    method: 'get', path: '/', permission: ['monitor:list'], response: ServerMonitorSchema,
    summary: 'The server machine now: system, CPU (busy share since the previous poll), memory, swap and the data folder\'s disk',
    description: 'eladmin\'s MonitorServiceImpl shape: sizes as text in binary units, shares as text with two decimals (0 as a number when there is nothing). '
      + 'Measuring never waits: the CPU share compares the processors\' times with the previous poll\'s.',
  }, (c, { t }) => c.json(machine.read(t, s.now())))

  const sql = new Resource('/api/sql', 'monitor', s)
  sql.route({
    method: 'get', path: '/stats', permission: ['admin'], query: SqlStatsQuery, response: SqlStatsPageSchema,
    summary: 'The contract server\'s own SQL statements since the start or the last reset: runs, total, slowest and average ms, latest run',
    description: `Paged; sort by one of ${SQL_STAT_SORTS.join(', ')} (default maxMs,desc: the slowest first); blurry matches part of the statement. `
      + 'Statements are grouped by their text with white space collapsed and literals as ?.',
  }, (c, { query }) => {
    const needle = query.blurry?.toLowerCase()
    const all = stats.list()
    const matching = needle ? all.filter((entry) => entry.sql.toLowerCase().includes(needle)) : all
    const sortText = Array.isArray(query.sort) ? query.sort[0] : query.sort
    const [field = 'maxMs', dir = 'desc'] = (sortText ?? 'maxMs,desc').split(',').map((part) => part.trim())
    if (!(SQL_STAT_SORTS as readonly string[]).includes(field) || !/^(asc|desc)$/i.test(dir)) {
      throw new HttpError(400, 'validation.sortField', { field: 'sort', params: { field: sortText ?? '' } })
    }
    const rows = matching.map(toSqlStatDto)
    const sign = dir.toLowerCase() === 'desc' ? -1 : 1
    const key = field as (typeof SQL_STAT_SORTS)[number]
    rows.sort((a, b) => {
      const x = a[key]
      const y = b[key]
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))
      return order * sign || a.id - b.id
    })
    const page: SqlStatsPage = {
      content: rows.slice(query.page * query.size, (query.page + 1) * query.size),
      totalElements: rows.length,
      totals: {
        statements: all.length,
        runs: all.reduce((sum, entry) => sum + entry.count, 0),
        totalMs: round3(all.reduce((sum, entry) => sum + entry.totalMs, 0)),
        since: formatDateTime(stats.since),
      },
    }
    return c.json(page)
  })
  sql.route({
    method: 'delete', path: '/stats', permission: ['admin'], status: 204,
    summary: 'Start counting the SQL statements again',
  }, (c) => {
    stats.reset()
    return c.body(null, 204)
  })

  const backup = new Resource('/api/backup', 'backup', s)
  const dir = () => backupDir(s.dataDir)
  const rowOf = (id: number) => db.prepare(`SELECT ${backupList.select} FROM sys_backup b WHERE b.id = ?`).get(id) as BackupRow | undefined
  const fileOf = (row: BackupRow) => {
    const file = join(dir(), row.file_name)
    if (!BACKUP_FILE_RE.test(row.file_name) || !existsSync(file)) throw new HttpError(404, 'backup.fileMissing', { params: { name: row.file_name } })
    return file
  }
  const make = async (principal: Principal, note: string | null): Promise<BackupDto> => {
    const name = backupFileName(s.now())
    const size = await writeBackup(db, join(dir(), name))
    const id = Number(db.prepare('INSERT INTO sys_backup (file_name, size, note, create_by, create_time) VALUES (?, ?, ?, ?, ?)')
      .run(name, size, note, principal.username, formatDateTime(s.now())).lastInsertRowid)
    return toBackupDto(rowOf(id)!)
  }

  listRoutes(backup, db, backupList, {
    permission: ['backup:list'],
    summary: 'Backups of the database, newest first',
    response: BackupSchema,
  })

  backup.route({
    method: 'post', path: '/', permission: ['backup:add'], body: BackupCreateSchema, status: 201, response: BackupSchema,
    summary: 'Back the database up now (a consistent online copy into <dataDir>/backups)',
  }, async (c, { body, principal }) => c.json(await make(principal, body.note), 201))

  backup.route({
    method: 'delete', path: '/', permission: ['backup:del'], body: IdList, response: DeletedIds,
    summary: 'Delete backups and their files; answers the ids removed',
  }, (c, { body }) => {
    const removed: number[] = []
    for (const id of body) {
      const row = rowOf(id)
      if (!row) continue
      db.prepare('DELETE FROM sys_backup WHERE id = ?').run(id)
      if (BACKUP_FILE_RE.test(row.file_name)) rmSync(join(dir(), row.file_name), { force: true })
      removed.push(id)
    }
    return c.json(removed)
  })

  backup.route({
    method: 'get', path: '/:id/download', permission: ['backup:list'], params: IdParams, produces: 'application/vnd.sqlite3',
    summary: 'The backup file (an SQLite database)',
  }, (c, { params }) => {
    const row = rowOf(params.id)
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.id } })
    const file = fileOf(row)
    return new Response(Readable.toWeb(createReadStream(file)) as unknown as ReadableStream, {
      headers: {
        'Content-Type': 'application/vnd.sqlite3',
        'Content-Length': String(statSync(file).size),
        'Content-Disposition': `attachment; filename="${row.file_name}"`,
        'Cache-Control': 'no-store',
      },
    })
  })

  backup.route({
    method: 'post', path: '/:id/restore', permission: ['backup:restore'], params: IdParams, body: BackupRestoreSchema,
    response: BackupRestoreResultSchema,
    summary: 'Replace the data with a backup\'s; the data replaced is backed up first',
    description: 'The body names the backup\'s file name again (the typed confirmation). The file is checked first (intact, same migrations and tables): '
      + 'a damaged file answers 400 and another version 409, with nothing changed. Then, in one transaction, every table is refilled from the backup '
      + 'except the sessions (whoever restores stays signed in; sessions of users the backup lacks end), the list of backups and the operation log.',
  }, async (c, { params, body, principal, t }) => {
    const row = rowOf(params.id)
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.id } })
    if (body.confirm !== row.file_name) throw new HttpError(400, 'backup.confirmMismatch', { field: 'confirm', params: { name: row.file_name } })
    const file = fileOf(row)
    checkBackup(db, file)
    const safetyBackup = await make(principal, t('backup.safetyNote', { name: row.file_name }))
    restoreBackup(db, file)
    db.prepare('UPDATE sys_backup SET restored_by = ?, restored_time = ? WHERE id = ?').run(principal.username, formatDateTime(s.now()), row.id)
    s.log(`[backup] ${principal.username} restored the database from ${row.file_name} (the data before is in ${safetyBackup.fileName})`)
    return c.json({ restored: toBackupDto(rowOf(row.id)!), safetyBackup })
  })

  return [monitor, sql, backup]
}
