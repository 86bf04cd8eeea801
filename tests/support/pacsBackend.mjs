// Test-runner plugin: the whole PACS path of issue 16 for the browser tests (tests/browser/pacs/). A second contract
// server whose PACS_* settings point at a real Orthanc of its own (scripts/orthanc.mjs: DICOMweb, the modality-worklist
// folder the server writes, the change feed it follows), reached same-origin under `/pacs-backend/…` (the prefix
// removed; plain HTTP streamed, the event stream too, and WebSocket upgrades). The shared contract server of the other
// browser tests stays without a PACS.
//
// Between the contract server and Orthanc's HTTP port sits a gate (a TCP relay) the tests can close: the archive is
// then down for the server (connections refused) while the worklist folder and Orthanc's DICOM port stay as they are.
//
// Commands (`executeServerCommand`):
//   `pacs-backend`                 starts it all once; answers { base: '/pacs-backend/', aet }, or { starting: true } when
//                                  it is not up within 15 s (a command must answer within 20 s: ask again)
//   `pacs-findscu` { aet, date }   a modality's worklist query (dcmtk findscu, `-W`) as `aet` for `date` (YYYYMMDD):
//                                  the answers' fields read as the modality does (text as UTF-8, `ISO_IR 192`)
//   `pacs-storescu` { aet, accession, patientId, studyUid }
//                                  a modality sends the five-slice sample CT (copies changed by dcmodify: the exam's
//                                  accession number, patient id and study UID, new series and instance UIDs);
//                                  answers { seriesUid, sopInstanceUids } in instance-number order
//   `pacs-archive` { up }          opens or closes the gate
import { execFile } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { startContractServer } from '../../scripts/contract-server.mjs'
import { queryWorklist } from './worklistQuery.mjs'
import { freePort, startOrthanc } from '../../scripts/orthanc.mjs'

const run = promisify(execFile)
const PREFIX = '/pacs-backend'
const root = resolve(import.meta.dirname, '../..')
const samples = resolve(root, 'demo/assets/dicom')
const testEnv = JSON.parse(readFileSync(resolve(root, 'tests/support/test-env.json'), 'utf8'))
/** The sample series a modality sends, in instance-number order. */
const CT5N = ['2062', '2392', '2693', '3023', '3353'].map((n) => join(samples, 'series_CT5N', `${n}.dcm`))

let dir = null
let starting = null
let sent = 0

/** A TCP relay from a free port to `target`; `close()` refuses connections (and cuts the open ones), `open()` takes them again. */
async function gate(targetPort) {
  const port = await freePort()
  const sockets = new Set()
  let server = null
  const open = () => new Promise((done, fail) => {
    if (server) return done()
    server = createServer((socket) => {
      const upstream = connect(targetPort, '127.0.0.1')
      sockets.add(socket).add(upstream)
      const drop = () => {
        sockets.delete(socket)
        sockets.delete(upstream)
        socket.destroy()
        upstream.destroy()
      }
      socket.on('error', drop).on('close', drop)
      upstream.on('error', drop).on('close', drop)
      socket.pipe(upstream).pipe(socket)
    })
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => done())
  })
  const close = () => new Promise((done) => {
    if (!server) return done()
    const closing = server
    server = null
    for (const socket of sockets) socket.destroy()
    sockets.clear()
    closing.close(() => done())
  })
  await open()
  return { port, open, close }
}

function start() {
  starting ??= (async () => {
    dir = mkdtempSync(join(tmpdir(), 'clinic-pacs-backend-'))
    const orthanc = await startOrthanc({ dir: join(dir, 'orthanc') })
    const relay = await gate(Number(new URL(orthanc.url).port))
    const viaGate = `http://127.0.0.1:${relay.port}`
    const contract = await startContractServer({
      CLINIC_TEST_CAPTCHA: testEnv.captcha,
      PACS_DICOMWEB_URL: `${viaGate}/dicom-web`,
      PACS_REST_URL: viaGate,
      PACS_USER: orthanc.user,
      PACS_PASSWORD: orthanc.password,
      PACS_WORKLIST_DIR: orthanc.worklistDir,
      PACS_AET: orthanc.aet,
    })
    return { orthanc, relay, contract }
  })()
  return starting
}

/** Koa middleware of the runner: `/pacs-backend/…` to the PACS contract server, streamed both ways. */
export async function pacsBackendMiddleware(ctx, next) {
  if (ctx.path !== PREFIX && !ctx.path.startsWith(`${PREFIX}/`)) return next()
  const { contract } = await start()
  const target = new URL(contract.url)
  const path = ctx.url.slice(PREFIX.length) || '/'
  await new Promise((done) => {
    // The Host header stays the page's (as the Vite bridge's proxy keeps it): the server sees the origin it serves.
    const upstream = request({ host: target.hostname, port: target.port, method: ctx.method, path, headers: ctx.req.headers }, (res) => {
      ctx.respond = false
      ctx.res.writeHead(res.statusCode ?? 502, res.headers)
      ctx.res.flushHeaders()
      res.pipe(ctx.res)
      ctx.res.once('close', () => res.destroy())
      done()
    })
    upstream.on('error', (error) => {
      if (ctx.respond === false) return
      ctx.status = 502
      ctx.body = `pacs-backend: ${error.message}`
      done()
    })
    ctx.req.pipe(upstream)
  })
}

/** A C-FIND of the modality worklist as `aet` for `date`; every answer as the modality reads it. */
async function findscu({ aet, date }) {
  const { orthanc } = await start()
  return queryWorklist(orthanc, aet, date, dir)
}

/** A modality sends the sample CT series under the exam's accession number, patient id and study UID. */
async function storescu({ aet, accession, patientId, studyUid }) {
  const { orthanc } = await start()
  const folder = mkdtempSync(join(dir, 'series-'))
  const stamp = `${Date.now()}.${process.pid}.${++sent}`
  const seriesUid = `2.25.1${stamp.replaceAll('.', '')}1`
  const sopInstanceUids = []
  try {
    const files = CT5N.map((file, i) => {
      const copy = join(folder, `${i}.dcm`)
      copyFileSync(file, copy)
      return copy
    })
    for (const [i, file] of files.entries()) {
      const sop = `${seriesUid}.${i + 1}`
      sopInstanceUids.push(sop)
      await run('dcmodify', ['-nb', '-m', `(0008,0050)=${accession}`, '-m', `(0010,0020)=${patientId}`, '-m', `(0020,000D)=${studyUid}`,
        '-m', `(0020,000E)=${seriesUid}`, '-m', `(0008,0018)=${sop}`, file])
    }
    await run('storescu', ['-aet', aet, '-aec', orthanc.aet, '127.0.0.1', String(orthanc.dicomPort), ...files], { timeout: 30_000 })
    return { seriesUid, sopInstanceUids }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** The plugin: its commands, WebSocket upgrades under the prefix, and everything stopped with the runner. */
export function pacsBackend() {
  return {
    name: 'pacs-backend',
    serverStart({ server }) {
      // A run that includes the PACS tests starts the backend at once (a new contract server seeds and generates its
      // images for a while); other runs start it only if asked.
      const files = process.env.CLINIC_BROWSER_TESTS
      if (!files || files.includes('pacs/')) void start().catch(() => undefined)
      server.on('upgrade', (req, socket, head) => {
        if (!req.url?.startsWith(`${PREFIX}/`) || !starting) return
        void starting.then(({ contract }) => {
          const target = new URL(contract.url)
          const upstream = connect(Number(target.port), target.hostname, () => {
            const lines = [`${req.method} ${req.url.slice(PREFIX.length)} HTTP/1.1`]
            for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`)
            upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
            if (head?.length) upstream.write(head)
            socket.pipe(upstream).pipe(socket)
          })
          upstream.on('error', () => socket.destroy())
          socket.on('error', () => upstream.destroy())
        }, () => socket.destroy())
      })
    },
    async executeCommand({ command, payload }) {
      switch (command) {
        case 'pacs-backend': {
          let timer
          const up = await Promise.race([start(), new Promise((done) => (timer = setTimeout(() => done(null), 15_000)))])
          clearTimeout(timer)
          return up ? { base: `${PREFIX}/`, aet: up.orthanc.aet } : { starting: true }
        }
        case 'pacs-findscu':
          return findscu(payload)
        case 'pacs-storescu':
          return storescu(payload)
        case 'pacs-archive': {
          const { relay } = await start()
          await (payload?.up ? relay.open() : relay.close())
          return true
        }
        default:
          return undefined
      }
    },
    async serverStop() {
      if (!starting) return
      const { orthanc, relay, contract } = await starting.catch(() => ({}))
      await contract?.stop()
      await relay?.close()
      await orthanc?.stop()
      if (dir) rmSync(dir, { recursive: true, force: true })
    },
  }
}
