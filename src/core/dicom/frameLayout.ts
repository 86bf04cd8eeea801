import type { ImageMeta, Photometric } from './dicom.types'

/**
 * The pixel-module attributes a decoder needs, as a plain object that crosses to the decode worker (the worker never
 * sees the data set).
 *
 * @example
 * const layout = frameLayout(dataset.meta)
 * const bytes = nativeFrameBytes(layout)
 */
export interface FrameLayout {
  rows: number
  columns: number
  samplesPerPixel: number
  bitsAllocated: number
  bitsStored: number
  highBit: number
  pixelRepresentation: 0 | 1
  photometric: Photometric | ''
  planarConfiguration: 0 | 1
}

/**
 * Picks the pixel-module attributes out of a header.
 *
 * @example
 * frameLayout(meta).bitsStored // 12
 */
export function frameLayout(meta: ImageMeta): FrameLayout {
  return {
    rows: meta.rows,
    columns: meta.columns,
    samplesPerPixel: meta.samplesPerPixel,
    bitsAllocated: meta.bitsAllocated,
    bitsStored: meta.bitsStored,
    highBit: meta.highBit,
    pixelRepresentation: meta.pixelRepresentation,
    photometric: meta.photometricInterpretation,
    planarConfiguration: meta.planarConfiguration,
  }
}

/**
 * Bytes of one uncompressed frame. YBR_FULL_422 / YBR_PARTIAL_422 in native syntaxes are chroma-subsampled (two
 * luma samples share one Cb and one Cr), so they take two samples per pixel, not three. 1-bit frames are packed
 * (see `nativeFrameBits`).
 *
 * @example
 * nativeFrameBytes({ rows: 512, columns: 512, samplesPerPixel: 1, bitsAllocated: 16, … }) // 524288
 */
export function nativeFrameBytes(layout: FrameLayout): number {
  return Math.ceil(nativeFrameBits(layout) / 8)
}

/**
 * Bits of one uncompressed frame; multi-frame 1-bit data is packed across frame boundaries, so frame offsets are
 * computed in bits.
 *
 * @example
 * nativeFrameBits(layout) * frameIndex // bit offset of a frame
 */
export function nativeFrameBits(layout: FrameLayout): number {
  const pixels = layout.rows * layout.columns
  const subsampled = layout.photometric === 'YBR_FULL_422' || layout.photometric === 'YBR_PARTIAL_422'
  const samples = subsampled && layout.samplesPerPixel === 3 ? 2 : layout.samplesPerPixel
  return pixels * samples * layout.bitsAllocated
}
