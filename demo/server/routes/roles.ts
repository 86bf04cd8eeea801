import { z } from 'zod'
import type { RoleDto } from '../../../src/core/contract/org'
import type { Db } from '../db/db'
import type { Principal } from '../lib/auth'
import type { Services } from '../lib/context'
import { createdBy, listRoutes, uniqueAsField, type ListSpec } from '../lib/crud'
import { audit, auditColumns, opt, type AuditRow } from '../lib/dto'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
import { formatDateTime } from '../lib/time'
import { DeletedIds, Id, IdList, IdParams, NoId, text } from '../schemas/common'
import { RoleDtoSchema } from '../schemas/org'

interface RoleRow extends AuditRow { id: number; name: string; level: number; description: string | null; data_scope: string }

const COLUMNS = `r.id, r.name, r.level, r.description, r.data_scope, ${auditColumns('r')}`

function toRoleDto(db: Db, row: RoleRow): RoleDto {
  const menus = db.prepare('SELECT menu_id AS id FROM sys_roles_menus WHERE role_id = ? ORDER BY menu_id').all(row.id) as { id: number }[]
  const depts = db.prepare(`SELECT d.id, d.name FROM sys_roles_depts rd JOIN sys_dept d ON d.id = rd.dept_id
    WHERE rd.role_id = ? ORDER BY d.dept_sort, d.id`).all(row.id) as { id: number; name: string }[]
  return {
    id: row.id, name: row.name, level: row.level, dataScope: row.data_scope, description: opt(row.description),
    menus, depts, ...audit(row),
  }
}

const DATA_SCOPES = ['全部', '本级', '自定义'] as const

const roleFields = {
  name: text(100),
  /** Lower is more powerful; 1 is the administrator's. */
  level: z.number().int().min(1).max(999),
  dataScope: z.enum(DATA_SCOPES),
  description: z.string().max(255).nullable().optional(),
  /** The departments of a custom (自定义) data scope. */
  depts: z.array(z.object({ id: z.number().int().positive() })).max(1000).default([]),
}
const RoleCreate = z.object({ id: NoId, ...roleFields })
const RoleUpdate = z.object({ id: Id, ...roleFields })
const RoleMenus = z.object({ id: Id, menus: z.array(z.object({ id: z.number().int().positive() })).max(5000) })

/** eladmin's level rule: nobody manages a role more powerful than his own most powerful one. */
function assertLevel(principal: Principal, level: number): void {
  if (principal.level > level) throw new HttpError(400, 'user.levelInsufficient', { params: { level: principal.level, target: level } })
}

function writeDepts(db: Db, roleId: number, dataScope: string, depts: { id: number }[]): void {
  if (dataScope === '自定义' && depts.length === 0) throw new HttpError(400, 'role.deptsRequired', { field: 'depts' })
  db.prepare('DELETE FROM sys_roles_depts WHERE role_id = ?').run(roleId)
  if (dataScope !== '自定义') return
  const insert = db.prepare('INSERT OR IGNORE INTO sys_roles_depts (role_id, dept_id) VALUES (?, ?)')
  for (const dept of depts) {
    if (!db.prepare('SELECT 1 FROM sys_dept WHERE id = ?').get(dept.id)) throw new HttpError(400, 'common.recordNotFound', { field: 'depts', params: { id: dept.id } })
    insert.run(roleId, dept.id)
  }
}

/** Roles (eladmin `RoleController`): list, export, writes under the level rule, menu permissions and data scopes. */
export function roleRoutes(s: Services): Resource {
  const r = new Resource('/api/roles', 'roles', s)
  const { db } = s

  const roleList: ListSpec<RoleRow, RoleDto> = {
    from: 'sys_role r',
    select: COLUMNS,
    sort: { id: 'r.id', name: 'r.name', level: 'r.level', createTime: 'r.create_time' },
    defaultSort: 'r.level ASC, r.id ASC',
    filters: {
      blurry: { kind: 'blurry', columns: ['r.name', 'r.description'], description: 'Part of the name or description' },
      createTime: { kind: 'between', column: 'r.create_time', description: 'Created between' },
    },
    toDto: (row) => toRoleDto(db, row),
  }
  listRoutes(r, db, roleList, {
    permission: ['roles:list'],
    summary: 'Roles, paged; blurry over name and description',
    response: RoleDtoSchema,
    download: {
      sheet: 'xlsx.role.sheet',
      columns: [
        { header: 'xlsx.role.name', value: (role) => role.name },
        { header: 'xlsx.role.level', value: (role) => role.level },
        { header: 'xlsx.role.dataScope', value: (role) => role.dataScope },
        { header: 'xlsx.role.description', value: (role) => role.description ?? '' },
        { header: 'xlsx.createTime', value: (role) => role.createTime },
      ],
    },
  })

  const levelOfRole = (id: number): { name: string; level: number } => {
    const row = db.prepare('SELECT name, level FROM sys_role WHERE id = ?').get(id) as { name: string; level: number } | undefined
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    return row
  }

  r.route({
    method: 'post', path: '/', permission: ['roles:add'], body: RoleCreate, status: 201, response: RoleDtoSchema,
    summary: 'Create a role (unique name; not more powerful than the caller)',
  }, (c, { body, principal }) => {
    if (body.level < principal.level) throw new HttpError(400, 'role.levelTooLow', { field: 'level', params: { level: principal.level } })
    const a = createdBy(principal, s.now())
    const id = uniqueAsField({ 'sys_role.name': 'name' }, () => db.transaction(() => {
      const created = Number(db.prepare(`INSERT INTO sys_role (name, level, description, data_scope, create_by, update_by, create_time, update_time)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(body.name, body.level, body.description ?? null, body.dataScope, a.create_by, a.update_by, a.create_time, a.update_time).lastInsertRowid)
      writeDepts(db, created, body.dataScope, body.depts)
      return created
    })(), () => body.name)
    return c.json(toRoleDto(db, db.prepare(`SELECT ${COLUMNS} FROM sys_role r WHERE r.id = ?`).get(id) as RoleRow), 201)
  })

  r.route({
    method: 'put', path: '/', permission: ['roles:edit'], body: RoleUpdate, status: 204,
    summary: 'Update a role (the level rule applies to the role as it was and as it becomes)',
  }, (c, { body, principal }) => {
    assertLevel(principal, levelOfRole(body.id).level)
    if (body.level < principal.level) throw new HttpError(400, 'role.levelTooLow', { field: 'level', params: { level: principal.level } })
    uniqueAsField({ 'sys_role.name': 'name' }, () => db.transaction(() => {
      db.prepare('UPDATE sys_role SET name = ?, level = ?, description = ?, data_scope = ?, update_by = ?, update_time = ? WHERE id = ?')
        .run(body.name, body.level, body.description ?? null, body.dataScope, principal.username, formatDateTime(s.now()), body.id)
      writeDepts(db, body.id, body.dataScope, body.depts)
    })(), () => body.name)
    return c.body(null, 204)
  })

  r.route({
    method: 'put', path: '/menu', permission: ['roles:edit'], body: RoleMenus, status: 204,
    summary: 'Replace the menus (and so the permissions) a role grants',
  }, (c, { body, principal }) => {
    assertLevel(principal, levelOfRole(body.id).level)
    db.transaction(() => {
      db.prepare('DELETE FROM sys_roles_menus WHERE role_id = ?').run(body.id)
      const insert = db.prepare('INSERT OR IGNORE INTO sys_roles_menus (role_id, menu_id) VALUES (?, ?)')
      for (const menu of body.menus) {
        if (!db.prepare('SELECT 1 FROM sys_menu WHERE id = ?').get(menu.id)) throw new HttpError(400, 'common.recordNotFound', { field: 'menus', params: { id: menu.id } })
        insert.run(body.id, menu.id)
      }
    })()
    return c.body(null, 204)
  })

  r.route({
    method: 'delete', path: '/', permission: ['roles:del'], body: IdList, response: DeletedIds,
    summary: 'Delete roles no user holds; answers the ids removed',
    description: 'A role still held by a user is refused with 400 naming it; the level rule applies to each role.',
  }, (c, { body, principal }) => {
    const removed = db.transaction(() => {
      const out: number[] = []
      for (const id of body) {
        const role = db.prepare('SELECT name, level FROM sys_role WHERE id = ?').get(id) as { name: string; level: number } | undefined
        if (!role) continue
        assertLevel(principal, role.level)
        if (db.prepare('SELECT 1 FROM sys_users_roles WHERE role_id = ? LIMIT 1').get(id)) throw new HttpError(400, 'role.inUse', { params: { name: role.name } })
        db.prepare('DELETE FROM sys_role WHERE id = ?').run(id)
        out.push(id)
      }
      return out
    })()
    return c.json(removed)
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
