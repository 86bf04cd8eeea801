import nodemailer from 'nodemailer'
import type { EmailConfigDto, EmailSendResult, MailSecurity } from '../../../src/core/contract/storage'
import type { Services } from '../lib/context'
import { opt } from '../lib/dto'
import { HttpError } from '../lib/errors'
import { sanitizeMailHtml } from '../lib/mailHtml'
import { Resource } from '../lib/route'
import { htmlToText } from '../lib/sanitize'
import { formatDateTime } from '../lib/time'
import { EmailConfigBody, EmailConfigSchema, EmailSendBody, EmailSendResultSchema } from '../schemas/email'

/** How long connecting to the mail server (and its greeting, and a name lookup) may take. */
export const MAIL_CONNECT_TIMEOUT_MS = 5000
/** How long a quiet connection is kept while the mail is sent, and the whole sending at most. */
const MAIL_SOCKET_TIMEOUT_MS = 10_000
const MAIL_DEADLINE_MS = 20_000

interface EmailRow {
  host: string
  port: number
  user: string
  pass: string | null
  from_user: string
  security: MailSecurity
  update_by: string | null
  update_time: string | null
}

/** The nodemailer error codes that mean the server could not be reached or spoken to. */
const UNREACHABLE = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EPROTOCOL', 'ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH'])

/** The contract's error for a failed sending: unreachable (with the reason), refused sign-in, refused recipients. */
function mailFailure(error: unknown, row: EmailRow): HttpError {
  if (error instanceof HttpError) return error
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string } | null
  const reason = (e?.response ?? e?.message ?? String(error)).slice(0, 300)
  if (e?.code === 'EAUTH') return new HttpError(502, 'mail.authFailed', { params: { reason } })
  if (e?.code === 'EENVELOPE' || e?.code === 'EMESSAGE') return new HttpError(502, 'mail.rejected', { params: { reason } })
  if (e?.code && UNREACHABLE.has(e.code)) return new HttpError(502, 'mail.unreachable', { params: { host: row.host, port: row.port, reason } })
  return new HttpError(502, 'mail.rejected', { params: { reason } })
}

/** The mail tool (eladmin `EmailController`): the mail server's settings and sending a mail with an HTML body. */
export function emailRoutes(s: Services): Resource {
  const { db } = s
  const row = (): EmailRow | undefined => db.prepare('SELECT * FROM tool_email_config WHERE id = 1').get() as EmailRow | undefined
  const r = new Resource('/api/email', 'email', s)

  r.route({
    method: 'get', path: '/', permission: ['admin'], response: EmailConfigSchema,
    summary: 'The mail server\'s settings (never the password: hasPassword says whether one is stored)',
  }, (c) => {
    const config = row()
    const body: EmailConfigDto = config
      ? {
          configured: true, host: config.host, port: config.port, user: config.user, hasPassword: config.pass !== null, fromUser: config.from_user,
          security: config.security, updateBy: opt(config.update_by), updateTime: opt(config.update_time),
        }
      : { configured: false, host: '', port: 465, user: '', hasPassword: false, fromUser: '', security: 'tls' }
    return c.json(body)
  })

  r.route({
    method: 'put', path: '/', permission: ['admin'], body: EmailConfigBody, status: 204,
    summary: 'Save the mail server\'s settings; the password is stored sealed, an empty one keeps the stored password',
  }, (c, { body, principal }) => {
    const old = row()
    const pass = body.clearPass ? null : body.pass ? s.secrets.seal(body.pass) : (old?.pass ?? null)
    db.prepare(`INSERT INTO tool_email_config (id, host, port, user, pass, from_user, security, update_by, update_time)
      VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET host = excluded.host, port = excluded.port, user = excluded.user,
      pass = excluded.pass, from_user = excluded.from_user, security = excluded.security, update_by = excluded.update_by, update_time = excluded.update_time`)
      .run(body.host, body.port, body.user, pass, body.fromUser, body.security, principal.username, formatDateTime(s.now()))
    return c.body(null, 204)
  })

  r.route({
    method: 'post', path: '/', permission: ['admin'], body: EmailSendBody, response: EmailSendResultSchema,
    summary: 'Send a mail with an HTML body (sanitised first) to the recipients, through the configured mail server',
    description: 'Not configured: 409 mail.notConfigured. Connecting gives up after 5 seconds: 502 mail.unreachable; a refused sign-in: 502 mail.authFailed; refused recipients or message: 502 mail.rejected.',
  }, async (c, { body }) => {
    const config = row()
    if (!config) throw new HttpError(409, 'mail.notConfigured')
    let pass: string | undefined
    try {
      pass = config.pass === null ? undefined : s.secrets.open(config.pass)
    } catch {
      throw new HttpError(409, 'mail.secretUnreadable')
    }
    const transport = nodemailer.createTransport({
      host: config.host,
      port: config.port,
      secure: config.security === 'tls',
      requireTLS: config.security === 'starttls',
      ignoreTLS: config.security === 'none',
      ...(config.user ? { auth: { user: config.user, pass: pass ?? '' } } : {}),
      connectionTimeout: MAIL_CONNECT_TIMEOUT_MS,
      greetingTimeout: MAIL_CONNECT_TIMEOUT_MS,
      dnsTimeout: MAIL_CONNECT_TIMEOUT_MS,
      socketTimeout: MAIL_SOCKET_TIMEOUT_MS,
    })
    const html = sanitizeMailHtml(body.content)
    let deadline: ReturnType<typeof setTimeout> | undefined
    try {
      const info = await Promise.race([
        transport.sendMail({ from: config.from_user, to: body.tos, subject: body.subject, html, text: htmlToText(html) }),
        new Promise<never>((_resolve, reject) => {
          deadline = setTimeout(() => reject(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })), MAIL_DEADLINE_MS)
        }),
      ])
      const result: EmailSendResult = { messageId: info.messageId, accepted: info.accepted.map((a: string | { address: string }) => (typeof a === 'string' ? a : a.address)) }
      return c.json(result)
    } catch (error) {
      throw mailFailure(error, config)
    } finally {
      clearTimeout(deadline)
      transport.close()
    }
  })

  return r
}
