#!/usr/bin/env node
// The report viewer's budget (DESIGN §8): gzip size of the standalone script (dist/iife/clinic-report-viewer.js,
// budget 210 KB) and its first paint on demo/his.html — navigation start to the first report's text painted —
// median of 7 cold loads (BENCH_RUNS), against a fresh contract server in headless Chromium. Prints JSON.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumArgs, ensureChromium } from './chromium.mjs'
import { startContractServer } from './contract-server.mjs'

const root = resolve(import.meta.dirname, '..')
const runs = Number(process.env.BENCH_RUNS ?? 7)
const budgetKB = 210
const script = resolve(root, 'dist/iife/clinic-report-viewer.js')
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

if (!existsSync(script)) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
const bytes = readFileSync(script)
const size = { rawKB: kb(bytes.length), gzipKB: kb(gzipSync(bytes, { level: 9 }).length), budgetKB }
size.withinBudget = size.gzipKB <= budgetKB

const server = await startContractServer()
const browser = await chromium.launch({ executablePath: ensureChromium(), headless: true, args: chromiumArgs })
const times = []
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.route('**/*', (route) => route.continue({ headers: { ...route.request().headers(), 'cache-control': 'no-cache' } }))
    await page.goto(`${server.url}/demo/his.html`)
    const painted = await page.evaluate(
      () =>
        new Promise((done, fail) => {
          const deadline = performance.now() + 30_000
          const check = () => {
            const text = document.querySelector('#main-viewer')?.shadowRoot?.querySelector('[data-section="findings"] div')
            if (text && text.textContent && text.getBoundingClientRect().height > 0) {
              requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now())))
            } else if (performance.now() > deadline) fail(new Error('the report text never painted'))
            else requestAnimationFrame(check)
          }
          check()
        }),
    )
    times.push(painted)
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
}

const firstPaint = { page: 'demo/his.html', runs, medianMs: Math.round(median(times)), minMs: Math.round(Math.min(...times)), maxMs: Math.round(Math.max(...times)) }
console.log(JSON.stringify({ date: new Date().toISOString(), node: process.version, script: 'dist/iife/clinic-report-viewer.js', size, firstPaint }, null, 2))
