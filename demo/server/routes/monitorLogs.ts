import { createHmac } from 'node:crypto'
import { z } from 'zod'
import type { LogExceptionDto, OnlineUserDto, SysLogDto, SysLogErrorDto } from '../../../src/core/contract/monitorLogs'
import type { Services } from '../lib/context'
import { listRoutes, sendXlsx, type ExportColumn, type ListSpec } from '../lib/crud'
import { HttpError } from '../lib/errors'
import { translate, type MessageKey } from '../lib/messages'
import { ipAddress } from '../lib/oplog'
import { Resource } from '../lib/route'
import { hashToken, SESSION_MAX } from '../lib/sessions'
import { likeContains, orderBy, pageArgs } from '../lib/sql'
import { formatDateTime } from '../lib/time'
import { writeXlsx } from '../lib/xlsx'
import { IdParams, pageFields, pageOf } from '../schemas/common'

/** Administrators only: eladmin's `@el.check()` without a permission (no menu grants `admin`; administrators pass all). */
const ADMIN = ['admin'] as const

/** A session's key: hex, 32 characters. */
const SessionKey = z.string().regex(/^[0-9a-f]{32}$/).describe('A session key from the list')

const OnlineUserSchema = z.object({
  key: SessionKey,
  userName: z.string(),
  nickName: z.string(),
  dept: z.string(),
  browser: z.string(),
  ip: z.string(),
  address: z.string(),
  loginTime: z.string(),
  current: z.boolean().describe('The caller\'s own session (not kicked out from here)'),
}) satisfies z.ZodType<OnlineUserDto>

const OnlineQuery = z.object({
  ...pageFields,
  username: z.string().max(100).optional().describe('Part of the user name or nick name'),
})

const SysLogSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  description: z.string(),
  method: z.string(),
  path: z.string(),
  params: z.string().nullable(),
  requestIp: z.string(),
  address: z.string(),
  browser: z.string(),
  time: z.number().int(),
  createTime: z.string(),
}) satisfies z.ZodType<SysLogDto>

const SysLogErrorSchema = SysLogSchema.omit({ time: true }) satisfies z.ZodType<SysLogErrorDto>

const LogExceptionSchema = z.object({ exception: z.string() }) satisfies z.ZodType<LogExceptionDto>

interface SessionRow {
  hash: string
  createdAt: number
  ip: string | null
  browser: string | null
  username: string
  nickName: string
  dept: string
}

interface LogRow {
  id: number
  username: string
  description: string
  method: string
  path: string
  params: string | null
  request_ip: string
  address: string
  browser: string
  time: number
  create_time: string
}

function toLogDto(row: LogRow): SysLogDto {
  return {
    id: row.id, username: row.username, description: row.description, method: row.method, path: row.path, params: row.params,
    requestIp: row.request_ip, address: row.address, browser: row.browser, time: row.time, createTime: row.create_time,
  }
}

function toErrorDto(row: LogRow): SysLogErrorDto {
  return {
    id: row.id, username: row.username, description: row.description, method: row.method, path: row.path, params: row.params,
    requestIp: row.request_ip, address: row.address, browser: row.browser, createTime: row.create_time,
  }
}

/** The operation log (INFO) or the error log (ERROR) as a list declaration: eladmin's `SysLogQueryCriteria`. */
function logList<Dto>(type: 'INFO' | 'ERROR', toDto: (row: LogRow) => Dto): ListSpec<LogRow, Dto> {
  return {
    from: 'sys_log l',
    select: 'l.id, l.username, l.description, l.method, l.path, l.params, l.request_ip, l.address, l.browser, l.time, l.create_time',
    sort: { id: 'l.id', createTime: 'l.id', username: 'l.username', time: 'l.time' },
    defaultSort: 'l.id DESC',
    filters: {
      blurry: {
        kind: 'blurry',
        columns: ['l.username', 'l.description', 'l.address', 'l.request_ip', 'l.method', 'l.path', 'l.params'],
        description: 'Part of the user name, description, address, IP, method, path or parameters',
      },
      createTime: { kind: 'between', column: 'l.create_time', description: 'Logged between' },
    },
    scope: () => ({ sql: 'l.log_type = ?', args: [type] }),
    toDto,
  }
}

/** The export columns shared by both logs (the operation log adds the duration). */
function logColumns<Dto extends SysLogErrorDto>(): ExportColumn<Dto>[] {
  return [
    { header: 'xlsx.log.username', value: (log) => log.username },
    { header: 'xlsx.log.ip', value: (log) => log.requestIp },
    { header: 'xlsx.log.address', value: (log) => log.address },
    { header: 'xlsx.log.description', value: (log) => log.description },
    { header: 'xlsx.log.method', value: (log) => `${log.method} ${log.path}` },
    { header: 'xlsx.log.params', value: (log) => log.params },
    { header: 'xlsx.log.browser', value: (log) => log.browser },
  ]
}

/**
 * Online users and the operation and error logs (eladmin `OnlineController`, `SysLogController`), administrators only
 * except `GET api/logs/user` (in `dashboard.ts`). Sessions live in the database: a kicked-out session's next call is a
 * 401. A session is named by a key derived from it with the server's own secret, so the list never hands out anything
 * that signs in.
 */
export function monitorLogRoutes(s: Services): Resource[] {
  const { db } = s
  const keyOf = (hash: string): string => createHmac('sha256', s.linkSecret).update(`online-session:${hash}`).digest('hex').slice(0, 32)

  /** The live sessions of enabled users, newest login first, matching `username` when given. */
  const liveSessions = (username: string | undefined, order: string, limit?: [number, number]): { rows: SessionRow[]; total: number } => {
    const now = s.now()
    const where = ['t.expires_at > ?', 't.created_at > ?', 'u.enabled = 1']
    const args: unknown[] = [now, now - SESSION_MAX]
    if (username) {
      where.push("(u.username LIKE ? ESCAPE '\\' OR u.nick_name LIKE ? ESCAPE '\\')")
      args.push(likeContains(username), likeContains(username))
    }
    const from = `FROM sys_token t JOIN sys_user u ON u.id = t.user_id LEFT JOIN sys_dept d ON d.id = u.dept_id WHERE ${where.join(' AND ')}`
    const { n } = db.prepare(`SELECT COUNT(*) AS n ${from}`).get(...args) as { n: number }
    const rows = db.prepare(`SELECT t.token_hash AS hash, t.created_at AS createdAt, t.ip, t.browser, u.username, u.nick_name AS nickName,
        COALESCE(d.name, '') AS dept ${from} ${order}${limit ? ' LIMIT ? OFFSET ?' : ''}`).all(...args, ...(limit ?? [])) as SessionRow[]
    return { rows, total: n }
  }
  const toOnline = (row: SessionRow, own: string): OnlineUserDto => {
    const ip = row.ip ?? 'unknown'
    return {
      key: keyOf(row.hash), userName: row.username, nickName: row.nickName, dept: row.dept, browser: row.browser ?? '', ip,
      address: ipAddress(ip), loginTime: formatDateTime(row.createdAt), current: row.hash === own,
    }
  }
  const onlineOrder = (sort: string | string[] | undefined): string =>
    orderBy(sort, { loginTime: ['t.created_at', 't.rowid'], userName: 'u.username', ip: 't.ip' }, 't.created_at DESC, t.rowid DESC')

  const online = new Resource('/auth/online', 'online', s)
  online.route({
    method: 'get', path: '/', permission: ADMIN, query: OnlineQuery, response: pageOf(OnlineUserSchema),
    summary: 'Online users: the live sessions, newest login first; username matches part of the user or nick name',
  }, (c, { query, principal }) => {
    const { rows, total } = liveSessions(query.username, onlineOrder(query.sort), pageArgs(query.page, query.size))
    const own = hashToken(principal.token)
    return c.json({ content: rows.map((row) => toOnline(row, own)), totalElements: total })
  })

  online.route({
    method: 'get', path: '/download', permission: ADMIN, query: OnlineQuery,
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    summary: 'Online users: every match as an .xlsx file',
  }, (c, { query, principal, locale }) => {
    const own = hashToken(principal.token)
    const users = liveSessions(query.username, onlineOrder(query.sort)).rows.map((row) => toOnline(row, own))
    const t = (key: MessageKey) => translate(locale, key)
    const sheet = t('xlsx.online.sheet')
    const bytes = writeXlsx(
      sheet,
      (['xlsx.online.userName', 'xlsx.online.nickName', 'xlsx.online.dept', 'xlsx.online.ip', 'xlsx.online.address', 'xlsx.online.browser',
        'xlsx.online.loginTime'] as const).map(t),
      users.map((u) => [u.userName, u.nickName, u.dept, u.ip, u.address, u.browser, u.loginTime]),
    )
    return sendXlsx(c, bytes, sheet)
  })

  online.route({
    method: 'delete', path: '/', permission: ADMIN, body: z.array(SessionKey).min(1).max(1000).describe('Session keys'),
    response: z.array(SessionKey).describe('Keys of the sessions ended'),
    summary: 'Kick out online users: their sessions end at once (their next call is a 401); answers the keys ended',
    description: 'Your own session is refused with 400 (sign out instead). Keys of sessions already gone are ignored.',
  }, (c, { body, principal }) => {
    const wanted = new Set(body)
    const own = hashToken(principal.token)
    if (wanted.has(keyOf(own))) throw new HttpError(400, 'online.self')
    const ended = db.transaction(() => {
      const out: string[] = []
      for (const { hash } of db.prepare('SELECT token_hash AS hash FROM sys_token').all() as { hash: string }[]) {
        const key = keyOf(hash)
        if (!wanted.has(key)) continue
        db.prepare('DELETE FROM sys_token WHERE token_hash = ?').run(hash)
        out.push(key)
      }
      return out
    })()
    // Their open sockets (the chat, a deploy log) end now too, not at the next sweep.
    if (ended.length) s.socket.sweep()
    return c.json(ended)
  })

  const logs = new Resource('/api/logs', 'logs', s)
  listRoutes(logs, db, logList('INFO', toLogDto), {
    permission: ADMIN,
    summary: 'The operation log, newest first; blurry matches user, description, address, IP, method, path or parameters',
    response: SysLogSchema,
    download: {
      sheet: 'xlsx.log.sheet',
      columns: [...logColumns<SysLogDto>(), { header: 'xlsx.log.time', value: (log) => log.time }, { header: 'xlsx.createTime', value: (log) => log.createTime }],
    },
  })
  logs.route({
    method: 'delete', path: '/del/info', permission: ADMIN, status: 204,
    summary: 'Clear the operation log',
    description: 'Every INFO row goes; the clearing itself is then logged, so the log tells who cleared it.',
  }, (c) => {
    db.prepare("DELETE FROM sys_log WHERE log_type = 'INFO'").run()
    return c.body(null, 204)
  })
  logs.route({
    method: 'delete', path: '/del/error', permission: ADMIN, status: 204,
    summary: 'Clear the error log',
  }, (c) => {
    db.prepare("DELETE FROM sys_log WHERE log_type = 'ERROR'").run()
    return c.body(null, 204)
  })

  const errors = new Resource('/api/logs/error', 'logs', s)
  listRoutes(errors, db, logList('ERROR', toErrorDto), {
    permission: ADMIN,
    summary: 'The error log (unexpected failures of calls), newest first, without the stacks; blurry as the operation log',
    response: SysLogErrorSchema,
    download: {
      sheet: 'xlsx.errorLog.sheet',
      columns: [...logColumns<SysLogErrorDto>(), { header: 'xlsx.createTime', value: (log) => log.createTime }],
    },
  })
  errors.route({
    method: 'get', path: '/:id', permission: ADMIN, params: IdParams, response: LogExceptionSchema,
    summary: 'The exception (stack) of one error-log row',
  }, (c, { params }) => {
    const row = db.prepare("SELECT exception_detail AS exception FROM sys_log WHERE id = ? AND log_type = 'ERROR'").get(params.id) as
      { exception: string | null } | undefined
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.id } })
    return c.json({ exception: row.exception ?? '' })
  })

  return [online, logs, errors]
}
