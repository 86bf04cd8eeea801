import { z } from 'zod'
import type {
  ShareAccessDto, ShareLinkDto, ShareLinkIssued, ShareLinkProbe, ShareOpenAnswer, ShareStatsDto, ShareStatsRow,
} from '../../../src/core/contract/shareLink'
import { has, nickOf, type Principal } from '../lib/auth'
import { clientIp, type Services } from '../lib/context'
import { deptScope, examScopeSql, inScope } from '../lib/dataScope'
import { HttpError } from '../lib/errors'
import { hospitalName } from '../lib/hospitalSettings'
import { Resource } from '../lib/route'
import {
  checkAccessCode, EXPIRES_IN, findLinkByToken, hashAccessCode, issueShareToken, linkState, logAccess, newAccessCode, newLinkToken,
  SHARE_TOKEN_TTL, type ShareLinkRow, throttledMinutes,
} from '../lib/shareLinks'
import { formatDateTime } from '../lib/time'
import { examHasImages, findExamRow } from '../models/exams'
import { IdParams, pageOf } from '../schemas/common'
import {
  ShareAccessSchema, ShareLinkCreateSchema, ShareLinkExtendSchema, ShareLinkIssuedSchema, ShareLinkListQuery, ShareLinkProbeSchema, ShareLinkSchema,
  ShareOpenAnswerSchema, ShareOpenSchema, ShareStatsQuery, ShareStatsSchema, ShareTokenParams,
} from '../schemas/shareLinks'

/** Who manages share links (publish, revoke, reset, extend): the cloud-film button; the desk's `report:link` creates report links only. */
const EDITORS: [string, ...string[]] = ['cloudFilm:edit']
const CREATORS: [string, ...string[]] = ['cloudFilm:edit', 'report:link']
const READERS: [string, ...string[]] = ['cloudFilm:list']

const LIST_FROM = `FROM ris_share_link l JOIN ris_exam e ON e.id = l.exam_id JOIN ris_patient p ON p.id = e.patient_ref`

interface ListRow extends ShareLinkRow {
  exam_no: string
  patient_name: string
  modality: string
  exam_item: string
}

function toDto(row: ListRow, now: string): ShareLinkDto {
  return {
    id: row.id, kind: row.kind, url: `/share/${row.token}`, examineId: row.exam_id, examNo: row.exam_no, patientName: row.patient_name,
    modality: row.modality, examItem: row.exam_item, withImages: row.with_images === 1, hasCode: row.code_hash !== null,
    state: linkState(row, now), expiresAt: row.expires_at, createdBy: row.created_by, createdAt: row.created_at,
    revokedAt: row.revoked_at, revokedBy: row.revoked_by, viewCount: row.view_count, lastViewedAt: row.last_viewed_at,
  }
}

/** The days from `from` to `to` (yyyy-MM-dd), both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  const end = Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5, 7)) - 1, Number(to.slice(8, 10)))
  for (let t = Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1, Number(from.slice(8, 10))); t <= end; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10))
  }
  return days
}

/**
 * Share links (issue 14): the staff side under `api/shareLinks` (publish, list, revoke, reset the code, extend, the
 * access log, statistics) and the anonymous side under `api/share/{token}` (what the public page needs, and opening
 * a link for a short-lived share token).
 */
export function shareLinkRoutes(s: Services): Resource[] {
  const { db } = s
  const staff = new Resource('/api/shareLinks', 'shareLinks', s)
  const now = (): string => formatDateTime(s.now())

  /** A link of an exam within the caller's data scope, or 404. */
  const linkOr404 = (id: number, principal: Principal): ListRow => {
    const row = db.prepare(`SELECT l.*, e.exam_no, p.name AS patient_name, e.modality, e.exam_item ${LIST_FROM} WHERE l.id = ?`).get(id) as ListRow | undefined
    if (!row || !inScope(db, principal, row.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    return row
  }
  const changeable = (row: ListRow): void => {
    if (row.revoked_at !== null) throw new HttpError(409, 'share.revokedAlready')
  }

  staff.route({
    method: 'post', path: '/', permission: CREATORS, body: ShareLinkCreateSchema, response: ShareLinkIssuedSchema, status: 201,
    summary: 'Publish an exam\'s report (and images) as a share link: /share/<token>, its expiry, and the access code once',
    description: 'cloudFilm:edit publishes either kind; report:link alone (the registration desk) only kind report (403). The exam must be in '
      + 'the caller\'s data scope (404); withImages needs images (a stored study, or images arrived in the PACS; 400). The plain access code is answered here and never again.',
  }, (c, { body, principal }) => {
    if (body.kind === 'film' && !has(principal, 'cloudFilm:edit')) throw new HttpError(403, 'share.kindForbidden')
    const exam = findExamRow(db, body.examineId)
    if (!exam || !inScope(db, principal, exam.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.examineId } })
    if (body.withImages && !examHasImages(exam)) throw new HttpError(400, 'image.noStudy', { field: 'withImages' })
    const code = body.accessCode ? newAccessCode() : null
    const token = newLinkToken()
    const expiresAt = formatDateTime(s.now() + EXPIRES_IN[body.expiresIn])
    const id = Number(db.prepare(`INSERT INTO ris_share_link (token, kind, exam_id, with_images, code_hash, expires_at, created_by, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(token, body.kind, exam.id, body.withImages ? 1 : 0, code === null ? null : hashAccessCode(code),
      expiresAt, nickOf(db, principal), now()).lastInsertRowid)
    const answer: ShareLinkIssued = { id, url: `/share/${token}`, expiresAt, accessCode: code }
    c.header('Cache-Control', 'no-store')
    return c.json(answer, 201)
  })

  staff.route({
    method: 'get', path: '/', permission: READERS, query: ShareLinkListQuery, response: pageOf(ShareLinkSchema),
    summary: 'Share links of exams in the caller\'s data scope, newest first: state, views, last view',
  }, (c, { query, principal }) => {
    const where: string[] = []
    const args: (string | number)[] = []
    const scope = examScopeSql(deptScope(db, principal.userId, principal.isAdmin))
    if (scope) {
      where.push(scope.sql)
      args.push(...scope.args)
    }
    const nowText = now()
    if (query.blurry) {
      where.push(`(e.exam_no LIKE ? ESCAPE '\\' OR p.name LIKE ? ESCAPE '\\' OR p.patient_id LIKE ? ESCAPE '\\')`)
      const like = `%${query.blurry.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
      args.push(like, like, like)
    }
    if (query.examineId !== undefined) {
      where.push('l.exam_id = ?')
      args.push(query.examineId)
    }
    if (query.state === 'revoked') where.push('l.revoked_at IS NOT NULL')
    if (query.state === 'expired') {
      where.push('l.revoked_at IS NULL AND l.expires_at <= ?')
      args.push(nowText)
    }
    if (query.state === 'active') {
      where.push('l.revoked_at IS NULL AND l.expires_at > ?')
      args.push(nowText)
    }
    if (query.kind) {
      where.push('l.kind = ?')
      args.push(query.kind)
    }
    if (query.from) {
      where.push('l.created_at >= ?')
      args.push(`${query.from} 00:00:00`)
    }
    if (query.to) {
      where.push('l.created_at <= ?')
      args.push(`${query.to} 23:59:59`)
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : ''
    const total = (db.prepare(`SELECT COUNT(*) AS n ${LIST_FROM} ${filter}`).get(...args) as { n: number }).n
    const rows = db.prepare(`SELECT l.*, e.exam_no, p.name AS patient_name, e.modality, e.exam_item ${LIST_FROM} ${filter}
      ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?`).all(...args, query.size, query.page * query.size) as ListRow[]
    return c.json({ content: rows.map((row) => toDto(row, nowText)), totalElements: total })
  })

  staff.route({
    method: 'put', path: '/:id/revoke', permission: EDITORS, params: IdParams, response: ShareLinkSchema,
    summary: 'Revoke a link: it and every share token it handed out stop working at once (409 when already revoked)',
  }, (c, { params, principal }) => {
    changeable(linkOr404(params.id, principal))
    db.prepare('UPDATE ris_share_link SET revoked_at = ?, revoked_by = ? WHERE id = ?').run(now(), nickOf(db, principal), params.id)
    return c.json(toDto(linkOr404(params.id, principal), now()))
  })

  staff.route({
    method: 'put', path: '/:id/resetCode', permission: EDITORS, params: IdParams, response: ShareLinkIssuedSchema,
    summary: 'Give a link a new random access code (answered once; the old one no longer opens it); a link without a code gains one',
  }, (c, { params, principal }) => {
    const row = linkOr404(params.id, principal)
    changeable(row)
    const code = newAccessCode()
    db.prepare('UPDATE ris_share_link SET code_hash = ? WHERE id = ?').run(hashAccessCode(code), row.id)
    c.header('Cache-Control', 'no-store')
    const answer: ShareLinkIssued = { id: row.id, url: `/share/${row.token}`, expiresAt: row.expires_at, accessCode: code }
    return c.json(answer)
  })

  staff.route({
    method: 'put', path: '/:id/extend', permission: EDITORS, params: IdParams, body: ShareLinkExtendSchema, response: ShareLinkIssuedSchema,
    summary: 'Set a link\'s expiry to now + expiresIn (an expired link opens again; a revoked one cannot be extended: 409)',
  }, (c, { params, body, principal }) => {
    const row = linkOr404(params.id, principal)
    changeable(row)
    const expiresAt = formatDateTime(s.now() + EXPIRES_IN[body.expiresIn])
    db.prepare('UPDATE ris_share_link SET expires_at = ? WHERE id = ?').run(expiresAt, row.id)
    const answer: ShareLinkIssued = { id: row.id, url: `/share/${row.token}`, expiresAt, accessCode: null }
    return c.json(answer)
  })

  staff.route({
    method: 'get', path: '/:id/access', permission: READERS, params: IdParams, response: z.array(ShareAccessSchema),
    summary: 'The access log of a link, newest first (at most 500 rows): time, address, browser, outcome',
  }, (c, { params, principal }) => {
    linkOr404(params.id, principal)
    const rows = db.prepare(`SELECT id, time, ip, user_agent AS userAgent, outcome FROM ris_share_access WHERE link_id = ?
      ORDER BY time DESC, id DESC LIMIT 500`).all(params.id) as ShareAccessDto[]
    return c.json(rows)
  })

  staff.route({
    method: 'get', path: '/statistics', permission: READERS, query: ShareStatsQuery, response: ShareStatsSchema,
    summary: 'Issued links (created in the period), viewed (of those, opened at least once), views (successful openings in the period) and the viewed rate, by day and by modality',
  }, (c, { query, principal }) => {
    const days = daysBetween(query.from, query.to)
    if (days.length > 366) throw new HttpError(400, 'validation.dateRange', { field: 'to' })
    const conditions: string[] = []
    const args: (string | number)[] = []
    const scope = examScopeSql(deptScope(db, principal.userId, principal.isAdmin))
    if (scope) {
      conditions.push(scope.sql)
      args.push(...scope.args)
    }
    if (query.kind) {
      conditions.push('l.kind = ?')
      args.push(query.kind)
    }
    const extra = conditions.map((cond) => ` AND ${cond}`).join('')
    const start = `${query.from} 00:00:00`
    const end = `${query.to} 23:59:59`
    const issuedRows = db.prepare(`SELECT substr(l.created_at, 1, 10) AS day, e.modality AS modality, COUNT(*) AS issued,
        SUM(CASE WHEN EXISTS (SELECT 1 FROM ris_share_access a WHERE a.link_id = l.id AND a.outcome = 'ok') THEN 1 ELSE 0 END) AS viewed
      FROM ris_share_link l JOIN ris_exam e ON e.id = l.exam_id
      WHERE l.created_at BETWEEN ? AND ?${extra} GROUP BY day, e.modality`).all(start, end, ...args) as
      { day: string; modality: string; issued: number; viewed: number }[]
    const viewRows = db.prepare(`SELECT substr(a.time, 1, 10) AS day, e.modality AS modality, COUNT(*) AS views
      FROM ris_share_access a JOIN ris_share_link l ON l.id = a.link_id JOIN ris_exam e ON e.id = l.exam_id
      WHERE a.outcome = 'ok' AND a.time BETWEEN ? AND ?${extra} GROUP BY day, e.modality`).all(start, end, ...args) as
      { day: string; modality: string; views: number }[]
    const byDay = new Map<string, ShareStatsRow>(days.map((day) => [day, { key: day, issued: 0, viewed: 0, views: 0 }]))
    const byModality = new Map<string, ShareStatsRow>()
    const modalityRow = (modality: string): ShareStatsRow => {
      let row = byModality.get(modality)
      if (!row) byModality.set(modality, (row = { key: modality, issued: 0, viewed: 0, views: 0 }))
      return row
    }
    for (const r of issuedRows) {
      const day = byDay.get(r.day) as ShareStatsRow
      day.issued += r.issued
      day.viewed += r.viewed
      const m = modalityRow(r.modality)
      m.issued += r.issued
      m.viewed += r.viewed
    }
    for (const r of viewRows) {
      ;(byDay.get(r.day) as ShareStatsRow).views += r.views
      modalityRow(r.modality).views += r.views
    }
    const total = (rows: Iterable<ShareStatsRow>, key: 'issued' | 'viewed' | 'views'): number => [...rows].reduce((sum, r) => sum + r[key], 0)
    const issued = total(byDay.values(), 'issued')
    const viewed = total(byDay.values(), 'viewed')
    const answer: ShareStatsDto = {
      from: query.from, to: query.to, issued, viewed, views: total(byDay.values(), 'views'),
      viewedRate: issued === 0 ? null : viewed / issued,
      byDay: [...byDay.values()],
      byModality: [...byModality.values()].sort((a, b) => b.issued - a.issued || a.key.localeCompare(b.key)),
    }
    return c.json(answer)
  })

  const pub = new Resource('/api/share', 'shareLinks', s)

  pub.route({
    method: 'get', path: '/:token', permission: 'anonymous', params: ShareTokenParams, response: ShareLinkProbeSchema,
    summary: 'What the public page shows before opening a link: the hospital and whether it asks an access code (403 expired / revoked / invalid)',
    description: 'Not logged and reveals nothing of the exam.',
  }, (c, { params }) => {
    const link = findLinkByToken(db, params.token)
    if (!link) throw new HttpError(403, 'link.invalid', { body: { reason: 'invalid' } })
    const state = linkState(link, now())
    if (state === 'revoked') throw new HttpError(403, 'share.revoked', { body: { reason: 'revoked' } })
    if (state === 'expired') throw new HttpError(403, 'link.expired', { body: { reason: 'expired' } })
    c.header('Cache-Control', 'no-store')
    const probe: ShareLinkProbe = { hospital: hospitalName(db), hasCode: link.code_hash !== null, withImages: link.with_images === 1, kind: link.kind }
    return c.json(probe)
  })

  pub.route({
    method: 'post', path: '/:token/open', permission: 'anonymous', params: ShareTokenParams, body: ShareOpenSchema, response: ShareOpenAnswerSchema,
    summary: 'Open a share link (anonymous): a share token (≤ 2 h, never past the link\'s expiry) reading this exam\'s report view and, with images, its study',
    description: '403 {reason: expired | revoked | invalid}; 401 {reason: code} for a missing or wrong access code; after 5 wrong codes within '
      + '15 minutes the link answers 429 {reason: throttled} (Retry-After) until the oldest leaves the window. Every attempt on a known link is logged.',
  }, (c, { params, body }) => {
    const link = findLinkByToken(db, params.token)
    if (!link) throw new HttpError(403, 'link.invalid', { body: { reason: 'invalid' } })
    const nowMs = s.now()
    const time = formatDateTime(nowMs)
    const log = (outcome: Parameters<typeof logAccess>[5]): void => logAccess(db, link.id, time, clientIp(c), c.req.header('user-agent'), outcome)
    const state = linkState(link, time)
    if (state !== 'active') {
      log(state)
      throw new HttpError(403, state === 'revoked' ? 'share.revoked' : 'link.expired', { body: { reason: state } })
    }
    if (link.code_hash !== null) {
      const wait = throttledMinutes(db, link.id, nowMs)
      if (wait > 0) {
        log('throttled')
        throw new HttpError(429, 'share.throttled', { params: { minutes: wait }, headers: { 'Retry-After': String(wait * 60) }, body: { reason: 'throttled' } })
      }
      const code = body?.accessCode ?? ''
      if (!/^\d{6}$/.test(code) || !checkAccessCode(code, link.code_hash)) {
        log('wrong-code')
        throw new HttpError(401, 'share.code', { body: { reason: 'code' } })
      }
    }
    log('ok')
    db.prepare('UPDATE ris_share_link SET view_count = view_count + 1, last_viewed_at = ? WHERE id = ?').run(time, link.id)
    const linkEnd = Date.parse(link.expires_at.replace(' ', 'T'))
    const expires = Math.min(nowMs + SHARE_TOKEN_TTL, linkEnd)
    const answer: ShareOpenAnswer = {
      shareToken: issueShareToken(s.linkSecret, link.id, expires), expiresAt: formatDateTime(expires), examineId: link.exam_id,
      withImages: link.with_images === 1, hospital: hospitalName(db),
    }
    c.header('Cache-Control', 'no-store')
    return c.json(answer)
  })

  return [staff, pub]
}
