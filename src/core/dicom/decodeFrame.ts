import { decodedFrameCache } from './decodedFrameCache'
import { decodeDatasetFrame } from './decodeDatasetFrame'
import type { DecodedFrame, DicomDataset, PlainImage } from './dicom.types'
import { DicomError } from './DicomError'
import { decodeInWorker } from './workerPool'

/**
 * Options of {@link decodeFrame}.
 *
 * @example
 * const indices = await decodeFrame(dataset, 0, { keepPaletteIndices: true })
 */
export interface DecodeFrameOptions {
  /** PALETTE COLOR: return the stored indices (samplesPerPixel 1) instead of RGB. Not cached. */
  keepPaletteIndices?: boolean
}

const inFlight = new Map<string, Promise<DecodedFrame>>()

/**
 * Decodes one frame of a dataset to stored values (monochrome) or interleaved RGB (colour, palette applied).
 * Uncompressed and small RLE frames decode on the main thread; compressed ones in the worker pool, which loads only
 * the codec the transfer syntax needs. Frames of datasets loaded from a URL are cached ({@link decodedFrameCache})
 * and concurrent requests for the same frame share one decode.
 *
 * @example
 * const dataset = await loadFromUrl(url, { headers: { Authorization: token } })
 * const frame = await decodeFrame(dataset, 0)
 * ctx.putImageData(renderToImageData(frame, dataset.meta, defaultWindow(dataset.meta, frame)), 0, 0)
 */
export function decodeFrame(dataset: DicomDataset | PlainImage, frameIndex = 0, options: DecodeFrameOptions = {}): Promise<DecodedFrame> {
  if (dataset.kind === 'image') {
    if (frameIndex !== 0) return Promise.reject(new DicomError('frame-out-of-range', `A plain image has one frame; frame ${frameIndex + 1} was asked for.`))
    return Promise.resolve(dataset.frame)
  }
  const { meta } = dataset
  const keepIndices = !!options.keepPaletteIndices && meta.photometricInterpretation === 'PALETTE COLOR'
  const key = dataset.url && !keepIndices ? `${dataset.url}#${frameIndex}` : null
  if (!key) return decodeDatasetFrame(dataset, frameIndex, keepIndices, decodeInWorker)
  const cached = decodedFrameCache.get(key)
  if (cached) return Promise.resolve(cached)
  let pending = inFlight.get(key)
  if (!pending) {
    pending = decodeDatasetFrame(dataset, frameIndex, false, decodeInWorker).then(
      (frame) => {
        inFlight.delete(key)
        decodedFrameCache.set(key, frame)
        return frame
      },
      (error: unknown) => {
        inFlight.delete(key)
        throw error
      },
    )
    inFlight.set(key, pending)
  }
  return pending
}
