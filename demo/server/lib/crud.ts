import { z } from 'zod'
import type { Db } from '../db/db'
import type { Access, Principal } from './auth'
import type { Ctx } from './context'
import { HttpError } from './errors'
import { translate, type MessageKey } from './messages'
import { type Resource } from './route'
import { likeContains, orderBy, pageArgs } from './sql'
import { formatDateTime } from './time'
import { writeXlsx, type CellValue } from './xlsx'
import { isRealDate, pageFields, pageOf } from '../schemas/common'

/** A wire date-time of a range filter (`yyyy-MM-dd HH:mm:ss`, or a date alone), and a real one (not 2026-02-31). */
const RangeText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, { error: 'validation.dateTime' })
  .refine(isRealDate, { error: 'validation.dateTime' })

/**
 * How one query parameter filters a list — eladmin's `@Query` kinds. Columns are code constants; values are always
 * bound, never written into SQL.
 */
export type FilterSpec =
  /** `column = value` (EQUAL); `int` and `bool` values are checked and converted. */
  | { kind: 'equal'; column: string; type?: 'text' | 'int' | 'bool'; description: string }
  /** `column LIKE %value%` (INNER_LIKE), the value matched literally. */
  | { kind: 'like'; column: string; description: string }
  /**
   * eladmin's `blurry`: any of the columns contains the value. With `fts`, a text of three characters or more is
   * looked up in an FTS5 trigram index of those columns (`table`, whose rowid is `key`) instead of scanning every row;
   * shorter texts fall back to the scan (a trigram index cannot answer them).
   */
  | { kind: 'blurry'; columns: readonly string[]; fts?: { table: string; key: string }; description: string }
  /** `column BETWEEN a AND b` for the two repeated values of a date range (a date alone: the whole day). */
  | { kind: 'between'; column: string; description: string }
  /** `column IN (…)` of repeated or comma-separated values. */
  | { kind: 'in'; column: string; type?: 'text' | 'int'; description: string }
  /** Anything else (a department and its sub-departments): the schema of the value and the SQL it adds. */
  | { kind: 'custom'; schema: z.ZodType; where: (value: never) => { sql: string; args: unknown[] }; description: string }

/** A list of one table as a declaration: what it selects, how it filters and sorts, how a row travels. */
export interface ListSpec<Row, Dto> {
  /** `FROM` clause (a table with its alias, joins included). */
  from: string
  select: string
  /** Sortable wire fields → SQL expressions. */
  sort: Record<string, string>
  defaultSort: string
  filters: Record<string, FilterSpec>
  /** Conditions every query carries (the caller's own rows, a data scope). */
  scope?: (principal: Principal) => { sql: string; args: unknown[] } | null
  toDto: (row: Row) => Dto
  /** False when the endpoint answers every match at once (trees). */
  paged?: boolean
}

/**
 * One column of an xlsx export: its localised header and how a record fills it; `t` gives a word in the caller's
 * language (启用 / Enabled for a flag).
 */
export interface ExportColumn<Dto> {
  header: MessageKey
  value: (dto: Dto, t: (key: MessageKey) => string) => CellValue
}

const Int = z.string().regex(/^-?\d{1,12}$/, { error: 'validation.integer' }).transform(Number)
const Bool = z.enum(['true', 'false'], { error: 'validation.boolean' }).transform((v) => v === 'true')
const Text = z.string().max(200)
const many = <T extends z.ZodType<unknown, string>>(item: T) =>
  z.union([z.string().max(2000), z.array(z.string().max(200)).max(200)]).transform((v) => (Array.isArray(v) ? v : v.split(/[,，]/)).filter((x) => x !== '')).pipe(z.array(item).max(200))

function filterSchema(spec: FilterSpec): z.ZodType {
  switch (spec.kind) {
    case 'equal':
      return (spec.type === 'int' ? Int : spec.type === 'bool' ? Bool : Text).optional().describe(spec.description)
    case 'like':
    case 'blurry':
      return Text.optional().describe(spec.description)
    case 'between':
      return z.array(RangeText).length(2, { error: 'validation.dateRange' }).optional().describe(`${spec.description} (two values: from, to)`)
    case 'in':
      return many(spec.type === 'int' ? z.string().regex(/^-?\d{1,12}$/, { error: 'validation.integer' }).transform(Number) : Text).optional().describe(spec.description)
    case 'custom':
      return spec.schema.optional().describe(spec.description)
  }
}

/**
 * The query schema of a list: eladmin's paging (`page`, `size`, repeatable `sort`) plus one documented parameter per
 * filter, so a wrong type is a 400 naming the parameter and the OpenAPI document lists every filter.
 */
export function listQuerySchema(spec: ListSpec<never, unknown>) {
  const shape: Record<string, z.ZodType> = { ...pageFields }
  for (const [name, filter] of Object.entries(spec.filters)) shape[name] = filterSchema(filter)
  return z.object(shape)
}

function whereOf(spec: ListSpec<never, unknown>, query: Record<string, unknown>, principal: Principal | null): { sql: string; args: unknown[] } {
  const where: string[] = []
  const args: unknown[] = []
  for (const [name, filter] of Object.entries(spec.filters)) {
    const value = query[name]
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue
    switch (filter.kind) {
      case 'equal':
        where.push(`${filter.column} = ?`)
        args.push(typeof value === 'boolean' ? (value ? 1 : 0) : value)
        break
      case 'like':
        where.push(`${filter.column} LIKE ? ESCAPE '\\'`)
        args.push(likeContains(String(value)))
        break
      case 'blurry': {
        const text = String(value)
        if (filter.fts && [...text].length >= 3) {
          where.push(`${filter.fts.key} IN (SELECT rowid FROM ${filter.fts.table} WHERE ${filter.fts.table} MATCH ?)`)
          args.push(`"${text.replace(/"/g, '""')}"`)
          break
        }
        const like = likeContains(text)
        where.push(`(${filter.columns.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`)
        for (let i = 0; i < filter.columns.length; i++) args.push(like)
        break
      }
      case 'between': {
        const [from, to] = value as [string, string]
        where.push(`${filter.column} BETWEEN ? AND ?`)
        args.push(from.length === 10 ? `${from} 00:00:00` : from, to.length === 10 ? `${to} 23:59:59` : to)
        break
      }
      case 'in': {
        const list = value as unknown[]
        where.push(`${filter.column} IN (${list.map(() => '?').join(',')})`)
        args.push(...list)
        break
      }
      case 'custom': {
        const clause = filter.where(value as never)
        where.push(clause.sql)
        args.push(...clause.args)
        break
      }
    }
  }
  const scoped = principal && spec.scope?.(principal)
  if (scoped) {
    where.push(scoped.sql)
    args.push(...scoped.args)
  }
  return { sql: where.length ? `WHERE ${where.join(' AND ')}` : '', args }
}

/**
 * Runs a list query: the filters, the sort (only declared fields; anything else is a 400), and the page — or every
 * match for `paged: false` and for exports.
 */
export function runList<Row, Dto>(
  db: Db,
  spec: ListSpec<Row, Dto>,
  query: Record<string, unknown> & { page: number; size: number; sort?: string | string[] },
  principal: Principal | null,
  all = false,
): { content: Dto[]; totalElements: number } {
  const s = spec as unknown as ListSpec<never, unknown>
  const { sql, args } = whereOf(s, query, principal)
  const order = orderBy(query.sort, spec.sort, spec.defaultSort)
  if (all || spec.paged === false) {
    const rows = db.prepare(`SELECT ${spec.select} FROM ${spec.from} ${sql} ${order}`).all(...args) as Row[]
    return { content: rows.map(spec.toDto), totalElements: rows.length }
  }
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ${spec.from} ${sql}`).get(...args) as { n: number }
  const rows = db.prepare(`SELECT ${spec.select} FROM ${spec.from} ${sql} ${order} LIMIT ? OFFSET ?`).all(...args, ...pageArgs(query.page, query.size)) as Row[]
  return { content: rows.map(spec.toDto), totalElements: n }
}

/** Options of {@link listRoutes}. */
export interface ListRoutesOptions<Dto> {
  permission: Access
  summary: string
  description?: string
  response: z.ZodType
  /** The xlsx export at `<base>/download`: its sheet name and columns (omit for lists without an export). */
  download?: { permission?: Access; sheet: MessageKey; columns: readonly ExportColumn<Dto>[] }
}

/**
 * Registers eladmin's list (`GET <base>`, paged `{content, totalElements}`) and its xlsx export
 * (`GET <base>/download` with the same filters, every match, headers in the caller's language) for a declaration.
 */
export function listRoutes<Row, Dto>(r: Resource, db: Db, spec: ListSpec<Row, Dto>, options: ListRoutesOptions<Dto>): void {
  const query = listQuerySchema(spec as unknown as ListSpec<never, unknown>)
  r.route({
    method: 'get', path: '/', permission: options.permission, query, response: pageOf(options.response),
    summary: options.summary, ...(options.description ? { description: options.description } : {}),
  }, (c, { query: q, principal }) => c.json(runList(db, spec, q as never, principal ?? null)))
  const download = options.download
  if (!download) return
  r.route({
    method: 'get', path: '/download', permission: download.permission ?? options.permission, query,
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    summary: `${options.summary}: every match as an .xlsx file`,
  }, (c, { query: q, principal, locale }) => {
    const { content } = runList(db, spec, q as never, principal ?? null, true)
    const bytes = writeXlsx(
      translate(locale, download.sheet),
      download.columns.map((col) => translate(locale, col.header)),
      content.map((dto) => download.columns.map((col) => col.value(dto, (key) => translate(locale, key)))),
    )
    return sendXlsx(c, bytes, translate(locale, download.sheet))
  })
}

/** Answers an xlsx file as an attachment (eladmin's `file.xlsx`, with the sheet's name as the UTF-8 file name). */
export function sendXlsx(c: Ctx, bytes: Uint8Array, name: string): Response {
  c.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  c.header('Content-Disposition', `attachment; filename=file.xlsx; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`)
  return c.body(bytes as unknown as ArrayBuffer)
}

/** The audit columns a new row starts with. */
export function createdBy(principal: Principal, now: number): { create_by: string; update_by: string; create_time: string; update_time: string } {
  const time = formatDateTime(now)
  return { create_by: principal.username, update_by: principal.username, create_time: time, update_time: time }
}

/**
 * Runs a write and turns a UNIQUE constraint failure into the contract's 400 on the field it concerns — also when
 * two requests passed the uniqueness check at the same moment and only the database noticed. `fields` maps SQL
 * columns (`sys_user.username`) to wire fields.
 */
export function uniqueAsField<T>(fields: Record<string, string>, write: () => T, value?: (field: string) => unknown): T {
  try {
    return write()
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    const match = /UNIQUE constraint failed: ([\w.]+)/.exec(message)
    if (match && (error as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) {
      const field = fields[match[1]!] ?? match[1]!.split('.').pop()!
      throw new HttpError(400, 'common.duplicate', { field, params: { value: String(value?.(field) ?? '') } })
    }
    throw error
  }
}
