import { DicomError } from './DicomError'
import type { FrameLayout } from './frameLayout'

/**
 * Decodes one RLE Lossless frame (PS3.5 Annex G) into interleaved little-endian sample bytes. Each segment holds one
 * byte plane (most significant byte first, then sample by sample), so the planes are written straight into their
 * interleaved positions instead of being decoded to planes and shuffled afterwards.
 *
 * @example
 * const bytes = decodeRle(frameBytes, layout) // then toStoredArray(bytes, 2, layout, true)
 */
export function decodeRle(frame: Uint8Array, layout: FrameLayout): Uint8Array {
  const bytesPerSample = Math.ceil(layout.bitsAllocated / 8)
  const samples = layout.samplesPerPixel
  const pixels = layout.rows * layout.columns
  const stride = samples * bytesPerSample
  const out = new Uint8Array(pixels * stride)
  if (frame.byteLength < 64) throw new DicomError('decode-failed', 'RLE frame is shorter than its 64-byte header.')
  const header = new DataView(frame.buffer, frame.byteOffset, 64)
  const segments = header.getUint32(0, true)
  if (segments !== samples * bytesPerSample) {
    throw new DicomError('decode-failed', `RLE frame has ${segments} segments; ${samples * bytesPerSample} expected.`, { segments })
  }
  for (let segment = 0; segment < segments; segment++) {
    const start = header.getUint32(4 + 4 * segment, true)
    const end = segment + 1 < segments ? header.getUint32(8 + 4 * segment, true) : frame.byteLength
    const sample = Math.floor(segment / bytesPerSample)
    const significance = segment % bytesPerSample
    // Output is little-endian: the most significant plane (segment 0 of a sample) goes to the highest byte.
    let target = sample * bytesPerSample + (bytesPerSample - 1 - significance)
    const limit = out.length
    let i = start
    const stop = Math.min(end, frame.byteLength)
    while (i < stop && target < limit) {
      const n = frame[i++]!
      if (n < 128) {
        // Literal run of n + 1 bytes.
        for (let k = 0; k <= n && i < stop && target < limit; k++) {
          out[target] = frame[i++]!
          target += stride
        }
      } else if (n > 128) {
        // Replicate the next byte 257 - n times (n read as a signed byte: 1 - n).
        const value = frame[i++]!
        for (let k = 0; k < 257 - n && target < limit; k++) {
          out[target] = value
          target += stride
        }
      }
      // n === 128 (−128) is a no-op by the standard.
    }
  }
  return out
}
