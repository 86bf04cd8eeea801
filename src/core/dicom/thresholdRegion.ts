import { rowSpan, type PixelRegion } from './computeStats'
import type { DecodedFrame, ImageMeta } from './dicom.types'
import { frameValues } from './frameValues'

/**
 * The pixels of a region at or above a modality value (HU for CT): how many, the region's peak value, and where they
 * are as runs `[y, fromX, toX)` (for drawing them highlighted).
 *
 * @example
 * const { count, peak } = thresholdRegion(frame, meta, region, 130)!
 */
export interface ThresholdRegion {
  count: number
  /** Highest modality value in the region (−Infinity when the region is empty). */
  peak: number
  runs: [y: number, from: number, to: number][]
}

/**
 * Counts a monochrome frame's pixels inside a rectangle or ellipse whose modality value (stored × slope + intercept)
 * is at least `threshold`, with the region's peak and the runs of those pixels — the calcium of an Agatston ROI.
 * The region's pixels are exactly those `computeStats` counts. Null for colour frames.
 *
 * @example
 * thresholdRegion(frame, meta, { x: 290, y: 196, width: 22, height: 19 }, 130) // { count: 79, peak: 450, runs: [...] }
 */
export function thresholdRegion(frame: DecodedFrame, meta: ImageMeta, region: PixelRegion, threshold: number): ThresholdRegion | null {
  if (frame.samplesPerPixel !== 1) return null
  const { rescaleSlope: slope, rescaleIntercept: intercept } = frameValues(meta, frame.frameIndex)
  const x0 = Math.max(0, Math.floor(region.x))
  const y0 = Math.max(0, Math.floor(region.y))
  const x1 = Math.min(frame.width, Math.ceil(region.x + region.width))
  const y1 = Math.min(frame.height, Math.ceil(region.y + region.height))
  const { data } = frame
  let count = 0
  let peak = -Infinity
  const runs: [number, number, number][] = []
  for (let y = y0; y < y1; y++) {
    const [from, to] = rowSpan(region, frame, y, x0, x1)
    let start = -1
    for (let x = from; x < to; x++) {
      const value = data[y * frame.width + x]! * slope + intercept
      if (value > peak) peak = value
      if (value >= threshold) {
        count++
        if (start < 0) start = x
      } else if (start >= 0) {
        runs.push([y, start, x])
        start = -1
      }
    }
    if (start >= 0) runs.push([y, start, to])
  }
  return { count, peak, runs }
}
