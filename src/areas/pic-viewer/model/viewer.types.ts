import type { DicomError } from '../../../core/dicom/DicomError'

/**
 * One image of a stack: a frame of one file. `url` is absolute and already carries the signed-link parameters;
 * `imageId` is the server's image id (key images), absent for `src` lists.
 *
 * @example
 * const image: StackImage = { url: 'https://pacs/api/pacs/image/17', frame: 0, imageId: 17 }
 */
export interface StackImage {
  url: string
  frame: number
  imageId?: number
  sopInstanceUid?: string
}

/**
 * How a key image is known: an image of the server's own studies by its id, an instance of the hospital's PACS (image
 * id 0 or none) by its SOP Instance UID; undefined for an image that cannot be a key image (a file of a `src` list).
 */
export function keyImageKey(image: { imageId?: number; sopInstanceUid?: string } | undefined): string | undefined {
  if (image?.imageId) return `id:${image.imageId}`
  return image?.sopInstanceUid ? `sop:${image.sopInstanceUid}` : undefined
}

/**
 * What a viewport shows: a stack of images, a waveform (ECG), or a file that could not be read. The kind picks the
 * viewport from the registry.
 */
export type SeriesKind = 'image' | 'waveform' | 'error'

/**
 * A series as the viewer shows it: thumbnail, stack and the study it belongs to (`prior` in a comparison).
 *
 * @example
 * viewer.assign(0, series)
 */
export interface ViewerSeries {
  key: string
  kind: SeriesKind
  study: 'current' | 'prior'
  seriesInstanceUid: string
  seriesNumber?: number
  modality: string
  description: string
  images: StackImage[]
  /** Why a file of an `error` series could not be read. */
  error?: DicomError | Error
}

/**
 * The study (or studies, when comparing) a viewer shows, as the list endpoints or a `src` list describe it.
 */
export interface ViewerStudy {
  studyId: number | null
  examineId: number | null
  patientName: string
  patientId: string
  studyDate: string
  studyDescription: string
}

/** Grid layouts a viewer offers. */
export type Layout = '1x1' | '1x2' | '2x2'

/** A point in image pixel coordinates (or screen pixels, by context). */
export interface Point {
  x: number
  y: number
}
