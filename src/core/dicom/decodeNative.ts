import type { DicomDataset } from './dicom.types'
import { DicomError } from './DicomError'
import type { DecodedSamples } from './finishFrame'
import { frameLayout, nativeFrameBits, nativeFrameBytes } from './frameLayout'

function swapped(bytes: Uint8Array, word: number): Uint8Array {
  const out = new Uint8Array(bytes.length)
  for (let i = 0; i + word <= bytes.length; i += word) {
    for (let k = 0; k < word; k++) out[i + k] = bytes[i + word - 1 - k]!
  }
  return out
}

function unpackBits(bytes: Uint8Array, firstBit: number, count: number): Uint8Array {
  const out = new Uint8Array(count)
  for (let i = 0; i < count; i++) {
    const bit = firstBit + i
    // PS3.5 D.2: the first pixel is the least significant bit of the first byte.
    out[i] = (bytes[bit >> 3]! >> (bit & 7)) & 1
  }
  return out
}

/**
 * Reads one frame of uncompressed pixel data (implicit/explicit little endian, big endian, deflated after inflation)
 * as little-endian sample bytes. Big-endian words are swapped; 1-bit data is unpacked to one byte per pixel.
 * Runs on the main thread: for native data it is a copy, faster than a worker round trip even at 512×512.
 *
 * @example
 * const frame = finishFrame(decodeNative(dataset, 0), frameLayout(dataset.meta), 0)
 */
export function decodeNative(dataset: DicomDataset, frameIndex: number): DecodedSamples {
  const element = dataset.dataSet.elements.x7fe00010
  if (!element) throw new DicomError('no-pixel-data', 'This object has no pixel data.')
  const layout = frameLayout(dataset.meta)
  const colour = {
    model: layout.photometric,
    planar: layout.planarConfiguration,
    subsampled: layout.samplesPerPixel === 3 && (layout.photometric === 'YBR_FULL_422' || layout.photometric === 'YBR_PARTIAL_422'),
  }
  if (layout.bitsAllocated === 1) {
    const bits = nativeFrameBits(layout)
    const all = dataset.byteArray.subarray(element.dataOffset, element.dataOffset + element.length)
    return { bytes: unpackBits(all, bits * frameIndex, bits), bytesPerSample: 1, owned: true, colour }
  }
  const bytesPerSample = layout.bitsAllocated / 8
  if (bytesPerSample !== 1 && bytesPerSample !== 2 && bytesPerSample !== 4) {
    throw new DicomError('invalid-header', `Bits Allocated ${layout.bitsAllocated} is not supported.`)
  }
  const size = nativeFrameBytes(layout)
  const start = element.dataOffset + size * frameIndex
  const bytes = dataset.byteArray.subarray(start, start + size)
  if (bytes.length < size) throw new DicomError('truncated', `Frame ${frameIndex + 1} needs ${size} bytes; only ${bytes.length} are in the file.`)
  if (!dataset.transferSyntax.littleEndian) {
    // Explicit VR Big Endian swaps OW data by 16-bit word even when samples are 8-bit.
    const word = bytesPerSample === 1 ? (element.vr === 'OW' ? 2 : 1) : bytesPerSample
    if (word > 1) return { bytes: swapped(bytes, word), bytesPerSample, owned: true, colour }
  }
  return { bytes, bytesPerSample, owned: false, colour }
}
