import { convertToRgb, type ColourSource } from './convertToRgb'
import type { DecodedFrame } from './dicom.types'
import { DicomError } from './DicomError'
import type { FrameLayout } from './frameLayout'
import { toStoredArray } from './toStoredArray'
import { valueRange } from './valueRange'

/**
 * What a decoder produced for one frame: little-endian sample bytes plus, for colour, the colour model and layout
 * the samples are still in (a JPEG codec has already turned YBR into RGB; RLE and native data have not).
 *
 * @example
 * finishFrame({ bytes, bytesPerSample: 1, owned: true, colour: { model: 'RGB', planar: 0, subsampled: false } }, layout, 0)
 */
export interface DecodedSamples {
  bytes: Uint8Array
  bytesPerSample: 1 | 2 | 4
  /** The bytes belong to this call alone (fresh codec output), so they may be reinterpreted in place. */
  owned: boolean
  colour?: Omit<ColourSource, 'bitsStored'>
}

/**
 * Turns decoder output into the engine's frame shape: stored values with sign extension for monochrome and palette
 * indices, interleaved 8-bit RGB for colour, and the value range. Runs in the decode worker for compressed frames
 * and on the main thread for native ones, so both paths give identical results.
 *
 * @example
 * const frame = finishFrame({ bytes, bytesPerSample: 2, owned: true }, layout, 0)
 */
export function finishFrame(samples: DecodedSamples, layout: FrameLayout, frameIndex: number): DecodedFrame {
  const width = layout.columns
  const height = layout.rows
  const pixels = width * height
  if (layout.samplesPerPixel === 3) {
    const colour: ColourSource = {
      model: samples.colour?.model ?? layout.photometric,
      planar: samples.colour?.planar ?? layout.planarConfiguration,
      subsampled: samples.colour?.subsampled ?? false,
      bitsStored: samples.bytesPerSample === 1 ? 8 : layout.bitsStored,
    }
    const needed = colour.subsampled ? pixels * 2 : pixels * 3
    const unsigned = unsignedView(samples, needed)
    const data = convertToRgb(unsigned, pixels, colour)
    return { width, height, samplesPerPixel: 3, data, frameIndex, photometric: 'RGB', ...valueRange(data) }
  }
  if (samples.bytes.byteLength < pixels * samples.bytesPerSample) {
    throw new DicomError('decode-failed', `Decoded frame has ${samples.bytes.byteLength} bytes; ${pixels * samples.bytesPerSample} expected.`)
  }
  const bytes = samples.bytes.subarray(0, pixels * samples.bytesPerSample)
  const data = toStoredArray(bytes, samples.bytesPerSample, layout, samples.owned)
  const photometric = layout.photometric === 'MONOCHROME1' ? 'MONOCHROME1' : layout.photometric === 'PALETTE COLOR' ? 'PALETTE COLOR' : 'MONOCHROME2'
  return { width, height, samplesPerPixel: 1, data, frameIndex, photometric, ...valueRange(data) }
}

function unsignedView(samples: DecodedSamples, count: number): Uint8Array | Uint16Array {
  const needed = count * samples.bytesPerSample
  if (samples.bytes.byteLength < needed) {
    throw new DicomError('decode-failed', `Decoded colour frame has ${samples.bytes.byteLength} bytes; ${needed} expected.`)
  }
  if (samples.bytesPerSample === 1) return samples.bytes.subarray(0, count)
  const bytes = samples.bytes.byteOffset % 2 === 0 ? samples.bytes : samples.bytes.slice()
  return new Uint16Array(bytes.buffer, bytes.byteOffset, count)
}
