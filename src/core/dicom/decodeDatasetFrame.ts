import { applyPalette } from './applyPalette'
import { decodeNative } from './decodeNative'
import { decodeRle } from './decodeRle'
import type { DecodedFrame, DicomDataset } from './dicom.types'
import { DicomError } from './DicomError'
import { finishFrame } from './finishFrame'
import { frameLayout } from './frameLayout'
import { readFrameBytes } from './readFrameBytes'
import { readPalette } from './readPalette'
import type { DecodeJob } from './worker/decodeProtocol'

/** Decodes one compressed frame: in the worker pool from the page, directly inside a decode worker. */
export type CompressedDecoder = (job: Omit<DecodeJob, 'codecBase'>) => Promise<DecodedFrame>

// RLE below this many decoded bytes runs where the dataset is: a plain loop over ≤ 4 MB takes a few ms, less than
// a worker round trip, and it keeps RLE files from fetching anything.
const localRleBytes = 4 * 1024 * 1024

function ownBuffer(bytes: Uint8Array, file: Uint8Array): ArrayBuffer {
  // A frame assembled from several fragments is already a fresh array and can be transferred as is; a view into the
  // file is copied, so transferring it never detaches the file the dataset still needs.
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer !== file.buffer
  return (whole ? bytes.buffer : bytes.slice().buffer) as ArrayBuffer
}

/**
 * Decodes one frame of a parsed dataset, wherever the dataset lives: native and small RLE frames in place, compressed
 * ones through `compressed`; PALETTE COLOR becomes RGB unless `keepIndices`. Checks that the object has pixel data
 * and the frame exists. Shared by {@link decodeFrame} (page) and the decode worker's file jobs.
 *
 * @example
 * const frame = await decodeDatasetFrame(dataset, 0, false, decodeInWorker)
 */
export async function decodeDatasetFrame(dataset: DicomDataset, frameIndex: number, keepIndices: boolean, compressed: CompressedDecoder): Promise<DecodedFrame> {
  const { meta } = dataset
  if (!meta.hasPixelData) throw new DicomError('no-pixel-data', 'This object has no pixel data.')
  if (!Number.isInteger(frameIndex) || frameIndex < 0 || frameIndex >= meta.numberOfFrames) {
    throw new DicomError('frame-out-of-range', `Frame ${frameIndex + 1} does not exist; the image has ${meta.numberOfFrames}.`)
  }
  const layout = frameLayout(meta)
  const { codec, uid } = dataset.transferSyntax
  let frame: DecodedFrame
  if (codec === 'native') {
    frame = finishFrame(decodeNative(dataset, frameIndex), layout, frameIndex)
  } else if (codec === 'rle' && layout.rows * layout.columns * layout.samplesPerPixel * (layout.bitsAllocated / 8) <= localRleBytes) {
    const bytes = decodeRle(readFrameBytes(dataset, frameIndex), layout)
    const bytesPerSample = layout.bitsAllocated > 16 ? 4 : layout.bitsAllocated > 8 ? 2 : 1
    frame = finishFrame({ bytes, bytesPerSample, owned: true, colour: { model: layout.photometric, planar: 0, subsampled: false } }, layout, frameIndex)
  } else {
    const bytes = ownBuffer(readFrameBytes(dataset, frameIndex), dataset.byteArray)
    frame = await compressed({ codec, transferSyntaxUid: uid, bytes, layout, frameIndex })
  }
  if (frame.photometric === 'PALETTE COLOR' && !keepIndices) frame = applyPalette(frame, readPalette(dataset.dataSet))
  return frame
}
