import { decodePlainImage } from './decodePlainImage'
import type { DicomDataset, PlainImage } from './dicom.types'
import { fetchImageBytes, isPlainImage, type LoadFromUrlOptions } from './fetchImageBytes'
import { parseDicomAsync } from './parseDicomAsync'

export type { LoadFromUrlOptions } from './fetchImageBytes'

/**
 * Fetches one object with the caller's headers (the session's Authorization) and parses it on this thread: DICOM
 * (deflated too) to a {@link DicomDataset} whose URL keys the frame cache, plain JPEG/PNG captures to a
 * {@link PlainImage}. HTTP errors reject with `DicomError('http-error')` carrying `detail.status`; an abort rejects
 * with the signal's AbortError. (A viewer that wants the parse off the page uses {@link openImageFile}.)
 *
 * @example
 * const dataset = await loadFromUrl(`/api/pacs/image/${id}`, { headers: { Authorization: token }, signal })
 * const frame = await decodeFrame(dataset, 0)
 */
export async function loadFromUrl(url: string, options: LoadFromUrlOptions = {}): Promise<DicomDataset | PlainImage> {
  const { buffer, contentType } = await fetchImageBytes(url, options)
  if (isPlainImage(new Uint8Array(buffer, 0, Math.min(buffer.byteLength, 132)), contentType)) return decodePlainImage(buffer, url, contentType)
  return parseDicomAsync(buffer, { url })
}
