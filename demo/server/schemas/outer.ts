import { z } from 'zod'
import type { DashboardSummary, UserLogDto } from '../../../src/core/contract/dashboard'
import type { OuterLoginRequest } from '../../../src/core/contract/outer'
import { text } from './common'
import { CriticalValueSchema } from './critical'

/** `POST auth/outer/login`. */
export const OuterLoginBody = z.object({
  username: text(50),
  password: z.string().min(1).max(2048).describe('Base64 RSA ciphertext of the password'),
  sourcePage: z.string().max(500).optional(),
}) satisfies z.ZodType<OuterLoginRequest, unknown>

export const DashboardSchema = z.object({
  date: z.string().describe('Today, yyyy-MM-dd'),
  today: z.object({
    registered: z.number().int().describe('Exams registered today'),
    examined: z.number().int().describe('Exams whose exam time is today'),
    reported: z.number().int().describe('Exams whose report was submitted today'),
    audited: z.number().int().describe('Exams audited today'),
  }),
  pendingReports: z.number().int().describe('Exams examined or preliminary (status 2 or 3)'),
  rejectedReports: z.number().int().describe('Exams whose report was sent back (status 6)'),
  criticalValues: z.object({
    today: z.number().int().describe('Critical reports of exams registered today'),
    unhandled: z.number().int().describe('Critical reports (not void) without a notification record'),
    open: z.array(CriticalValueSchema).optional()
      .describe('The open ones the caller may see (data scope, family), oldest flag first, at most 10; empty without a report permission'),
  }),
  byModality: z.array(z.object({ modality: z.string(), today: z.number().int(), pending: z.number().int() })),
  trend: z.array(z.object({ date: z.string(), registered: z.number().int(), reported: z.number().int() })),
}) satisfies z.ZodType<DashboardSummary>

export const UserLogSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  requestIp: z.string(),
  address: z.string(),
  browser: z.string(),
  time: z.number().int(),
  createTime: z.string(),
}) satisfies z.ZodType<UserLogDto>

/** Answer of `POST api/users/updateAvatar`. */
export const AvatarSchema = z.object({ avatar: z.string().describe('The stored file name, served at /avatar/{name}') })

/** `/avatar/{name}`: random hex names only. */
export const AvatarParams = z.object({ name: z.string().regex(/^[a-f0-9]{32}\.(png|jpg|gif)$/) })
