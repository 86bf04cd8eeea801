import type { MiddlewareHandler } from 'hono'
import { clientIp, type AppEnv, type Services } from './context'
import { browserName } from './sessions'
import { formatDateTime } from './time'

const MUTATING = new Set(['POST', 'PUT', 'DELETE'])

/** eladmin's "address" of a request: `内网IP` for loopback and private networks, else `未知` (no IP database here). */
export function ipAddress(ip: string): string {
  const v4 = ip.replace(/^::ffff:/, '')
  if (ip === 'unknown' || ip === '::1' || /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(v4) || /^f[cd]/i.test(ip)) return '内网IP'
  return '未知'
}

/**
 * The operation log (eladmin `sys_log`): after every successful (2xx) POST, PUT or DELETE whose route knows the
 * caller (a signed-in principal, or the account a login just opened), one row with the route's summary, the
 * address, the browser and the duration in milliseconds. Failed calls and reads are not logged.
 */
export function operationLog(s: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    await next()
    if (!(MUTATING.has(c.req.method) || c.get('logRead')) || c.res.status < 200 || c.res.status >= 300) return
    const op = c.get('op')
    const actor = c.get('actor')
    if (!op || !actor) return
    const ip = clientIp(c)
    try {
      s.db.prepare(`INSERT INTO sys_log (user_id, username, description, log_type, method, path, request_ip, address, browser, time, create_time)
        VALUES (?, ?, ?, 'INFO', ?, ?, ?, ?, ?, ?, ?)`).run(actor.userId, actor.username, op, c.req.method, c.req.path, ip, ipAddress(ip),
        browserName(c.req.header('user-agent')), Math.max(0, Math.round(performance.now() - started)), formatDateTime(s.now()))
    } catch (error) {
      s.log(`[oplog] ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}
