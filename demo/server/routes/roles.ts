import { z } from 'zod'
import type { RoleDto } from '../../../src/core/contract/org'
import type { Db } from '../db/db'
import type { Services } from '../lib/context'
import { audit, auditColumns, opt, type AuditRow } from '../lib/dto'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
import { likeContains, orderBy, pageArgs } from '../lib/sql'
import { IdParams, pageOf } from '../schemas/common'
import { RoleDtoSchema, RoleQuery } from '../schemas/org'

interface RoleRow extends AuditRow { id: number; name: string; level: number; description: string | null; data_scope: string }

const COLUMNS = `r.id, r.name, r.level, r.description, r.data_scope, ${auditColumns('r')}`
const SORT: Record<string, string> = { id: 'r.id', name: 'r.name', level: 'r.level', createTime: 'r.create_time' }

function toRoleDto(db: Db, row: RoleRow): RoleDto {
  const menus = db.prepare('SELECT menu_id AS id FROM sys_roles_menus WHERE role_id = ? ORDER BY menu_id').all(row.id) as { id: number }[]
  return {
    id: row.id, name: row.name, level: row.level, dataScope: row.data_scope, description: opt(row.description),
    menus, depts: [], ...audit(row),
  }
}

/** Roles, read-only for now (eladmin `RoleController`). */
export function roleRoutes(s: Services): Resource {
  const r = new Resource('/api/roles', 'roles', s)
  const { db } = s

  r.route({
    method: 'get', path: '/', permission: ['roles:list'], query: RoleQuery, response: pageOf(RoleDtoSchema),
    summary: 'Roles, paged; blurry over name and description',
  }, (c, { query }) => {
    const filter = query.blurry ? `WHERE r.name LIKE ? ESCAPE '\\' OR r.description LIKE ? ESCAPE '\\'` : ''
    const args = query.blurry ? [likeContains(query.blurry), likeContains(query.blurry)] : []
    const { n } = db.prepare(`SELECT COUNT(*) AS n FROM sys_role r ${filter}`).get(...args) as { n: number }
    const rows = db.prepare(`SELECT ${COLUMNS} FROM sys_role r ${filter} ${orderBy(query.sort, SORT, 'r.level ASC, r.id ASC')}
      LIMIT ? OFFSET ?`).all(...args, ...pageArgs(query.page, query.size)) as RoleRow[]
    return c.json({ content: rows.map((row) => toRoleDto(db, row)), totalElements: n })
  })

  r.route({
    method: 'get', path: '/all', permission: ['roles:list', 'user:add', 'user:edit'], response: RoleDtoSchema.array(),
    summary: 'Every role, by level',
  }, (c) => {
    const rows = db.prepare(`SELECT ${COLUMNS} FROM sys_role r ORDER BY r.level ASC, r.id ASC`).all() as RoleRow[]
    return c.json(rows.map((row) => toRoleDto(db, row)))
  })

  r.route({
    method: 'get', path: '/level', permission: 'authenticated', response: z.object({ level: z.number().int() }),
    summary: 'The caller\'s most powerful role level (lower is more powerful)',
  }, (c, { principal }) => c.json({ level: principal.level }))

  r.route({
    method: 'get', path: '/:id', permission: ['roles:list'], params: IdParams, response: RoleDtoSchema,
    summary: 'One role',
  }, (c, { params }) => {
    const row = db.prepare(`SELECT ${COLUMNS} FROM sys_role r WHERE r.id = ?`).get(params.id) as RoleRow | undefined
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.id } })
    return c.json(toRoleDto(db, row))
  })

  return r
}
