import type { Db } from '../db/db'
import type { SessionScope } from './sessions'

/** The signed-in caller as the permission checks see it. */
export interface Principal {
  userId: number
  username: string
  isAdmin: boolean
  /** Union of the `permission` of every menu of every role of the user. */
  permissions: ReadonlySet<string>
  /** The smallest (most powerful) level among the user's roles; 999 without roles. */
  level: number
  /** The raw token of this request. */
  token: string
  /** `outer` for the external pages' sessions (report reading only). */
  scope: SessionScope
}

/** What an `outer` session may do at most: read reports and their images. */
export const OUTER_PERMISSIONS: readonly string[] = ['report:view', 'image:view']

/**
 * What a route requires: nobody (`anonymous`), any signed-in user (`authenticated`), or one of the listed
 * permission codes (administrators always pass), as eladmin's `@el.check('user:list', …)`.
 */
export type Access = 'anonymous' | 'authenticated' | readonly [string, ...string[]]

/** The permission strings of a user, sorted; administrators get exactly `['admin']` (eladmin's rule). */
export function permissionsOf(db: Db, userId: number, isAdmin: boolean): string[] {
  if (isAdmin) return ['admin']
  const rows = db.prepare(`SELECT DISTINCT m.permission AS p FROM sys_menu m
      JOIN sys_roles_menus rm ON rm.menu_id = m.id
      JOIN sys_users_roles ur ON ur.role_id = rm.role_id
    WHERE ur.user_id = ? AND m.permission IS NOT NULL AND m.permission <> ''
    ORDER BY m.permission`).all(userId) as { p: string }[]
  return rows.map((r) => r.p)
}

/** The smallest role level of a user (lower is more powerful). */
export function levelOf(db: Db, userId: number): number {
  const row = db.prepare(`SELECT MIN(r.level) AS level FROM sys_role r JOIN sys_users_roles ur ON ur.role_id = r.id
    WHERE ur.user_id = ?`).get(userId) as { level: number | null }
  return row.level ?? 999
}

/**
 * Loads the principal of a live session; null when the user vanished or was disabled. An `outer` session keeps
 * only {@link OUTER_PERMISSIONS} (those the user has; all of them for an administrator) and is never an
 * administrator, whoever logged in.
 */
export function loadPrincipal(db: Db, userId: number, token: string, scope: SessionScope = 'staff'): Principal | null {
  const user = db.prepare('SELECT id, username, is_admin AS isAdmin, enabled FROM sys_user WHERE id = ?').get(userId) as
    { id: number; username: string; isAdmin: number; enabled: number } | undefined
  if (!user || !user.enabled) return null
  const isAdmin = user.isAdmin === 1
  const permissions = new Set(permissionsOf(db, user.id, isAdmin))
  if (scope === 'outer') {
    return {
      userId: user.id, username: user.username, isAdmin: false,
      permissions: new Set(OUTER_PERMISSIONS.filter((p) => isAdmin || permissions.has(p))),
      level: levelOf(db, user.id), token, scope,
    }
  }
  return { userId: user.id, username: user.username, isAdmin, permissions, level: levelOf(db, user.id), token, scope }
}

/**
 * Whether `principal` satisfies `access`. An `outer` session passes only routes that list one of its
 * permissions (never a merely `authenticated` one).
 */
export function allows(principal: Principal | null, access: Access): boolean {
  if (access === 'anonymous') return true
  if (!principal) return false
  if (access === 'authenticated') return principal.scope === 'staff'
  if (principal.isAdmin) return true
  return access.some((code) => principal.permissions.has(code))
}

/** Whether the caller holds `permission` (administrators hold every one). */
export function has(principal: Principal | null, permission: string): boolean {
  return principal !== null && (principal.isAdmin || principal.permissions.has(permission))
}

/**
 * The caller's display name (`nick_name`), as exam histories and reports record who acted; the account name when the
 * user has none.
 *
 * @example
 * nickOf(db, principal) // '王晓燕'
 */
export function nickOf(db: Db, principal: Pick<Principal, 'userId' | 'username'>): string {
  return (db.prepare('SELECT nick_name AS n FROM sys_user WHERE id = ?').get(principal.userId) as { n: string } | undefined)?.n
    ?? principal.username
}
