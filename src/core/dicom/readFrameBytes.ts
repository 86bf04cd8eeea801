import type { Fragment } from 'dicom-parser'
import type { DicomDataset } from './dicom.types'
import { DicomError } from './DicomError'

function concat(byteArray: Uint8Array, fragments: Fragment[]): Uint8Array {
  if (fragments.length === 1) {
    const only = fragments[0]!
    return byteArray.subarray(only.position, only.position + only.length)
  }
  const out = new Uint8Array(fragments.reduce((sum, fragment) => sum + fragment.length, 0))
  let offset = 0
  for (const fragment of fragments) {
    out.set(byteArray.subarray(fragment.position, fragment.position + fragment.length), offset)
    offset += fragment.length
  }
  return out
}

// A fragment that opens a frame: JPEG family SOI, a JPEG 2000 codestream (SOC+SIZ) or JP2 signature box, or an RLE
// header (segment count 1–15, first segment at byte 64).
function opensFrame(bytes: Uint8Array): boolean {
  if (bytes[0] === 0xff && (bytes[1] === 0xd8 || bytes[1] === 0x4f)) return true
  if (bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 0 && bytes[3] === 0x0c && bytes[4] === 0x6a && bytes[5] === 0x50) return true
  return bytes.length >= 64 && bytes[0]! >= 1 && bytes[0]! <= 15 && bytes[1] === 0 && bytes[4] === 64 && bytes[5] === 0 && bytes[6] === 0
}

/**
 * The compressed bytes of one frame of an encapsulated object, whatever the fragmentation: a single frame spread
 * over any number of fragments, frames located by the Basic Offset Table, one fragment per frame, or (no usable
 * table) frames found by the codec's start marker. Returns a view into the file when the frame is one fragment.
 *
 * @example
 * const jpegLs = readFrameBytes(dataset, 0) // starts with FF D8 FF F7
 */
export function readFrameBytes(dataset: DicomDataset, frameIndex: number): Uint8Array {
  const element = dataset.dataSet.elements.x7fe00010
  if (!element) throw new DicomError('no-pixel-data', 'This object has no pixel data.')
  const fragments = element.fragments ?? []
  const frames = dataset.meta.numberOfFrames
  const bytes = dataset.byteArray
  if (!fragments.length) throw new DicomError('decode-failed', 'Encapsulated pixel data has no fragments.')
  if (frames === 1) return concat(bytes, fragments)

  const table = element.basicOffsetTable ?? []
  if (table.length === frames) {
    const start = table[frameIndex]!
    const end = frameIndex + 1 < frames ? table[frameIndex + 1]! : Infinity
    const own = fragments.filter((fragment) => fragment.offset >= start && fragment.offset < end)
    if (own.length) return concat(bytes, own)
  }
  if (fragments.length === frames) return concat(bytes, [fragments[frameIndex]!])

  const starts = fragments.flatMap((fragment, index) =>
    opensFrame(bytes.subarray(fragment.position, fragment.position + Math.min(fragment.length, 64))) ? [index] : [],
  )
  if (starts.length === frames) {
    return concat(bytes, fragments.slice(starts[frameIndex], starts[frameIndex + 1] ?? fragments.length))
  }
  throw new DicomError('decode-failed', `Cannot locate frame ${frameIndex + 1} of ${frames} among ${fragments.length} fragments.`, {
    fragments: fragments.length,
    frames,
  })
}
