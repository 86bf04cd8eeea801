import type { MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { clientIp, type AppEnv, type Ctx, type Services } from './context'
import { HttpError } from './errors'
import { browserName } from './sessions'
import { formatDateTime } from './time'

const MUTATING = new Set(['POST', 'PUT', 'DELETE'])

/** eladmin's "address" of a request: `内网IP` for loopback and private networks, else `未知` (no IP database here). */
export function ipAddress(ip: string): string {
  const v4 = ip.replace(/^::ffff:/, '')
  if (ip === 'unknown' || ip === '::1' || /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(v4) || /^f[cd]/i.test(ip)) return '内网IP'
  return '未知'
}

/** Names of fields whose values never reach the log (passwords, keys, tokens, signatures, captcha answers). */
const SECRET_NAME = /pass|pwd|secret|token|private|credential|signature|^sig$|^code$|^uuid$|accesskey|authorization/i
/** What a call's parameters may take up in one row. */
const PARAMS_MAX = 4000
/** What a stack may take up in one row. */
const EXCEPTION_MAX = 64 * 1024

/** A copy of a request value with the values of secret-looking fields masked, at any depth. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8) return '…'
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_NAME.test(key) ? '******' : maskSecrets(item, depth + 1)]))
  }
  return value
}

/**
 * eladmin's `params` of a log row: the query and the JSON body the route read (multipart uploads and unread bodies are
 * left out), secrets masked, cut to {@link PARAMS_MAX} characters; null for a call that carried neither.
 */
async function requestParams(c: Ctx): Promise<string | null> {
  const query: Record<string, string | string[]> = {}
  for (const [key, values] of Object.entries(c.req.queries())) query[key] = values.length === 1 ? values[0]! : values
  let body: unknown
  const read = c.req.bodyCache.text
  if (read && /json/i.test(c.req.header('content-type') ?? '')) {
    try {
      const text = await read
      body = text.trim() === '' ? undefined : JSON.parse(text) as unknown
    } catch {
      body = undefined
    }
  }
  const params = { ...(Object.keys(query).length ? { query } : {}), ...(body === undefined ? {} : { body }) }
  if (Object.keys(params).length === 0) return null
  const text = JSON.stringify(maskSecrets(params))
  return text.length > PARAMS_MAX ? `${text.slice(0, PARAMS_MAX)}…` : text
}

/** An unexpected failure (a fault of the server, answered 500), as opposed to a refusal the route meant. */
function unexpected(c: Ctx): Error | null {
  const failure = c.error
  if (!failure || c.res.status !== 500 || failure instanceof HttpError || failure instanceof HTTPException) return null
  return failure
}

/**
 * The operation log (eladmin `sys_log`): after every successful (2xx) POST, PUT or DELETE whose route knows the
 * caller (a signed-in principal, or the account a login just opened), one INFO row with the route's summary, the
 * parameters (secrets masked), the address, the browser and the duration in milliseconds. Failed calls and reads are
 * not logged — except an unexpected failure (a 500) of any call, which writes one ERROR row with its stack, for the
 * administrators' error log (the caller itself only ever sees the generic message).
 */
export function operationLog(s: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const failure = unexpected(c)
    const info = (MUTATING.has(c.req.method) || c.get('logRead')) && c.res.status >= 200 && c.res.status < 300
    if (!failure && !info) return
    const op = c.get('op')
    const actor = c.get('actor')
    if (info && (!op || !actor)) return
    const ip = clientIp(c)
    try {
      const stack = failure ? (failure.stack ?? `${failure.name}: ${failure.message}`) : null
      s.db.prepare(`INSERT INTO sys_log (user_id, username, description, log_type, method, path, params, request_ip, address, browser, time,
          exception_detail, create_time)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(actor?.userId ?? null, actor?.username ?? '', op ?? `${c.req.method} ${c.req.path}`,
        failure ? 'ERROR' : 'INFO', c.req.method, c.req.path, await requestParams(c), ip, ipAddress(ip), browserName(c.req.header('user-agent')),
        Math.max(0, Math.round(performance.now() - started)), stack && stack.length > EXCEPTION_MAX ? `${stack.slice(0, EXCEPTION_MAX)}…` : stack,
        formatDateTime(s.now()))
    } catch (error) {
      s.log(`[oplog] ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}
