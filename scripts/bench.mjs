#!/usr/bin/env node
// `npm run bench`: what the budgets of DESIGN §8 are measured with. Writes bench/results.json and bench/RESULTS.md.
//   - gzip size of every element: ES entry with the chunks it loads (alone on a page, and on top of the shared chunks
//     another element already loaded) and each script-tag (IIFE) build;
//   - first paint of <clinic-login> in headless Chromium (ES and IIFE), median of 7 cold loads;
//   - the DICOM engine's bytes→image times (scripts/bench-dicom.mjs);
//   - the data table's scroll and client sort (scripts/bench-data-table.mjs) and the contract server's list helper over
//     a million rows (scripts/bench-crud.ts);
//   - the registration worklist's real endpoint over a million exams, and the pinyin lookup (scripts/bench-worklist.ts).
//   - the report-template tree search over 5,000 templates (scripts/bench-templates.ts).
//   - the report editor: ready after opening an exam, typing into a 10,000-character report (scripts/bench-report-editor.mjs).
//   - endoscopy capture: the foot pedal's key → the thumbnail in the strip, with Chromium's fake camera (scripts/bench-capture.mjs).
//   - the report statistics' summaries over 1,000,000 exams (scripts/bench-statistics.ts).
//   - the picture viewer's first image beside dwv 0.36's, same files, same server (scripts/bench-first-image.mjs).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, ensureChromium } from './chromium.mjs'
import { startContractServer } from './contract-server.mjs'

const root = resolve(import.meta.dirname, '..')
const runs = Number(process.env.BENCH_RUNS ?? 7)
const verdict = (value, budget) => (value <= budget ? 'within' : `**over** by ${Math.round((value - budget) * 10) / 10}`)
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

if (!existsSync(resolve(root, 'dist/es/index.js'))) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' })

const sizes = JSON.parse(execFileSync(process.execPath, ['scripts/bench-sizes.mjs'], { cwd: root, encoding: 'utf8' }))
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
const firstImage = runBench(['scripts/bench-first-image.mjs'], 'first image beside dwv')
const reportViewer = runBench(['scripts/bench-report-viewer.mjs'], 'report viewer')
const menuSearch = runBench(['--import', 'tsx', 'scripts/bench-menu-search.ts'], 'menu search')
const templateSearch = runBench(['--import', 'tsx', 'scripts/bench-templates.ts'], 'template search')
const reportEditor = runBench(['scripts/bench-report-editor.mjs'], 'report editor')
const capture = runBench(['scripts/bench-capture.mjs'], 'endoscopy capture')
const statistics = runBench(['--import', 'tsx', 'scripts/bench-statistics.ts'], 'statistics over 1,000,000 exams')
const crud = runBench(['--import', 'tsx', 'scripts/bench-crud.ts'], 'list helper over 1,000,000 rows')
const worklist = runBench(['--import', 'tsx', 'scripts/bench-worklist.ts'], 'registration worklist over 1,000,000 exams')
const dataTable = runBench(['scripts/bench-data-table.mjs'], 'data table')
const monitor = runBench(['--import', 'tsx', 'scripts/bench-monitor.ts'], 'server monitor poll')

const budgets = {
  reportViewerIifeKB: 210,
  picViewerIifeKB: 190,
  picViewerHeadroomKB: 15,
  consoleOnTopKB: 60,
  areaElementOnTopKB: 30,
  viewChunkKB: 15,
  ctFirstImageMs: 300,
}
const elementBudget = (element) => (element === 'clinic-console' ? budgets.consoleOnTopKB : budgets.areaElementOnTopKB)
const results = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
  budgets,
  sizes,
  firstPaint: paint,
  dicom,
  picViewer,
  firstImage,
  reportViewer,
  menuSearch,
  templateSearch,
  reportEditor,
  capture,
  statistics,
  crud,
  worklist,
  dataTable,
  monitor,
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
  `The shared base every element of the console loads once per page — React, Fluent's components, the element root, core and the shared UI kit, with the core's messages of one locale — is ${sizes.base.KB} KB (${sizes.base.chunks.join(', ')}). On top of it each element loads its own chunks and its messages in the page's locale (${sizes.locale} here; other locales are never loaded). Budgets: the console ≤ ${budgets.consoleOnTopKB} KB and every other element ≤ ${budgets.areaElementOnTopKB} KB on top of the base; each view chunk ≤ ${budgets.viewChunkKB} KB; the standalone report viewer ≤ ${budgets.reportViewerIifeKB} KB; the standalone picture viewer ≤ ${budgets.picViewerIifeKB} KB with ${budgets.picViewerHeadroomKB} KB to spare (codecs excluded).`,
  '',
  '| element | own chunks | its messages | on top of the base | vs budget | ES alone (base included) | IIFE (script tag) |',
  '|---|---|---|---|---|---|---|',
  ...sizes.elements.map(
    (s) =>
      `| ${s.element} | ${s.ownKB} | ${s.messagesKB} | ${s.onTopOfBaseKB} | ${s.element === 'index' ? '(all elements)' : `${verdict(s.onTopOfBaseKB, elementBudget(s.element))} (${elementBudget(s.element)})`} | ${s.aloneKB} | ${s.iifeKB ?? '—'} |`,
  ),
  '',
  `Script-tag builds load on demand from beside the script: the RSA library (${sizes.iifeOnDemand.jsencryptKB} KB, when a password is typed) and each catalogue's messages of the page's locale (all catalogues together ${sizes.iifeOnDemand.messagesPerLocaleKB} KB in ${sizes.locale}).`,
  ...(sizes.views.length
    ? ['', `A view loads its own chunk and, with it, the chunks it shares with other views of its area (the report kit of src/ui/report for the diagnosis views) and its messages: that sum, on top of the base and the element, is held to the area budget of ${budgets.areaElementOnTopKB} KB; the picture viewer beside a report loads on demand and is not counted.`, '',
      '| view chunk | KB | vs budget | with what it loads | vs area budget | later, on demand (dialogs, pickers, a panel after the editor) |', '|---|---|---|---|---|---|',
      ...sizes.views.map((v) => `| ${v.chunk} | ${v.kb} | ${verdict(v.kb, budgets.viewChunkKB)} | ${v.withSharedKB} | ${verdict(v.withSharedKB, budgets.areaElementOnTopKB)} | ${v.onDemandKB || '—'} |`)]
    : []),
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
if (firstImage) {
  const ms = (value) => (value === null || value === undefined ? '—' : `${value} ms`)
  const side = (who) => (who ? (who.firstImageMs === null ? `no image${who.errors?.length ? ` (${who.errors[0]})` : ''}` : ms(who.firstImageMs)) : '—')
  const all = (who) => (who?.allLoadedMs !== undefined ? ms(who.allLoadedMs) : '—')
  lines.push(
    '',
    `## First image beside dwv ${firstImage.dwv} (navigation → first frame with the image; median of ${firstImage.runs} fresh pages each, alternating; same files, same server, one Chromium)`,
    '',
    '| case | clinic | dwv | clinic / dwv (goal ≤ 1.0) | whole series: clinic | whole series: dwv |',
    '|---|---|---|---|---|---|',
    ...Object.values(firstImage.cases).map((c) => `| ${c.label} | ${side(c.clinic)} | ${side(c.dwv)} | ${c.ratio ?? '—'} | ${all(c.clinic)} | ${all(c.dwv)} |`),
  )
  const web = firstImage.cases.dicomweb
  if (web?.clinic) {
    lines.push(
      '',
      `DICOMweb from Orthanc, after the element is given the study: first image ${ms(web.clinic.firstAfterGivenMs)} (budget ${web.budgets.firstAfterGivenMs} ms, ${verdict(web.clinic.firstAfterGivenMs ?? Infinity, web.budgets.firstAfterGivenMs)}), the whole series ${ms(web.clinic.allAfterGivenMs)} (budget ${web.budgets.allAfterGivenMs} ms, ${verdict(web.clinic.allAfterGivenMs ?? Infinity, web.budgets.allAfterGivenMs)}); dwv's reference there: ${web.dwvSource}.`,
    )
  }
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
if (templateSearch) {
  lines.push(
    '',
    `## Template tree search over ${templateSearch.templates.toLocaleString('en')} templates (Node, per keystroke: names, pinyin initials, text; ${templateSearch.keystrokes} keystrokes)`,
    '',
    '| index build | median | p95 | max | budget |',
    '|---|---|---|---|---|',
    `| ${templateSearch.indexBuildMs} ms | ${templateSearch.medianMs} ms | ${templateSearch.p95Ms} ms | ${templateSearch.maxMs} ms | ${templateSearch.budgetMs} ms (${verdict(templateSearch.p95Ms, templateSearch.budgetMs)} at p95) |`,
  )
}
if (reportEditor) {
  const { ready, typing } = reportEditor
  lines.push(
    '',
    '## Report editor (`<clinic-diagnosis>` in the console, production build, Chromium, signed in as a radiologist)',
    '',
    '| measure | result | budget |',
    '|---|---|---|',
    `| ready: double click on a worklist row → findings editable (exam loaded, lock taken), ${ready.runs.length} exams | first ${ready.firstMs} ms (loads the editor's chunks), then median ${ready.warmMedianMs} ms; max ${ready.maxMs} ms | ${ready.budgetMs} ms (${verdict(ready.maxMs, ready.budgetMs)}) |`,
    `| typing into a ${typing.reportChars.toLocaleString('en')}-character report, ${typing.keys} keys: key → handled, draft kept, layout done | median ${typing.p50Ms} ms, p95 ${typing.p95Ms} ms, max ${typing.maxMs} ms | p95 ${typing.budgetP95Ms} ms (${verdict(typing.p95Ms, typing.budgetP95Ms)}) |`,
    `| the same keys → the next frame after them (adds the wait for the display's next frame) | median ${typing.toNextFrameP50Ms} ms, p95 ${typing.toNextFrameP95Ms} ms | — |`,
  )
}
if (capture) {
  lines.push(
    '',
    '## Endoscopy capture (`<clinic-endoscopy view="es/esReport">`, production build, Chromium\'s fake camera)',
    '',
    '| measure | result | budget |',
    '|---|---|---|',
    `| foot pedal key (F8) → thumbnail decoded in the strip (frame grabbed, JPEG, uploaded, stored, answered), ${capture.captures} captures of ${capture.videoSize} | median ${capture.medianMs} ms, p95 ${capture.p95Ms} ms, max ${capture.maxMs} ms | ${capture.budgets.medianMs} ms (${verdict(capture.p95Ms, capture.budgets.p95Ms)} at p95) |`,
  )
}
if (statistics) {
  lines.push(
    '',
    `## Report statistics (\`GET api/statistic/…\` through the contract server, ${statistics.rows.toLocaleString('en')} exams in SQLite on disk, ${statistics.runs} runs per case over random periods)`,
    '',
    '| case | p50 | p95 | budget |',
    '|---|---|---|---|',
    ...statistics.results.map((r) => `| ${r.name} | ${r.p50Ms} ms | ${r.p95Ms} ms | ${r.budgetMs === null ? '—' : `${r.budgetMs} ms (${verdict(r.p95Ms, r.budgetMs)} at p95)`} |`),
  )
}
if (monitor) {
  lines.push(
    '',
    `## Server monitor poll (\`GET api/monitor\` through the contract server, ${monitor.polls} polls)`,
    '',
    `handler p50 ${monitor.handler.p50Ms} ms, p95 ${monitor.handler.p95Ms} ms · request p50 ${monitor.request.p50Ms} ms, p95 ${monitor.request.p95Ms} ms · `
      + `${monitor.requestCpuMs} ms of server CPU per request · budget ${monitor.budgetMs} ms (${monitor.withinBudget ? 'met' : 'missed'})`,
  )
}
if (dataTable) {
  lines.push(
    '',
    `## Data table (\`src/ui/table/DataTable\`, production build, Chromium)`,
    '',
    '| measure | result | budget |',
    '|---|---|---|',
    `| scroll through ${dataTable.scroll.rows.toLocaleString('en')} rows in one page (${dataTable.scroll.frames} frames, ${dataTable.scroll.pxPerFrame} px each) | frame interval median ${dataTable.scroll.frameMedianMs} ms, p95 ${dataTable.scroll.frameP95Ms} ms, ${dataTable.scroll.longFrames} frames over 25 ms; rows in the DOM ${dataTable.scroll.domRows} | p95 ≤ 16.7 ms (${verdict(dataTable.scroll.frameP95Ms, 16.7)}) |`,
    `| first render of those rows | ${dataTable.scroll.firstRenderMs} ms | — |`,
    `| client-side sort (\`sortRows\`) of ${dataTable.sort.rows.toLocaleString('en')} rows, by name (zh-CN collation) | median ${dataTable.sort.byNameMedianMs} ms | 100 ms (${verdict(dataTable.sort.byNameMedianMs, 100)}) |`,
    `| client-side sort of ${dataTable.sort.rows.toLocaleString('en')} rows, by a number | median ${dataTable.sort.byNumberMedianMs} ms | 100 ms (${verdict(dataTable.sort.byNumberMedianMs, 100)}) |`,
  )
}
if (crud) {
  lines.push(
    '',
    `## List helper over ${crud.rows.toLocaleString('en')} rows (contract server's \`runList\`, SQLite on disk, ${crud.runs} random queries per case; table built in ${crud.buildSeconds} s)`,
    '',
    '| query | p50 | p95 | budget |',
    '|---|---|---|---|',
    ...crud.results.map((r) => `| ${r.name} | ${r.p50Ms} ms | ${r.p95Ms} ms | ${r.budgetMs} ms (${verdict(r.p95Ms, r.budgetMs)} at p95) |`),
  )
}
if (worklist) {
  lines.push(
    '',
    `## Registration worklist over ${worklist.rows.toLocaleString('en')} exams (\`GET api/exams\` through the contract server's routes and session, SQLite on disk, ${worklist.runs} random queries per case; data built in ${worklist.buildSeconds} s)`,
    '',
    '| query | p50 | p95 | budget |',
    '|---|---|---|---|',
    ...worklist.results.map((r) => `| ${r.name} | ${r.p50Ms} ms | ${r.p95Ms} ms | ${r.budgetMs} ms (${verdict(r.p95Ms, r.budgetMs)} at p95) |`),
    `| pinyin of a name (\`toPinyin\`, 2,000 names) | ${worklist.pinyin.p50Ms} ms | ${worklist.pinyin.p95Ms} ms | ${worklist.pinyin.budgetMs} ms (${verdict(worklist.pinyin.p95Ms, worklist.pinyin.budgetMs)} at p95) |`,
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
