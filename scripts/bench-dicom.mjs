#!/usr/bin/env node
// Micro-benchmark of the DICOM engine in Chromium: bytes in memory → parsed → decoded frame → RGBA (the work between
// "the bytes arrived" and "putImageData"), median of 20 runs after warm-up, for CT_small (128²), CT1_UNC (512²
// uncompressed) and its JPEG-LS copy (512², worker + CharLS). The engine is built as an IIFE with its codecs beside
// it, exactly as a script-tag host would load it, and served from a throwaway local server. Prints JSON.
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { build } from 'vite'
import { buildCodecs } from './build-codecs.mjs'
import { chromiumArgs, ensureChromium } from './chromium.mjs'

const root = resolve(import.meta.dirname, '..')
const runs = Number(process.env.BENCH_RUNS ?? 20)
const files = ['CT_small.dcm', 'CT1_UNC_explicit_little_endian.dcm', 'CT1_UNC_fragmented_bot_jpeg_ls.dcm']
const types = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html', '.dcm': 'application/dicom' }

const out = mkdtempSync(join(tmpdir(), 'clinic-bench-dicom-'))
try {
  await build({
    root,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    // IIFE has no import.meta; the engine then finds its codecs through document.currentScript (codecBaseUrl.ts).
    define: { 'import.meta.url': 'undefined' },
    build: {
      outDir: out,
      emptyOutDir: false,
      target: 'es2022',
      reportCompressedSize: false,
      lib: { entry: resolve(root, 'src/core/dicom/index.ts'), name: 'ClinicDicom', formats: ['iife'], fileName: () => 'dicom.js' },
      rolldownOptions: { output: { minify: true } },
    },
  })
  await buildCodecs(join(out, 'codecs'))

  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = path === '/' ? null : path.startsWith('/samples/') ? resolve(root, 'demo/assets/dicom', path.slice(9)) : resolve(out, `.${path}`)
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<!doctype html><script src="/dicom.js"></script>')
      return
    }
    if (!file || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  await new Promise((done) => server.listen(0, '127.0.0.1', done))
  const base = `http://127.0.0.1:${server.address().port}`

  const browser = await chromium.launch({ executablePath: ensureChromium(), headless: true, args: chromiumArgs })
  try {
    const page = await browser.newPage()
    await page.goto(base)
    const results = await page.evaluate(
      async ({ files, runs }) => {
        const { parseDicom, decodeFrame, defaultWindow, renderToImageData } = window.ClinicDicom
        const median = (values) => {
          const sorted = [...values].sort((a, b) => a - b)
          return +sorted[Math.floor(sorted.length / 2)].toFixed(3)
        }
        const out = {}
        for (const file of files) {
          const bytes = await (await fetch(`/samples/${file}`)).arrayBuffer()
          const once = async () => {
            const t0 = performance.now()
            const dataset = parseDicom(bytes)
            const t1 = performance.now()
            const frame = await decodeFrame(dataset, 0) // no URL → no cache: every run decodes
            const t2 = performance.now()
            renderToImageData(frame, dataset.meta, defaultWindow(dataset.meta, frame))
            const t3 = performance.now()
            return { parse: t1 - t0, decode: t2 - t1, render: t3 - t2, total: t3 - t0 }
          }
          const first = await once() // includes worker start and codec download for compressed files
          for (let i = 0; i < 3; i++) await once()
          const timed = []
          for (let i = 0; i < runs; i++) timed.push(await once())
          out[file] = {
            firstRunMs: +first.total.toFixed(3),
            parseMs: median(timed.map((t) => t.parse)),
            decodeMs: median(timed.map((t) => t.decode)),
            renderMs: median(timed.map((t) => t.render)),
            bytesToImageMs: median(timed.map((t) => t.total)),
          }
        }
        return out
      },
      { files, runs },
    )
    console.log(JSON.stringify({ benchmark: 'dicom-decode', runs, unit: 'ms (median)', results }, null, 2))
  } finally {
    await browser.close()
    server.close()
  }
} finally {
  rmSync(out, { recursive: true, force: true })
}
