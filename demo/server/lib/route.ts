import { Hono } from 'hono'
import { z } from 'zod'
import type { ServerLocale } from '../../../src/core/contract/api'
import { allows, loadPrincipal, type Access, type Principal } from './auth'
import type { AppEnv, Ctx, Services } from './context'
import { HttpError } from './errors'
import { isMessageKey, translate, type MessageKey, type MessageParams } from './messages'
import { tokenFromHeader } from './sessions'
import { hasShareHeader } from './shareLinks'

/** HTTP methods the contract uses. */
export type Method = 'get' | 'post' | 'put' | 'delete'

/**
 * One operation of the contract: the validator schemas and the documentation come from this single object,
 * so the OpenAPI document cannot drift from what the server accepts.
 */
export interface RouteDef<
  Q extends z.ZodType = z.ZodUndefined,
  P extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  A extends Access = Access,
> {
  method: Method
  /** Relative to the resource's base, Hono syntax (`/`, `/:id`, `/map/all`). */
  path: string
  summary: string
  description?: string
  permission: A
  query?: Q
  params?: P
  body?: B
  /** Schema of the success body (documentation); omit for empty bodies. */
  response?: z.ZodType
  /** Success status; 200 unless said. */
  status?: 200 | 201 | 204
  /** Content type of a non-JSON success body (an image file), for the documentation. */
  produces?: string
  /** Multipart upload fields (name → description), for the documentation; the handler reads the form itself. */
  multipart?: Record<string, string>
  /**
   * A second way in for callers lacking `permission` (e.g. a signed link's query parameters): `check` runs before
   * validation and answers true to let the request through, false for the usual 401/403; it may throw its own
   * error (an invalid or expired signature).
   */
  alternative?: { description: string; check: (c: Ctx) => boolean }
}

/** What a handler receives: validated input, the caller and the locale helpers. */
export interface RouteInput<Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType, A extends Access> {
  query: z.output<Q>
  params: z.output<P>
  body: z.output<B>
  principal: A extends 'anonymous' ? Principal | null : Principal
  locale: ServerLocale
  /** The message `key` in the request's locale. */
  t: (key: MessageKey, params?: MessageParams) => string
}

/** A registered operation, as the OpenAPI document lists it. */
export interface Operation {
  method: Method
  /** Full path in OpenAPI syntax (`/api/dictDetail/{id}`). */
  path: string
  tag: string
  summary: string
  description?: string
  permission: Access
  query?: z.ZodType
  params?: z.ZodType
  body?: z.ZodType
  response?: z.ZodType
  status: number
  produces?: string
  multipart?: Record<string, string>
  alternative?: string
}

const zodLocales: Record<ServerLocale, z.core.$ZodErrorMap> = {
  'zh-CN': z.locales.zhCN().localeError,
  'zh-TW': z.locales.zhTW().localeError,
  en: z.locales.en().localeError,
  ja: z.locales.ja().localeError,
  ko: z.locales.ko().localeError,
  es: z.locales.es().localeError,
}

/** One invalid field of a request, as the error body's `errors` lists it. */
export interface FieldError {
  field: string
  message: string
}

/**
 * Parses `value` with `schema`, throwing the contract's 400. Every invalid field is named, not only the first:
 * `message` keeps eladmin's `"<field>: <reason>"` form (several joined by `; `, the first first) for clients that
 * read only the message, and `errors: [{field, message}]` lets a form put each reason on its field. Reasons are
 * localised; schema messages that are message keys are translated.
 */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown, locale: ServerLocale): z.output<S> {
  const unstorable = unstorableTexts(value)
  if (unstorable.length) throw invalidFields(unstorable.map((field) => ({ field, message: translate(locale, 'validation.badCharacters') })))
  const result = schema.safeParse(value, { error: zodLocales[locale] })
  if (result.success) return result.data
  const errors: FieldError[] = []
  for (const issue of result.error.issues) {
    // Missing and empty required fields read like eladmin's "<field>: 不能为空" rather than zod's type talk.
    const empty = (issue.code === 'invalid_type' && valueAt(value, issue.path) === undefined)
      || (issue.code === 'too_small' && issue.minimum === 1 && (issue.origin === 'string' || issue.origin === 'array'))
    // A schema's own message key says it better than the generic "blank" (an empty list of exam items).
    const reason = isMessageKey(issue.message) ? translate(locale, issue.message)
      : empty ? translate(locale, 'validation.blank') : issue.message
    const field = issue.path.map(String).join('.')
    if (!errors.some((e) => e.field === field)) errors.push({ field, message: reason })
  }
  if (errors.length === 0) throw HttpError.raw(400, 'invalid input')
  throw invalidFields(errors)
}

/**
 * The contract's 400 naming every invalid field, for checks a schema cannot make (a cron expression, a task that
 * must exist): the same `message` and `errors` as a schema failure.
 */
export function invalidFields(errors: readonly FieldError[]): HttpError {
  const message = errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; ')
  return HttpError.raw(400, message, { body: { errors } })
}

/**
 * The paths of the texts no field may hold, whatever its schema: a NUL (C strings and many drivers cut the text
 * there) or half of a UTF-16 surrogate pair (it cannot be written as UTF-8, so it would come back changed).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function unstorableTexts(value: unknown, path = '', out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000') || LONE_SURROGATE.test(value)) out.push(path)
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => unstorableTexts(item, path ? `${path}.${i}` : String(i), out))
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) unstorableTexts(item, path ? `${path}.${key}` : key, out)
  }
  return out
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let cur = value
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined
    cur = (cur as Record<PropertyKey, unknown>)[key]
  }
  return cur
}

/**
 * The query string as an object: one value → string, repeated → array. Empty values count as absent, since
 * search forms send cleared filters as `blurry=`.
 */
function queryObject(c: Ctx): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [key, all] of Object.entries(c.req.queries())) {
    const values = all.filter((v) => v !== '')
    if (values.length === 0) continue
    out[key] = values.length === 1 ? (values[0] as string) : values
  }
  return out
}

async function readJson(c: Ctx): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new HttpError(400, 'common.badJson', { params: { detail: error instanceof Error ? error.message : String(error) } })
  }
}

/**
 * One resource of the contract server: a Hono sub-app mounted at `base` plus the operations it registered.
 * `route()` wires authentication, the permission check and zod validation in front of the handler and records
 * the operation for `/v3/api-docs`.
 */
export class Resource {
  readonly app = new Hono<AppEnv>()
  readonly operations: Operation[] = []
  readonly base: string
  readonly tag: string
  private readonly services: Services

  constructor(base: string, tag: string, services: Services) {
    this.base = base
    this.tag = tag
    this.services = services
  }

  route<
    Q extends z.ZodType = z.ZodUndefined,
    P extends z.ZodType = z.ZodUndefined,
    B extends z.ZodType = z.ZodUndefined,
    const A extends Access = Access,
  >(
    def: RouteDef<Q, P, B, A>,
    handler: (c: Ctx, input: RouteInput<Q, P, B, A>) => Response | Promise<Response>,
  ): this {
    const full = (this.base + (def.path === '/' ? '' : def.path)) || '/'
    this.operations.push({
      method: def.method,
      // `:name{regex}` (a parameter spanning several segments) is documented as `{name}`.
      path: full.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}'),
      tag: this.tag,
      summary: def.summary,
      ...(def.description === undefined ? {} : { description: def.description }),
      permission: def.permission,
      ...(def.query ? { query: def.query } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.response ? { response: def.response } : {}),
      status: def.status ?? 200,
      ...(def.produces ? { produces: def.produces } : {}),
      ...(def.multipart ? { multipart: def.multipart } : {}),
      ...(def.alternative ? { alternative: def.alternative.description } : {}),
    })
    const { db, sessions } = this.services
    this.app.on(def.method.toUpperCase(), def.path, async (c) => {
      const locale = c.var.locale
      let principal: Principal | null = null
      const token = tokenFromHeader(c.req.header('authorization'))
      if (token) {
        const row = sessions.use(token)
        if (row) principal = loadPrincipal(db, row.userId, token, row.scope)
      }
      c.set('op', def.summary)
      if (principal) c.set('actor', { userId: principal.userId, username: principal.username })
      if (!allows(principal, def.permission) && !def.alternative?.check(c)) {
        // A share token (`Authorization: Share …`) reads only what its link shares: anything else is a 403, not a login prompt.
        throw principal || def.permission === 'anonymous' || hasShareHeader(c) ? new HttpError(403, 'auth.forbidden') : new HttpError(401, 'auth.unauthorized')
      }
      if (principal?.scope === 'outer' && !def.produces) {
        // The HIS account: a bounded number of reads a minute, each one in the operation log. Image bytes are not
        // counted (a study of 200 slices is one look at the images; its study list, a JSON read, is counted).
        const wait = this.services.outerReads.take(String(principal.userId))
        if (wait > 0) throw new HttpError(429, 'outer.rateLimited', { params: { seconds: wait }, headers: { 'Retry-After': String(wait) } })
        c.set('logRead', true)
      }

      const query = def.query ? parseOr400(def.query, queryObject(c), locale) : undefined
      const params = def.params ? parseOr400(def.params, c.req.param(), locale) : undefined
      let body: unknown
      if (def.body) {
        const raw = await readJson(c)
        if (raw === undefined && !def.body.safeParse(undefined).success) throw new HttpError(400, 'common.bodyRequired')
        body = parseOr400(def.body, raw, locale)
      }
      const input = {
        query, params, body, principal, locale,
        t: (key: MessageKey, p?: MessageParams) => translate(locale, key, p),
      } as RouteInput<Q, P, B, A>
      return handler(c, input)
    })
    return this
  }
}
