// A modality's worklist query, as the PACS tests ask it: dcmtk's findscu (`-W`) against Orthanc's worklist plugin,
// every answer read from the file findscu extracts, its text decoded as UTF-8 (the query asks `ISO_IR 192`). Used by
// the server tests (tests/server/pacsWorklist.test.ts) and the browser tests' PACS backend (tests/support/pacsBackend.mjs).
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import dicomParser from 'dicom-parser'

const run = promisify(execFile)

/**
 * Asks Orthanc's worklist as the station `aet` for `date` (YYYYMMDD), with findscu's output files under `dir`.
 *
 * @example
 * const answers = await queryWorklist(orthanc, 'KN_US1', '20261125', dir)
 */
export async function queryWorklist(orthanc, aet, date, dir) {
  const out = mkdtempSync(join(dir, 'find-'))
  try {
    await run('findscu', ['-W', '-aet', aet, '-aec', orthanc.aet, '-X', '-od', out,
      '-k', '(0008,0005)=ISO_IR 192', '-k', '(0008,0050)', '-k', '(0010,0010)', '-k', '(0010,0020)', '-k', '(0010,0030)',
      '-k', '(0010,0040)', '-k', '(0020,000D)', '-k', '(0032,1060)', '-k', `(0040,0100)[0].(0040,0001)=${aet}`,
      '-k', '(0040,0100)[0].(0008,0060)', '-k', `(0040,0100)[0].(0040,0002)=${date}`, '-k', '(0040,0100)[0].(0040,0003)',
      '127.0.0.1', String(orthanc.dicomPort)], { timeout: 15_000 })
    return readdirSync(out).sort().map((file) => {
      const bytes = new Uint8Array(readFileSync(join(out, file)))
      const set = dicomParser.parseDicom(bytes)
      const text = (s, tag) => {
        const el = s?.elements[tag]
        return el ? new TextDecoder().decode(bytes.subarray(el.dataOffset, el.dataOffset + el.length)).replace(/[\0 ]+$/, '') : ''
      }
      const step = set.elements.x00400100?.items?.[0]?.dataSet
      return {
        charset: text(set, 'x00080005'), accession: text(set, 'x00080050'), patientName: text(set, 'x00100010'),
        patientId: text(set, 'x00100020'), birthDate: text(set, 'x00100030'), sex: text(set, 'x00100040'),
        studyUid: text(set, 'x0020000d'), procedure: text(set, 'x00321060'),
        station: text(step, 'x00400001'), modality: text(step, 'x00080060'), date: text(step, 'x00400002'), time: text(step, 'x00400003'),
      }
    })
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}
