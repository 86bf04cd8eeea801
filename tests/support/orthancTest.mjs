// Test-runner plugin: a real Orthanc (scripts/orthanc.mjs) for the browser tests of the viewer's DICOMweb source,
// started on first use with sample files uploaded, and reached same-origin through `/orthanc-test/…` → Orthanc with
// its basic authentication added (Orthanc sends no CORS headers). `/orthanc-test/slow/<ms>/…` holds every image
// retrieval (a WADO-RS series, instance or frame, a WADO-URI object) back by <ms>, like a slow archive; searches stay
// fast. `/orthanc-test/cut/<bytes>/…` breaks a series retrieval's connection off after its first <bytes> bytes,
// `/orthanc-test/cut-all/<bytes>/…` that of every retrieval (series, instance, frame), and `/orthanc-test/stall/<bytes>/…`
// sends every retrieval's first <bytes> bytes and then nothing more, the connection left open.
// `executeServerCommand('orthanc-test')` starts it and answers `{ downUrl }`: a DICOMweb root where nothing listens.
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort, startOrthanc } from '../../scripts/orthanc.mjs'

const samples = resolve(import.meta.dirname, '../../demo/assets/dicom')
/** The sample files uploaded: a five-slice CT series, a 512² JPEG-LS CT and a ten-frame MR. */
const files = [
  ...['2062', '2392', '2693', '3023', '3353'].map((n) => join(samples, 'series_CT5N', `${n}.dcm`)),
  join(samples, 'CT1_UNC_fragmented_bot_jpeg_ls.dcm'),
  join(samples, 'emri_small.dcm'),
]
/** A sixth slice of the CT series whose header claims 64 rows over 16 rows of pixel data: it cannot be decoded. */
export const brokenSopInstanceUid = '1.3.6.1.4.1.5962.1.1.0.0.0.1194734704.16302.0.99'

let dir = null
let starting = null

function start() {
  starting ??= (async () => {
    dir = mkdtempSync(join(tmpdir(), 'clinic-orthanc-test-'))
    const orthanc = await startOrthanc({ dir: join(dir, 'pacs') })
    const auth = `Basic ${Buffer.from(`${orthanc.user}:${orthanc.password}`).toString('base64')}`
    const broken = join(dir, 'broken.dcm')
    copyFileSync(join(samples, 'series_CT5N', '3353.dcm'), broken)
    execFileSync('dcmodify', ['-nb', '-m', `(0008,0018)=${brokenSopInstanceUid}`, '-m', '(0020,0013)=11', '-m', '(0020,0032)=-72.199997\\-143.000000\\-3.737500', '-m', '(0028,0010)=64', broken])
    for (const file of [...files, broken]) {
      const response = await fetch(`${orthanc.url}/instances`, { method: 'POST', body: readFileSync(file), headers: { Authorization: auth } })
      if (!response.ok) throw new Error(`Orthanc refused ${file}: HTTP ${response.status}`)
    }
    return { orthanc, auth }
  })()
  return starting
}

/** A WADO-RS retrieval of a whole series (`…/studies/{uid}/series/{uid}`). */
const seriesRetrieval = /\/studies\/[^/?]+\/series\/[^/?]+(\?|$)/
/** A retrieval of image data: a whole series, an instance or a frame. */
const retrieval = /\/(instances\/[^/?]+(\/frames\/\d+)?|studies\/[^/?]+\/series\/[^/?]+)(\?|$)/

const hop = new Set(['host', 'connection', 'authorization', 'cookie', 'content-length', 'accept-encoding'])

/** Koa middleware of the runner: `/orthanc-test/…` to Orthanc. */
export async function orthancTestMiddleware(ctx, next) {
  if (!ctx.path.startsWith('/orthanc-test/')) return next()
  const { orthanc, auth } = await start()
  let rest = ctx.url.slice('/orthanc-test'.length)
  const slow = /^\/slow\/(\d+)(\/.*)$/.exec(rest)
  if (slow) {
    rest = slow[2]
    if (retrieval.test(rest) || rest.startsWith('/wado')) await new Promise((done) => setTimeout(done, Number(slow[1])))
  }
  const cut = /^\/(cut|cut-all|stall)\/(\d+)(\/.*)$/.exec(rest)
  if (cut) rest = cut[3]
  const headers = { Authorization: auth }
  for (const [name, value] of Object.entries(ctx.request.headers)) if (!hop.has(name) && typeof value === 'string') headers[name] = value
  const response = await fetch(`${orthanc.url}${rest}`, { method: ctx.method, headers })
  ctx.status = response.status
  for (const name of ['content-type', 'cache-control']) {
    const value = response.headers.get(name)
    if (value) ctx.set(name, value)
  }
  const body = Buffer.from(await response.arrayBuffer())
  const cutHere = cut && (cut[1] === 'cut' ? seriesRetrieval : retrieval).test(rest)
  if (cutHere && response.ok) {
    // Headers and the first bytes go out, then the connection drops — a moment later, as a network does (a browser
    // drops what came in the same read as the failure).
    ctx.respond = false
    ctx.res.writeHead(200, { 'content-type': response.headers.get('content-type') ?? 'application/octet-stream', 'content-length': String(body.length) })
    if (cut[1] === 'stall') {
      // …or stays open, sending nothing more, until the browser gives up (or a minute has passed).
      const end = setTimeout(() => ctx.res.destroy(), 60_000)
      ctx.res.on('close', () => clearTimeout(end))
      ctx.res.write(body.subarray(0, Number(cut[2])))
      return
    }
    ctx.res.write(body.subarray(0, Number(cut[2])), () => setTimeout(() => ctx.res.destroy(), 300))
    return
  }
  ctx.body = body
}

/** The plugin: answers `orthanc-test`, and stops Orthanc with the runner. */
export function orthancTest() {
  return {
    name: 'orthanc-test',
    async executeCommand({ command }) {
      if (command !== 'orthanc-test') return undefined
      await start()
      return { downUrl: `http://127.0.0.1:${await freePort()}/dicom-web` }
    },
    async serverStop() {
      if (!starting) return
      const { orthanc } = await starting.catch(() => ({}))
      await orthanc?.stop()
      if (dir) rmSync(dir, { recursive: true, force: true })
    },
  }
}
