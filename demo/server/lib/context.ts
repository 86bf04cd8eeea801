import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import type { ServerLocale } from '../../../src/core/contract/api'
import type { Db } from '../db/db'
import type { CachedLookups, CacheStore } from './cache'
import type { CaptchaStore } from './captcha'
import type { EventHub } from './events'
import type { LoginThrottle } from './throttle'
import type { RateLimiter } from './rateLimit'
import type { Decryptor, RsaPadding } from './rsa'
import type { Scheduler } from './scheduler'
import type { SessionStore } from './sessions'
import type { SecretBox } from './secrets'
import type { PacsConfig } from './pacs/pacsConfig'
import type { SocketHub } from './socket'

/**
 * Everything a resource's routes need, built once by `createApp` and handed to each routes module. Tests
 * inject `now` to move time without sleeping.
 */
export interface Services {
  db: Db
  dataDir: string
  now: () => number
  sessions: SessionStore
  /** The cache (in-process, or Redis with `REDIS_URL`): captchas, login throttling, cached lookups. */
  cache: CacheStore
  /** Hot lookups (dictionaries) read through the cache, forgotten on change. */
  lookups: CachedLookups
  captchas: CaptchaStore
  throttle: LoginThrottle
  /** Reads of the external pages' sessions (the HIS account), per user per minute. */
  outerReads: RateLimiter
  /** Decrypts a base64 RSA ciphertext from the browser; null when it does not decrypt. */
  decrypt: Decryptor
  publicKeyB64: string
  rsaPadding: RsaPadding
  /** When set, every captcha's answer is this value (explicit test flag only). */
  testCaptcha: number | undefined
  /** Where "sent" e-mails and notable events are logged (stdout by default). */
  log: (line: string) => void
  /** HMAC key of the share tokens opened share links hand out (`link-secret` in the data folder, made once). */
  linkSecret: Buffer
  /** Seals the secrets the server keeps for other systems (mail, object storage, payment, target servers). */
  secrets: SecretBox
  /** The hospital's PACS (DICOMweb, Orthanc's change feed and worklist folder); undefined: the embedded images only. */
  pacs: PacsConfig | undefined
  /** Generated images (`<dataDir>/pacs`). */
  pacsDir: string
  /** The sample DICOM files (`demo/assets/dicom`). */
  assetsDir: string
  /** Uploaded avatars (`<dataDir>/avatar`). */
  avatarDir: string
  /** The timing tasks (started by `startServer`; tests tick it with their own clock). */
  scheduler: Scheduler
  /** What changed on exams, for the event stream of open lists. */
  events: EventHub
  /** The WebSocket endpoint `/webSocket/{sid}` (attached to the HTTP server by `startServer`): deploy log, chat. */
  socket: SocketHub
}

/** The signed-in caller of a request, for the operation log. */
export interface Actor {
  userId: number
  username: string
}

/** Hono's environment for the whole app: node bindings when served, the request's locale. */
export interface AppEnv {
  Bindings: { incoming?: IncomingMessage } | undefined
  Variables: {
    locale: ServerLocale
    /** The summary of the matched operation (set by `Resource.route`), logged for mutating calls. */
    op: string | undefined
    /** Who made the call (the principal, or the account that just logged in). */
    actor: Actor | undefined
    /** A read to log too (the HIS account's reads are logged like changes). */
    logRead: boolean | undefined
  }
}

/** The Hono context of our handlers. */
export type Ctx = Context<AppEnv>

/** The proxies whose `X-Forwarded-For` is believed (`CLINIC_TRUSTED_PROXIES`, comma-separated addresses). */
function trustedProxies(): Set<string> {
  return new Set((process.env.CLINIC_TRUSTED_PROXIES ?? '').split(',').map((a) => a.trim()).filter(Boolean))
}

/**
 * The client's address: the socket's peer, or `unknown` in-process. Behind a trusted proxy (the hospital's gateway,
 * listed in `CLINIC_TRUSTED_PROXIES`) it is the nearest `X-Forwarded-For` entry that is not itself a trusted proxy;
 * anybody else's forwarding header is ignored (a client could write any address there).
 */
export function clientIp(c: Ctx): string {
  const peer = c.env?.incoming?.socket?.remoteAddress ?? 'unknown'
  const trusted = trustedProxies()
  if (!trusted.has(peer)) return peer
  const chain = (c.req.header('x-forwarded-for') ?? '').split(',').map((a) => a.trim()).filter(Boolean)
  for (let i = chain.length - 1; i >= 0; i--) if (!trusted.has(chain[i]!)) return chain[i]!
  return peer
}
