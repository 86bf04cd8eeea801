// Test-only fault endpoints, mounted by the browser test runner (never by the contract server): they let the HTTP
// module's error catalogue be driven by real responses — any status, a slow answer, a dropped connection, a
// malformed body — and echo what a request carried.
const json = (ctx, status, body) => {
  ctx.status = status
  ctx.type = 'application/json'
  ctx.body = JSON.stringify(body)
}

import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const iifeDir = resolve(import.meta.dirname, '../../dist/iife')
/** Whether `/__fault/beside/locales/…` answers (toggled by `/__fault/beside-locales/on|off`). */
const beside = { locales: false }

/** Where `/__fault/without/…` forwards what it does not refuse: the contract server of the test run. */
let backend = null
export function setFaultBackend(url) {
  backend = url
}

/**
 * `/__fault/without/<name>/<path>`: a backend lacking one family of calls (a hospital's backend without
 * `api/<name>`, which answers 404), forwarding every other call to the contract server. An element pointed at it
 * with `api-base="/__fault/without/<name>/"` shows how a view degrades when an optional call is missing.
 */
async function withoutCalls(ctx, name, rest) {
  if (rest === `api/${name}` || rest.startsWith(`api/${name}/`)) return json(ctx, 404, { status: 404, message: `no api/${name} here` })
  return forward(ctx, rest)
}

/**
 * `/__fault/held/<path>`: the contract server, except that calls whose path matches a pattern set by
 * `/__fault/hold?match=<regexp>` wait until `/__fault/release?match=<the same regexp>` — a slow archive a test can look
 * at mid-load, or calls the network delivers out of order (`…&order=reverse`). Each pattern is held and released on
 * its own, so test files running at the same time never release each other's calls.
 */
const holds = new Map()
async function heldCall(ctx, rest) {
  const hold = [...holds.values()].find((h) => h.match.test(rest))
  if (!hold) return forward(ctx, rest)
  // Read before holding: a held call has reached the server's door, and goes on even if the browser gives up on it.
  const body = await bodyOf(ctx)
  let finished
  const done = new Promise((resolve) => { finished = resolve })
  await new Promise((resume) => hold.waiting.push({ resume, done }))
  try {
    return await forward(ctx, rest, body)
  } finally {
    finished()
  }
}

/**
 * `/__fault/slow-body/<name>`: the first call of a name sends its headers and the start of its body at once and the
 * rest only after `?after=` ms (default 5000) — an answer a newer identical request cancels in the middle of its body;
 * `/__fault/slow-body-sent/<name>` says whether those headers went out. Later calls of the name answer at once.
 */
const slowBodies = new Set()
function slowBody(ctx, name) {
  const body = JSON.stringify({ ok: true, name, slow: !slowBodies.has(name) })
  if (slowBodies.has(name)) return json(ctx, 200, JSON.parse(body))
  slowBodies.add(name)
  ctx.respond = false
  ctx.res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) })
  ctx.res.write(body.slice(0, 5))
  const timer = setTimeout(() => ctx.res.end(body.slice(5)), Number(ctx.query.after ?? 5000))
  ctx.res.once('close', () => clearTimeout(timer))
}

async function bodyOf(ctx) {
  const chunks = []
  for await (const chunk of ctx.req) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/**
 * `/__fault/menu/<path>`: the contract server, except that the menus it builds carry one more entry, 化验看板
 * (`/lab/board`), whose component `lab/board/index` is no view of this build — a hospital's backend with a menu of its own.
 */
async function withForeignMenu(ctx, rest) {
  await forward(ctx, rest)
  if (rest !== 'api/menus/build' || ctx.status !== 200) return
  const menus = JSON.parse(Buffer.from(ctx.body).toString('utf8'))
  menus.push({
    name: 'Lab', path: '/lab', hidden: false, redirect: 'noredirect', component: 'Layout', alwaysShow: true,
    meta: { title: '化验看板', icon: 'chart', noCache: true },
    children: [{ name: 'LabBoard', path: 'board', hidden: false, component: 'lab/board/index', meta: { title: '化验看板', icon: 'chart', noCache: true } }],
  })
  ctx.body = Buffer.from(JSON.stringify(menus))
}

/** Forwards the request (its body read already, or now) to the contract server and answers with its response. */
async function forward(ctx, rest, body) {
  const headers = {}
  for (const header of ['authorization', 'content-type', 'accept', 'accept-language']) if (ctx.headers[header]) headers[header] = ctx.headers[header]
  const bytes = body ?? await bodyOf(ctx)
  const answer = await fetch(`${backend}/${rest}${ctx.querystring ? `?${ctx.querystring}` : ''}`, {
    method: ctx.method,
    headers,
    ...(bytes.length ? { body: bytes } : {}),
  })
  ctx.status = answer.status
  const type = answer.headers.get('content-type')
  if (type) ctx.type = type
  ctx.body = Buffer.from(await answer.arrayBuffer())
}

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
  if (kind === 'without') return withoutCalls(ctx, arg, ctx.path.split('/').slice(4).join('/'))
  if (kind === 'held') return heldCall(ctx, ctx.path.split('/').slice(3).join('/'))
  if (kind === 'menu') return withForeignMenu(ctx, ctx.path.split('/').slice(3).join('/'))
  if (kind === 'hold') {
    const source = String(ctx.query.match)
    if (!holds.has(source)) holds.set(source, { match: new RegExp(source), waiting: [] })
    return json(ctx, 200, { holding: source })
  }
  if (kind === 'release') {
    // `?order=reverse`: the held calls go on newest first, as a network may deliver them.
    // Each goes on once the one before it has been answered; the release answers when all have.
    const source = String(ctx.query.match ?? '')
    const hold = holds.get(source)
    if (!hold) return json(ctx, 200, { released: 0 })
    holds.delete(source)
    const released = hold.waiting.length
    const waiting = hold.waiting.splice(0)
    for (const call of ctx.query.order === 'reverse' ? waiting.reverse() : waiting) {
      call.resume()
      await call.done
    }
    return json(ctx, 200, { released })
  }
  const wait = Number(ctx.query.ms ?? 0)
  if (wait > 0) await new Promise((r) => setTimeout(r, wait))
  switch (kind) {
    case 'sr': {
      // `/__fault/sr/twin|singleton?studyUid=&patientId=&sopUid=`: an OB-GYN SR made by xml2dsr (tests/support/makeSr.ts).
      const { studyUid, patientId, sopUid } = ctx.query
      const bytes = await new Promise((done, fail) => execFile(process.execPath,
        ['--import', 'tsx', resolve(import.meta.dirname, 'makeSr.ts'), arg, String(studyUid), String(patientId), String(sopUid)],
        { encoding: 'buffer', maxBuffer: 1 << 24, cwd: resolve(import.meta.dirname, '../..') },
        (error, stdout, stderr) => (error ? fail(new Error(`makeSr: ${stderr.toString() || error.message}`)) : done(stdout))))
      ctx.status = 200
      ctx.type = 'application/dicom'
      ctx.body = bytes
      return
    }
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
    case 'slow-body':
      return slowBody(ctx, arg)
    case 'slow-body-sent':
      return json(ctx, 200, { sent: slowBodies.has(arg) })
    case 'cut-body': {
      // The headers and the start of a JSON body, then the connection drops.
      ctx.respond = false
      ctx.res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '64' })
      ctx.res.write('{"ok": tr')
      setTimeout(() => ctx.req.socket.destroy(), 100)
      return
    }
    case 'drop':
      ctx.req.socket.destroy()
      ctx.respond = false
      return
    default:
      return json(ctx, 404, { status: 404, message: `no fault ${kind}` })
  }
}
