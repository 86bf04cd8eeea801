// A real PACS on this machine: Debian's Orthanc with its DICOMweb and modality-worklist plugins, started on free local
// ports with a generated configuration (used by `npm run pacs` and by the tests). As root on Debian the packages are
// installed when missing, like Chromium; elsewhere it stops with one line naming what to install.
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { ensureFile, ensureTool } from './debian-tools.mjs'

const PLUGIN_DIR = '/usr/share/orthanc/plugins'
const PLUGINS = { dicomweb: 'libOrthancDicomWeb.so', worklists: 'libModalityWorklists.so' }

/** The Orthanc binary, with the DICOMweb plugin (Debian: orthanc, orthanc-dicomweb). */
export function ensureOrthanc() {
  const binary = ensureTool('Orthanc', 'orthanc')
  ensureFile(join(PLUGIN_DIR, PLUGINS.dicomweb), 'orthanc-dicomweb')
  ensureFile(join(PLUGIN_DIR, PLUGINS.worklists), 'orthanc')
  return binary
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts Orthanc with its files under `dir` (storage, index, `worklists/`), HTTP and DICOM on free 127.0.0.1 ports,
 * DICOMweb at `<url>/dicom-web/`, basic authentication `user` / `password`, and the modality worklists read from
 * `<dir>/worklists`. Resolves once it answers; `stop()` ends it.
 *
 * @returns {Promise<{ url: string, dicomWebUrl: string, dicomPort: number, aet: string, user: string, password: string, worklistDir: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startOrthanc({ dir, aet = 'CLINICPACS', user = 'clinic', password = 'clinic-pacs', log = () => {} } = {}) {
  const binary = ensureOrthanc()
  const worklistDir = join(dir, 'worklists')
  for (const sub of ['storage', 'index', 'worklists']) mkdirSync(join(dir, sub), { recursive: true })
  const [httpPort, dicomPort] = [await freePort(), await freePort()]
  const config = {
    Name: 'clinic-pacs',
    StorageDirectory: join(dir, 'storage'),
    IndexDirectory: join(dir, 'index'),
    HttpPort: httpPort,
    DicomPort: dicomPort,
    DicomAet: aet,
    RemoteAccessAllowed: false,
    AuthenticationEnabled: true,
    RegisteredUsers: { [user]: password },
    DicomCheckCalledAet: false,
    UnknownSopClassAccepted: true,
    // Any modality may query the worklist (no DicomModalities list here), and answers keep Chinese names: UTF-8
    // (`ISO_IR 192`) instead of Orthanc's Latin-1 default, which drops the ideographic name group.
    DicomAlwaysAllowFindWorklist: true,
    DefaultEncoding: 'Utf8',
    StableAge: 1,
    ConcurrentJobs: 2,
    HttpCompressionEnabled: false,
    Plugins: [join(PLUGIN_DIR, PLUGINS.dicomweb), join(PLUGIN_DIR, PLUGINS.worklists)],
    Worklists: { Enable: true, Database: worklistDir, FilterIssuerAet: false },
    DicomWeb: { Enable: true, Root: '/dicom-web/', EnableWado: true, WadoRoot: '/wado', Ssl: false, StudiesMetadata: 'Full', SeriesMetadata: 'Full' },
  }
  const configFile = join(dir, 'orthanc.json')
  writeFileSync(configFile, JSON.stringify(config, null, 2))
  const child = spawn(binary, [configFile], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.on('data', (chunk) => log(String(chunk)))
  child.stderr.on('data', (chunk) => log(String(chunk)))
  const url = `http://127.0.0.1:${httpPort}`
  const auth = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Orthanc exited with ${child.exitCode} before answering (config ${configFile})`)
    try {
      const res = await fetch(`${url}/system`, { headers: { Authorization: auth } })
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error('Orthanc did not answer within 30 s')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    dicomWebUrl: `${url}/dicom-web`,
    dicomPort,
    aet,
    user,
    password,
    worklistDir,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    },
  }
}
