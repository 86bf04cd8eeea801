import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DashboardSummary, UserLogDto } from '../../../src/core/contract/dashboard'
import type { Services } from '../lib/context'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
import { resolveInside, sendFile } from '../lib/static'
import { formatDateTime } from '../lib/time'
import { has } from '../lib/auth'
import { anyFamily } from '../lib/reportRules'
import { listCriticalValues } from '../models/critical'
import { PageQuery, pageOf } from '../schemas/common'
import { AvatarParams, AvatarSchema, DashboardSchema, UserLogSchema } from '../schemas/outer'

/** Avatars up to 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024

/** The image type of an upload from its first bytes, or null (extensions are not trusted). */
export function sniffImage(bytes: Uint8Array): 'png' | 'jpg' | 'gif' | null {
  const starts = (sig: number[]): boolean => sig.every((b, i) => bytes[i] === b)
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (starts([0xff, 0xd8, 0xff])) return 'jpg'
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif'
  return null
}

/** `yyyy-MM-dd` of the local day `offset` days from the day of `ms`. */
function localDay(ms: number, offset: number): string {
  const d = new Date(ms)
  d.setHours(12, 0, 0, 0)
  d.setDate(d.getDate() + offset)
  return formatDateTime(d.getTime()).slice(0, 10)
}

/** Who sees the open critical values on the home page: report readers and every family's writers and auditors. */
const CRITICAL_READERS = ['report:view', ...anyFamily('write'), ...anyFamily('audit')]

/** The home page's figures, the caller's operation log, and avatars. */
export function dashboardRoutes(s: Services): Resource[] {
  const { db } = s

  const dashboard = new Resource('/api/dashboard', 'dashboard', s)
  dashboard.route({
    method: 'get', path: '/summary', permission: 'authenticated', response: DashboardSchema,
    summary: 'Home page figures computed from the exams: today, pending, rejected, critical values, by modality, 7-day trend',
    description: 'Data scope: every exam for every role for now.',
  }, (c, { principal }) => {
    const now = s.now()
    const date = localDay(now, 0)
    const lo = `${date} 00:00:00`
    const hi = `${date} 23:59:59`
    const count = (column: string): number =>
      (db.prepare(`SELECT COUNT(*) AS n FROM ris_exam WHERE ${column} BETWEEN ? AND ?`).get(lo, hi) as { n: number }).n
    const one = (sql: string, ...args: string[]): number => (db.prepare(sql).get(...args) as { n: number }).n
    const byModality = db.prepare(`SELECT modality, SUM(register_time BETWEEN ? AND ?) AS today, SUM(status IN ('2', '3')) AS pending
      FROM ris_exam GROUP BY modality ORDER BY modality`).all(lo, hi) as { modality: string; today: number; pending: number }[]
    const first = localDay(now, -6)
    const registered = new Map((db.prepare(`SELECT substr(register_time, 1, 10) AS d, COUNT(*) AS n FROM ris_exam
      WHERE register_time BETWEEN ? AND ? GROUP BY d`).all(`${first} 00:00:00`, hi) as { d: string; n: number }[]).map((r) => [r.d, r.n]))
    const reported = new Map((db.prepare(`SELECT substr(report_time, 1, 10) AS d, COUNT(*) AS n FROM ris_exam
      WHERE report_time BETWEEN ? AND ? GROUP BY d`).all(`${first} 00:00:00`, hi) as { d: string; n: number }[]).map((r) => [r.d, r.n]))
    const body: DashboardSummary = {
      date,
      today: { registered: count('register_time'), examined: count('exam_time'), reported: count('report_time'), audited: count('audit_time') },
      pendingReports: one("SELECT COUNT(*) AS n FROM ris_exam WHERE status IN ('2', '3')"),
      rejectedReports: one("SELECT COUNT(*) AS n FROM ris_exam WHERE status = '6'"),
      criticalValues: {
        today: one(`SELECT COUNT(*) AS n FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id
          WHERE r.critical = 1 AND r.state <> 'void' AND e.register_time BETWEEN ? AND ?`, lo, hi),
        unhandled: one(`SELECT COUNT(*) AS n FROM ris_report r LEFT JOIN ris_report_critical n ON n.report_id = r.id
          WHERE r.critical = 1 AND r.state <> 'void' AND n.report_id IS NULL`),
        open: CRITICAL_READERS.some((permission) => has(principal, permission))
          ? listCriticalValues(db, principal, { open: true, page: 0, size: 10, now }).content : [],
      },
      byModality: byModality.map((m) => ({ modality: m.modality, today: m.today ?? 0, pending: m.pending ?? 0 })),
      trend: Array.from({ length: 7 }, (_, i) => {
        const d = localDay(now, i - 6)
        return { date: d, registered: registered.get(d) ?? 0, reported: reported.get(d) ?? 0 }
      }),
    }
    return c.json(body)
  })

  const logs = new Resource('/api/logs', 'logs', s)
  logs.route({
    method: 'get', path: '/user', permission: 'authenticated', query: PageQuery, response: pageOf(UserLogSchema),
    summary: 'Your own operation log, newest first',
  }, (c, { query, principal }) => {
    const { n } = db.prepare("SELECT COUNT(*) AS n FROM sys_log WHERE user_id = ? AND log_type = 'INFO'").get(principal.userId) as { n: number }
    const rows = db.prepare(`SELECT id, description, request_ip AS requestIp, address, browser, time, create_time AS createTime
      FROM sys_log WHERE user_id = ? AND log_type = 'INFO' ORDER BY id DESC LIMIT ? OFFSET ?`).all(principal.userId, query.size, query.page * query.size) as UserLogDto[]
    return c.json({ content: rows, totalElements: n })
  })

  const upload = new Resource('/api/users', 'users', s)
  upload.route({
    method: 'post', path: '/updateAvatar', permission: 'authenticated', response: AvatarSchema,
    multipart: { avatar: 'gif, jpg, jpeg or png, at most 5 MB; the type is checked on the file\'s first bytes' },
    summary: 'Upload your avatar (multipart field avatar); answers the stored name, served at /avatar/{name}',
  }, async (c, { principal }) => {
    let form: Record<string, unknown>
    try {
      form = await c.req.parseBody()
    } catch {
      throw new HttpError(400, 'avatar.missing', { field: 'avatar' })
    }
    const file = form.avatar
    if (!(file instanceof File)) throw new HttpError(400, 'avatar.missing', { field: 'avatar' })
    if (file.size > AVATAR_MAX_BYTES) throw new HttpError(400, 'avatar.tooLarge', { field: 'avatar', params: { mb: AVATAR_MAX_BYTES / 1024 / 1024 } })
    const ext = /\.([A-Za-z]{3,4})$/.exec(file.name)?.[1]?.toLowerCase()
    const bytes = new Uint8Array(await file.arrayBuffer())
    const type = sniffImage(bytes)
    if (!ext || !['gif', 'jpg', 'jpeg', 'png'].includes(ext) || !type) throw new HttpError(400, 'avatar.badType', { field: 'avatar' })
    const name = `${randomBytes(16).toString('hex')}.${type}`
    mkdirSync(s.avatarDir, { recursive: true })
    writeFileSync(join(s.avatarDir, name), bytes)
    const old = (db.prepare('SELECT avatar_name AS n FROM sys_user WHERE id = ?').get(principal.userId) as { n: string | null }).n
    db.prepare('UPDATE sys_user SET avatar_name = ?, avatar_path = ?, update_time = ? WHERE id = ?')
      .run(name, `/avatar/${name}`, formatDateTime(s.now()), principal.userId)
    if (old && AvatarParams.safeParse({ name: old }).success) rmSync(join(s.avatarDir, old), { force: true })
    return c.json({ avatar: name })
  })

  const avatar = new Resource('/avatar', 'users', s)
  avatar.route({
    method: 'get', path: '/:name', permission: 'anonymous', params: AvatarParams, produces: 'image/png, image/jpeg, image/gif',
    summary: 'An uploaded avatar (public, as eladmin serves them); random names only',
  }, (c, { params }) => sendFile(c, resolveInside(s.avatarDir, params.name), 'public, max-age=86400'))

  return [dashboard, logs, upload, avatar]
}
