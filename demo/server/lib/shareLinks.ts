import { createHmac, randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto'
import type { ShareAccessOutcome, ShareLinkExpiresIn, ShareLinkState } from '../../../src/core/contract/shareLink'
import type { Db } from '../db/db'
import type { Ctx, Services } from './context'
import { HttpError } from './errors'
import { formatDateTime, HOUR, MINUTE } from './time'

const DAY = 24 * HOUR

/**
 * Share links (issue 14): stored, revocable links to one exam's report (and, with images, its study), with an expiry,
 * an optional access code kept as a salted scrypt hash, and a log of every opening attempt. Opening a link answers a
 * short-lived share token — `<linkId>.<expires ms>.<HMAC-SHA256>` under the data folder's link secret, sent as
 * `Authorization: Share <token>` — which the report-view and image routes accept for this exam only, and only while the
 * link itself is neither revoked nor expired (a revocation ends the tokens already handed out at once).
 */

/** Milliseconds of each validity a link may be given. */
export const EXPIRES_IN: Readonly<Record<ShareLinkExpiresIn, number>> = { '1h': HOUR, '1d': DAY, '7d': 7 * DAY, '30d': 30 * DAY }

/** A share token lives at most this long, and never beyond its link's expiry. */
export const SHARE_TOKEN_TTL = 2 * HOUR

/** Wrong codes of one link within {@link THROTTLE_WINDOW} before it answers 429. */
export const THROTTLE_LIMIT = 5
export const THROTTLE_WINDOW = 15 * MINUTE

/** A link's stored row. */
export interface ShareLinkRow {
  id: number
  token: string
  kind: 'report' | 'film'
  exam_id: number
  with_images: number
  code_hash: string | null
  expires_at: string
  revoked_at: string | null
  revoked_by: string | null
  created_by: string
  created_at: string
  view_count: number
  last_viewed_at: string | null
}

/** A new link token: 32 random bytes (256 bits), base64url (43 characters). */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url')
}

/** A random 6-digit access code (leading zeros kept). */
export function newAccessCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** `scrypt$<salt>$<hash>` (base64url) of an access code with a fresh 16-byte salt (the seed passes its own, for repeatable rows). */
export function hashAccessCode(code: string, salt: Buffer = randomBytes(16)): string {
  return `scrypt$${salt.toString('base64url')}$${scryptSync(code, salt, 32).toString('base64url')}`
}

/** Whether `code` matches a stored {@link hashAccessCode} (constant-time compare). */
export function checkAccessCode(code: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const given = scryptSync(code, Buffer.from(salt, 'base64url'), expected.length)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The state of a link at `now` (a wire date-time): revoked wins over expired. */
export function linkState(row: Pick<ShareLinkRow, 'revoked_at' | 'expires_at'>, now: string): ShareLinkState {
  if (row.revoked_at !== null) return 'revoked'
  return row.expires_at <= now ? 'expired' : 'active'
}

/** The stored link of a public token, if the token has the right shape and exists. */
export function findLinkByToken(db: Db, token: string): ShareLinkRow | undefined {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined
  return db.prepare('SELECT * FROM ris_share_link WHERE token = ?').get(token) as ShareLinkRow | undefined
}

/** Records one opening attempt (the user agent trimmed to 200 characters). */
export function logAccess(db: Db, linkId: number, time: string, ip: string, userAgent: string | undefined, outcome: ShareAccessOutcome): void {
  db.prepare('INSERT INTO ris_share_access (link_id, time, ip, user_agent, outcome) VALUES (?, ?, ?, ?, ?)')
    .run(linkId, time, ip, (userAgent ?? '').trim().slice(0, 200), outcome)
}

/**
 * Minutes until a link takes access codes again, or 0: {@link THROTTLE_LIMIT} wrong codes within the last
 * {@link THROTTLE_WINDOW} close it until the oldest of them leaves the window. Counted from the access log, so a
 * restart does not reset it.
 */
export function throttledMinutes(db: Db, linkId: number, nowMs: number): number {
  const since = formatDateTime(nowMs - THROTTLE_WINDOW)
  const rows = db.prepare(`SELECT time FROM ris_share_access WHERE link_id = ? AND outcome = 'wrong-code' AND time > ?
    ORDER BY time DESC LIMIT ?`).all(linkId, since, THROTTLE_LIMIT) as { time: string }[]
  if (rows.length < THROTTLE_LIMIT) return 0
  const oldest = Date.parse((rows.at(-1) as { time: string }).time.replace(' ', 'T'))
  return Math.max(1, Math.ceil((oldest + THROTTLE_WINDOW - nowMs) / MINUTE))
}

function tokenMac(secret: Buffer, linkId: number, expires: number): string {
  return createHmac('sha256', secret).update(`share:${linkId}.${expires}`).digest('base64url')
}

/** A share token for `linkId` valid until `expires` (epoch ms). */
export function issueShareToken(secret: Buffer, linkId: number, expires: number): string {
  return `${linkId}.${expires}.${tokenMac(secret, linkId, expires)}`
}

/** The share token of an `Authorization: Share <token>` header, or null when the header is not of that kind. */
export function shareTokenFromHeader(header: string | undefined | null): string | null {
  const match = /^Share\s+(\S{1,200})$/.exec(header?.trim() ?? '')
  return match?.[1] ?? null
}

/** Whether the request carries a share token (a refused one is then a 403, never the staff login's 401). */
export function hasShareHeader(c: Ctx): boolean {
  return shareTokenFromHeader(c.req.header('authorization')) !== null
}

/** What a valid share token lets its bearer read. */
export interface ShareGrant {
  linkId: number
  examId: number
  studyId: number | null
  withImages: boolean
}

function refuse(reason: 'expired' | 'revoked' | 'invalid'): HttpError {
  const key = reason === 'expired' ? 'link.expired' : reason === 'revoked' ? 'share.revoked' : 'link.invalid'
  return new HttpError(403, key, { body: { reason } })
}

/**
 * The grant of the request's share token: null when it carries none (the route's usual checks follow); a 403 with
 * `reason` when the token is forged, past its own expiry, or its link is now revoked or expired.
 */
export function shareGrant(s: Services, c: Ctx): ShareGrant | null {
  const token = shareTokenFromHeader(c.req.header('authorization'))
  if (token === null) return null
  const match = /^([1-9]\d{0,15})\.([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) throw refuse('invalid')
  const linkId = Number(match[1])
  const expires = Number(match[2])
  const expected = Buffer.from(tokenMac(s.linkSecret, linkId, expires), 'base64url')
  const given = Buffer.from(match[3] as string, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refuse('invalid')
  const nowMs = s.now()
  if (expires <= nowMs) throw refuse('expired')
  const link = s.db.prepare(`SELECT l.exam_id AS examId, l.with_images AS withImages, l.revoked_at, l.expires_at, st.id AS studyId
    FROM ris_share_link l LEFT JOIN pacs_study st ON st.exam_id = l.exam_id WHERE l.id = ?`).get(linkId) as
    { examId: number; withImages: number; revoked_at: string | null; expires_at: string; studyId: number | null } | undefined
  if (!link) throw refuse('invalid')
  const state = linkState(link, formatDateTime(nowMs))
  if (state !== 'active') throw refuse(state)
  return { linkId, examId: link.examId, studyId: link.studyId, withImages: link.withImages === 1 }
}

/** The 403 of a share token used on a record or route outside its link. */
export function outsideLink(): HttpError {
  return new HttpError(403, 'share.outsideLink', { body: { reason: 'invalid' } })
}

/**
 * The `alternative` check of a route a share token may read: true when the token's grant passes `allowed`, a 403
 * otherwise; false without a share token (the route's usual 401/403 follows).
 *
 * @example
 * alternative: { description: '…', check: shareCheck(s, (grant, c) => grant.examId === Number(c.req.query('examineId'))) }
 */
export function shareCheck(s: Services, allowed: (grant: ShareGrant, c: Ctx) => boolean): (c: Ctx) => boolean {
  return (c) => {
    const grant = shareGrant(s, c)
    if (grant === null) return false
    if (!allowed(grant, c)) throw outsideLink()
    return true
  }
}
