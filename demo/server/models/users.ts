import type { UserInfo } from '../../../src/core/contract/auth'
import type { JobSmall, RoleSmall, UserDto } from '../../../src/core/contract/user'
import type { Db } from '../db/db'
import { deptScope } from '../lib/dataScope'
import { permissionsOf } from '../lib/auth'
import { audit, auditColumns, opt, type AuditRow } from '../lib/dto'

/** A `sys_user` row without the password. */
export interface UserRow extends AuditRow {
  id: number
  dept_id: number | null
  username: string
  nick_name: string
  gender: string | null
  phone: string | null
  email: string | null
  avatar_name: string | null
  avatar_path: string | null
  is_admin: number
  enabled: number
  pwd_reset_time: string | null
}

/** Columns of {@link UserRow} for table alias `u`. */
export const USER_COLUMNS = `u.id, u.dept_id, u.username, u.nick_name, u.gender, u.phone, u.email, u.avatar_name,
  u.avatar_path, u.is_admin, u.enabled, u.pwd_reset_time, ${auditColumns('u')}`

/** Builds the wire user (dept, jobs and roles joined). */
export function toUserDto(db: Db, row: UserRow): UserDto {
  const dept = row.dept_id === null ? undefined
    : db.prepare('SELECT id, name FROM sys_dept WHERE id = ?').get(row.dept_id) as { id: number; name: string } | undefined
  const jobs = db.prepare(`SELECT j.id, j.name FROM sys_job j JOIN sys_users_jobs uj ON uj.job_id = j.id
    WHERE uj.user_id = ? ORDER BY j.job_sort, j.id`).all(row.id) as JobSmall[]
  const roles = db.prepare(`SELECT r.id, r.name, r.level, r.data_scope AS dataScope FROM sys_role r
    JOIN sys_users_roles ur ON ur.role_id = r.id WHERE ur.user_id = ? ORDER BY r.level, r.id`).all(row.id) as RoleSmall[]
  return {
    id: row.id,
    username: row.username,
    nickName: row.nick_name,
    gender: opt(row.gender),
    phone: opt(row.phone),
    email: opt(row.email),
    avatarName: opt(row.avatar_name),
    avatarPath: opt(row.avatar_path),
    enabled: row.enabled === 1,
    pwdResetTime: opt(row.pwd_reset_time),
    dept,
    jobs,
    roles,
    ...audit(row),
  }
}

/** The user row by id, or undefined. */
export function findUserRow(db: Db, id: number): UserRow | undefined {
  return db.prepare(`SELECT ${USER_COLUMNS} FROM sys_user u WHERE u.id = ?`).get(id) as UserRow | undefined
}

/** What `auth/info` and the login return for a user. */
export function userInfo(db: Db, row: UserRow): UserInfo {
  // eladmin: the department ids of the data scope, empty for everything.
  return { user: toUserDto(db, row), roles: permissionsOf(db, row.id, row.is_admin === 1), dataScopes: deptScope(db, row.id, row.is_admin === 1) ?? [] }
}
