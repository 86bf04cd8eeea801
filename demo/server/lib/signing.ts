import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { HttpError } from './errors'

/**
 * Time-limited signed links (report and image links for the HIS): `sig` is the base64url HMAC-SHA256 of
 * `<id>.<expires>` under a secret made once in the data folder. Report links sign `<examineId>.<expires>`; image
 * links sign `study:<studyId>.<expires>` so that one kind of link can never pass for the other.
 */

const SECRET_FILE = 'link-secret'

/** Reads `<dataDir>/link-secret`, creating 32 random bytes (hex, mode 0600) the first time. */
export function loadOrCreateLinkSecret(dataDir: string): Buffer {
  const file = join(dataDir, SECRET_FILE)
  if (existsSync(file)) {
    const hex = readFileSync(file, 'utf8').trim()
    if (/^[0-9a-f]{64}$/.test(hex)) return Buffer.from(hex, 'hex')
  }
  const secret = randomBytes(32)
  writeFileSync(file, `${secret.toString('hex')}\n`, { mode: 0o600 })
  return secret
}

/** What a link signs. */
export type LinkKind = 'report' | 'study'

function message(kind: LinkKind, id: number, expires: number): string {
  return kind === 'report' ? `${id}.${expires}` : `study:${id}.${expires}`
}

/** The base64url signature of a link. */
export function signLink(secret: Buffer, kind: LinkKind, id: number, expires: number): string {
  return createHmac('sha256', secret).update(message(kind, id, expires)).digest('base64url')
}

/** Why a link was refused (the `reason` of the 403 body). */
export type LinkRefusal = 'expired' | 'invalid'

/**
 * Checks a link's raw query values: the signature first (constant-time compare over the canonical id and
 * expiry), and only then the expiry. Returns the id, or the reason it is refused.
 */
export function verifyLink(
  secret: Buffer, kind: LinkKind, rawId: string | undefined, rawExpires: string | undefined, rawSig: string | undefined, now: number,
): { ok: true; id: number; expires: number } | { ok: false; reason: LinkRefusal } {
  if (!rawId || !rawExpires || !rawSig || !/^[1-9]\d{0,15}$/.test(rawId) || !/^[1-9]\d{0,15}$/.test(rawExpires)
    || !/^[A-Za-z0-9_-]{43}$/.test(rawSig)) {
    return { ok: false, reason: 'invalid' }
  }
  const id = Number(rawId)
  const expires = Number(rawExpires)
  const expected = createHmac('sha256', secret).update(message(kind, id, expires)).digest()
  const given = Buffer.from(rawSig, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
  if (expires <= now) return { ok: false, reason: 'expired' }
  return { ok: true, id, expires }
}

/** The 403 contract error of a refused link, with its `reason`. */
export function linkError(reason: LinkRefusal): HttpError {
  return new HttpError(403, reason === 'expired' ? 'link.expired' : 'link.invalid', { body: { reason } })
}
