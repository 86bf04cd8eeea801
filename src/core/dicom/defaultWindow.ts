import type { DecodedFrame, ImageMeta } from './dicom.types'
import { frameValues } from './frameValues'

/**
 * A VOI window in modality units (HU for CT).
 *
 * @example
 * const lung: VoiWindow = { center: -600, width: 1500 }
 */
export interface VoiWindow {
  center: number
  width: number
}

/**
 * The window to show a frame with first: the file's first Window Center/Width (per frame for enhanced objects);
 * without one, the full range of the frame's modality values; identity for colour.
 *
 * @example
 * const window = defaultWindow(meta, frame) // CT_small (no WC/WW): { center: 135.5, width: 2063 }
 */
export function defaultWindow(meta: ImageMeta, frame: DecodedFrame): VoiWindow & { source: 'file' | 'range' | 'colour' } {
  if (frame.samplesPerPixel === 3) return { center: 128, width: 256, source: 'colour' }
  const values = frameValues(meta, frame.frameIndex)
  const center = values.windowCenter[0]
  const width = values.windowWidth[0]
  if (center !== undefined && width !== undefined && width > 0) return { center, width, source: 'file' }
  const a = frame.min * values.rescaleSlope + values.rescaleIntercept
  const b = frame.max * values.rescaleSlope + values.rescaleIntercept
  const low = Math.min(a, b)
  const high = Math.max(a, b)
  return { center: (low + high) / 2, width: Math.max(1, high - low), source: 'range' }
}
