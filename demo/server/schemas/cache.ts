import { z } from 'zod'
import type { CacheInfoDto, CacheKeyDto, CacheKeyPage, CacheValueDto } from '../../../src/core/contract/cache'
import { pageFields } from './common'

/** `GET api/cache`. */
export const CacheInfoSchema = z.object({
  backend: z.enum(['memory', 'redis']),
  address: z.string().nullable(),
  version: z.string().nullable(),
  available: z.boolean(),
  message: z.string().optional(),
  usedMemory: z.number().nullable(),
  keys: z.number().int().nullable(),
  hits: z.number().int().nullable(),
  misses: z.number().int().nullable(),
  hitRate: z.number().min(0).max(1).nullable(),
}) satisfies z.ZodType<CacheInfoDto>

/** One key. */
export const CacheKeySchema = z.object({
  key: z.string(),
  type: z.string(),
  ttl: z.number().int().describe('Milliseconds to live; -1: never expires'),
  size: z.number().int().nullable().describe('Bytes (Redis MEMORY USAGE), null when unknown'),
}) satisfies z.ZodType<CacheKeyDto>

/** `GET api/cache/keys`. */
export const CacheKeyPageSchema = z.object({
  content: z.array(CacheKeySchema),
  totalElements: z.number().int(),
  truncated: z.boolean(),
  limit: z.number().int(),
}) satisfies z.ZodType<CacheKeyPage>

/** `GET api/cache/value`. */
export const CacheValueSchema = CacheKeySchema.extend({
  value: z.string().nullable(),
  fields: z.array(z.object({ field: z.string(), value: z.string() })).nullable(),
  truncated: z.boolean(),
}) satisfies z.ZodType<CacheValueDto>

/** A key name as Redis allows it, within reason. */
export const CacheKeyName = z.string().min(1).max(1024)

/** `GET api/cache/keys?pattern=&page=&size=`. */
export const CacheKeyQuery = z.object({
  ...pageFields,
  size: z.string().regex(/^\d{1,3}$/).transform(Number).pipe(z.number().int().min(1).max(500)).optional()
    .transform((v) => v ?? 10).describe('Page size, 1..500'),
  pattern: z.string().max(200).optional()
    .describe('A Redis glob (captcha_code:*, dict:?ntries, login_throttle:[pi]*); without * ? or [ it matches keys containing the text'),
})

/** `GET api/cache/value?key=`. */
export const CacheValueQuery = z.object({ key: CacheKeyName })

/** `DELETE api/cache/keys`: the keys to remove. */
export const CacheKeyList = z.array(CacheKeyName).min(1).max(500)
