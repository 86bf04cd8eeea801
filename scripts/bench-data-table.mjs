#!/usr/bin/env node
// `npm run bench` part: the kit's DataTable in headless Chromium — one page of 10,000 rows scrolled a frame at a time
// (frame intervals; the rows kept in the DOM by the virtualisation) — and the kit's client sort of 100,000 rows.
// Builds demo/bench/dataTableBench.tsx once (production mode) into a temporary folder. Prints JSON.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { chromium } from 'playwright-core'
import { build } from 'vite'
import { chromiumArgs, ensureChromium } from './chromium.mjs'

const root = resolve(import.meta.dirname, '..')
const out = mkdtempSync(join(tmpdir(), 'clinic-bench-table-'))
const ROWS = Number(process.env.BENCH_TABLE_ROWS ?? 10_000)
const SORT_ROWS = Number(process.env.BENCH_SORT_ROWS ?? 100_000)
const FRAMES = 240
const PX = 60

try {
  await build({
    root,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"', __CLINIC_BUNDLE__: '"bench"', __CLINIC_IIFE__: 'false' },
    build: {
      outDir: out,
      emptyOutDir: true,
      target: 'es2022',
      reportCompressedSize: false,
      lib: { entry: resolve(root, 'demo/bench/dataTableBench.tsx'), formats: ['es'], fileName: () => 'bench.js' },
      rolldownOptions: { output: { minify: true, codeSplitting: false } },
    },
  })
  const script = readFileSync(join(out, 'bench.js'), 'utf8')
  const browser = await chromium.launch({ executablePath: ensureChromium(), headless: true, args: chromiumArgs })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    page.on('pageerror', (e) => console.error('[bench-data-table]', e.message))
    // A page of its own origin (the kit reads cookies and storage, which about:blank refuses).
    await page.route('http://bench.invalid/**', (route) =>
      route.request().url().endsWith('/bench.js')
        ? route.fulfill({ contentType: 'text/javascript', body: script })
        : route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><body style="margin:0"><div id="table" style="width:1000px"></div><script type="module" src="/bench.js"></script></body></html>' }),
    )
    await page.goto('http://bench.invalid/')
    await page.waitForFunction(() => Boolean(window.dataTableBench))
    const firstRenderMs = await page.evaluate((n) => window.dataTableBench.mount(n), ROWS)
    const scroll = await page.evaluate(
      ({ frames, px }) =>
        new Promise((done) => {
          const viewport = [...document.querySelectorAll('#table *')].find((el) => el.scrollHeight > el.clientHeight + 100 && getComputedStyle(el).overflowY !== 'visible')
          const intervals = []
          let last = performance.now()
          let frame = 0
          let maxDom = 0
          const step = () => {
            const now = performance.now()
            intervals.push(now - last)
            last = now
            viewport.scrollTop += px
            maxDom = Math.max(maxDom, document.querySelectorAll('#table [role="row"]').length)
            if (++frame < frames) requestAnimationFrame(step)
            else done({ intervals: intervals.slice(2), maxDom, reached: viewport.scrollTop })
          }
          requestAnimationFrame(step)
        }),
      { frames: FRAMES, px: PX },
    )
    const sortByName = await page.evaluate((n) => window.dataTableBench.sort(n, 'name', 7), SORT_ROWS)
    const sortByNumber = await page.evaluate((n) => window.dataTableBench.sort(n, 'age', 7), SORT_ROWS)
    const sorted = (values) => [...values].sort((a, b) => a - b)
    const at = (values, p) => Math.round(sorted(values)[Math.min(values.length - 1, Math.floor(values.length * p))] * 10) / 10
    console.log(
      JSON.stringify({
        scroll: {
          rows: ROWS,
          frames: FRAMES,
          pxPerFrame: PX,
          firstRenderMs: Math.round(firstRenderMs),
          frameMedianMs: at(scroll.intervals, 0.5),
          frameP95Ms: at(scroll.intervals, 0.95),
          longFrames: scroll.intervals.filter((ms) => ms > 25).length,
          domRows: scroll.maxDom,
          scrolledPx: Math.round(scroll.reached),
        },
        sort: { rows: SORT_ROWS, byNameMedianMs: at(sortByName, 0.5), byNumberMedianMs: at(sortByNumber, 0.5) },
      }),
    )
  } finally {
    await browser.close()
  }
} finally {
  rmSync(out, { recursive: true, force: true })
}
