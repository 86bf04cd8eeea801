import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './context'

/** Origins of the HIS screens allowed to frame the external report pages (`CLINIC_HIS_ORIGINS`, space or comma separated). */
function hisOrigins(): string[] {
  return (process.env.CLINIC_HIS_ORIGINS ?? '').split(/[\s,]+/).filter((origin) => /^https?:\/\/[\w.-]+(:\d+)?$/.test(origin))
}

/**
 * The console page's Content-Security-Policy: its own scripts only (and WebAssembly, which the image codecs compile),
 * decode workers from its own origin or a blob bootstrap, styles inline (Fluent writes its rules into style
 * elements), images from itself, data: and blob: URLs (decoded frames, captures), calls to itself only, no plugins,
 * no <base> or form to elsewhere. `frameAncestors` says who may frame the page.
 */
function pagePolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')
}

/**
 * Security headers of every answer: no MIME sniffing; no referrer (signed links carry their signature in the URL);
 * JSON answers, which hold patient data, are never stored by a cache (image bytes keep their own private,
 * revalidated caching); the console's pages carry the Content-Security-Policy and may be framed by the console
 * itself, the external HIS pages (`/webouterpage/…`) by the configured HIS origins too. The demo pages stand for
 * other people's pages (a HIS screen, a static page loading the viewer) and keep their own inline scripts.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'no-referrer')
    const type = headers.get('content-type') ?? ''
    if (type.startsWith('application/json') && !headers.has('cache-control')) headers.set('Cache-Control', 'no-store')
    const path = c.req.path
    if (type.startsWith('text/html') && !path.startsWith('/demo/') && !/^\/[\w-]+\.html$/.test(path)) {
      const framers = path.startsWith('/webouterpage') ? ["'self'", ...hisOrigins()].join(' ') : "'self'"
      headers.set('Content-Security-Policy', pagePolicy(framers))
    }
  }
}
