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
const entries = readdirSync(esDir).filter((f) => f.endsWith('.js'))
const shared = [...closure(join(esDir, 'clinic-session.js'))].filter((f) => f.includes('/chunks/element-'))
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

let dicom = null
try {
  dicom = JSON.parse(execFileSync(process.execPath, ['scripts/bench-dicom.mjs'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }))
} catch (error) {
  console.error('[bench] DICOM bench failed:', error.message)
}

const budgets = { reportViewerIifeKB: 210, picViewerIifeKB: 190, areaElementOnTopKB: 30, ctFirstImageMs: 300 }
const results = { date: new Date().toISOString(), machine: { node: process.version, cpus: (await import('node:os')).cpus().length }, budgets, sizes, firstPaint: paint, dicom }
mkdirSync(resolve(root, 'bench'), { recursive: true })
writeFileSync(resolve(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`)

const lines = [
  '# Bench results',
  '',
  `Measured ${results.date.slice(0, 10)} on Node ${process.version}, ${results.machine.cpus} cores, headless Debian Chromium (\`npm run bench\`).`,
  '',
  '## Size per element (gzip -9, KB)',
  '',
  '| element | ES alone (entry + all chunks it loads) | ES on top of the shared chunk | IIFE (script tag) |',
  '|---|---|---|---|',
  ...sizes.map((s) => `| ${s.element} | ${s.esAloneKB} | ${s.esOnTopOfSharedKB} | ${s.iifeKB ?? '—'} |`),
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
