import { createReadStream, existsSync, realpathSync, statSync, type Stats } from 'node:fs'
import { extname, resolve, sep } from 'node:path'
import { Readable } from 'node:stream'
import type { Hono } from 'hono'
import type { AppEnv, Ctx } from './context'
import { HttpError } from './errors'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.dcm': 'application/dicom',
  '.pdf': 'application/pdf',
}

/** The content type of a file name (`application/octet-stream` when unknown). */
export function contentType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * Resolves a URL path (still percent-encoded) inside `root`; null when it would leave the folder (`..`, an
 * absolute path, a symlink pointing out), names a dot file, or is malformed.
 */
export function resolveInside(root: string, encodedPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(encodedPath)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.split(/[/\\]/).some((seg) => seg.startsWith('.'))) return null
  const base = resolve(root)
  const full = resolve(base, `.${sep}${decoded}`)
  if (full !== base && !full.startsWith(base + sep)) return null
  if (existsSync(full)) {
    const real = realpathSync(full)
    const realBase = realpathSync(base)
    if (real !== realBase && !real.startsWith(realBase + sep)) return null
  }
  return full
}

function etagOf(stats: Stats): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`
}

function stream(file: string, start: number, end: number): ReadableStream {
  return Readable.toWeb(createReadStream(file, { start, end })) as unknown as ReadableStream
}

/**
 * Answers a GET/HEAD for `file`: content type, `Cache-Control`, ETag with 304 on `If-None-Match`, and one
 * byte range (`Range: bytes=a-b | a- | -n`, honouring `If-Range`) with 206, or 416 when unsatisfiable.
 * Multi-range requests get the whole file. Missing files are a 404 contract error.
 */
export function sendFile(c: Ctx, file: string | null, cacheControl: string): Response {
  const urlPath = new URL(c.req.url).pathname
  let stats: Stats | null = null
  try {
    stats = file ? statSync(file) : null
  } catch {
    stats = null
  }
  if (!file || !stats?.isFile()) throw new HttpError(404, 'common.fileNotFound', { params: { path: urlPath } })
  const etag = etagOf(stats)
  const headers: Record<string, string> = {
    'Content-Type': contentType(file),
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
  }
  const ifNoneMatch = c.req.header('if-none-match')
  if (ifNoneMatch && (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))) {
    return new Response(null, { status: 304, headers })
  }
  const size = stats.size
  const range = c.req.header('range')
  const ifRange = c.req.header('if-range')
  if (range && !range.includes(',') && (!ifRange || ifRange.trim() === etag)) {
    const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim())
    if (m) {
      let start: number
      let end: number
      if (m[1] === '' && m[2] !== '') {
        const suffix = Number(m[2])
        start = Math.max(0, size - suffix)
        end = size - 1
        if (suffix === 0) start = size
      } else {
        start = Number(m[1])
        end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
      }
      if (m[1] === '' && m[2] === '') start = size
      if (start >= size || start > end) {
        throw new HttpError(416, 'common.rangeNotSatisfiable', { headers: { 'Content-Range': `bytes */${size}` } })
      }
      headers['Content-Range'] = `bytes ${start}-${end}/${size}`
      headers['Content-Length'] = String(end - start + 1)
      return new Response(c.req.method === 'HEAD' ? null : stream(file, start, end), { status: 206, headers })
    }
  }
  headers['Content-Length'] = String(size)
  if (size === 0 || c.req.method === 'HEAD') return new Response(null, { status: 200, headers })
  return new Response(stream(file, 0, size - 1), { status: 200, headers })
}

/** Where the static routes read from. */
export interface StaticDirs {
  distDir: string
  demoDir: string
}

/** Prefixes that belong to the API: never answered with the console page. */
const API_PREFIXES = ['/api/', '/auth/', '/v3/', '/dist/', '/demo/', '/avatar/', '/file/']

/**
 * Registers the static routes: `/dist/**` (build output), `/demo/**` (demo pages and assets, never
 * `demo/server`), top-level `/<page>.html` (demo pages such as `/his.html`), and the history-mode fallback that
 * answers `demo/index.html` for any other extension-less GET outside the API. Register after the API routes.
 */
export function registerStatic(app: Hono<AppEnv>, dirs: StaticDirs): void {
  const serverDir = resolve(dirs.demoDir, 'server')
  app.get('/dist/*', (c) => {
    const rel = new URL(c.req.url).pathname.slice('/dist/'.length)
    return sendFile(c, resolveInside(dirs.distDir, rel), 'no-cache')
  })
  app.get('/demo/*', (c) => {
    const rel = new URL(c.req.url).pathname.slice('/demo/'.length)
    const file = resolveInside(dirs.demoDir, rel)
    const inServer = file !== null && (file === serverDir || file.startsWith(serverDir + sep))
    return sendFile(c, inServer ? null : file, 'no-cache')
  })
  app.get('*', (c) => {
    const path = new URL(c.req.url).pathname
    const page = /^\/([\w-]+\.html)$/.exec(path)
    if (page?.[1]) return sendFile(c, resolveInside(dirs.demoDir, page[1]), 'no-cache')
    const last = path.split('/').pop() ?? ''
    if (API_PREFIXES.some((p) => path.startsWith(p) || `${path}/` === p)) {
      throw new HttpError(404, 'common.notFound', { params: { method: c.req.method, path } })
    }
    if (last.includes('.')) throw new HttpError(404, 'common.fileNotFound', { params: { path } })
    return sendFile(c, resolveInside(dirs.demoDir, 'index.html'), 'no-cache')
  })
}
