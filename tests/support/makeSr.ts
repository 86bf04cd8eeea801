// Writes an OB-GYN structured report (DICOM SR, TID 5000) made by dcmtk's xml2dsr to stdout, for the browser tests
// (they fetch it from /__fault/sr/<kind>, see faults.mjs — a browser cannot run xml2dsr):
//   node --import tsx tests/support/makeSr.ts twin|singleton <studyUid> <patientId> <sopUid>
import { singletonSr, twinSr } from '../server/obgynSr'

const [kind, studyUid, patientId, sopUid] = process.argv.slice(2)
if (!studyUid || !patientId || !sopUid || (kind !== 'twin' && kind !== 'singleton')) {
  process.stderr.write('usage: makeSr.ts twin|singleton <studyUid> <patientId> <sopUid>\n')
  process.exit(2)
}
process.stdout.write((kind === 'twin' ? twinSr : singletonSr)({ studyUid, patientId, sopUid }))
