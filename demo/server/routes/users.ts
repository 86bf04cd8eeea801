import { randomInt } from 'node:crypto'
import bcrypt from 'bcryptjs'
import type { Db } from '../db/db'
import type { Principal } from '../lib/auth'
import { clientIp, type Services } from '../lib/context'
import { checkOwnPassword, refuseWhileThrottled } from '../lib/credentials'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
import { hashToken } from '../lib/sessions'
import { listRoutes, uniqueAsField, type ListSpec } from '../lib/crud'
import { assertExists, assertUnique } from '../lib/sql'
import { formatDateTime, MINUTE } from '../lib/time'
import type { UserDto } from '../../../src/core/contract/user'
import { findUserRow, toUserDto, USER_COLUMNS, type UserRow } from '../models/users'
import { DeletedIds, IdList, IdText } from '../schemas/common'
import {
  CodeParams, ResetEmailQuery, UpdateEmail, UpdatePass, UserCenter, UserCreate, UserDtoSchema, UserUpdate,
} from '../schemas/users'

/** Password of accounts created by an administrator (eladmin's default). */
export const DEFAULT_PASSWORD = '123456'
/** E-mail verification codes live 5 minutes. */
export const EMAIL_CODE_TTL = 5 * MINUTE
const EMAIL_SCENE = 'email:reset'

const SORT_COLUMNS: Record<string, string> = {
  id: 'u.id', username: 'u.username', nickName: 'u.nick_name', email: 'u.email', phone: 'u.phone',
  enabled: 'u.enabled', createTime: 'u.create_time', updateTime: 'u.update_time', deptId: 'u.dept_id',
}

/**
 * eladmin's role-level guard: the caller may only manage users whose most powerful role is not more powerful
 * than the caller's own (lower level = more power).
 */
function checkLevel(db: Db, principal: Principal, roleIds: readonly number[]): void {
  if (roleIds.length === 0) return
  const placeholders = roleIds.map(() => '?').join(',')
  const row = db.prepare(`SELECT MIN(level) AS level FROM sys_role WHERE id IN (${placeholders})`).get(...roleIds) as
    { level: number | null }
  if (row.level !== null && principal.level > row.level) {
    throw new HttpError(400, 'user.levelInsufficient', { params: { level: principal.level, target: row.level } })
  }
}

function checkReferences(db: Db, body: { dept: { id: number }; roles: { id: number }[]; jobs: { id: number }[] }): void {
  assertExists(db, 'sys_dept', body.dept.id, 'dept.id')
  body.roles.forEach((r, i) => assertExists(db, 'sys_role', r.id, `roles.${i}.id`))
  body.jobs.forEach((j, i) => assertExists(db, 'sys_job', j.id, `jobs.${i}.id`))
}

function setLinks(db: Db, userId: number, roles: { id: number }[], jobs: { id: number }[]): void {
  db.prepare('DELETE FROM sys_users_roles WHERE user_id = ?').run(userId)
  db.prepare('DELETE FROM sys_users_jobs WHERE user_id = ?').run(userId)
  const role = db.prepare('INSERT OR IGNORE INTO sys_users_roles (user_id, role_id) VALUES (?, ?)')
  const job = db.prepare('INSERT OR IGNORE INTO sys_users_jobs (user_id, job_id) VALUES (?, ?)')
  for (const r of roles) role.run(userId, r.id)
  for (const j of jobs) job.run(userId, j.id)
}

/** The user list as a declaration (eladmin `UserQueryCriteria`). */
function userList(db: Db): ListSpec<UserRow, UserDto> {
  return {
    from: 'sys_user u',
    select: USER_COLUMNS,
    sort: SORT_COLUMNS,
    defaultSort: 'u.id DESC',
    filters: {
      blurry: { kind: 'blurry', columns: ['u.username', 'u.nick_name', 'u.email'], description: 'Part of the username, nick name or e-mail' },
      enabled: { kind: 'equal', column: 'u.enabled', type: 'bool', description: 'Enabled or not' },
      deptId: {
        kind: 'custom',
        schema: IdText,
        description: 'A department, its sub-departments included',
        where: (deptId: number) => ({
          sql: `u.dept_id IN (WITH RECURSIVE sub(id) AS (SELECT ? UNION ALL SELECT d.id FROM sys_dept d JOIN sub ON d.pid = sub.id) SELECT id FROM sub)`,
          args: [deptId],
        }),
      },
      createTime: { kind: 'between', column: 'u.create_time', description: 'Created between' },
    },
    toDto: (row) => toUserDto(db, row),
  }
}

const USER_UNIQUE = { 'sys_user.username': 'username', 'sys_user.email': 'email', 'sys_user.phone': 'phone' }

/** Accounts (eladmin `UserController`): list, create, update, delete, own profile, password and e-mail. */
export function userRoutes(s: Services): Resource {
  const r = new Resource('/api/users', 'users', s)
  const { db } = s

  listRoutes(r, db, userList(db), {
    permission: ['user:list'],
    summary: 'Users, paged; blurry over username, nick name and e-mail; deptId includes sub-departments',
    response: UserDtoSchema,
    download: {
      sheet: 'xlsx.user.sheet',
      columns: [
        { header: 'xlsx.user.username', value: (u) => u.username },
        { header: 'xlsx.user.nickName', value: (u) => u.nickName },
        { header: 'xlsx.user.gender', value: (u) => u.gender },
        { header: 'xlsx.user.phone', value: (u) => u.phone },
        { header: 'xlsx.user.email', value: (u) => u.email },
        { header: 'xlsx.user.dept', value: (u) => u.dept?.name },
        { header: 'xlsx.user.jobs', value: (u) => u.jobs.map((j) => j.name).join('、') },
        { header: 'xlsx.user.roles', value: (u) => u.roles.map((role) => role.name).join('、') },
        { header: 'xlsx.enabled', value: (u) => (u.enabled ? '√' : '×') },
        { header: 'xlsx.createTime', value: (u) => u.createTime },
      ],
    },
  })

  r.route({
    method: 'post', path: '/', permission: ['user:add'], body: UserCreate, status: 201, response: UserDtoSchema,
    summary: 'Create a user with the default password 123456',
  }, async (c, { body, principal }) => {
    checkLevel(db, principal, body.roles.map((x) => x.id))
    assertUnique(db, 'sys_user', 'username', body.username, 'username')
    assertUnique(db, 'sys_user', 'email', body.email ?? null, 'email')
    assertUnique(db, 'sys_user', 'phone', body.phone ?? null, 'phone')
    checkReferences(db, body)
    const hash = await bcrypt.hash(DEFAULT_PASSWORD, 10)
    const time = formatDateTime(s.now())
    const id = uniqueAsField(USER_UNIQUE, () => db.transaction(() => {
      const result = db.prepare(`INSERT INTO sys_user (dept_id, username, nick_name, gender, phone, email, password,
          is_admin, enabled, create_by, update_by, create_time, update_time)
        VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`).run(body.dept.id, body.username, body.nickName, body.gender ?? null,
        body.phone ?? null, body.email ?? null, hash, body.enabled ? 1 : 0, principal.username, principal.username, time, time)
      const newId = Number(result.lastInsertRowid)
      setLinks(db, newId, body.roles, body.jobs)
      return newId
    })(), (field) => (body as Record<string, unknown>)[field])
    return c.json(toUserDto(db, findUserRow(db, id) as UserRow), 201)
  })

  r.route({
    method: 'put', path: '/', permission: ['user:edit'], body: UserUpdate, status: 204,
    summary: 'Update a user (roles, jobs and department replaced); disabling ends their sessions',
  }, (c, { body, principal }) => {
    if (!findUserRow(db, body.id)) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.id } })
    checkLevel(db, principal, body.roles.map((x) => x.id))
    assertUnique(db, 'sys_user', 'username', body.username, 'username', body.id)
    assertUnique(db, 'sys_user', 'email', body.email ?? null, 'email', body.id)
    assertUnique(db, 'sys_user', 'phone', body.phone ?? null, 'phone', body.id)
    checkReferences(db, body)
    if (body.id === principal.userId && !body.enabled) throw new HttpError(400, 'user.cannotDisableSelf', { field: 'enabled' })
    uniqueAsField(USER_UNIQUE, () => db.transaction(() => {
      db.prepare(`UPDATE sys_user SET dept_id = ?, username = ?, nick_name = ?, gender = ?, phone = ?, email = ?, enabled = ?,
          update_by = ?, update_time = ? WHERE id = ?`).run(body.dept.id, body.username, body.nickName, body.gender ?? null,
        body.phone ?? null, body.email ?? null, body.enabled ? 1 : 0, principal.username, formatDateTime(s.now()), body.id)
      setLinks(db, body.id, body.roles, body.jobs)
      if (!body.enabled) s.sessions.revokeUser(body.id)
    })(), (field) => (body as Record<string, unknown>)[field])
    return c.body(null, 204)
  })

  r.route({
    method: 'delete', path: '/', permission: ['user:del'], body: IdList, response: DeletedIds,
    summary: 'Delete users (never yourself, never a more powerful role); answers the ids removed',
  }, (c, { body, principal }) => {
    if (body.includes(principal.userId)) throw new HttpError(400, 'user.cannotDeleteSelf')
    const removed = db.transaction(() => {
      const out: number[] = []
      for (const id of body) {
        if (!findUserRow(db, id)) continue
        const roles = (db.prepare('SELECT role_id AS id FROM sys_users_roles WHERE user_id = ?').all(id) as { id: number }[])
        checkLevel(db, principal, roles.map((x) => x.id))
        db.prepare('DELETE FROM sys_user WHERE id = ?').run(id)
        out.push(id)
      }
      return out
    })()
    return c.json(removed)
  })

  r.route({
    method: 'put', path: '/resetPwd', permission: ['user:edit', 'user:add'], body: IdList, status: 204,
    summary: 'Reset the passwords of users to 123456 and end their sessions',
    description: 'eladmin\'s 重置密码: the role-level rule applies to each user; users reset this way must change the password on their next change.',
  }, async (c, { body, principal }) => {
    const hash = await bcrypt.hash(DEFAULT_PASSWORD, 10)
    const time = formatDateTime(s.now())
    db.transaction(() => {
      for (const id of body) {
        if (!findUserRow(db, id)) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
        const roles = db.prepare('SELECT role_id AS id FROM sys_users_roles WHERE user_id = ?').all(id) as { id: number }[]
        checkLevel(db, principal, roles.map((x) => x.id))
        db.prepare('UPDATE sys_user SET password = ?, pwd_reset_time = ?, update_by = ?, update_time = ? WHERE id = ?').run(hash, time, principal.username, time, id)
        s.sessions.revokeUser(id)
      }
    })()
    return c.body(null, 204)
  })

  r.route({
    method: 'put', path: '/center', permission: 'authenticated', body: UserCenter, status: 204,
    summary: 'Update your own nick name, gender and phone',
  }, (c, { body, principal }) => {
    if (body.id !== principal.userId) throw new HttpError(400, 'user.notSelf')
    assertUnique(db, 'sys_user', 'phone', body.phone ?? null, 'phone', body.id)
    db.prepare('UPDATE sys_user SET nick_name = ?, gender = ?, phone = ?, update_by = ?, update_time = ? WHERE id = ?')
      .run(body.nickName, body.gender ?? null, body.phone ?? null, principal.username, formatDateTime(s.now()), body.id)
    return c.body(null, 204)
  })

  for (const path of ['/updatePass', '/updatePass/']) {
    r.route({
      method: 'post', path, permission: 'authenticated', body: UpdatePass,
      summary: 'Change your password (both RSA-encrypted; 6–20 characters); ends your other sessions',
      description: 'Wrong current passwords count like failed sign-ins (429 with a growing wait). "The same as the old one" '
        + 'is answered before the current password is checked, so it never tells whether a guess was right.',
    }, async (c, { body, principal }) => {
      const ip = clientIp(c)
      await refuseWhileThrottled(s, principal.username, ip)
      const oldPass = await s.decrypt(body.oldPass)
      const newPass = await s.decrypt(body.newPass)
      if (oldPass === null || newPass === null) throw new HttpError(400, 'auth.decryptFailed')
      if (newPass.length < 6 || newPass.length > 20) throw new HttpError(400, 'user.passLength', { field: 'newPass' })
      if (oldPass === newPass) throw new HttpError(400, 'user.samePass')
      await checkOwnPassword(s, principal, oldPass, ip, 'user.oldPassWrong')
      const newHash = await bcrypt.hash(newPass, 10)
      const time = formatDateTime(s.now())
      db.transaction(() => {
        db.prepare('UPDATE sys_user SET password = ?, pwd_reset_time = ?, update_time = ? WHERE id = ?')
          .run(newHash, time, time, principal.userId)
        db.prepare('DELETE FROM sys_token WHERE user_id = ? AND token_hash <> ?').run(principal.userId, hashToken(principal.token))
      })()
      return c.body(null, 200)
    })
  }

  r.route({
    method: 'post', path: '/updateEmail/:code', permission: 'authenticated', params: CodeParams, body: UpdateEmail,
    summary: 'Change your e-mail: current password (RSA) and the code sent by api/code/resetEmail',
    description: 'Wrong passwords count like failed sign-ins (429 with a growing wait).',
  }, async (c, { body, params, principal }) => {
    const ip = clientIp(c)
    await refuseWhileThrottled(s, principal.username, ip)
    const password = await s.decrypt(body.password)
    if (password === null) throw new HttpError(400, 'auth.decryptFailed')
    await checkOwnPassword(s, principal, password, ip, 'user.passwordWrong')
    const stored = db.prepare('SELECT code, expires_at AS expiresAt FROM sys_verify_code WHERE scene = ? AND target = ?')
      .get(EMAIL_SCENE, body.email) as { code: string; expiresAt: number } | undefined
    if (!stored || stored.expiresAt <= s.now() || stored.code !== params.code) throw new HttpError(400, 'user.codeInvalid')
    assertUnique(db, 'sys_user', 'email', body.email, 'email', principal.userId)
    db.transaction(() => {
      db.prepare('UPDATE sys_user SET email = ?, update_time = ? WHERE id = ?').run(body.email, formatDateTime(s.now()), principal.userId)
      db.prepare('DELETE FROM sys_verify_code WHERE scene = ? AND target = ?').run(EMAIL_SCENE, body.email)
    })()
    return c.body(null, 200)
  })

  return r
}

/** E-mail verification codes (eladmin `VerifyController`). */
export function codeRoutes(s: Services): Resource {
  const r = new Resource('/api/code', 'users', s)
  r.route({
    method: 'post', path: '/resetEmail', permission: 'authenticated', query: ResetEmailQuery,
    summary: 'Send a 6-digit code (valid 5 minutes) to a new e-mail address; the demo server writes it to email_outbox and stdout',
  }, (c, { query, t }) => {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const now = s.now()
    const subject = t('email.subject')
    const content = t('email.body', { code, minutes: EMAIL_CODE_TTL / MINUTE })
    s.db.transaction(() => {
      s.db.prepare(`INSERT INTO sys_verify_code (scene, target, code, expires_at) VALUES (?, ?, ?, ?)
        ON CONFLICT (scene, target) DO UPDATE SET code = excluded.code, expires_at = excluded.expires_at`)
        .run(EMAIL_SCENE, query.email, code, now + EMAIL_CODE_TTL)
      s.db.prepare('INSERT INTO email_outbox (recipient, subject, content, created_at) VALUES (?, ?, ?, ?)')
        .run(query.email, subject, content, now)
    })()
    s.log(`[mail] to ${query.email}: ${subject}: ${content}`)
    return c.body(null, 200)
  })
  return r
}
