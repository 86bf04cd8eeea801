import dicomParser from 'dicom-parser'
import { SrError, srVr, type SrSource } from '../../../src/core/obstetrics/srTid5000'

/** The header of a received DICOM instance the store keeps. */
export interface InstanceHeader {
  sopClassUid: string
  sopInstanceUid: string
  studyInstanceUid: string
  seriesInstanceUid: string
  instanceNumber: number
  modality: string
}

/**
 * Parses a DICOM Part 10 file with dicom-parser (the server cannot load the browser engine's module form of it),
 * telling it the SR sequences so implicit-VR reports read too. Throws {@link SrError} `not-sr` for bytes that are not
 * DICOM at all and `malformed` for a file that ends early.
 */
export function parseInstance(bytes: Uint8Array): { source: SrSource; header: InstanceHeader } {
  const prefixed = bytes.length >= 132 && String.fromCharCode(...bytes.subarray(128, 132)) === 'DICM'
  if (!prefixed) throw new SrError('not-sr', 'The body is not a DICOM Part 10 file (no DICM prefix).')
  let dataSet: dicomParser.DataSet
  try {
    dataSet = dicomParser.parseDicom(bytes, { vrCallback: srVr } as unknown as dicomParser.ParseDicomOptions)
  } catch (error) {
    const inner = (error as { exception?: unknown })?.exception ?? error
    throw new SrError('malformed', `The file could not be read as DICOM (${inner instanceof Error ? inner.message : String(inner)}).`)
  }
  const text = (tag: string) => (dataSet.string(tag) ?? '').trim()
  const header: InstanceHeader = {
    sopClassUid: text('x00080016') || text('x00020002'),
    sopInstanceUid: text('x00080018') || text('x00020003'),
    studyInstanceUid: text('x0020000d'),
    seriesInstanceUid: text('x0020000e'),
    instanceNumber: Number(text('x00200013')) || 1,
    modality: text('x00080060'),
  }
  const source: SrSource = {
    dataSet,
    meta: { sopClassUid: header.sopClassUid, specificCharacterSet: text('x00080005'), transferSyntaxUid: text('x00020010') },
  }
  return { source, header }
}
