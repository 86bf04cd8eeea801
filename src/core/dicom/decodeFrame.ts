import { applyPalette } from './applyPalette'
import { decodedFrameCache } from './decodedFrameCache'
import { decodeNative } from './decodeNative'
import { decodeRle } from './decodeRle'
import type { DecodedFrame, DicomDataset, PlainImage } from './dicom.types'
import { DicomError } from './DicomError'
import { finishFrame } from './finishFrame'
import { frameLayout } from './frameLayout'
import { readFrameBytes } from './readFrameBytes'
import { readPalette } from './readPalette'
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

// RLE below this many decoded bytes runs on the main thread: a plain loop over ≤ 4 MB takes a few ms, less than
// starting a worker, and it keeps RLE files from fetching anything.
const mainThreadRleBytes = 4 * 1024 * 1024

const inFlight = new Map<string, Promise<DecodedFrame>>()

function ownBuffer(bytes: Uint8Array, file: Uint8Array): ArrayBuffer {
  // A frame assembled from several fragments is already a fresh array and can be transferred as is; a view into the
  // file is copied, so transferring it never detaches the file the dataset still needs.
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer !== file.buffer
  return (whole ? bytes.buffer : bytes.slice().buffer) as ArrayBuffer
}

async function decodeUncached(dataset: DicomDataset, frameIndex: number, keepIndices: boolean): Promise<DecodedFrame> {
  const layout = frameLayout(dataset.meta)
  const { codec, uid } = dataset.transferSyntax
  let frame: DecodedFrame
  if (codec === 'native') {
    frame = finishFrame(decodeNative(dataset, frameIndex), layout, frameIndex)
  } else if (codec === 'rle' && layout.rows * layout.columns * layout.samplesPerPixel * (layout.bitsAllocated / 8) <= mainThreadRleBytes) {
    const bytes = decodeRle(readFrameBytes(dataset, frameIndex), layout)
    const bytesPerSample = layout.bitsAllocated > 16 ? 4 : layout.bitsAllocated > 8 ? 2 : 1
    frame = finishFrame({ bytes, bytesPerSample, owned: true, colour: { model: layout.photometric, planar: 0, subsampled: false } }, layout, frameIndex)
  } else {
    const bytes = ownBuffer(readFrameBytes(dataset, frameIndex), dataset.byteArray)
    frame = await decodeInWorker({ codec, transferSyntaxUid: uid, bytes, layout, frameIndex })
  }
  if (frame.photometric === 'PALETTE COLOR' && !keepIndices) frame = applyPalette(frame, readPalette(dataset.dataSet))
  return frame
}

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
  if (!meta.hasPixelData) return Promise.reject(new DicomError('no-pixel-data', 'This object has no pixel data.'))
  if (!Number.isInteger(frameIndex) || frameIndex < 0 || frameIndex >= meta.numberOfFrames) {
    return Promise.reject(new DicomError('frame-out-of-range', `Frame ${frameIndex + 1} does not exist; the image has ${meta.numberOfFrames}.`))
  }
  const keepIndices = !!options.keepPaletteIndices && meta.photometricInterpretation === 'PALETTE COLOR'
  const key = dataset.url && !keepIndices ? `${dataset.url}#${frameIndex}` : null
  if (!key) return decodeUncached(dataset, frameIndex, keepIndices)
  const cached = decodedFrameCache.get(key)
  if (cached) return Promise.resolve(cached)
  let pending = inFlight.get(key)
  if (!pending) {
    pending = decodeUncached(dataset, frameIndex, false).then(
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
