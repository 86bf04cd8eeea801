import { z } from 'zod'
import type {
  ShareAccessDto, ShareLinkCreateBody, ShareLinkDto, ShareLinkIssued, ShareLinkProbe, ShareOpenAnswer, ShareOpenBody, ShareStatsDto, ShareStatsRow,
} from '../../../src/core/contract/shareLink'
import { Id, isRealDate, pageFields } from './common'

const ExpiresIn = z.enum(['1h', '1d', '7d', '30d']).describe('Validity from now: 1 hour, 1 day, 7 days or 30 days')
const Kind = z.enum(['report', 'film'])
const DateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' }).refine(isRealDate, { error: 'validation.date' })

/** `POST api/shareLinks`. */
export const ShareLinkCreateSchema = z.object({
  examineId: Id,
  kind: Kind,
  withImages: z.boolean(),
  expiresIn: ExpiresIn,
  accessCode: z.boolean().describe('Ask a random 6-digit access code (answered once)'),
}) satisfies z.ZodType<ShareLinkCreateBody, unknown>

/** `PUT api/shareLinks/{id}/extend`. */
export const ShareLinkExtendSchema = z.object({ expiresIn: ExpiresIn })

/** `GET api/shareLinks`. */
export const ShareLinkListQuery = z.object({
  blurry: z.string().max(50).optional().describe('Exam number, patient name or patient id (contains)'),
  examineId: z.string().regex(/^[1-9]\d{0,15}$/).transform(Number).optional().describe('The links of one exam'),
  state: z.enum(['active', 'expired', 'revoked']).optional(),
  kind: Kind.optional(),
  from: DateText.optional().describe('Created on or after this day (yyyy-MM-dd)'),
  to: DateText.optional().describe('Created on or before this day (yyyy-MM-dd)'),
  ...pageFields,
})

/** `GET api/shareLinks/statistics`. */
export const ShareStatsQuery = z.object({
  from: DateText.describe('First day (yyyy-MM-dd)'),
  to: DateText.describe('Last day (yyyy-MM-dd), at most 366 days after `from`'),
  kind: Kind.optional(),
}).refine((q) => q.from <= q.to, { error: 'validation.dateRange', path: ['to'] })

/** `{token}` of a public link: any text up to 100 characters (an unknown one is a 403 `invalid`, not a 400). */
export const ShareTokenParams = z.object({ token: z.string().min(1).max(100) })

/** `POST api/share/{token}/open`. */
export const ShareOpenSchema = z.object({
  accessCode: z.string().max(20).optional().describe('The 6-digit access code, when the link has one'),
}).optional() satisfies z.ZodType<ShareOpenBody | undefined, unknown>

export const ShareLinkIssuedSchema = z.object({
  id: z.number().int(),
  url: z.string().describe('/share/<token>'),
  expiresAt: z.string(),
  accessCode: z.string().nullable().describe('The plain code: answered by create and reset only, never again'),
}) satisfies z.ZodType<ShareLinkIssued>

export const ShareLinkSchema = z.object({
  id: z.number().int(),
  kind: Kind,
  url: z.string(),
  examineId: z.number().int(),
  examNo: z.string(),
  patientName: z.string(),
  modality: z.string(),
  examItem: z.string(),
  withImages: z.boolean(),
  hasCode: z.boolean(),
  state: z.enum(['active', 'expired', 'revoked']),
  expiresAt: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
  viewCount: z.number().int(),
  lastViewedAt: z.string().nullable(),
}) satisfies z.ZodType<ShareLinkDto>

export const ShareAccessSchema = z.object({
  id: z.number().int(),
  time: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  outcome: z.enum(['ok', 'wrong-code', 'expired', 'revoked', 'throttled']),
}) satisfies z.ZodType<ShareAccessDto>

export const ShareOpenAnswerSchema = z.object({
  shareToken: z.string().describe('Send as `Authorization: Share <token>`'),
  expiresAt: z.string(),
  examineId: z.number().int(),
  withImages: z.boolean(),
  hospital: z.string(),
}) satisfies z.ZodType<ShareOpenAnswer>

export const ShareLinkProbeSchema = z.object({
  hospital: z.string(),
  hasCode: z.boolean(),
  withImages: z.boolean(),
  kind: Kind,
}) satisfies z.ZodType<ShareLinkProbe>

const StatsRow = z.object({
  key: z.string(), issued: z.number().int(), viewed: z.number().int(), views: z.number().int(),
}) satisfies z.ZodType<ShareStatsRow>

export const ShareStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  issued: z.number().int(),
  viewed: z.number().int(),
  views: z.number().int(),
  viewedRate: z.number().nullable(),
  byDay: z.array(StatsRow),
  byModality: z.array(StatsRow),
}) satisfies z.ZodType<ShareStatsDto>
