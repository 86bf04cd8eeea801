import type { DecodedFrame, ImageMeta } from './dicom.types'
import { frameValues } from './frameValues'
import { voiLut } from './voiLut'

/**
 * Display options of {@link renderToImageData}; the window is in modality units (HU for CT).
 *
 * @example
 * renderToImageData(frame, meta, { center: 40, width: 80, invert: false, target: lastImage })
 */
export interface RenderOptions {
  center: number
  width: number
  /** Inverts the display; MONOCHROME1 images are already shown inverted (low values white) without it. */
  invert?: boolean
  /** Reuse this ImageData when it has the frame's size (no allocation during window drags and cine). */
  target?: ImageData
}

// Bigger integer ranges (32-bit data) are mapped pixel by pixel instead of through a table.
const maxLutEntries = 1 << 20
const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1

function grey(value: number): number {
  const v = value & 0xff
  return littleEndian ? (0xff000000 | (v << 16) | (v << 8) | v) >>> 0 : ((v << 24) | (v << 16) | (v << 8) | 0xff) >>> 0
}

let lastKey = ''
let lastLut = new Uint32Array(0)

/**
 * Renders a frame to RGBA through Modality LUT (rescale, float slopes included), VOI window and inversion. Monochrome
 * pixels go through one precomputed table indexed by stored value (built once per window and value range, ≈0.3 ms
 * for 16-bit), so a 512×512 frame renders in a few milliseconds. Colour frames get the window applied per channel
 * (identity at centre 128 / width 256) and inversion.
 *
 * @example
 * const image = renderToImageData(frame, meta, { center: 40, width: 80 })
 * canvas.getContext('2d')!.putImageData(image, 0, 0)
 */
export function renderToImageData(frame: DecodedFrame, meta: ImageMeta, options: RenderOptions): ImageData {
  const { width, height, data } = frame
  const target = options.target && options.target.width === width && options.target.height === height ? options.target : new ImageData(width, height)
  const out = new Uint32Array(target.data.buffer, target.data.byteOffset, width * height)
  const invert = frame.photometric === 'MONOCHROME1' ? !options.invert : !!options.invert

  if (frame.samplesPerPixel === 3) {
    const toByte = voiLut(options.center, options.width, 'LINEAR')
    const table = new Uint8Array(256)
    for (let i = 0; i < 256; i++) table[i] = Math.round(invert ? 255 - toByte(i) : toByte(i))
    const rgba = target.data
    for (let p = 0, i = 0; p < width * height; p++, i += 3) {
      const o = p * 4
      rgba[o] = table[data[i]!]!
      rgba[o + 1] = table[data[i + 1]!]!
      rgba[o + 2] = table[data[i + 2]!]!
      rgba[o + 3] = 255
    }
    return target
  }

  const { rescaleSlope: slope, rescaleIntercept: intercept } = frameValues(meta, frame.frameIndex)
  const toByte = voiLut(options.center, options.width, meta.voiLutFunction)
  const entry = (stored: number) => {
    const byte = Math.round(toByte(stored * slope + intercept))
    return grey(invert ? 255 - byte : byte)
  }
  const span = frame.max - frame.min + 1
  if (span > maxLutEntries) {
    for (let i = 0; i < out.length; i++) out[i] = entry(data[i]!)
    return target
  }
  const key = [frame.min, frame.max, slope, intercept, options.center, options.width, meta.voiLutFunction, invert].join()
  if (key !== lastKey) {
    // Stack scroll and cine reuse the table while the window and value range stay the same.
    const lut = lastLut.length >= span ? lastLut : new Uint32Array(span)
    for (let i = 0; i < span; i++) lut[i] = entry(frame.min + i)
    lastLut = lut
    lastKey = key
  }
  const lut = lastLut
  const offset = frame.min
  for (let i = 0; i < out.length; i++) out[i] = lut[data[i]! - offset]!
  return target
}
