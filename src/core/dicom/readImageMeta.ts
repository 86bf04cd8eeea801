import type { DataSet } from 'dicom-parser'
import type { FrameValues, ImageMeta, Photometric } from './dicom.types'
import { readDicomText } from './readDicomText'

const photometrics: readonly string[] = [
  'MONOCHROME1',
  'MONOCHROME2',
  'RGB',
  'PALETTE COLOR',
  'YBR_FULL',
  'YBR_FULL_422',
  'YBR_PARTIAL_420',
  'YBR_PARTIAL_422',
  'YBR_RCT',
  'YBR_ICT',
]

function numbers(dataSet: DataSet, tag: string): number[] {
  const text = dataSet.string(tag)
  if (!text) return []
  return text
    .split('\\')
    .map((part) => Number.parseFloat(part))
    .filter((value) => Number.isFinite(value))
}

function tuple<N extends number>(values: number[], length: N): (number[] & { length: N }) | undefined {
  return values.length >= length ? (values.slice(0, length) as number[] & { length: N }) : undefined
}

function firstItem(dataSet: DataSet | undefined, tag: string): DataSet | undefined {
  return dataSet?.elements[tag]?.items?.[0]?.dataSet
}

/** The values a functional group item (shared or per frame) sets; absent ones stay undefined. */
function readGroup(group: DataSet | undefined): Partial<FrameValues> {
  if (!group) return {}
  const out: Partial<FrameValues> = {}
  const transform = firstItem(group, 'x00289145')
  if (transform) {
    const slope = transform.floatString('x00281053')
    const intercept = transform.floatString('x00281052')
    if (slope !== undefined && Number.isFinite(slope)) out.rescaleSlope = slope
    if (intercept !== undefined && Number.isFinite(intercept)) out.rescaleIntercept = intercept
  }
  const voi = firstItem(group, 'x00289132')
  if (voi) {
    out.windowCenter = numbers(voi, 'x00281050')
    out.windowWidth = numbers(voi, 'x00281051')
  }
  const positionGroup = firstItem(group, 'x00209113')
  const position = positionGroup ? tuple(numbers(positionGroup, 'x00200032'), 3) : undefined
  if (position) out.imagePositionPatient = position as [number, number, number]
  const orientationGroup = firstItem(group, 'x00209116')
  const orientation = orientationGroup ? tuple(numbers(orientationGroup, 'x00200037'), 6) : undefined
  if (orientation) out.imageOrientationPatient = orientation as FrameValues['imageOrientationPatient']
  const measures = firstItem(group, 'x00289110')
  if (measures) {
    const spacing = tuple(numbers(measures, 'x00280030'), 2)
    if (spacing) out.pixelSpacing = spacing as [number, number]
    const thickness = measures.floatString('x00180050')
    if (thickness !== undefined && Number.isFinite(thickness)) out.sliceThickness = thickness
  }
  return out
}

function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}

/**
 * Reads the header attributes the viewers need from a parsed data set, including enhanced multi-frame functional
 * groups (rescale, window, position, spacing per frame). Pure: no validation here (see `validateImageMeta`).
 *
 * @example
 * const meta = readImageMeta(dicomParser.parseDicom(bytes))
 */
export function readImageMeta(dataSet: DataSet): ImageMeta {
  const charset = dataSet.string('x00080005') ?? ''
  const text = (tag: string) => readDicomText(dataSet, tag, charset)
  const code = (tag: string) => (dataSet.string(tag) ?? '').trim()
  const integer = (tag: string) => {
    const value = dataSet.intString(tag)
    return value === undefined || Number.isNaN(value) ? undefined : value
  }
  const photometric = code('x00280004').toUpperCase()
  const voiFunction = code('x00281056').toUpperCase()

  const shared = readGroup(firstItem(dataSet, 'x52009229'))
  const perFrameItems = dataSet.elements.x52009230?.items
  const windowCenter = numbers(dataSet, 'x00281050')
  const windowWidth = numbers(dataSet, 'x00281051')
  const spacing = tuple(numbers(dataSet, 'x00280030'), 2) ?? tuple(numbers(dataSet, 'x00181164'), 2)
  const position = tuple(numbers(dataSet, 'x00200032'), 3)
  const orientation = tuple(numbers(dataSet, 'x00200037'), 6)
  const thickness = dataSet.floatString('x00180050')
  const slope = dataSet.floatString('x00281053')
  const intercept = dataSet.floatString('x00281052')
  const frameTime = dataSet.floatString('x00181063')

  const base: FrameValues = {
    rescaleSlope: slope !== undefined && Number.isFinite(slope) && slope !== 0 ? slope : 1,
    rescaleIntercept: intercept !== undefined && Number.isFinite(intercept) ? intercept : 0,
    windowCenter,
    windowWidth,
    ...(position ? { imagePositionPatient: position as [number, number, number] } : {}),
    ...(orientation ? { imageOrientationPatient: orientation as FrameValues['imageOrientationPatient'] } : {}),
    ...(spacing ? { pixelSpacing: spacing as [number, number] } : {}),
    ...(thickness !== undefined && Number.isFinite(thickness) ? { sliceThickness: thickness } : {}),
  }
  // Enhanced objects carry these only in functional groups: shared values fill the top level so simple callers work.
  const top: FrameValues = { ...base, ...defined(shared) }
  const perFrame = perFrameItems?.length
    ? perFrameItems.map((item) => ({ ...top, ...defined(readGroup(item.dataSet)) }))
    : undefined
  const first = perFrame?.[0] ?? top

  const numberOfFrames = integer('x00280008')
  const bitsAllocated = dataSet.uint16('x00280100') ?? 0
  const bitsStored = dataSet.uint16('x00280101') ?? bitsAllocated
  return {
    transferSyntaxUid: code('x00020010'),
    sopClassUid: code('x00080016'),
    sopInstanceUid: code('x00080018'),
    studyInstanceUid: code('x0020000d'),
    seriesInstanceUid: code('x0020000e'),
    specificCharacterSet: charset,
    patientName: text('x00100010'),
    patientId: text('x00100020'),
    patientBirthDate: code('x00100030'),
    patientSex: code('x00100040'),
    modality: code('x00080060'),
    studyDate: code('x00080020'),
    studyTime: code('x00080030'),
    studyDescription: text('x00081030'),
    accessionNumber: text('x00080050'),
    seriesNumber: integer('x00200011'),
    seriesDescription: text('x0008103e'),
    instanceNumber: integer('x00200013'),
    imagePositionPatient: first.imagePositionPatient,
    imageOrientationPatient: first.imageOrientationPatient,
    pixelSpacing: first.pixelSpacing,
    sliceThickness: first.sliceThickness,
    rescaleSlope: first.rescaleSlope,
    rescaleIntercept: first.rescaleIntercept,
    rescaleType: code('x00281054'),
    windowCenter: first.windowCenter,
    windowWidth: first.windowWidth,
    windowExplanation: text('x00281055').split('\\').filter(Boolean),
    voiLutFunction: voiFunction === 'SIGMOID' || voiFunction === 'LINEAR_EXACT' ? voiFunction : 'LINEAR',
    photometricInterpretation: photometrics.includes(photometric) ? (photometric as Photometric) : '',
    planarConfiguration: dataSet.uint16('x00280006') === 1 ? 1 : 0,
    pixelRepresentation: dataSet.uint16('x00280103') === 1 ? 1 : 0,
    samplesPerPixel: dataSet.uint16('x00280002') ?? 1,
    rows: dataSet.uint16('x00280010') ?? 0,
    columns: dataSet.uint16('x00280011') ?? 0,
    bitsAllocated,
    bitsStored,
    highBit: dataSet.uint16('x00280102') ?? bitsStored - 1,
    numberOfFrames: numberOfFrames && numberOfFrames > 0 ? numberOfFrames : 1,
    frameTime: frameTime !== undefined && Number.isFinite(frameTime) ? frameTime : undefined,
    perFrame,
    hasPixelData: !!dataSet.elements.x7fe00010,
    hasWaveform: !!dataSet.elements.x54000100,
  }
}
