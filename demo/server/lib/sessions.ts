import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db/db'
import { HOUR, MINUTE } from './time'

/** A token is valid 4 h; used with less than 30 min left, it gains 1 h (eladmin's detect/renew). */
export const TOKEN_TTL = 4 * HOUR
export const RENEW_WHEN_LEFT = 30 * MINUTE
export const RENEW_BY = HOUR
/** However much it is used, a session ends 12 h after its login: one shift. Renewal never passes this. */
export const SESSION_MAX = 12 * HOUR

/** Where a login came from, stored with its token for the online-users view. */
export interface TokenOrigin {
  ip: string
  browser: string
  sourcePage: string | null
}

/**
 * What a session may do: `staff` (the console's login, the user's permissions) or `outer` (the external HIS
 * pages' login: report reading only, see `lib/auth.ts`).
 */
export type SessionScope = 'staff' | 'outer'

/** A live token's row. */
export interface TokenRow {
  tokenHash: string
  userId: number
  createdAt: number
  lastUsedAt: number
  expiresAt: number
  scope: SessionScope
}

/** sha256 hex of the raw token: only this is stored, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * The raw token from an `Authorization` header (`Bearer <64 hex>`; the bare hex is accepted too), or null.
 */
export function tokenFromHeader(header: string | undefined | null): string | null {
  const match = /^(?:Bearer\s+)?([0-9a-f]{64})$/i.exec(header?.trim() ?? '')
  return match?.[1]?.toLowerCase() ?? null
}

/** Server-side sessions: random tokens, hashed at rest, with expiry, sliding renewal and revocation. */
export class SessionStore {
  private readonly db: Db
  private readonly now: () => number

  constructor(db: Db, now: () => number) {
    this.db = db
    this.now = now
  }

  /** Creates a session and returns the raw token (64 hex). */
  issue(userId: number, origin: TokenOrigin, scope: SessionScope = 'staff'): string {
    const token = randomBytes(32).toString('hex')
    const now = this.now()
    this.db.prepare(`INSERT INTO sys_token (token_hash, user_id, created_at, last_used_at, expires_at, ip, browser, source_page, scope)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(hashToken(token), userId, now, now, now + TOKEN_TTL, origin.ip, origin.browser,
      origin.sourcePage, scope === 'staff' ? null : scope)
    return token
  }

  /**
   * The session of a raw token if it is live, touching it (and renewing it near its end, never past 12 h after the
   * login); an expired token is deleted and yields null.
   */
  use(token: string): TokenRow | null {
    const hash = hashToken(token)
    const found = this.db.prepare(`SELECT token_hash AS tokenHash, user_id AS userId, created_at AS createdAt,
        last_used_at AS lastUsedAt, expires_at AS expiresAt, scope FROM sys_token WHERE token_hash = ?`).get(hash) as
      (Omit<TokenRow, 'scope'> & { scope: string | null }) | undefined
    if (!found) return null
    const row: TokenRow = { ...found, scope: found.scope === 'outer' ? 'outer' : 'staff' }
    const now = this.now()
    if (row.expiresAt <= now || now >= row.createdAt + SESSION_MAX) {
      this.db.prepare('DELETE FROM sys_token WHERE token_hash = ?').run(hash)
      return null
    }
    if (row.expiresAt - now < RENEW_WHEN_LEFT) row.expiresAt = Math.min(row.expiresAt + RENEW_BY, row.createdAt + SESSION_MAX)
    row.lastUsedAt = now
    this.db.prepare('UPDATE sys_token SET last_used_at = ?, expires_at = ? WHERE token_hash = ?').run(now, row.expiresAt, hash)
    return row
  }

  /** Whether a raw token's session is still live, without touching it (an open event stream is not activity). */
  alive(token: string): boolean {
    const row = this.db.prepare('SELECT created_at AS createdAt, expires_at AS expiresAt FROM sys_token WHERE token_hash = ?').get(hashToken(token)) as
      { createdAt: number; expiresAt: number } | undefined
    const now = this.now()
    return row !== undefined && row.expiresAt > now && now < row.createdAt + SESSION_MAX
  }

  /** Ends a session; unknown tokens are ignored. */
  revoke(token: string): void {
    this.db.prepare('DELETE FROM sys_token WHERE token_hash = ?').run(hashToken(token))
  }

  /** Ends every session of a user (password change, deletion). */
  revokeUser(userId: number): void {
    this.db.prepare('DELETE FROM sys_token WHERE user_id = ?').run(userId)
  }
}

/** A short browser name from a User-Agent, e.g. `Chrome 126`, for the online-users view. */
export function browserName(userAgent: string | undefined | null): string {
  const ua = userAgent ?? ''
  const tests: [RegExp, string][] = [
    [/Edg\/(\d+)/, 'Edge'], [/OPR\/(\d+)/, 'Opera'], [/Firefox\/(\d+)/, 'Firefox'],
    [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'], [/Version\/(\d+).*Safari/, 'Safari'],
  ]
  for (const [re, name] of tests) {
    const m = re.exec(ua)
    if (m) return `${name} ${m[1]}`
  }
  return ua ? ua.slice(0, 60) : 'Unknown'
}
