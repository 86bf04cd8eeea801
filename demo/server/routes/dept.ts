import { z } from 'zod'
import type { DeptDto } from '../../../src/core/contract/org'
import type { Services } from '../lib/context'
import { audit, auditColumns, opt, type AuditRow } from '../lib/dto'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
import { likeContains, orderBy } from '../lib/sql'
import { pageOf } from '../schemas/common'
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

/** Departments, read-only for now (eladmin `DeptController`). */
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

  return r
}
