// `npm run pacs`: a local PACS for the console. Starts Debian's Orthanc (DICOMweb, modality worklists) on free
// 127.0.0.1 ports with its files under .data/orthanc (kept between runs), sends it the sample studies (demo/assets/dicom
// and the generated ones under <DATA_DIR or .data>/pacs) through its REST API, skipping what it already holds, prints
// how to start the console against it, and runs until Ctrl+C (then stops Orthanc).
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import dicomParser from 'dicom-parser'
import { startOrthanc } from './orthanc.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const DATA_DIR = resolve(process.env.DATA_DIR || join(ROOT, '.data'))
const ORTHANC_DIR = join(ROOT, '.data', 'orthanc')
const SOURCES = [join(ROOT, 'demo', 'assets', 'dicom'), join(DATA_DIR, 'pacs')]
const PARALLEL = 4

/** Every file under `dir` (recursively), or none when it does not exist. */
function filesUnder(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort()
}

/** The SOP Instance UID of a DICOM Part 10 file, or null for anything else (captures, manifests, broken headers). */
function sopInstanceUid(bytes) {
  if (bytes.length < 132 || bytes.toString('latin1', 128, 132) !== 'DICM') return null
  try {
    return dicomParser.parseDicom(new Uint8Array(bytes), { untilTag: 'x00080018' }).string('x00080018') ?? null
  } catch {
    return null
  }
}

/** Sends the sample files Orthanc does not hold yet; answers the counts. */
async function loadSamples(orthanc) {
  const auth = { Authorization: `Basic ${Buffer.from(`${orthanc.user}:${orthanc.password}`).toString('base64')}` }
  const counts = { sent: 0, present: 0, refused: [] }
  const files = SOURCES.flatMap(filesUnder)
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]
      const bytes = readFileSync(file)
      const uid = sopInstanceUid(bytes)
      if (!uid) continue
      const lookup = await fetch(`${orthanc.url}/tools/lookup`, { method: 'POST', body: uid, headers: auth })
      const found = lookup.ok ? await lookup.json() : []
      if (Array.isArray(found) && found.some((hit) => hit.Type === 'Instance')) {
        counts.present++
        continue
      }
      const res = await fetch(`${orthanc.url}/instances`, { method: 'POST', body: bytes, headers: { ...auth, 'Content-Type': 'application/dicom' } })
      await res.arrayBuffer()
      if (res.ok) counts.sent++
      else counts.refused.push(`${relative(ROOT, file)} (HTTP ${res.status})`)
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  return counts
}

mkdirSync(ORTHANC_DIR, { recursive: true })
const logFile = createWriteStream(join(ORTHANC_DIR, 'orthanc.log'), { flags: 'a' })
console.log(`Starting Orthanc (files and log in ${relative(ROOT, ORTHANC_DIR)})…`)
const orthanc = await startOrthanc({ dir: ORTHANC_DIR, log: (text) => logFile.write(text) })

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  console.log('\nStopping Orthanc…')
  await orthanc.stop()
  logFile.end()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

const counts = await loadSamples(orthanc)
console.log(`Sample studies: ${counts.sent} instances sent, ${counts.present} already there`
  + (counts.refused.length ? `, ${counts.refused.length} refused by the archive: ${counts.refused.join(', ')}` : '') + '.')
if (!existsSync(join(DATA_DIR, 'pacs'))) {
  console.log(`(No generated studies in ${relative(ROOT, join(DATA_DIR, 'pacs')) || '.'} yet: start the console once, then run npm run pacs again to add the 200-slice CT.)`)
}

const env = [
  `PACS_DICOMWEB_URL=${orthanc.dicomWebUrl}`,
  `PACS_USER=${orthanc.user}`,
  `PACS_PASSWORD=${orthanc.password}`,
  `PACS_REST_URL=${orthanc.url}`,
  `PACS_WORKLIST_DIR=${orthanc.worklistDir}`,
  `PACS_AET=${orthanc.aet}`,
].join(' ')
console.log(`
Orthanc is running: ${orthanc.url} (Orthanc Explorer: ${orthanc.url}/app/explorer.html, user ${orthanc.user}, password ${orthanc.password})
DICOMweb: ${orthanc.dicomWebUrl}    DICOM: AE title ${orthanc.aet}, port ${orthanc.dicomPort}

Start the console against it, in another terminal:

  ${env} npm start

Send images as a modality would:   storescu -aec ${orthanc.aet} 127.0.0.1 ${orthanc.dicomPort} <files.dcm>
Query the worklist as a modality:  findscu -W -aec ${orthanc.aet} -k AccessionNumber 127.0.0.1 ${orthanc.dicomPort}

Ctrl+C stops Orthanc (its files stay in ${relative(ROOT, ORTHANC_DIR)}).`)
