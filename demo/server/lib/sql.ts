import type { Db } from '../db/db'
import { HttpError } from './errors'

/**
 * Escapes `\`, `%` and `_` so user text matches literally inside `LIKE ? ESCAPE '\'`, and wraps it in `%…%`.
 */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
}

/**
 * Builds an `ORDER BY` clause from eladmin `sort` parameters (`field,asc|desc`, repeatable). Only fields of
 * `columns` (wire name → SQL column) are accepted, so nothing from the request reaches the SQL text; an
 * unknown field or direction is a 400. A field may stand for several expressions (a queue: urgency, then arrival),
 * each taking the direction, so `desc` reverses the whole order. `fallback` applies when no sort is given.
 *
 * @example
 * orderBy('queue,desc', { queue: ['e.urgency', 'e.check_in_time'] }, 'e.id') // 'ORDER BY e.urgency DESC, e.check_in_time DESC'
 */
export function orderBy(sort: string | string[] | undefined, columns: Record<string, string | readonly string[]>, fallback: string): string {
  const list = sort === undefined ? [] : Array.isArray(sort) ? sort : [sort]
  const parts: string[] = []
  for (const entry of list) {
    if (!entry) continue
    const [field = '', dir = 'asc'] = entry.split(',').map((s) => s.trim())
    const column = Object.hasOwn(columns, field) ? columns[field] : undefined
    if (!column || !/^(asc|desc)$/i.test(dir)) {
      throw new HttpError(400, 'validation.sortField', { field: 'sort', params: { field: entry } })
    }
    const direction = dir.toLowerCase() === 'desc' ? 'DESC' : 'ASC'
    for (const expression of typeof column === 'string' ? [column] : column) parts.push(`${expression} ${direction}`)
  }
  if (parts.length === 0) parts.push(fallback)
  return `ORDER BY ${parts.join(', ')}`
}

/** `LIMIT ? OFFSET ?` arguments for a 0-based page. */
export function pageArgs(page: number, size: number): [number, number] {
  return [size, page * size]
}

/** Tables and columns {@link assertUnique} and {@link assertExists} may touch (never request text). */
type Table = 'sys_menu' | 'sys_user' | 'sys_dict' | 'sys_dict_detail' | 'sys_role' | 'sys_dept' | 'sys_job' | 'sys_user_config'
  | 'ris_modality' | 'ris_apply_hospital' | 'ris_apply_dept' | 'ris_body_part'

/**
 * 400 `"<field>: “<value>”已存在"` (with the field in `errors`) when another row (not `excludeId`) of `table` has `value` in `column`.
 * `column` is a code constant; `value` is bound.
 */
export function assertUnique(
  db: Db, table: Table, column: string, value: string | null, field: string, excludeId?: number,
): void {
  if (value === null) return
  const row = db.prepare(`SELECT id FROM ${table} WHERE ${column} = ? AND id <> ?`).get(value, excludeId ?? -1)
  if (row) throw new HttpError(400, 'common.duplicate', { field, params: { value } })
}

/** 404 unless `table` has a row `id`; with `field`, a 400 naming the field instead (a bad reference). */
export function assertExists(db: Db, table: Table, id: number, field?: string): void {
  const row = db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id)
  if (!row) throw new HttpError(field ? 400 : 404, 'common.recordNotFound', { params: { id }, ...(field ? { field } : {}) })
}
