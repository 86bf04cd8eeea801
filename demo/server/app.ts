import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Db } from './db/db'
import { CachedLookups, MemoryCache, type CacheStore } from './lib/cache'
import { CaptchaStore } from './lib/captcha'
import type { AppEnv, Services } from './lib/context'
import { errorBody, HttpError } from './lib/errors'
import { securityHeaders } from './lib/headers'
import { resolveLocale, translate } from './lib/messages'
import type { Operation, Resource } from './lib/route'
import { createDecryptor, loadOrCreateKeys, publicKeyBase64, type RsaPadding } from './lib/rsa'
import { Scheduler } from './lib/scheduler'
import { EventHub } from './lib/events'
import { SessionStore } from './lib/sessions'
import { registerStatic } from './lib/static'
import { LoginThrottle } from './lib/throttle'
import { hisReadsPerMinute, RateLimiter } from './lib/rateLimit'
import { MINUTE } from './lib/time'
import { authRoutes } from './routes/auth'
import { apiDocsRoutes, configRoutes } from './routes/config'
import { deptRoutes } from './routes/dept'
import { dictRoutes } from './routes/dict'
import { dictDetailRoutes } from './routes/dictDetail'
import { jobRoutes } from './routes/job'
import { timingRoutes } from './routes/timing'
import { deviceRoutes } from './routes/devices'
import { menuRoutes } from './routes/menus'
import { roleRoutes } from './routes/roles'
import { userConfigRoutes } from './routes/userConfig'
import { codeRoutes, userRoutes } from './routes/users'
import { AVATAR_MAX_BYTES, dashboardRoutes } from './routes/dashboard'
import { examRoutes, referenceRoutes } from './routes/exams'
import { eventRoutes } from './routes/events'
import { registrationRoutes } from './routes/registration'
import { appointmentRoutes } from './routes/appointments'
import { hisRoutes } from './routes/his'
import { reportLockRoutes } from './routes/reportLocks'
import { calciumRoutes } from './routes/calcium'
import { devtoolsRoutes } from './routes/devtools'
import { chatRoutes } from './routes/chat'
import { MNT_UPLOAD_PATHS, mntRoutes, PACKAGE_MAX_BYTES } from './routes/mnt'
import { hospitalConfigRoutes } from './routes/hospitalConfig'
import { cacheRoutes } from './routes/cache'
import { emailRoutes } from './routes/email'
import { STORAGE_MAX_BYTES, STORAGE_UPLOAD_PATHS, storageRoutes } from './routes/storage'
import { monitorRoutes } from './routes/monitor'
import { monitorLogRoutes } from './routes/monitorLogs'
import { qcRoutes } from './routes/qc'
import { collectionRoutes } from './routes/collection'
import { statisticsRoutes } from './routes/statistics'
import { shareLinkRoutes } from './routes/shareLinks'
import { ultrasoundRoutes } from './routes/ultrasound'
import { ultrasoundSrRoutes } from './routes/ultrasoundSr'
import { ecgRoutes } from './routes/ecg'
import { endoscopyRoutes } from './routes/endoscopy'
import { criticalRoutes } from './routes/critical'
import { pathologyRoutes } from './routes/pathology'
import { followupRoutes } from './routes/followup'
import { templateRoutes } from './routes/templates'
import { reportDraftRoutes } from './routes/reportDrafts'
import { relatedRoutes } from './routes/related'
import { referenceAdminRoutes } from './routes/referenceAdmin'
import { imageRoutes } from './routes/images'
import { pacsProxyRoutes } from './routes/pacsProxy'
import { outerRoutes } from './routes/outer'
import { reportRoutes } from './routes/reports'
import { operationLog } from './lib/oplog'
import { loadOrCreateLinkSecret } from './lib/signing'
import { SecretBox } from './lib/secrets'
import type { PacsConfig } from './lib/pacs/pacsConfig'
import { SocketHub } from './lib/socket'

/** The repository root (this file is `demo/server/app.ts`). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Options of {@link createApp}. */
export interface CreateAppOptions {
  /** A migrated (and usually seeded) database; see `openDatabase`. */
  db: Db
  /** Holds `rsa-keys.json` (created on first use). */
  dataDir: string
  /** The clock, epoch ms; tests inject one to expire captchas and tokens without sleeping. */
  now?: () => number
  /** Test flag: every captcha's answer is this integer (0..999). Never set by default. */
  testCaptcha?: string | number
  /** Build output served at `/dist/**` (default `<repo>/dist`). */
  distDir?: string
  /** Demo pages served at `/demo/**` and by the history fallback (default `<repo>/demo`). */
  demoDir?: string
  /** RSA padding the browser uses (default `pkcs1`, eladmin's). */
  rsaPadding?: RsaPadding
  /** Where e-mail "sending" and unexpected errors are logged (default console). */
  log?: (line: string) => void
  /** Generated images (default `<dataDir>/pacs`; filled by `ensurePacs`, see `start.ts`). */
  pacsDir?: string
  /** The sample DICOM files (default `<repo>/demo/assets/dicom`). */
  assetsDir?: string
  /** The cache (`openCache`: Redis when `REDIS_URL` is set); default an in-process cache on `now`. */
  cache?: CacheStore
  /** The hospital's PACS behind this server (lib/pacs/pacsConfig.ts); unset: the embedded images. */
  pacs?: PacsConfig
}

/** What {@link createApp} returns. */
export interface ClinicApp {
  app: Hono<AppEnv>
  services: Services
  /** Every registered API operation (what `/v3/api-docs` lists). */
  operations: readonly Operation[]
}

/** Captchas live two minutes (eladmin `login.code.expiration`). */
export const CAPTCHA_TTL = 2 * MINUTE

function parseTestCaptcha(value: string | number | undefined): number | undefined {
  if (value === undefined || value === '') return undefined
  const n = typeof value === 'number' ? value : /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN
  if (!Number.isInteger(n) || n < 0 || n > 999) throw new Error(`testCaptcha must be an integer 0..999, got ${String(value)}`)
  return n
}

/** Whether a failure is the client going away mid-request (an aborted upload, a closed tab), not a fault. */
function clientGone(request: Request, err: unknown): boolean {
  if (request.signal?.aborted) return true
  const code = (err as { code?: unknown } | null)?.code
  const text = err instanceof Error ? err.message : ''
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || text === 'aborted' || (err instanceof Error && err.name === 'AbortError')
}

/**
 * Builds the contract server: one Hono sub-app per resource, the static routes, and one `onError`/`notFound`
 * writing the contract error body. Adding a resource = a schema file, a routes file, a migration and seed
 * lines, plus one line in the `resources` list below.
 */
export function createApp(options: CreateAppOptions): ClinicApp {
  const now = options.now ?? Date.now
  const keys = loadOrCreateKeys(options.dataDir)
  const rsaPadding = options.rsaPadding ?? 'pkcs1'
  const cache = options.cache ?? new MemoryCache({ now })
  const services: Services = {
    db: options.db,
    dataDir: options.dataDir,
    now,
    sessions: new SessionStore(options.db, now),
    cache,
    pacs: options.pacs,
    lookups: new CachedLookups(cache, 10 * MINUTE),
    captchas: new CaptchaStore(cache, now, CAPTCHA_TTL),
    throttle: new LoginThrottle(cache, now),
    outerReads: new RateLimiter(now, hisReadsPerMinute()),
    decrypt: createDecryptor(keys, rsaPadding),
    publicKeyB64: publicKeyBase64(keys.publicKeyPem),
    rsaPadding,
    testCaptcha: parseTestCaptcha(options.testCaptcha),
    log: options.log ?? ((line) => console.log(line)),
    linkSecret: loadOrCreateLinkSecret(options.dataDir),
    secrets: SecretBox.forDataDir(options.dataDir),
    pacsDir: options.pacsDir ?? resolve(options.dataDir, 'pacs'),
    assetsDir: options.assetsDir ?? resolve(REPO_ROOT, 'demo', 'assets', 'dicom'),
    avatarDir: resolve(options.dataDir, 'avatar'),
    scheduler: new Scheduler(options.db, now, options.log ?? ((line) => console.log(line))),
    events: new EventHub(),
    socket: SocketHub.forSessions(options.db, () => services.sessions),
  }

  const app = new Hono<AppEnv>()
  app.use('*', securityHeaders())
  app.use('*', async (c, next) => {
    c.set('locale', resolveLocale(c.req.header('accept-language')))
    await next()
  })
  // Bearer tokens, not cookies: any origin may call (HIS screens embed the elements on their own hosts).
  app.use('*', cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Range', 'If-None-Match', 'If-Range'],
    exposeHeaders: ['Content-Range', 'Accept-Ranges', 'Content-Length', 'ETag', 'Retry-After'],
    maxAge: 600,
  }))
  const apiLimit = bodyLimit({ maxSize: 1024 * 1024, onError: () => { throw new HttpError(413, 'common.bodyTooLarge') } })
  // Avatars are the one larger upload: 5 MB of file plus the multipart envelope.
  const avatarLimit = bodyLimit({ maxSize: AVATAR_MAX_BYTES + 64 * 1024, onError: () => { throw new HttpError(413, 'common.bodyTooLarge') } })
  // Deployment packages (64 MB) and .sql scripts.
  const packageLimit = bodyLimit({ maxSize: PACKAGE_MAX_BYTES + 64 * 1024, onError: () => { throw new HttpError(413, 'common.bodyTooLarge') } })
  // Local and object storage take files up to 100 MB (their POSTs only).
  const storageLimit = bodyLimit({ maxSize: STORAGE_MAX_BYTES + 64 * 1024, onError: () => { throw new HttpError(413, 'common.bodyTooLarge') } })
  app.use('/api/*', (c, next) => (c.req.path === '/api/users/updateAvatar' ? avatarLimit(c, next)
    : c.req.method === 'POST' && STORAGE_UPLOAD_PATHS.has(c.req.path) ? storageLimit(c, next)
      : c.req.method === 'POST' && MNT_UPLOAD_PATHS.has(c.req.path) ? packageLimit(c, next) : apiLimit(c, next)))
  app.use('/auth/*', bodyLimit({ maxSize: 64 * 1024, onError: () => { throw new HttpError(413, 'common.bodyTooLarge') } }))

  app.use('*', operationLog(services))

  const operations: Operation[] = []
  const resources: Resource[] = [
    configRoutes(services),
    authRoutes(services),
    menuRoutes(services),
    userRoutes(services),
    codeRoutes(services),
    roleRoutes(services),
    deptRoutes(services),
    jobRoutes(services),
    ...timingRoutes(services),
    ...deviceRoutes(services),
    dictRoutes(services),
    dictDetailRoutes(services),
    userConfigRoutes(services),
    examRoutes(services),
    ...referenceRoutes(services),
    ...registrationRoutes(services),
    ...appointmentRoutes(services),
    ...hisRoutes(services),
    reportLockRoutes(services),
    calciumRoutes(services),
    ...devtoolsRoutes(services),
    chatRoutes(services),
    ...mntRoutes(services),
    hospitalConfigRoutes(services),
    cacheRoutes(services),
    ...storageRoutes(services),
    emailRoutes(services),
    ...monitorRoutes(services),
    ...qcRoutes(services),
    collectionRoutes(services),
    statisticsRoutes(services),
    ...shareLinkRoutes(services),
    ultrasoundRoutes(services),
    ...ultrasoundSrRoutes(services),
    ecgRoutes(services),
    ...endoscopyRoutes(services),
    criticalRoutes(services),
    pathologyRoutes(services),
    ...followupRoutes(services),
    ...templateRoutes(services),
    reportDraftRoutes(services),
    ...relatedRoutes(services),
    ...referenceAdminRoutes(services),
    eventRoutes(services),
    ...reportRoutes(services),
    ...imageRoutes(services),
    pacsProxyRoutes(services),
    ...outerRoutes(services),
    ...dashboardRoutes(services),
    ...monitorLogRoutes(services),
    apiDocsRoutes(services, () => operations),
  ]
  for (const resource of resources) {
    app.route(resource.base || '/', resource.app)
    operations.push(...resource.operations)
  }

  registerStatic(app, {
    distDir: options.distDir ?? resolve(REPO_ROOT, 'dist'),
    demoDir: options.demoDir ?? resolve(REPO_ROOT, 'demo'),
  })

  app.notFound((c) => {
    const locale = c.get('locale') ?? resolveLocale(c.req.header('accept-language'))
    const message = translate(locale, 'common.notFound', { method: c.req.method, path: new URL(c.req.url).pathname })
    return c.json(errorBody(404, message, now()), 404)
  })

  app.onError((err, c) => {
    const locale = c.get('locale') ?? resolveLocale(c.req.header('accept-language'))
    let status: ContentfulStatusCode = 500
    let message: string
    if (err instanceof HttpError) {
      status = err.status
      message = err.key ? translate(locale, err.key, err.options.params) : err.message
      if (err.options.field) {
        // A failure of one field names it in the message (eladmin's form) and in `errors` (for forms).
        const reason = message
        message = `${err.options.field}: ${reason}`
        if (!err.options.body?.errors) err.options.body = { ...err.options.body, errors: [{ field: err.options.field, message: reason }] }
      }
      for (const [name, value] of Object.entries(err.options.headers ?? {})) c.header(name, value)
    } else if (err instanceof HTTPException) {
      status = err.status as ContentfulStatusCode
      message = err.message || translate(locale, 'common.internal')
    } else if (clientGone(c.req.raw, err)) {
      // The caller hung up in the middle of its request: nobody reads the answer, and it is no server fault.
      return c.body(null, 499 as ContentfulStatusCode)
    } else {
      services.log(`[error] ${c.req.method} ${c.req.path}: ${err instanceof Error ? err.stack ?? err.message : String(err)}`)
      message = translate(locale, 'common.internal')
    }
    // `code`: the message key, for clients that react to one refusal differently from another (a 409 version conflict).
    const extra = err instanceof HttpError ? { ...(err.key ? { code: err.key } : {}), ...err.options.body } : {}
    return c.json({ ...errorBody(status, message, now()), ...extra }, status)
  })

  return { app, services, operations }
}
