#!/usr/bin/env node
// Bench of <clinic-pic-viewer> against the budgets of DESIGN §8, in headless Chromium with the standalone (IIFE) build
// loaded by a classic script tag, exactly as an external page loads it. Prints JSON:
//   - size: gzip -9 of dist/iife/clinic-pic-viewer.js (codecs excluded; listed apart, they load on demand);
//   - firstImage: bytes → first image on screen in the element, for CT_small (128²) and CT1_UNC (512², uncompressed;
//     its JPEG-LS copy as well): from the image response's `responseEnd` (Resource Timing) to the first animation
//     frame whose canvas shows the image. First load (decode worker already started by the viewer) and the median of
//     warm loads (new element, new URL, nothing cached);
//   - stackScroll / windowLevelDrag over the 200-slice 512×512 CT phantom of the contract server (signed in through
//     the API): ~100 steps, one wheel notch or one pointer move per animation frame; frame interval (rAF timestamps)
//     and the viewer's own draw time (`clinic-pic-viewer:frame` measures), median and p95;
//   - memory after the series is loaded: the page's JS heap and ArrayBuffer backing stores (CDP Runtime.getHeapUsage),
//     and the file bytes the decode worker holds (sum of the image responses).
// Usage: node scripts/bench-pic-viewer.mjs  (builds dist first when the IIFE is missing; BENCH_RUNS=7 warm loads)
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumArgs, ensureChromium } from './chromium.mjs'
import { signInApi } from './console-page.mjs'
import { startContractServer } from './contract-server.mjs'

const root = resolve(import.meta.dirname, '..')
const runs = Number(process.env.BENCH_RUNS ?? 7)
const iife = resolve(root, 'dist/iife/clinic-pic-viewer.js')
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length
const round = (value) => Math.round(value * 100) / 100
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null
}
const p95 = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] : null
}
const log = (message) => process.stderr.write(`[bench-pic-viewer] ${message}\n`)

if (!existsSync(iife)) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })

const codecsDir = resolve(root, 'dist/iife/codecs')
const size = {
  iifeGzipKB: kb(gz(iife)),
  iifeRawKB: kb(statSync(iife).size),
  budgetKB: 190,
  codecsGzipKB: Object.fromEntries(
    readdirSync(codecsDir)
      .filter((file) => /\.(js|wasm)$/.test(file))
      .map((file) => [file, kb(gz(join(codecsDir, file)))]),
  ),
}
log(`IIFE ${size.iifeGzipKB} KB gzip`)

/** The CT exam's study holding the 200-slice phantom. */
async function phantomStudy(base, token) {
  const page = await (await fetch(`${base}/api/exams?modality=CT&page=0&size=50`, { headers: { Authorization: token } })).json()
  const exam = page.content.find((e) => e.studyId && e.imageCount >= 200)
  if (!exam) throw new Error('no CT exam with the 200-slice phantom on the contract server')
  return exam.studyId
}

const page = (body) =>
  `<!doctype html><meta charset="utf-8"><style>html,body{margin:0}clinic-pic-viewer{width:1000px;height:760px}</style>` +
  `<script src="/dist/iife/clinic-pic-viewer.js"></script>${body}`

const server = await startContractServer({ CLINIC_TEST_CAPTCHA: '7' })
const browser = await chromium.launch({ executablePath: ensureChromium(), headless: true, args: chromiumArgs })
const result = { benchmark: 'pic-viewer', date: new Date().toISOString(), size }
try {
  const token = await signInApi(server.url)
  const studyId = await phantomStudy(server.url, token)
  const context = await browser.newContext({ viewport: { width: 1100, height: 820 } })
  await context.addInitScript((value) => sessionStorage.setItem('EL-ADMIN-TOEKN', value), token)
  await context.route('**/__bench/*.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: page(new URL(route.request().url()).pathname.includes('series') ? `<clinic-pic-viewer locale="en" study-id="${studyId}"></clinic-pic-viewer>` : '') }),
  )

  // ---- bytes → first image ------------------------------------------------------------------------------------
  const tab = await context.newPage()
  await tab.goto(`${server.url}/__bench/first.html`)
  result.firstImage = await tab.evaluate(
    async ({ files, runs }) => {
      const lit = (canvas) => {
        if (!canvas || canvas.width < 2) return false
        const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height)
        for (let i = 0; i < data.length; i += 64) if (data[i] > 0) return true
        return false
      }
      const once = (file, n) =>
        new Promise((done) => {
          const url = `/demo/assets/dicom/${file}?run=${n}-${Math.random()}`
          const el = document.createElement('clinic-pic-viewer')
          el.setAttribute('locale', 'en')
          el.setAttribute('src', url)
          document.body.append(el)
          const poll = (time) => {
            const canvas = el.shadowRoot?.querySelector('section[data-viewport] canvas')
            if (lit(canvas)) {
              const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith(url))
              el.remove()
              done(time - entry.responseEnd)
            } else requestAnimationFrame(poll)
          }
          requestAnimationFrame(poll)
        })
      const out = {}
      for (const file of files) {
        const first = await once(file, 0)
        const warm = []
        for (let n = 1; n <= runs; n++) warm.push(await once(file, n))
        warm.sort((a, b) => a - b)
        out[file] = { firstLoadMs: Math.round(first * 10) / 10, warmMedianMs: Math.round(warm[Math.floor(warm.length / 2)] * 10) / 10, warmMaxMs: Math.round(warm.at(-1) * 10) / 10, runs }
      }
      return out
    },
    { files: ['CT_small.dcm', 'CT1_UNC_explicit_little_endian.dcm', 'CT1_UNC_fragmented_bot_jpeg_ls.dcm'], runs },
  )
  result.firstImage.budgetMs = 300
  log(`first image: ${JSON.stringify(result.firstImage)}`)
  await tab.close()

  // ---- the 200-slice series: load, memory, stack scroll, window/level drag ----------------------------------------
  const series = await context.newPage()
  const started = Date.now()
  await series.goto(`${server.url}/__bench/series.html`)
  await series.waitForFunction(
    () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/pacs/image/')).length >= 200,
    null,
    { timeout: 120_000, polling: 250 },
  )
  // Let the last decodes land.
  await series.waitForTimeout(1500)
  const loadSeconds = (Date.now() - started) / 1000
  const cdp = await context.newCDPSession(series)
  await cdp.send('HeapProfiler.collectGarbage')
  const heap = await cdp.send('Runtime.getHeapUsage')
  const files = await series.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/pacs/image/'))
      .reduce((sum, e) => sum + e.decodedBodySize, 0),
  )
  result.memory = {
    seriesLoadSeconds: round(loadSeconds),
    pageJsHeapMB: round(heap.usedSize / 2 ** 20),
    pageArrayBuffersMB: heap.backingStorageSize !== undefined ? round(heap.backingStorageSize / 2 ** 20) : null,
    workerFileBytesMB: round(files / 2 ** 20),
    note: 'Decoded frames (512 KB each) live on the page; the parsed files live in the decode worker, bounded by the viewer’s 384 MB file cap; the engine’s frame cache is capped at 512 MB.',
  }
  log(`memory: ${JSON.stringify(result.memory)}`)

  const frames = await series.evaluate(async (steps) => {
    const viewer = document.querySelector('clinic-pic-viewer')
    const canvas = viewer.shadowRoot.querySelector('section[data-viewport] canvas')
    const rect = canvas.getBoundingClientRect()
    const imageNumber = () => /Im (\d+)\//.exec(viewer.shadowRoot.querySelector('section[data-viewport]').textContent)?.[1]
    const frame = () => new Promise((r) => requestAnimationFrame(r))
    const drawTimes = () => performance.getEntriesByName('clinic-pic-viewer:frame').map((e) => e.duration)
    const run = async (act) => {
      performance.clearMeasures('clinic-pic-viewer:frame')
      const stamps = []
      for (let i = 0; i < steps; i++) {
        act(i)
        stamps.push(await frame())
      }
      stamps.push(await frame())
      const intervals = stamps.slice(1).map((t, i) => t - stamps[i])
      return { intervals, draws: drawTimes() }
    }
    for (let i = 0; i < 5; i++) await frame()
    const from = imageNumber()
    const scroll = await run(() => canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, clientX: rect.left + 20, clientY: rect.top + 20, bubbles: true, cancelable: true, composed: true })))
    const to = imageNumber()
    const x = rect.left + rect.width / 2
    const y = rect.top + rect.height / 2
    const pointer = (type, dx, dy) =>
      canvas.dispatchEvent(new PointerEvent(type, { clientX: x + dx, clientY: y + dy, pointerId: 1, pointerType: 'mouse', button: 0, buttons: 1, bubbles: true, cancelable: true, composed: true }))
    pointer('pointerdown', 0, 0)
    const drag = await run((i) => pointer('pointermove', (i % 50) * 3 - 75, ((i * 7) % 40) - 20))
    pointer('pointerup', 0, 0)
    return { scroll, drag, from, to }
  }, 100)
  const summarise = (run) => ({
    frameIntervalMedianMs: round(median(run.intervals)),
    frameIntervalP95Ms: round(p95(run.intervals)),
    fps: round(1000 / median(run.intervals)),
    drawMedianMs: round(median(run.draws)),
    drawP95Ms: round(p95(run.draws)),
    draws: run.draws.length,
    steps: run.intervals.length,
  })
  result.stackScroll = { ...summarise(frames.scroll), images: `${frames.from} → ${frames.to} of 200` }
  result.windowLevelDrag = summarise(frames.drag)
  result.frameBudgetMs = 16.7
  log(`stack scroll: ${JSON.stringify(result.stackScroll)}; W/L: ${JSON.stringify(result.windowLevelDrag)}`)
  await context.close()
} finally {
  await browser.close()
  await server.stop()
}
console.log(JSON.stringify(result, null, 2))
