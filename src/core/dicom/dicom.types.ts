import type { DataSet } from 'dicom-parser'
import type { TransferSyntaxInfo } from './transferSyntaxInfo'

/**
 * Photometric interpretations the engine reads (PS3.3 C.7.6.3.1.2); others are rejected at parse time.
 *
 * @example
 * if (meta.photometricInterpretation === 'MONOCHROME1') showInvertedBadge()
 */
export type Photometric =
  | 'MONOCHROME1'
  | 'MONOCHROME2'
  | 'RGB'
  | 'PALETTE COLOR'
  | 'YBR_FULL'
  | 'YBR_FULL_422'
  | 'YBR_PARTIAL_420'
  | 'YBR_PARTIAL_422'
  | 'YBR_RCT'
  | 'YBR_ICT'

/**
 * Values that may change frame by frame in an enhanced multi-frame object (functional groups), already merged
 * with the shared groups and the top-level attributes, so a caller never has to look in three places.
 *
 * @example
 * const { rescaleSlope, windowCenter } = frameValues(meta, 3)
 */
export interface FrameValues {
  rescaleSlope: number
  rescaleIntercept: number
  windowCenter: number[]
  windowWidth: number[]
  imagePositionPatient?: [number, number, number]
  imageOrientationPatient?: [number, number, number, number, number, number]
  pixelSpacing?: [number, number]
  sliceThickness?: number
}

/**
 * The header of one DICOM object as the viewer, the report viewer and the overlays need it. Strings are decoded with
 * the object's Specific Character Set (GB18030, UTF-8, Latin-1…), numbers are parsed, absent optional values are
 * `undefined`; rescale defaults to slope 1 / intercept 0 and window lists to empty.
 *
 * @example
 * const { meta } = parseDicom(buffer)
 * overlay.topLeft = `${meta.patientName} ${meta.patientId}`
 */
export interface ImageMeta {
  transferSyntaxUid: string
  sopClassUid: string
  sopInstanceUid: string
  studyInstanceUid: string
  seriesInstanceUid: string
  specificCharacterSet: string
  patientName: string
  patientId: string
  patientBirthDate: string
  patientSex: string
  modality: string
  studyDate: string
  studyTime: string
  studyDescription: string
  accessionNumber: string
  seriesNumber?: number
  seriesDescription: string
  instanceNumber?: number
  imagePositionPatient?: [number, number, number]
  imageOrientationPatient?: [number, number, number, number, number, number]
  /** Row spacing then column spacing, in mm (Pixel Spacing, else Imager Pixel Spacing). */
  pixelSpacing?: [number, number]
  sliceThickness?: number
  rescaleSlope: number
  rescaleIntercept: number
  rescaleType: string
  windowCenter: number[]
  windowWidth: number[]
  windowExplanation: string[]
  /** VOI LUT Function: LINEAR (default), LINEAR_EXACT or SIGMOID. */
  voiLutFunction: 'LINEAR' | 'LINEAR_EXACT' | 'SIGMOID'
  photometricInterpretation: Photometric | ''
  planarConfiguration: 0 | 1
  pixelRepresentation: 0 | 1
  samplesPerPixel: number
  rows: number
  columns: number
  bitsAllocated: number
  bitsStored: number
  highBit: number
  numberOfFrames: number
  /** Frame Time in ms (cine), when present. */
  frameTime?: number
  /** Per-frame values of an enhanced multi-frame object; absent for classic objects. */
  perFrame?: FrameValues[]
  hasPixelData: boolean
  hasWaveform: boolean
}

/**
 * Monochrome stored values keep the width and signedness of the file; colour comes out as 8-bit RGB.
 *
 * @example
 * const hu = (frame.data as StoredPixelArray)[i]! * slope + intercept
 */
export type StoredPixelArray = Uint8Array | Int8Array | Uint16Array | Int16Array | Uint32Array | Int32Array

/**
 * One decoded frame. Monochrome: the stored values (before Modality LUT) with sign extension applied; colour:
 * interleaved RGB bytes, top-left first, whatever the file's photometric interpretation or planar configuration was.
 *
 * @example
 * const frame = await decodeFrame(dataset, 0)
 * const centre = frame.data[(frame.height >> 1) * frame.width + (frame.width >> 1)]
 */
export interface DecodedFrame {
  width: number
  height: number
  samplesPerPixel: 1 | 3
  data: StoredPixelArray
  frameIndex: number
  /** What `data` holds: MONOCHROME1/2 values, RGB bytes, or palette indices when they were asked for. */
  photometric: 'MONOCHROME1' | 'MONOCHROME2' | 'RGB' | 'PALETTE COLOR'
  /** Smallest and largest value in `data` (computed once at decode time, used to size render LUTs). */
  min: number
  max: number
}

/**
 * A parsed DICOM Part 10 object: its header as {@link ImageMeta}, its transfer syntax, and the dicom-parser data set
 * for callers that need another tag. `url` is the cache key prefix when the object came from {@link loadFromUrl}.
 *
 * @example
 * const dataset = parseDicom(await (await fetch(url)).arrayBuffer())
 * dataset.dataSet.string('x00081090') // Manufacturer's Model Name
 */
export interface DicomDataset {
  kind: 'dicom'
  url?: string
  meta: ImageMeta
  transferSyntax: TransferSyntaxInfo
  dataSet: DataSet
  byteArray: Uint8Array
}

/**
 * A plain JPEG or PNG capture (ultrasound, endoscopy) loaded through {@link loadFromUrl}: already decoded to the
 * frame shape, with a minimal header (RGB, one frame) so viewers handle it like a DICOM image.
 *
 * @example
 * const image = await loadFromUrl('/captures/scope-1.jpg')
 * if (image.kind === 'image') draw(image.frame)
 */
export interface PlainImage {
  kind: 'image'
  url: string
  meta: ImageMeta
  frame: DecodedFrame
}
