#!/usr/bin/env node
// First image beside dwv 0.36 (issue 16): in one headless Chromium, same files, same server, the time from navigation
// start to the first animation frame whose canvas shows non-black pixels, for `<clinic-pic-viewer>` (the standalone
// IIFE build, loaded by a classic script tag) and for dwv (its dist build, `dwv.App` with one layer group,
// `loadURLs`; GPL, a dev dependency for this bench only, never bundled). Every run is a fresh browser context (cold
// HTTP cache, nothing compiled yet), clinic and dwv runs alternate so drift hits both; medians of BENCH_RUNS (7).
// Cases:
//   - single files from /demo/assets/dicom: CT 512² uncompressed, JPEG 2000 (US 640×480 RGB), JPEG-LS (CT 512²);
//   - the contract server's 200-slice 512² CT phantom as a `src` list (/api/pacs/image/{id}, the element's `token`;
//     dwv: the same URLs with the Authorization request header), and the same series by `study-id`;
//   - the phantom in a real Orthanc (scripts/orthanc.mjs) over DICOMweb (`dicomweb-base` + `study-uid`), reached
//     same-origin through this bench's front server, which adds Orthanc's basic authentication; dwv's reference is
//     its first instance by WADO-URI from the same Orthanc.
// Series cases also give the time until every slice is loaded (clinic: all image responses in and the series'
// progress bar gone; dwv: its `load` event). The DICOMweb case also gives both times from the moment the element is
// given the study (the issue's budgets: first image ≤ 500 ms, the whole series ≤ 3 s).
// One Node server is the page's origin (scripts/bench-front.mjs, in a process of its own): it serves the bench pages and
// dwv's files, proxies /orthanc/… to Orthanc and everything else to the contract server (so no request goes through the
// browser driver, and none waits while the driver's client is busy: until 2026-11-25 it ran in this process, and the
// clinic page's image requests, sent while Playwright attached to its decode worker, waited up to 190 ms for it).
// Prints JSON on stdout, logs on stderr. Usage: node scripts/bench-first-image.mjs (BENCH_RUNS=7, BENCH_CASES=a,b to
// pick cases, BENCH_NO_ORTHANC=1 to skip the DICOMweb case, BENCH_TRACE=1 to log each run's requests, BENCH_PROFILE=1 for a
// CPU profile per 25 ms, with BENCH_PROFILE_DIR=dir written whole per run as `<dir>/<case>-<n>.json` instead;
// BENCH_TRACE_DIR=dir for a Chromium performance trace per run, `<dir>/<case>-<n>.trace.json`: what the main thread did).
// The viewer's first image counts on its early canvas (`[data-first-image]`, drawn before its interface) as on its viewport's.
import { execFileSync, fork } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, ensureChromium } from './chromium.mjs'
import { signInApi } from './console-page.mjs'
import { startContractServer } from './contract-server.mjs'

const root = resolve(import.meta.dirname, '..')
const runs = Number(process.env.BENCH_RUNS ?? 7)
const only = process.env.BENCH_CASES ? new Set(process.env.BENCH_CASES.split(',')) : null
const log = (message) => process.stderr.write(`[bench-first-image] ${message}\n`)
const round = (value) => (value === null || value === undefined ? null : Math.round(value))
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null
}
const iife = resolve(root, 'dist/iife/clinic-pic-viewer.js')
if (!existsSync(iife)) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
const dwvVersion = JSON.parse(readFileSync(resolve(root, 'node_modules/dwv/package.json'), 'utf8')).version

/** The study of the 200-slice phantom and its image paths in reading order. */
async function phantom(base, token) {
  const headers = { Authorization: token }
  const page = await (await fetch(`${base}/api/exams?modality=CT&page=0&size=50`, { headers })).json()
  const exam = page.content.find((e) => e.studyId && e.imageCount >= 200)
  if (!exam) throw new Error('no CT exam with the 200-slice phantom on the contract server')
  const study = await (await fetch(`${base}/api/pacs/retrieve/image/studyId/${exam.studyId}`, { headers })).json()
  const series = study.series.find((s) => s.instances.length >= 200)
  return { studyId: exam.studyId, urls: series.instances.map((i) => new URL(i.url, `${base}/`).pathname) }
}

// ---- the page's origin: scripts/bench-front.mjs in a child process ---------------------------------------------------

/** Starts the bench's page origin in its own process (see scripts/bench-front.mjs); its methods resolve once it has done them. */
async function startFront(contractUrl) {
  const child = fork(resolve(root, 'scripts/bench-front.mjs'), [contractUrl], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const url = await new Promise((done, fail) => {
    child.once('message', (message) => done(message.url))
    child.once('exit', (code) => fail(new Error(`the bench front server exited (${code})`)))
  })
  let next = 1
  const ask = (message) => new Promise((done) => {
    const id = next++
    const listen = (answer) => {
      if (answer.done !== id) return
      child.off('message', listen)
      done()
    }
    child.on('message', listen)
    child.send({ ...message, id })
  })
  return {
    url,
    async page(id, html) {
      await ask({ page: id, html })
      return `/__bench/page/${id}`
    },
    setOrthanc: (orthanc) => ask({ orthanc }),
    stop: async () => {
      await ask({ stop: true })
      await new Promise((done) => (child.exitCode !== null ? done() : child.once('exit', done)))
    },
  }
}

// ---- the pages -----------------------------------------------------------------------------------------------------

/**
 * Runs first in every page: polls the viewer's canvas each animation frame (drawn into a 32×32 scratch canvas, so a
 * check costs the same whatever the canvas size) and records the frame time (ms since navigation start) when it first
 * shows a non-black pixel — checked at the frame's start (drawn by an earlier task) and right after the frame (drawn
 * by an animation-frame callback of that frame). `allLoaded()` decides when the whole series is in.
 */
const probe = (canvases, allLoaded = '() => false') => `<script>
performance.setResourceTimingBufferSize(5000)
window.__bench = { given: null, first: null, all: null, errors: [] }
addEventListener('error', (e) => window.__bench.errors.push(String(e.message)))
;(() => {
  const scratch = document.createElement('canvas')
  scratch.width = scratch.height = 32
  const sctx = scratch.getContext('2d', { willReadFrequently: true })
  const lit = () => {
    for (const canvas of (${canvases})()) {
      if (!canvas || canvas.width < 2 || canvas.height < 2) continue
      sctx.clearRect(0, 0, 32, 32)
      sctx.drawImage(canvas, 0, 0, 32, 32)
      const data = sctx.getImageData(0, 0, 32, 32).data
      for (let i = 0; i < data.length; i += 4) if (data[i] + data[i + 1] + data[i + 2] > 24) return true
    }
    return false
  }
  const allLoaded = ${allLoaded}
  const check = (time) => {
    const b = window.__bench
    if (b.first === null && lit()) b.first = time
    if (b.first !== null && b.all === null && allLoaded()) b.all = time
    return b.first !== null && b.all !== null
  }
  const frame = (time) => {
    if (check(time)) return
    setTimeout(() => { if (!check(time)) requestAnimationFrame(frame) }, 0)
  }
  requestAnimationFrame(frame)
})()
</script>`

const style = '<style>html,body{margin:0;background:#333}clinic-pic-viewer,#layerGroup0{display:block;width:1000px;height:760px;background:#000}</style>'
const clinicCanvas = `() => [...(document.querySelector('clinic-pic-viewer')?.shadowRoot?.querySelectorAll('[data-first-image] canvas, section[data-viewport] canvas') ?? [])]`
const dwvCanvas = `() => document.querySelectorAll('#layerGroup0 canvas')`
const esc = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/**
 * Clinic: every image response of the series in (Resource Timing) — or the one answer of a whole-series retrieval —
 * and no series progress bar left (every file opened in a decode worker).
 */
const clinicAll = (pattern, count, whole = '/$^/') => `() => {
  const root = document.querySelector('clinic-pic-viewer')?.shadowRoot
  if (!root || root.querySelector('[data-series-progress]')) return false
  const entries = performance.getEntriesByType('resource')
  return entries.some((e) => ${whole}.test(e.name)) || entries.filter((e) => ${pattern}.test(e.name)).length >= ${count}
}`

function clinicPage(attributes, { count = 1, pattern = '/$^/', whole } = {}) {
  const attrs = Object.entries({ locale: 'en', ...attributes }).map(([k, v]) => `${k}="${esc(v)}"`).join(' ')
  return `<!doctype html><meta charset="utf-8">${style}${probe(clinicCanvas, count > 1 ? clinicAll(pattern, count, whole) : undefined)}` +
    `<script src="/dist/iife/clinic-pic-viewer.js"></script><clinic-pic-viewer ${attrs}></clinic-pic-viewer>` +
    `<script>window.__bench.given = performance.now()</script>`
}

function dwvPage(urls, headers = []) {
  // dwv's bare imports, each a module the front server makes of a global its classic script set.
  const imports = Object.fromEntries(['konva', 'jszip', 'magic-wand-tool'].map((name) => [name, `/__bench/shim/${name}.js`]))
  return `<!doctype html><meta charset="utf-8">${style}${probe(dwvCanvas, urls.length > 1 ? '() => window.__bench.loaded === true' : undefined)}` +
    '<script src="/__bench/nm/konva/konva.min.js"></script><script src="/__bench/nm/jszip/dist/jszip.min.js"></script>' +
    '<script src="/__bench/nm/magic-wand-tool/dist/magic-wand.js"></script>' +
    `<script type="importmap">${JSON.stringify({ imports })}</script><div id="layerGroup0"></div>` +
    `<script type="module">
import { App, AppOptions, ViewConfig } from '/__bench/nm/dwv/dist/dwv.min.js'
const app = new App()
app.init(new AppOptions({ '*': [new ViewConfig('layerGroup0')] }))
app.addEventListener('load', () => { window.__bench.loaded = true })
app.addEventListener('error', (e) => window.__bench.errors.push(String(e.error?.message ?? e.error ?? e.message ?? 'error')))
window.__bench.given = performance.now()
app.loadURLs(${JSON.stringify(urls)}, { requestHeaders: ${JSON.stringify(headers)} })
</script>`
}

// ---- running ---------------------------------------------------------------------------------------------------------

/** BENCH_PROFILE: a CPU profile summarised per 25 ms: the functions with the most self time in each slice. */
function profileBuckets(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  const buckets = new Map()
  let t = 0
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] / 1000
    const node = nodes.get(id)
    const { functionName, url, lineNumber } = node.callFrame
    if (functionName === '(idle)') return
    const name = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`
    const bucket = Math.floor(t / 25) * 25
    if (!buckets.has(bucket)) buckets.set(bucket, new Map())
    const b = buckets.get(bucket)
    b.set(name, (b.get(name) ?? 0) + profile.timeDeltas[i] / 1000)
  })
  return [...buckets].sort((a, b) => a[0] - b[0]).map(([at, b]) => {
    const total = [...b.values()].reduce((x, y) => x + y, 0)
    const top = [...b].sort((x, y) => y[1] - x[1]).slice(0, 4).map(([n, ms]) => `${n} ${ms.toFixed(1)}`).join(' · ')
    return `  ${String(at).padStart(5)} busy ${total.toFixed(0).padStart(2)}: ${top}`
  }).join('\n')
}

async function once(browser, front, id, html, { series, timeout }) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 820 } })
  try {
    const tab = await context.newPage()
    const cdp = process.env.BENCH_PROFILE ? await context.newCDPSession(tab) : null
    if (cdp) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
    }
    if (process.env.BENCH_TRACE_DIR) await browser.startTracing(tab, { path: `${process.env.BENCH_TRACE_DIR}/${id}.trace.json`, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'toplevel', 'v8.execute', 'blink', 'netlog', 'disabled-by-default-network'] })
    await tab.goto(`${front.url}${await front.page(id, html)}`)
    await tab
      .waitForFunction((series) => window.__bench.first !== null && (!series || window.__bench.all !== null), series, { timeout, polling: 100 })
      .catch(() => {})
    const result = await tab.evaluate(() => window.__bench)
    if (process.env.BENCH_TRACE_DIR) await browser.stopTracing()
    if (process.env.BENCH_TRACE) {
      // Where the time went: every request of the page (start → sent → first byte → end, ms since navigation) beside the image times.
      // and the page's own marks (performance.mark), in time order.
      const entries = await tab.evaluate(() => [...performance.getEntriesByType('resource'), ...performance.getEntriesByType('mark')]
        .sort((a, b) => a.startTime - b.startTime)
        .map((e) => (e.entryType === 'mark' ? `${Math.round(e.startTime)} mark ${e.name}` : `${Math.round(e.startTime)}→${Math.round(e.requestStart)}→${Math.round(e.responseStart)}→${Math.round(e.responseEnd)} ${e.name.replace(location.origin, '').slice(0, 90)}`)))
      log(`${id}: given ${round(result.given)}, first image ${round(result.first)}, all ${round(result.all)}\n  ${entries.slice(0, 30).join('\n  ')}`)
    }
    if (cdp && process.env.BENCH_PROFILE_DIR) { const prof = (await cdp.send('Profiler.stop')).profile; (await import('node:fs')).writeFileSync(`${process.env.BENCH_PROFILE_DIR}/${id}.json`, JSON.stringify({ prof, result })) } else if (cdp) log(`${id} profile (main thread, 25 ms buckets from the profile's start: top self time)\n${profileBuckets((await cdp.send('Profiler.stop')).profile)}`)
    return { first: result.first, all: result.all, given: result.given, errors: result.errors }
  } finally {
    await context.close()
  }
}

async function measure(browser, front, name, clinicHtml, dwvHtml, { series = false, timeout = 20_000 } = {}) {
  const out = { clinic: [], dwv: [] }
  for (let run = 0; run < runs; run++) {
    // Alternate which goes first so drift (CI beside us, a warming disk cache) hits both.
    const order = run % 2 ? ['dwv', 'clinic'] : ['clinic', 'dwv']
    for (const who of order) {
      const html = who === 'clinic' ? clinicHtml : dwvHtml
      if (!html) continue
      out[who].push(await once(browser, front, `${name}-${who}-${run}`, html, { series, timeout }))
    }
  }
  const summary = (list) => {
    if (!list.length) return null
    const failed = list.filter((r) => r.first === null)
    return {
      firstImageMs: round(median(list.map((r) => r.first))),
      firstImageMinMs: round(Math.min(...list.filter((r) => r.first !== null).map((r) => r.first))),
      firstAfterGivenMs: round(median(list.filter((r) => r.first !== null && r.given !== null).map((r) => r.first - r.given))),
      ...(series ? { allLoadedMs: round(median(list.map((r) => r.all))), allAfterGivenMs: round(median(list.filter((r) => r.all !== null && r.given !== null).map((r) => r.all - r.given))) } : {}),
      runs: list.length,
      ...(failed.length ? { noImageRuns: failed.length, errors: [...new Set(failed.flatMap((r) => r.errors))].slice(0, 3) } : {}),
    }
  }
  const clinic = summary(out.clinic)
  const dwv = summary(out.dwv)
  const ratio = clinic?.firstImageMs && dwv?.firstImageMs ? Math.round((clinic.firstImageMs / dwv.firstImageMs) * 100) / 100 : null
  log(`${name}: clinic ${JSON.stringify(clinic)} · dwv ${JSON.stringify(dwv)} · ratio ${ratio}`)
  return { clinic, dwv, ratio }
}

const server = await startContractServer({ CLINIC_TEST_CAPTCHA: '7' })
const front = await startFront(server.url)
const browser = await chromium.launch({ executablePath: ensureChromium(), headless: true, args: chromiumArgs })
const result = {
  benchmark: 'first-image',
  date: new Date().toISOString(),
  dwv: dwvVersion,
  runs,
  measure: 'navigation start → first animation frame whose canvas shows non-black pixels (median, ms); fresh browser context per run, clinic and dwv alternating',
  goal: 'ratio clinic/dwv ≤ 1.0; DICOMweb: first image ≤ 500 ms and the whole series ≤ 3 s after the element is given the study',
  cases: {},
}
let orthanc = null
let orthancDir = null
const want = (name) => !only || only.has(name)
try {
  const token = await signInApi(server.url)
  const { studyId, urls } = await phantom(server.url, token)
  const single = [
    ['ct-512', 'CT1_UNC_explicit_little_endian.dcm', 'CT 512² uncompressed (explicit VR LE, 530 KB)'],
    ['jpeg2000', 'US1_J2KR.dcm', 'JPEG 2000 lossless, US 640×480 RGB (154 KB)'],
    ['jpeg-ls', 'CT1_UNC_fragmented_bot_jpeg_ls.dcm', 'JPEG-LS lossless, CT 512² (171 KB)'],
  ]
  for (const [name, file, label] of single) {
    if (!want(name)) continue
    const url = `/demo/assets/dicom/${file}`
    result.cases[name] = { label, ...(await measure(browser, front, name, clinicPage({ src: url }), dwvPage([url]))) }
  }
  const imagePattern = '/\\/api\\/pacs\\/image\\/\\d+$/'
  const auth = [{ name: 'Authorization', value: token }]
  if (want('series-src')) {
    result.cases['series-src'] = {
      label: `200-slice 512² CT phantom as a \`src\` list (dwv: loadURLs of the same ${urls.length} URLs)`,
      ...(await measure(browser, front, 'series-src', clinicPage({ src: urls.join(' '), token }, { count: urls.length, pattern: imagePattern }), dwvPage(urls, auth), { series: true, timeout: 60_000 })),
    }
  }
  if (want('series-study')) {
    result.cases['series-study'] = {
      label: `the same series by \`study-id\` from the embedded server (dwv: loadURLs of its ${urls.length} URLs)`,
      ...(await measure(browser, front, 'series-study', clinicPage({ 'study-id': studyId, token }, { count: urls.length, pattern: imagePattern }), dwvPage(urls, auth), { series: true, timeout: 60_000 })),
    }
  }
  if (want('dicomweb') && !process.env.BENCH_NO_ORTHANC) {
    const { startOrthanc } = await import('./orthanc.mjs')
    orthancDir = mkdtempSync(join(tmpdir(), 'clinic-bench-orthanc-'))
    orthanc = await startOrthanc({ dir: orthancDir })
    const basic = `Basic ${Buffer.from(`${orthanc.user}:${orthanc.password}`).toString('base64')}`
    const dir = join(server.dataDir, 'pacs', 'ct-phantom')
    const files = readdirSync(dir).filter((f) => f.endsWith('.dcm')).sort()
    log(`uploading ${files.length} phantom slices to Orthanc`)
    for (const file of files) {
      const res = await fetch(`${orthanc.url}/instances`, { method: 'POST', body: readFileSync(join(dir, file)), headers: { Authorization: basic } })
      if (!res.ok) throw new Error(`Orthanc refused ${file}: HTTP ${res.status}`)
    }
    await front.setOrthanc({ url: orthanc.url, auth: basic })
    const studies = await (await fetch(`${orthanc.dicomWebUrl}/studies`, { headers: { Authorization: basic, Accept: 'application/dicom+json' } })).json()
    const studyUid = studies[0]['0020000D'].Value[0]
    const instances = await (await fetch(`${orthanc.dicomWebUrl}/studies/${studyUid}/instances?includefield=00200013`, { headers: { Authorization: basic, Accept: 'application/dicom+json' } })).json()
    const first = instances.map((i) => ({ n: Number(i['00200013']?.Value?.[0] ?? 0), series: i['0020000E'].Value[0], sop: i['00080018'].Value[0] })).sort((a, b) => a.n - b.n)[0]
    const wado = `/orthanc/wado?requestType=WADO&studyUID=${studyUid}&seriesUID=${first.series}&objectUID=${first.sop}&contentType=application/dicom`
    result.cases.dicomweb = {
      label: `the phantom (${instances.length} instances) from Orthanc over DICOMweb: \`dicomweb-base\` + \`study-uid\` (dwv: its first instance by WADO-URI from the same Orthanc)`,
      dwvSource: 'WADO-URI, first instance',
      ...(await measure(browser, front, 'dicomweb', clinicPage({ 'dicomweb-base': '/orthanc/dicom-web', 'study-uid': studyUid }, { count: instances.length, pattern: '/\\/orthanc\\/dicom-web\\/studies\\/.*\\/instances\\/[^/]+(\\/frames\\/\\d+)?$/', whole: '/\\/orthanc\\/dicom-web\\/studies\\/[^/]+\\/series\\/[^/?]+$/' }), dwvPage([wado]), { series: true, timeout: 60_000 })),
      budgets: { firstAfterGivenMs: 500, allAfterGivenMs: 3000 },
    }
  }
} finally {
  await browser.close()
  await front.stop()
  await orthanc?.stop()
  if (orthancDir) rmSync(orthancDir, { recursive: true, force: true })
  await server.stop()
}
console.log(JSON.stringify(result, null, 2))
