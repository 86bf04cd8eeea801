import type { MenuDto, MenuNode, MenuType } from '../../../src/core/contract/menu'
import type { Db } from '../db/db'
import { audit, auditColumns, opt, type AuditRow } from '../lib/dto'

/** A `sys_menu` row. */
export interface MenuRow extends AuditRow {
  id: number
  pid: number | null
  sub_count: number
  type: MenuType
  title: string
  name: string | null
  component: string | null
  menu_sort: number
  icon: string | null
  path: string | null
  i_frame: number
  cache: number
  hidden: number
  permission: string | null
}

/** Select list of {@link MenuRow} for alias `m`. */
export const MENU_COLUMNS = `m.id, m.pid, m.sub_count, m.type, m.title, m.name, m.component, m.menu_sort, m.icon,
  m.path, m.i_frame, m.cache, m.hidden, m.permission, ${auditColumns('m')}`

/** Sort order of sibling menus. */
export const MENU_ORDER = 'ORDER BY m.menu_sort ASC, m.id ASC'

/** The wire form of a menu row (no children). */
export function toMenuDto(row: MenuRow): MenuDto {
  return {
    id: row.id,
    pid: opt(row.pid),
    type: row.type,
    title: row.title,
    componentName: opt(row.name),
    component: opt(row.component),
    menuSort: row.menu_sort,
    icon: opt(row.icon),
    path: opt(row.path),
    iFrame: row.i_frame === 1,
    cache: row.cache === 1,
    hidden: row.hidden === 1,
    permission: opt(row.permission),
    subCount: row.sub_count,
    hasChildren: row.sub_count > 0,
    leaf: row.sub_count <= 0,
    label: row.title,
    ...audit(row),
  }
}

/** Every menu row, in sibling order. */
export function allMenuRows(db: Db): MenuRow[] {
  return db.prepare(`SELECT ${MENU_COLUMNS} FROM sys_menu m ${MENU_ORDER}`).all() as MenuRow[]
}

/**
 * Nests `rows` into trees of DTOs. Rows whose parent is not among `rows` become roots (eladmin's buildTree),
 * so a partial set still shows; `children` is present only when non-empty.
 */
export function menuTree(rows: readonly MenuRow[]): MenuDto[] {
  const dtos = new Map(rows.map((r) => [r.id, toMenuDto(r)]))
  const roots: MenuDto[] = []
  for (const row of rows) {
    const dto = dtos.get(row.id) as MenuDto
    const parent = row.pid === null ? undefined : dtos.get(row.pid)
    if (parent) (parent.children ??= []).push(dto)
    else roots.push(dto)
  }
  return roots
}

/** Ids of `id` and all its descendants. */
export function descendantIds(db: Db, id: number): number[] {
  const rows = db.prepare(`WITH RECURSIVE sub(id) AS (SELECT ? UNION ALL SELECT m.id FROM sys_menu m JOIN sub ON m.pid = sub.id)
    SELECT id FROM sub`).all(id) as { id: number }[]
  return rows.map((r) => r.id)
}

/** Recomputes `sub_count` of a menu. */
export function recountMenu(db: Db, id: number | null): void {
  if (id === null) return
  db.prepare('UPDATE sys_menu SET sub_count = (SELECT COUNT(*) FROM sys_menu c WHERE c.pid = ?) WHERE id = ?').run(id, id)
}

/**
 * The non-button menus a user may see: those of their roles plus their ancestors (administrators: all).
 */
export function visibleMenuRows(db: Db, userId: number, isAdmin: boolean): MenuRow[] {
  const all = allMenuRows(db).filter((m) => m.type !== 2)
  if (isAdmin) return all
  const granted = new Set((db.prepare(`SELECT DISTINCT rm.menu_id AS id FROM sys_roles_menus rm
    JOIN sys_users_roles ur ON ur.role_id = rm.role_id WHERE ur.user_id = ?`).all(userId) as { id: number }[]).map((r) => r.id))
  const byId = new Map(all.map((m) => [m.id, m]))
  const keep = new Set<number>()
  for (const m of all) {
    if (!granted.has(m.id)) continue
    for (let cur: MenuRow | undefined = m; cur && !keep.has(cur.id); cur = cur.pid === null ? undefined : byId.get(cur.pid)) {
      keep.add(cur.id)
    }
  }
  return all.filter((m) => keep.has(m.id))
}

/** eladmin's `buildMenus`: the router tree of `GET api/menus/build` from a tree of menu DTOs. */
export function buildRoutes(menus: readonly MenuDto[]): MenuNode[] {
  return menus.map((menu) => {
    const isRoot = menu.pid === undefined
    const node: MenuNode = {
      name: menu.componentName ?? menu.title,
      path: isRoot ? `/${menu.path ?? ''}` : menu.path ?? '',
      hidden: menu.hidden,
    }
    if (!menu.iFrame) {
      if (isRoot) node.component = menu.component || 'Layout'
      else if (menu.type === 0) node.component = menu.component || 'ParentView'
      else if (menu.component) node.component = menu.component
    }
    node.meta = { title: menu.title, ...(menu.icon ? { icon: menu.icon } : {}), noCache: !menu.cache }
    const children = menu.children ?? []
    if (children.length > 0) {
      node.alwaysShow = true
      node.redirect = 'noredirect'
      node.children = buildRoutes(children)
    } else if (isRoot) {
      const inner: MenuNode = menu.iFrame
        ? { path: menu.path ?? '', hidden: menu.hidden, meta: node.meta }
        : { path: 'index', name: node.name, hidden: menu.hidden, component: node.component, meta: node.meta }
      const wrapper: MenuNode = { path: node.path, hidden: node.hidden, component: 'Layout', children: [inner] }
      return wrapper
    }
    return node
  })
}
