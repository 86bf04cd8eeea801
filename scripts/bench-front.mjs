#!/usr/bin/env node
// The first-image bench's page origin (scripts/bench-first-image.mjs), in a process of its own: it serves the bench
// pages and dwv's files, proxies /orthanc/… to Orthanc (adding its basic authentication) and everything else to the
// contract server. Not in the bench's process: there Playwright's client (which every new page and every decode
// worker of a page waits on as it starts) and this proxy would take turns on one event loop, and the page that starts
// a worker would find its image requests waiting for the bench itself.
// Run by the bench with `fork` (IPC): argv[2] is the contract server's URL; it sends `{url}` once listening and
// answers `{page, html}` (register a page), `{orthanc}` and `{stop}` with `{done: <the message's id>}`.
import { existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { extname, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')

const types = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.map': 'application/json', '.html': 'text/html' }
const shims = { konva: 'Konva', jszip: 'JSZip', 'magic-wand-tool': 'MagicWand' }
/** Files of node_modules a dwv page may load. */
const dwvFiles = ['dwv/dist/', 'konva/konva.min.js', 'jszip/dist/jszip.min.js', 'magic-wand-tool/dist/magic-wand.js']

function serve(contractUrl) {
  const pages = new Map()
  let orthanc = null
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 })
  const forward = (req, res, target, headers) => {
    const upstream = http.request(target, { method: req.method, headers, agent }, (answer) => {
      res.writeHead(answer.statusCode, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' })
      res.end(String(error))
    })
    req.pipe(upstream)
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://front')
    // dwv starts its decoders from `assets/workers/…` relative to the page.
    if (url.pathname.startsWith('/__bench/page/assets/workers/')) url.pathname = `/__bench/nm/dwv/dist/${url.pathname.slice('/__bench/page/'.length)}`
    if (url.pathname.startsWith('/__bench/page/')) {
      const body = pages.get(url.pathname.slice('/__bench/page/'.length))
      res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      return res.end(body ?? 'no such page')
    }
    if (url.pathname.startsWith('/__bench/shim/')) {
      const name = url.pathname.slice('/__bench/shim/'.length).replace(/\.js$/, '')
      res.writeHead(shims[name] ? 200 : 404, { 'content-type': 'text/javascript' })
      return res.end(shims[name] ? `export default globalThis.${shims[name]}\n` : '')
    }
    if (url.pathname.startsWith('/__bench/nm/')) {
      const path = decodeURIComponent(url.pathname.slice('/__bench/nm/'.length))
      const file = resolve(root, 'node_modules', path)
      if (!dwvFiles.some((allowed) => path.startsWith(allowed)) || path.includes('..') || !existsSync(file)) {
        res.writeHead(404)
        return res.end()
      }
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
      return res.end(readFileSync(file))
    }
    if (url.pathname.startsWith('/orthanc/') && orthanc) {
      const headers = { ...req.headers, host: new URL(orthanc.url).host, authorization: orthanc.auth }
      return forward(req, res, `${orthanc.url}${req.url.slice('/orthanc'.length)}`, headers)
    }
    return forward(req, res, `${contractUrl}${req.url}`, { ...req.headers, host: new URL(contractUrl).host })
  })
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({
        url: `http://127.0.0.1:${server.address().port}`,
        page(id, html) {
          pages.set(id, html)
          return `/__bench/page/${id}`
        },
        setOrthanc(value) {
          orthanc = value
        },
        stop: () => new Promise((r) => {
          agent.destroy()
          server.closeAllConnections?.()
          server.close(r)
        }),
      }),
    ),
  )
}

const front = await serve(process.argv[2])
process.on('message', async (message) => {
  if (message.page) front.page(message.page, message.html)
  if (message.orthanc) front.setOrthanc(message.orthanc)
  if (message.stop) await front.stop()
  process.send({ done: message.id })
  if (message.stop) process.disconnect()
})
process.send({ url: front.url })
