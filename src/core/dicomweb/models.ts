import { jsonNumbers, jsonString, readableName, type DicomJson } from './dicomJson'

/** A study as QIDO-RS describes it. */
export interface DicomWebStudy {
  studyInstanceUid: string
  patientName: string
  patientId: string
  studyDate: string
  studyDescription: string
  accessionNumber: string
}

/** A series as QIDO-RS describes it. */
export interface DicomWebSeries {
  studyInstanceUid: string
  seriesInstanceUid: string
  modality: string
  seriesNumber?: number
  description: string
}

/**
 * An instance as QIDO-RS describes it, with the attributes the viewer asked for (`includefield`): enough to sort the
 * series and to wrap a retrieved frame into a file the engine reads.
 */
export interface DicomWebInstance {
  studyInstanceUid: string
  seriesInstanceUid: string
  sopInstanceUid: string
  instanceNumber?: number
  /** Distance along the slice normal (mm), when the instance has a position. */
  position?: number
  frames: number
  attributes: DicomJson
}

/**
 * The instance attributes asked of QIDO-RS (`includefield`): what the engine reads from a file header to draw an
 * image and its overlays, and what sorts a series.
 */
export const instanceFields: readonly string[] = [
  '00080005', '00080008', '00080016', '00080018', '00080020', '00080030', '00080050', '00080060', '00081030', '0008103E',
  '00100010', '00100020', '00100030', '00100040', '00180050', '00181063', '00181164', '0020000D', '0020000E', '00200011',
  '00200013', '00200032', '00200037', '00201041', '00280002', '00280004', '00280006', '00280008', '00280010', '00280011',
  '00280030', '00280034', '00280100', '00280101', '00280102', '00280103', '00281050', '00281051', '00281052', '00281053',
  '00281054', '00281055', '00282110', '00282112', '00282114', '00083002',
]

const optionalNumber = (value: number | undefined): { seriesNumber?: number } => (value === undefined ? {} : { seriesNumber: value })

/** A QIDO-RS study result as the viewer's study header. */
export function toStudy(data: DicomJson): DicomWebStudy {
  return {
    studyInstanceUid: jsonString(data, '0020000D'),
    patientName: readableName(jsonString(data, '00100010')),
    patientId: jsonString(data, '00100020'),
    studyDate: jsonString(data, '00080020'),
    studyDescription: jsonString(data, '00081030'),
    accessionNumber: jsonString(data, '00080050'),
  }
}

/** A QIDO-RS series result. */
export function toSeries(data: DicomJson): DicomWebSeries {
  return {
    studyInstanceUid: jsonString(data, '0020000D'),
    seriesInstanceUid: jsonString(data, '0020000E'),
    modality: jsonString(data, '00080060'),
    ...optionalNumber(jsonNumbers(data, '00200011')[0]),
    description: jsonString(data, '0008103E'),
  }
}

function slicePosition(data: DicomJson): number | undefined {
  const position = jsonNumbers(data, '00200032')
  const o = jsonNumbers(data, '00200037')
  if (position.length !== 3) return undefined
  if (o.length !== 6) return position[2]
  const normal = [o[1]! * o[5]! - o[2]! * o[4]!, o[2]! * o[3]! - o[0]! * o[5]!, o[0]! * o[4]! - o[1]! * o[3]!] as const
  return position[0]! * normal[0] + position[1]! * normal[1] + position[2]! * normal[2]
}

/** A QIDO-RS instance result. */
export function toInstance(data: DicomJson): DicomWebInstance {
  const instanceNumber = jsonNumbers(data, '00200013')[0]
  const position = slicePosition(data)
  return {
    studyInstanceUid: jsonString(data, '0020000D'),
    seriesInstanceUid: jsonString(data, '0020000E'),
    sopInstanceUid: jsonString(data, '00080018'),
    ...(instanceNumber !== undefined ? { instanceNumber } : {}),
    ...(position !== undefined ? { position } : {}),
    frames: Math.max(1, jsonNumbers(data, '00280008')[0] ?? 1),
    attributes: data,
  }
}

/**
 * The instances of a series in reading order: by InstanceNumber when every instance has one, else by position along
 * the slice normal (head first), instances without either last in the archive's order.
 *
 * @example
 * const ordered = sortInstances(instances)
 */
export function sortInstances(instances: DicomWebInstance[]): DicomWebInstance[] {
  const indexed = instances.map((instance, index) => ({ instance, index }))
  const byNumber = instances.every((i) => i.instanceNumber !== undefined)
  const byPosition = !byNumber && instances.every((i) => i.position !== undefined)
  indexed.sort((a, b) => {
    if (byNumber) return a.instance.instanceNumber! - b.instance.instanceNumber! || a.index - b.index
    if (byPosition) return b.instance.position! - a.instance.position! || a.index - b.index
    return a.index - b.index
  })
  return indexed.map(({ instance }) => instance)
}

/**
 * Series in the order a reader expects: by SeriesNumber, series without one last.
 *
 * @example
 * const ordered = sortSeries(series)
 */
export function sortSeries(series: DicomWebSeries[]): DicomWebSeries[] {
  return [...series].sort((a, b) => (a.seriesNumber ?? Number.MAX_SAFE_INTEGER) - (b.seriesNumber ?? Number.MAX_SAFE_INTEGER))
}
