import type { Photometric } from './dicom.types'

/**
 * How colour samples arrive from a decoder: which colour model they are still in (codecs that apply the JPEG or
 * JPEG 2000 colour transform already give RGB), whether they are planar, and whether chroma is still subsampled
 * (native YBR_*_422: Y0 Y1 Cb Cr per pair of pixels).
 *
 * @example
 * convertToRgb(bytes, pixels, { model: 'YBR_FULL_422', planar: 0, subsampled: true, bitsStored: 8 })
 */
export interface ColourSource {
  model: Photometric | ''
  planar: 0 | 1
  subsampled: boolean
  bitsStored: number
}

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value))

/**
 * Converts decoded colour samples to interleaved 8-bit RGB: YBR_FULL(_422) and YBR_ICT with the ITU-R BT.601 full
 * range equations of PS3.3 C.7.6.3.1.2, YBR_PARTIAL_* with the studio-range ones, planar configuration 1 to
 * interleaved, 4:2:2 chroma upsampled by repetition, and samples wider than 8 bits scaled down to 8.
 *
 * @example
 * const rgb = convertToRgb(bytes, 100 * 100, { model: 'YBR_FULL', planar: 0, subsampled: false, bitsStored: 8 })
 */
export function convertToRgb(samples: Uint8Array | Uint16Array | Int8Array | Int16Array, pixels: number, source: ColourSource): Uint8Array {
  const out = new Uint8Array(pixels * 3)
  const down = Math.max(0, source.bitsStored - 8)
  const at = (index: number) => (down ? (samples[index]! & 0xffff) >> down : samples[index]! & 0xff)
  const model = source.model
  const full = model === 'YBR_FULL' || model === 'YBR_FULL_422' || model === 'YBR_ICT'
  const partial = model === 'YBR_PARTIAL_422' || model === 'YBR_PARTIAL_420'
  const write = (p: number, a: number, b: number, c: number) => {
    const o = p * 3
    if (full) {
      out[o] = clamp(a + 1.402 * (c - 128))
      out[o + 1] = clamp(a - 0.344136 * (b - 128) - 0.714136 * (c - 128))
      out[o + 2] = clamp(a + 1.772 * (b - 128))
    } else if (partial) {
      const y = 1.1644 * (a - 16)
      out[o] = clamp(y + 1.596 * (c - 128))
      out[o + 1] = clamp(y - 0.3917 * (b - 128) - 0.813 * (c - 128))
      out[o + 2] = clamp(y + 2.0172 * (b - 128))
    } else {
      out[o] = a
      out[o + 1] = b
      out[o + 2] = c
    }
  }

  if (source.subsampled) {
    for (let p = 0, i = 0; p < pixels; p += 2, i += 4) {
      const cb = at(i + 2)
      const cr = at(i + 3)
      write(p, at(i), cb, cr)
      if (p + 1 < pixels) write(p + 1, at(i + 1), cb, cr)
    }
  } else if (source.planar === 1) {
    for (let p = 0; p < pixels; p++) write(p, at(p), at(p + pixels), at(p + 2 * pixels))
  } else if (!full && !partial && !down && samples instanceof Uint8Array) {
    out.set(samples.subarray(0, pixels * 3))
  } else {
    for (let p = 0, i = 0; p < pixels; p++, i += 3) write(p, at(i), at(i + 1), at(i + 2))
  }
  return out
}
