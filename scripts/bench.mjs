#!/usr/bin/env node
// `npm run bench`: what the budgets of DESIGN §8 are measured with. Writes bench/results.json and bench/RESULTS.md.
//   - gzip size of every element: ES entry with the chunks it loads (alone on a page, and on top of the shared chunks
//     another element already loaded) and each script-tag (IIFE) build;
//   - first paint of <clinic-login> in headless Chromium (ES and IIFE), median of 7 cold loads;
//   - the DICOM engine's bytes→image times (scripts/bench-dicom.mjs).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumArgs, ensureChromium } from './chromium.mjs'
import { startContractServer } from './contract-server.mjs'

const root = resolve(import.meta.dirname, '..')
const runs = Number(process.env.BENCH_RUNS ?? 7)
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10
const verdict = (value, budget) => (value <= budget ? 'within' : `**over** by ${Math.round((value - budget) * 10) / 10}`)
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

if (!existsSync(resolve(root, 'dist/es/index.js'))) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' })

/** Files an ES module loads statically, transitively (minified output: `from"./chunks/x.js"` and `import"./x.js"`). */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  for (const match of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) closure(resolve(dirname(file), match[1]), seen)
  return seen
}

const esDir = resolve(root, 'dist/es')
const entries = readdirSync(esDir).filter((f) => /^clinic-[a-z-]+\.js$|^index\.js$/.test(f))
// The shared base: the chunks every element loads (React, Fluent, the element root, core).
const closures = entries.filter((e) => e !== 'index.js').map((e) => closure(join(esDir, e)))
const shared = [...(closures[0] ?? [])].filter((f) => f.includes('/chunks/') && closures.every((c) => c.has(f)))
const sharedKB = kb(shared.reduce((sum, f) => sum + gz(f), 0))
const sizes = entries.map((entry) => {
  const files = [...closure(join(esDir, entry))]
  const total = files.reduce((sum, f) => sum + gz(f), 0)
  const own = files.filter((f) => !shared.includes(f)).reduce((sum, f) => sum + gz(f), 0)
  const iife = resolve(root, 'dist/iife', entry)
  return { element: entry.replace(/\.js$/, ''), esAloneKB: kb(total), esOnTopOfSharedKB: kb(own), iifeKB: existsSync(iife) ? kb(gz(iife)) : null }
})
console.log('[bench] sizes measured')

async function firstPaint(browser, baseUrl, page) {
  const times = []
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext()
    const tab = await context.newPage()
    await tab.route('**/*', (route) => route.continue({ headers: { ...route.request().headers(), 'cache-control': 'no-cache' } }))
    await tab.goto(`${baseUrl}/demo/bench/${page}`)
    const painted = await tab.evaluate(
      () =>
        new Promise((done) => {
          const check = () => {
            if (document.querySelector('clinic-login')?.shadowRoot?.querySelector('form input[name="username"]')) {
              requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now())))
            } else requestAnimationFrame(check)
          }
          check()
        }),
    )
    times.push(painted)
    await context.close()
  }
  return { medianMs: Math.round(median(times)), minMs: Math.round(Math.min(...times)), maxMs: Math.round(Math.max(...times)), runs }
}

const server = await startContractServer()
const browser = await chromium.launch({ executablePath: ensureChromium(), headless: true, args: chromiumArgs })
let paint
try {
  paint = {
    es: await firstPaint(browser, server.url, 'login-es.html'),
    iife: await firstPaint(browser, server.url, 'login-iife.html'),
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log('[bench] first paint measured')

/** Runs one of the area benches (each prints JSON); a failure is reported, not hidden. */
function runBench(args, label) {
  try {
    const output = execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
    console.log(`[bench] ${label} measured`)
    return JSON.parse(output)
  } catch (error) {
    console.error(`[bench] ${label} failed:`, error.message)
    return null
  }
}
const dicom = runBench(['scripts/bench-dicom.mjs'], 'DICOM engine')
const picViewer = runBench(['scripts/bench-pic-viewer.mjs'], 'picture viewer')
const reportViewer = runBench(['scripts/bench-report-viewer.mjs'], 'report viewer')
const menuSearch = runBench(['--import', 'tsx', 'scripts/bench-menu-search.ts'], 'menu search')

const budgets = { reportViewerIifeKB: 210, picViewerIifeKB: 190, areaElementOnTopKB: 30, ctFirstImageMs: 300 }
const results = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
  budgets,
  sharedKB,
  sizes,
  firstPaint: paint,
  dicom,
  picViewer,
  reportViewer,
  menuSearch,
}

mkdirSync(resolve(root, 'bench'), { recursive: true })
writeFileSync(resolve(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`)

const lines = [
  '# Bench results',
  '',
  `Measured ${results.date.slice(0, 10)} on Node ${process.version}, ${results.machine.cpus} cores, headless Debian Chromium (\`npm run bench\`).`,
  '',
  '## Size per element (gzip -9, KB)',
  '',
  `The shared base every element loads once per page (React, Fluent, the element root, core) is ${sharedKB} KB. Budgets: an area element ≤ ${budgets.areaElementOnTopKB} KB on top of it; the standalone report viewer ≤ ${budgets.reportViewerIifeKB} KB; the standalone picture viewer ≤ ${budgets.picViewerIifeKB} KB (codecs excluded).`,
  '',
  '| element | ES alone (entry + all chunks it loads) | ES on top of the shared base | vs the 30 KB area budget | IIFE (script tag) |',
  '|---|---|---|---|---|',
  ...sizes.map(
    (s) =>
      `| ${s.element} | ${s.esAloneKB} | ${s.esOnTopOfSharedKB} | ${s.element === 'index' ? '(all elements)' : verdict(s.esOnTopOfSharedKB, budgets.areaElementOnTopKB)} | ${s.iifeKB ?? '—'} |`,
  ),
  '',
  `## First paint of \`<clinic-login>\` (navigation → form painted, ${runs} cold loads)`,
  '',
  '| build | median | min | max |',
  '|---|---|---|---|',
  `| ES modules | ${paint.es.medianMs} ms | ${paint.es.minMs} ms | ${paint.es.maxMs} ms |`,
  `| IIFE | ${paint.iife.medianMs} ms | ${paint.iife.minMs} ms | ${paint.iife.maxMs} ms |`,
]
if (dicom) {
  lines.push(
    '',
    `## DICOM engine: bytes in memory → RGBA image (median of ${dicom.runs}; IIFE build, Chromium)`,
    '',
    '| file | parse | decode | render | bytes → image | first run (incl. worker and codec load) |',
    '|---|---|---|---|---|---|',
  )
  for (const [file, v] of Object.entries(dicom.results)) {
    lines.push(`| ${file} | ${v.parseMs} ms | ${v.decodeMs} ms | ${v.renderMs} ms | ${v.bytesToImageMs} ms | ${v.firstRunMs} ms |`)
  }
}
if (picViewer) {
  const f = picViewer.firstImage
  lines.push(
    '',
    '## Picture viewer (`<clinic-pic-viewer>`, IIFE, in Chromium)',
    '',
    '| measure | result | budget |',
    '|---|---|---|',
    `| standalone IIFE, codecs excluded | ${picViewer.size.iifeGzipKB} KB | ${budgets.picViewerIifeKB} KB (${verdict(picViewer.size.iifeGzipKB, budgets.picViewerIifeKB)}) |`,
    ...Object.entries(f)
      .filter(([, v]) => typeof v === 'object')
      .map(([file, v]) => `| bytes → first image, ${file} | first load ${v.firstLoadMs} ms, warm median ${v.warmMedianMs} ms | ${budgets.ctFirstImageMs} ms (${verdict(v.firstLoadMs, budgets.ctFirstImageMs)}) |`),
    `| stack scroll, 200 × 512² slices | ${picViewer.stackScroll.fps} fps (frame median ${picViewer.stackScroll.frameIntervalMedianMs} ms, p95 ${picViewer.stackScroll.frameIntervalP95Ms} ms; draw ${picViewer.stackScroll.drawMedianMs} ms) | 60 fps |`,
    `| window/level drag | ${picViewer.windowLevelDrag.fps} fps (frame p95 ${picViewer.windowLevelDrag.frameIntervalP95Ms} ms; draw ${picViewer.windowLevelDrag.drawMedianMs} ms) | 60 fps |`,
    `| memory with the series loaded | page JS heap ${picViewer.memory.pageJsHeapMB} MB, decoded frames ${picViewer.memory.pageArrayBuffersMB} MB, files in the worker ${picViewer.memory.workerFileBytesMB} MB (series loaded in ${picViewer.memory.seriesLoadSeconds} s) | frame cache cap 512 MB |`,
  )
}
if (reportViewer) {
  lines.push(
    '',
    '## Report viewer (`<clinic-report-viewer>`, IIFE, on demo/his.html)',
    '',
    '| measure | result | budget |',
    '|---|---|---|',
    `| standalone IIFE | ${reportViewer.size.gzipKB} KB | ${budgets.reportViewerIifeKB} KB (${verdict(reportViewer.size.gzipKB, budgets.reportViewerIifeKB)}) |`,
    `| first paint (navigation → report text), ${reportViewer.firstPaint.runs} cold loads | median ${reportViewer.firstPaint.medianMs} ms (${reportViewer.firstPaint.minMs}–${reportViewer.firstPaint.maxMs}) | — |`,
  )
}
if (menuSearch) {
  lines.push(
    '',
    `## Menu search over ${menuSearch.entries} entries (Node, per keystroke, ${menuSearch.keystrokes} keystrokes)`,
    '',
    '| median | p95 | max | budget |',
    '|---|---|---|---|',
    `| ${menuSearch.medianMs} ms | ${menuSearch.p95Ms} ms | ${menuSearch.maxMs} ms | ${menuSearch.budgetMs} ms (${verdict(menuSearch.p95Ms, menuSearch.budgetMs)} at p95) |`,
  )
}
writeFileSync(resolve(root, 'bench/RESULTS.md'), `${lines.join('\n')}\n`)

// The README carries the same tables (without the title) between its bench markers.
const readmePath = resolve(root, 'README.md')
const readme = readFileSync(readmePath, 'utf8')
const start = readme.indexOf('<!-- bench:start')
const end = readme.indexOf('<!-- bench:end -->')
if (start >= 0 && end > start) {
  const marker = readme.slice(start, readme.indexOf('-->', start) + 3)
  const body = lines.slice(2).join('\n').replace(/^## /gm, '### ')
  writeFileSync(readmePath, `${readme.slice(0, start)}${marker}\n${body}\n${readme.slice(end)}`)
}
console.log(lines.join('\n'))
