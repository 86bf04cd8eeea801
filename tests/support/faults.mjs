// Test-only fault endpoints, mounted by the browser test runner (never by the contract server): they let the HTTP
// module's error catalogue be driven by real responses — any status, a slow answer, a dropped connection, a
// malformed body — and echo what a request carried.
const json = (ctx, status, body) => {
  ctx.status = status
  ctx.type = 'application/json'
  ctx.body = JSON.stringify(body)
}

import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const iifeDir = resolve(import.meta.dirname, '../../dist/iife')
/** Whether `/__fault/beside/locales/…` answers (toggled by `/__fault/beside-locales/on|off`). */
const beside = { locales: false }

/** Koa middleware for paths under /__fault/. */
export async function faultMiddleware(ctx, next) {
  if (!ctx.path.startsWith('/__fault/')) return next()
  if (ctx.path.startsWith('/__fault/beside/')) {
    // The script-tag builds served from a folder whose `locales/` is missing until a test turns it on.
    const rest = ctx.path.slice('/__fault/beside/'.length)
    const file = resolve(iifeDir, rest)
    if (!file.startsWith(iifeDir) || !existsSync(file) || (rest.startsWith('locales/') && !beside.locales)) {
      return json(ctx, 404, { status: 404, message: `not served: ${rest}` })
    }
    ctx.status = 200
    ctx.type = 'text/javascript'
    ctx.body = readFileSync(file)
    return
  }
  const [, , kind, arg] = ctx.path.split('/')
  const wait = Number(ctx.query.ms ?? 0)
  if (wait > 0) await new Promise((r) => setTimeout(r, wait))
  switch (kind) {
    case 'status': {
      const status = Number(arg)
      const message = ctx.query.message
      if (ctx.query.plain) {
        ctx.status = status
        ctx.type = 'text/plain'
        ctx.body = ''
        return
      }
      return json(ctx, status, message === undefined ? { status, timestamp: Date.now() } : { status, timestamp: Date.now(), message })
    }
    case 'ok':
      return json(ctx, 200, { ok: true, path: ctx.path, query: ctx.query })
    case 'echo':
      return json(ctx, 200, { method: ctx.method, headers: ctx.headers, query: ctx.query })
    case 'html':
      ctx.status = 200
      ctx.type = 'text/html'
      ctx.body = '<!doctype html><title>proxy error page</title>'
      return
    case 'broken-json':
      ctx.status = 200
      ctx.type = 'application/json'
      ctx.body = '{"content": [1, 2'
      return
    case 'beside-locales':
      beside.locales = arg === 'on'
      return json(ctx, 200, { locales: beside.locales })
    case 'drop':
      ctx.req.socket.destroy()
      ctx.respond = false
      return
    default:
      return json(ctx, 404, { status: 404, message: `no fault ${kind}` })
  }
}
