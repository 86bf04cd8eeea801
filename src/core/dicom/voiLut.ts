import type { ImageMeta } from './dicom.types'

/**
 * Maps a modality value to a display byte with a VOI window (PS3.3 C.11.2.1.2): LINEAR (the default, with DICOM's
 * half-pixel offsets), LINEAR_EXACT, or SIGMOID.
 *
 * @example
 * const toByte = voiLut(40, 80, 'LINEAR')
 * toByte(0) // 0 (−40 HU and below are black in a brain window)
 */
export function voiLut(center: number, width: number, fn: ImageMeta['voiLutFunction'] = 'LINEAR'): (value: number) => number {
  if (fn === 'SIGMOID') return (value) => 255 / (1 + Math.exp((-4 * (value - center)) / width))
  if (fn === 'LINEAR_EXACT') {
    const w = Math.max(width, Number.EPSILON)
    return (value) => {
      const y = ((value - center) / w + 0.5) * 255
      return y <= 0 ? 0 : y >= 255 ? 255 : y
    }
  }
  const w = Math.max(width, 1)
  const low = center - 0.5 - (w - 1) / 2
  const high = center - 0.5 + (w - 1) / 2
  return (value) => (value <= low ? 0 : value > high ? 255 : ((value - (center - 0.5)) / (w - 1) + 0.5) * 255)
}
