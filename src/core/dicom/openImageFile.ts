import { decodedFrameCache } from './decodedFrameCache'
import { decodePlainImage } from './decodePlainImage'
import { codecBaseUrl } from './codecBaseUrl'
import type { DecodedFrame, ImageMeta, PlainImage } from './dicom.types'
import { DicomError } from './DicomError'
import { fetchImageBytes, type LoadFromUrlOptions } from './fetchImageBytes'
import type { Waveform } from './parseWaveform'
import { nextWorkerSlot, requestWorker, type DecodeWorkerSlot } from './workerPool'

/**
 * A DICOM file opened with {@link openImageFile}: its header on the page, its bytes parsed and held by a decode
 * worker. Frames come from {@link decodeImageFrame}, waveforms from {@link readImageWaveform}; {@link closeImageFile}
 * lets the worker forget it.
 *
 * @example
 * const file = await openImageFile(url, { headers })
 * if (file.kind === 'dicom-file') console.log(file.meta.modality, file.byteLength)
 */
export interface DicomFile {
  kind: 'dicom-file'
  url: string
  meta: ImageMeta
  /** Bytes the worker holds for it. */
  byteLength: number
  readonly fileId: number
  readonly slot: DecodeWorkerSlot
}

/** What {@link openImageFile} gives: a DICOM file held by a worker, or a decoded plain capture. */
export type ImageFile = DicomFile | PlainImage

let nextFileId = 1
const inFlight = new Map<string, Promise<DecodedFrame>>()

/**
 * Fetches an image object with the caller's headers and opens it off the page: DICOM bytes are transferred to a
 * decode worker, which parses (inflating deflated files), validates and keeps them, and only the header comes back;
 * plain JPEG/PNG captures are decoded by the browser. Rejects with the engine's `DicomError` (`http-error` with
 * `detail.status`, `truncated`, `not-dicom`, `unsupported-transfer-syntax`…) or the signal's AbortError. The page
 * bundle carries no DICOM parser this way: it lives in the worker script.
 *
 * @example
 * const file = await openImageFile('/api/pacs/image/17', { headers: { Authorization: token }, signal })
 * const frame = await decodeImageFrame(file, 0)
 */
export async function openImageFile(url: string, options: LoadFromUrlOptions = {}): Promise<ImageFile> {
  const { buffer, plain, contentType } = await fetchImageBytes(url, options)
  if (plain) return decodePlainImage(buffer, url, contentType)
  const slot = nextWorkerSlot()
  const fileId = nextFileId++
  const byteLength = buffer.byteLength
  const reply = await requestWorker(slot, { kind: 'open', fileId, bytes: buffer, url }, [buffer])
  if (!('meta' in reply)) throw new DicomError('decode-failed', 'The decode worker answered without a header.')
  return { kind: 'dicom-file', url, meta: reply.meta, byteLength, fileId, slot }
}

/**
 * Decodes one frame of an opened file to the engine's frame shape (stored values, or RGB with the palette applied),
 * in the worker holding it. Frames are cached by `url#frame` in {@link decodedFrameCache}, and concurrent requests
 * for one frame share a decode.
 *
 * @example
 * const frame = await decodeImageFrame(file, 3)
 */
export function decodeImageFrame(file: ImageFile, frameIndex = 0): Promise<DecodedFrame> {
  if (file.kind === 'image') {
    if (frameIndex !== 0) return Promise.reject(new DicomError('frame-out-of-range', `A plain image has one frame; frame ${frameIndex + 1} was asked for.`))
    return Promise.resolve(file.frame)
  }
  const key = `${file.url}#${frameIndex}`
  const cached = decodedFrameCache.get(key)
  if (cached) return Promise.resolve(cached)
  let pending = inFlight.get(key)
  if (!pending) {
    pending = requestWorker(file.slot, { kind: 'frame', fileId: file.fileId, frameIndex, codecBase: codecBaseUrl() })
      .then((reply) => {
        if (!('frame' in reply)) throw new DicomError('decode-failed', 'The decode worker answered without a frame.')
        decodedFrameCache.set(key, reply.frame)
        return reply.frame
      })
      .finally(() => inFlight.delete(key))
    inFlight.set(key, pending)
  }
  return pending
}

/**
 * The waveforms (ECG leads in mV) of an opened file; rejects with `not-waveform` when it has none.
 *
 * @example
 * const { groups } = await readImageWaveform(file)
 */
export async function readImageWaveform(file: ImageFile): Promise<Waveform> {
  if (file.kind === 'image') throw new DicomError('not-waveform', 'A plain image has no waveform.')
  const reply = await requestWorker(file.slot, { kind: 'waveform', fileId: file.fileId })
  if (!('waveform' in reply)) throw new DicomError('not-waveform', 'The decode worker answered without a waveform.')
  return reply.waveform
}

/**
 * Lets the worker forget an opened file (its decoded frames stay in the frame cache).
 *
 * @example
 * closeImageFile(file)
 */
export function closeImageFile(file: ImageFile): void {
  if (file.kind === 'dicom-file') requestWorker(file.slot, { kind: 'close', fileId: file.fileId }).catch(() => {})
}
