import type { Db } from '../db/db'

/** A department and every department under it. */
function withDescendants(db: Db, ids: readonly number[]): number[] {
  if (ids.length === 0) return []
  const rows = db.prepare(`WITH RECURSIVE tree(id) AS (SELECT id FROM sys_dept WHERE id IN (${ids.map(() => '?').join(',')})
    UNION SELECT d.id FROM sys_dept d JOIN tree ON d.pid = tree.id) SELECT id FROM tree ORDER BY id`).all(...ids) as { id: number }[]
  return rows.map((r) => r.id)
}

/**
 * The departments whose records a user may see, by the data scopes of his roles (eladmin): `全部` (all) on any
 * role sees everything (`null`); `本级` adds his own department and those under it; `自定义` adds the role's chosen
 * departments and those under them. Administrators see everything.
 *
 * @example
 * deptScope(db, userId, false) // [3] for a technologist of 放射科 whose role's scope is 本级
 */
export function deptScope(db: Db, userId: number, isAdmin: boolean): number[] | null {
  if (isAdmin) return null
  const roles = db.prepare(`SELECT r.id, r.data_scope AS scope FROM sys_role r JOIN sys_users_roles ur ON ur.role_id = r.id
    WHERE ur.user_id = ?`).all(userId) as { id: number; scope: string }[]
  if (roles.some((r) => r.scope === '全部')) return null
  const chosen = new Set<number>()
  for (const role of roles) {
    if (role.scope === '本级') {
      const own = db.prepare('SELECT dept_id AS d FROM sys_user WHERE id = ?').get(userId) as { d: number | null } | undefined
      if (own?.d) chosen.add(own.d)
    } else if (role.scope === '自定义') {
      for (const row of db.prepare('SELECT dept_id AS d FROM sys_roles_depts WHERE role_id = ?').all(role.id) as { d: number }[]) chosen.add(row.d)
    }
  }
  return withDescendants(db, [...chosen])
}

/**
 * The SQL condition limiting exams (alias `e`) to those performed by the scope's departments (the department of the
 * exam's modality), or null for everything.
 */
export function examScopeSql(scope: number[] | null): { sql: string; args: number[] } | null {
  if (scope === null) return null
  if (scope.length === 0) return { sql: '0', args: [] }
  return { sql: `e.modality IN (SELECT m.code FROM ris_modality m WHERE m.dept_id IN (${scope.map(() => '?').join(',')}))`, args: scope }
}

/** Whether an exam of this modality is within the caller's data scope. */
export function inScope(db: Db, principal: { userId: number; isAdmin: boolean }, modality: string): boolean {
  const scope = deptScope(db, principal.userId, principal.isAdmin)
  if (scope === null) return true
  const row = db.prepare('SELECT dept_id AS d FROM ris_modality WHERE code = ?').get(modality) as { d: number | null } | undefined
  return row?.d != null && scope.includes(row.d)
}
