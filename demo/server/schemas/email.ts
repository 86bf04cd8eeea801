import { z } from 'zod'
import { Email, text } from './common'

/** A host name or an IPv4/IPv6 address (no scheme, no port, no path). */
const HostName = z.string().min(1).max(253).regex(/^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[?[0-9A-Fa-f:.]+\]?)$/, { error: 'mail.badHost' })

/** How the connection to the mail server is secured. */
export const MailSecuritySchema = z.enum(['none', 'starttls', 'tls'])

/** The mail server's settings as answered (never the password). */
export const EmailConfigSchema = z.object({
  configured: z.boolean(),
  host: z.string(),
  port: z.number().int(),
  user: z.string(),
  hasPassword: z.boolean(),
  fromUser: z.string(),
  security: MailSecuritySchema,
  updateBy: z.string().optional(),
  updateTime: z.string().optional(),
})

/** `PUT api/email`: an empty or absent `pass` keeps the stored password; `clearPass` removes it. */
export const EmailConfigBody = z.object({
  host: HostName,
  port: z.number().int().min(1).max(65535),
  user: z.string().max(200),
  pass: z.string().max(200).optional(),
  clearPass: z.boolean().optional(),
  fromUser: Email,
  security: MailSecuritySchema,
})

/** `POST api/email` (eladmin `EmailVo`). */
export const EmailSendBody = z.object({
  tos: z.array(Email).min(1).max(50),
  subject: text(200),
  content: z.string().max(500_000),
})

/** What a sent mail answers. */
export const EmailSendResultSchema = z.object({ messageId: z.string(), accepted: z.array(z.string()) })
