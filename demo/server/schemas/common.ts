import { z } from 'zod'

/** eladmin's mobile number rule: 1 followed by 10 digits. */
export const PHONE_RE = /^1\d{10}$/

/** A required text field: 1..max characters, not only spaces, stored verbatim (never trimmed). */
export function text(max: number) {
  return z.string().min(1).max(max).refine((s) => s.trim() !== '', { error: 'validation.blank' })
}

/** An optional text field; `null` and `''` both mean "none". */
export function optionalText(max: number) {
  return z.string().max(max).nullish().transform((s) => (s === undefined || s === null || s === '' ? null : s))
}

/** Whether `yyyy-MM-dd…` names a day of the calendar (not 2026-02-31, which `Date.parse` rolls into March). */
export function isRealDate(text: string): boolean {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** A wire date-time (`yyyy-MM-dd HH:mm[:ss]`) of a real day and a real time. */
export const DateTimeText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: 'validation.dateTime' })
  .refine(isRealDate, { error: 'validation.dateTime' })

/** A positive integer id in a JSON body. */
export const Id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** `{id}` reference to another record. */
export const IdRef = z.object({ id: Id })

/** Bulk delete body: a non-empty JSON array of ids. */
export const IdList = z.array(Id).min(1).max(1000).describe('Ids')

/** A positive integer carried as text (query string or path). */
export const IdText = z.string().regex(/^[1-9]\d{0,15}$/).transform(Number)

/** A non-negative integer carried as text. */
export const UIntText = z.string().regex(/^\d{1,9}$/).transform(Number)

/** `"true"` / `"false"` in a query string. */
export const BoolText = z.enum(['true', 'false']).transform((v) => v === 'true')

/** Path parameter `{id}`. */
export const IdParams = z.object({ id: IdText })

/** The shared list parameters: 0-based `page`, `size` (1..10000, default 10), repeatable `sort=field,dir`. */
export const pageFields = {
  page: UIntText.optional().transform((v) => v ?? 0).describe('0-based page number'),
  size: z.string().regex(/^\d{1,5}$/).transform(Number).pipe(z.number().int().min(1).max(10000)).optional()
    .transform((v) => v ?? 10).describe('Page size, 1..10000'),
  sort: z.union([z.string().max(100), z.array(z.string().max(100)).max(5)]).optional()
    .describe('field,asc|desc (repeatable)'),
}

/** A page query with no filters. */
export const PageQuery = z.object(pageFields)

/** Mobile number. */
export const Phone = z.string().regex(PHONE_RE, { error: 'validation.phone' })

/** E-mail address. */
export const Email = z.email({ error: 'validation.email' }).max(100)

/** Audit fields as returned. */
export const auditFields = {
  createBy: z.string().optional(),
  updateBy: z.string().optional(),
  createTime: z.string().optional(),
  updateTime: z.string().optional(),
}

/** `{content, totalElements}` of `item`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), totalElements: z.number().int() })
}

/** The answer of bulk deletes: the ids removed. */
export const DeletedIds = z.array(z.number().int()).describe('Ids deleted')

/** The `id` of a create body: absent or null (eladmin: "A new X cannot already have an ID"). */
export const NoId = z.unknown().refine((v) => v === undefined || v === null, { error: 'validation.idOnCreate' }).optional()
  .describe('Must be absent (or null) when creating')
