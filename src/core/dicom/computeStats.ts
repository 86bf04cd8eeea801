import type { DecodedFrame, ImageMeta } from './dicom.types'
import { frameValues } from './frameValues'

/**
 * Minimum, maximum, mean and (population) standard deviation of a set of values.
 *
 * @example
 * const { mean, sd } = computeStats(frame, meta).modality
 */
export interface ValueStats {
  min: number
  max: number
  mean: number
  sd: number
  count: number
}

/**
 * Statistics of a frame or region: stored values and modality values (HU for CT: stored × slope + intercept).
 *
 * @example
 * const stats: FrameStats = computeStats(frame, meta)
 * label.textContent = `${stats.modality.mean.toFixed(1)} ${stats.unit}`
 */
export interface FrameStats {
  stored: ValueStats
  modality: ValueStats
  /** `HU` for CT, else the Rescale Type when the file names one, else `''`. */
  unit: string
}

/**
 * A rectangle in pixel coordinates, clipped to the frame; with `shape: 'ellipse'`, the ellipse inscribed in it (a
 * pixel counts when its centre lies inside).
 *
 * @example
 * computeStats(frame, meta, { x: 10, y: 20, width: 32, height: 32, shape: 'ellipse' })
 */
export interface PixelRegion {
  x: number
  y: number
  width: number
  height: number
  shape?: 'rectangle' | 'ellipse'
}

/**
 * The columns [from, to) of row `y` inside the region (the whole clipped span `[x0, x1)` for a rectangle), so every
 * region statistic counts the same pixels.
 *
 * @example
 * const [from, to] = rowSpan(region, frame, y, x0, x1)
 */
export function rowSpan(region: PixelRegion | undefined, frame: DecodedFrame, y: number, x0: number, x1: number): [number, number] {
  if (region?.shape !== 'ellipse') return [x0, x1]
  const rx = region.width / 2
  const ry = region.height / 2
  const cx = region.x + rx
  const dy = (y + 0.5 - (region.y + ry)) / ry
  if (!(rx > 0) || !(ry > 0) || Math.abs(dy) > 1) return [0, 0]
  const half = rx * Math.sqrt(1 - dy * dy)
  return [Math.max(0, Math.ceil(cx - half - 0.5)), Math.min(frame.width, Math.floor(cx + half - 0.5) + 1)]
}

/**
 * Min, max, mean and SD of a frame's stored values and of its modality values, optionally inside a rectangle or an
 * ellipse (ROI tools). Colour frames count every sample. The modality LUT is linear, so its statistics follow from the stored
 * ones exactly (a negative slope swaps min and max).
 *
 * @example
 * const { modality } = computeStats(frame, meta, { x: 200, y: 200, width: 20, height: 20 })
 * label.textContent = `${modality.mean.toFixed(1)} ± ${modality.sd.toFixed(1)} HU`
 */
export function computeStats(frame: DecodedFrame, meta: ImageMeta, region?: PixelRegion): FrameStats {
  const x0 = Math.max(0, Math.floor(region?.x ?? 0))
  const y0 = Math.max(0, Math.floor(region?.y ?? 0))
  const x1 = Math.min(frame.width, Math.ceil(region ? region.x + region.width : frame.width))
  const y1 = Math.min(frame.height, Math.ceil(region ? region.y + region.height : frame.height))
  const spp = frame.samplesPerPixel
  const { data } = frame
  let min = Infinity
  let max = -Infinity
  let sum = 0
  let count = 0
  for (let y = y0; y < y1; y++) {
    const [from, to] = rowSpan(region, frame, y, x0, x1)
    const end = (y * frame.width + to) * spp
    for (let i = (y * frame.width + from) * spp; i < end; i++) {
      const value = data[i]!
      if (value < min) min = value
      if (value > max) max = value
      sum += value
      count++
    }
  }
  const mean = count ? sum / count : 0
  // Second pass for the SD: numerically safer than sum of squares with 32-bit CT values.
  let squares = 0
  for (let y = y0; y < y1; y++) {
    const [from, to] = rowSpan(region, frame, y, x0, x1)
    const end = (y * frame.width + to) * spp
    for (let i = (y * frame.width + from) * spp; i < end; i++) {
      const delta = data[i]! - mean
      squares += delta * delta
    }
  }
  const stored: ValueStats = count ? { min, max, mean, sd: Math.sqrt(squares / count), count } : { min: 0, max: 0, mean: 0, sd: 0, count }
  if (spp === 3) return { stored, modality: stored, unit: '' }
  const { rescaleSlope: slope, rescaleIntercept: intercept } = frameValues(meta, frame.frameIndex)
  const a = stored.min * slope + intercept
  const b = stored.max * slope + intercept
  const modality: ValueStats = { min: Math.min(a, b), max: Math.max(a, b), mean: stored.mean * slope + intercept, sd: stored.sd * Math.abs(slope), count }
  const unit = meta.modality === 'CT' ? 'HU' : meta.rescaleType && meta.rescaleType !== 'US' ? meta.rescaleType : ''
  return { stored, modality, unit }
}
