import { z } from 'zod'
import type { DeptDto } from '../../../src/core/contract/org'
import type { Services } from '../lib/context'
import type { Db } from '../db/db'
import { createdBy, sendXlsx } from '../lib/crud'
import { audit, auditColumns, opt, type AuditRow } from '../lib/dto'
import { HttpError } from '../lib/errors'
import { translate } from '../lib/messages'
import { Resource } from '../lib/route'
import { likeContains, orderBy } from '../lib/sql'
import { formatDateTime } from '../lib/time'
import { writeXlsx } from '../lib/xlsx'
import { DeletedIds, Id, IdList, NoId, pageOf, text } from '../schemas/common'
import { DeptDtoSchema, DeptQuery, DeptSuperiorQuery } from '../schemas/org'

interface DeptRow extends AuditRow {
  id: number; pid: number | null; sub_count: number; name: string; dept_sort: number; enabled: number
}

const COLUMNS = `d.id, d.pid, d.sub_count, d.name, d.dept_sort, d.enabled, ${auditColumns('d')}`
const SORT: Record<string, string> = { id: 'd.id', name: 'd.name', deptSort: 'd.dept_sort', createTime: 'd.create_time' }

function toDeptDto(row: DeptRow): DeptDto {
  return {
    id: row.id, pid: opt(row.pid), name: row.name, enabled: row.enabled === 1, deptSort: row.dept_sort,
    subCount: row.sub_count, hasChildren: row.sub_count > 0, leaf: row.sub_count <= 0, label: row.name, ...audit(row),
  }
}

function tree(rows: DeptRow[]): DeptDto[] {
  const dtos = new Map(rows.map((r) => [r.id, toDeptDto(r)]))
  const roots: DeptDto[] = []
  for (const row of rows) {
    const dto = dtos.get(row.id) as DeptDto
    const parent = row.pid === null ? undefined : dtos.get(row.pid)
    if (parent) (parent.children ??= []).push(dto)
    else roots.push(dto)
  }
  return roots
}

const deptFields = {
  name: text(100),
  /** The parent department; null makes a top-level one (eladmin's 顶级部门). */
  pid: z.number().int().positive().nullable(),
  deptSort: z.number().int().min(0).max(999999),
  enabled: z.boolean(),
}
const DeptCreate = z.object({ id: NoId, ...deptFields })
const DeptUpdate = z.object({ id: Id, ...deptFields })

/** Ids of a department and every department under it. */
export function deptDescendants(db: Db, id: number): number[] {
  const rows = db.prepare(`WITH RECURSIVE sub(id) AS (SELECT ? UNION ALL SELECT d.id FROM sys_dept d JOIN sub ON d.pid = sub.id)
    SELECT id FROM sub`).all(id) as { id: number }[]
  return rows.map((r) => r.id)
}

function recount(db: Db, pid: number | null): void {
  if (pid === null) return
  db.prepare('UPDATE sys_dept SET sub_count = (SELECT COUNT(*) FROM sys_dept WHERE pid = ?) WHERE id = ?').run(pid, pid)
}

function assertParent(db: Db, pid: number | null): void {
  if (pid !== null && !db.prepare('SELECT 1 FROM sys_dept WHERE id = ?').get(pid)) {
    throw new HttpError(400, 'common.recordNotFound', { field: 'pid', params: { id: pid } })
  }
}

/** Departments (eladmin `DeptController`): the lazy tree, the parent picker, writes and the export. */
export function deptRoutes(s: Services): Resource {
  const r = new Resource('/api/dept', 'dept', s)
  const { db } = s

  r.route({
    method: 'get', path: '/', permission: ['dept:list', 'user:list'], query: DeptQuery, response: pageOf(DeptDtoSchema),
    summary: 'Departments: roots, children of pid, or all matching name/enabled (unpaged lazy tree)',
  }, (c, { query }) => {
    const where: string[] = []
    const args: (string | number)[] = []
    if (query.name) {
      where.push(`d.name LIKE ? ESCAPE '\\'`)
      args.push(likeContains(query.name))
    }
    if (query.enabled !== undefined) {
      where.push('d.enabled = ?')
      args.push(query.enabled ? 1 : 0)
    }
    if (query.pid !== undefined) {
      where.push('d.pid = ?')
      args.push(query.pid)
    } else if (where.length === 0) {
      where.push('d.pid IS NULL')
    }
    const rows = db.prepare(`SELECT ${COLUMNS} FROM sys_dept d WHERE ${where.join(' AND ')}
      ${orderBy(query.sort, SORT, 'd.dept_sort ASC, d.id ASC')}`).all(...args) as DeptRow[]
    return c.json({ content: rows.map(toDeptDto), totalElements: rows.length })
  })

  r.route({
    method: 'post', path: '/superior', permission: ['dept:list', 'user:list'], query: DeptSuperiorQuery,
    body: z.array(z.number().int().positive()).max(1000), response: pageOf(DeptDtoSchema),
    summary: 'Tree of the ancestors of the given departments with their siblings; exclude=true drops the departments themselves',
  }, (c, { body, query }) => {
    const all = db.prepare(`SELECT ${COLUMNS} FROM sys_dept d ORDER BY d.dept_sort ASC, d.id ASC`).all() as DeptRow[]
    const byId = new Map(all.map((d) => [d.id, d]))
    const keep = new Set<number>()
    if (body.length === 0) for (const d of all) if (d.pid === null) keep.add(d.id)
    for (const id of body) {
      let cur = byId.get(id)
      if (!cur) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
      for (;;) {
        const pid: number | null = cur.pid
        for (const d of all) if (d.pid === pid) keep.add(d.id)
        if (pid === null) break
        cur = byId.get(pid)
        if (!cur) break
      }
    }
    if (query.exclude) for (const id of body) keep.delete(id)
    const content = tree(all.filter((d) => keep.has(d.id)))
    return c.json({ content, totalElements: content.length })
  })

  r.route({
    method: 'get', path: '/download', permission: ['dept:list'], query: DeptQuery,
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    summary: 'Every department (or those matching name/enabled) as an .xlsx file, with its parent',
  }, (c, { query, locale }) => {
    const rows = db.prepare(`SELECT ${COLUMNS} FROM sys_dept d ORDER BY d.dept_sort ASC, d.id ASC`).all() as DeptRow[]
    const names = new Map(rows.map((d) => [d.id, d.name]))
    const shown = rows.filter((d) => (!query.name || d.name.includes(query.name)) && (query.enabled === undefined || (d.enabled === 1) === query.enabled))
    const sheet = translate(locale, 'xlsx.dept.sheet')
    const bytes = writeXlsx(sheet, ['xlsx.dept.name', 'xlsx.dept.parent', 'xlsx.dept.deptSort', 'xlsx.enabled', 'xlsx.createTime'].map((k) => translate(locale, k as never)),
      shown.map((d) => [d.name, d.pid === null ? '' : names.get(d.pid) ?? '', d.dept_sort, d.enabled === 1 ? '√' : '×', d.create_time ?? '']))
    return sendXlsx(c, bytes, sheet)
  })

  r.route({
    method: 'post', path: '/', permission: ['dept:add'], body: DeptCreate, status: 201, response: DeptDtoSchema,
    summary: 'Create a department under pid (null: top level)',
  }, (c, { body, principal }) => {
    assertParent(db, body.pid)
    const a = createdBy(principal, s.now())
    const id = db.transaction(() => {
      const result = db.prepare(`INSERT INTO sys_dept (pid, name, dept_sort, enabled, create_by, update_by, create_time, update_time)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(body.pid, body.name, body.deptSort, body.enabled ? 1 : 0, a.create_by, a.update_by, a.create_time, a.update_time)
      recount(db, body.pid)
      return Number(result.lastInsertRowid)
    })()
    return c.json(toDeptDto(db.prepare(`SELECT ${COLUMNS} FROM sys_dept d WHERE d.id = ?`).get(id) as DeptRow), 201)
  })

  r.route({
    method: 'put', path: '/', permission: ['dept:edit'], body: DeptUpdate, status: 204,
    summary: 'Update a department (cannot move under itself or a descendant)',
  }, (c, { body, principal }) => {
    const old = db.prepare('SELECT pid FROM sys_dept WHERE id = ?').get(body.id) as { pid: number | null } | undefined
    if (!old) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.id } })
    if (body.pid !== null && deptDescendants(db, body.id).includes(body.pid)) throw new HttpError(400, 'menu.parentSelf', { field: 'pid' })
    assertParent(db, body.pid)
    db.transaction(() => {
      db.prepare('UPDATE sys_dept SET pid = ?, name = ?, dept_sort = ?, enabled = ?, update_by = ?, update_time = ? WHERE id = ?')
        .run(body.pid, body.name, body.deptSort, body.enabled ? 1 : 0, principal.username, formatDateTime(s.now()), body.id)
      recount(db, old.pid)
      recount(db, body.pid)
    })()
    return c.body(null, 204)
  })

  r.route({
    method: 'delete', path: '/', permission: ['dept:del'], body: IdList, response: DeletedIds,
    summary: 'Delete departments with everything under them; answers every id removed',
    description: 'Refused with 400 naming the department when it or one under it still has users, a modality, or a role\'s custom data scope names it.',
  }, (c, { body }) => {
    const removed = db.transaction(() => {
      const ids = new Set<number>()
      const parents = new Set<number>()
      for (const id of body) {
        const row = db.prepare('SELECT pid FROM sys_dept WHERE id = ?').get(id) as { pid: number | null } | undefined
        if (!row) continue
        if (row.pid !== null) parents.add(row.pid)
        for (const d of deptDescendants(db, id)) ids.add(d)
      }
      for (const id of ids) {
        const name = () => (db.prepare('SELECT name FROM sys_dept WHERE id = ?').get(id) as { name: string }).name
        if (db.prepare('SELECT 1 FROM sys_user WHERE dept_id = ? LIMIT 1').get(id)) throw new HttpError(400, 'dept.hasUsers', { params: { name: name() } })
        if (db.prepare('SELECT 1 FROM sys_roles_depts WHERE dept_id = ? LIMIT 1').get(id)) throw new HttpError(400, 'dept.hasRoles', { params: { name: name() } })
        if (db.prepare('SELECT 1 FROM ris_modality WHERE dept_id = ? LIMIT 1').get(id)) throw new HttpError(400, 'dept.hasModalities', { params: { name: name() } })
      }
      const del = db.prepare('DELETE FROM sys_dept WHERE id = ?')
      for (const id of [...ids].reverse()) del.run(id)
      for (const p of parents) if (!ids.has(p)) recount(db, p)
      return [...ids].sort((a, b) => a - b)
    })()
    return c.json(removed)
  })

  return r
}
