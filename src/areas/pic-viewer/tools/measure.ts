import { computeStats, type ValueStats } from '../../../core/dicom/computeStats'
import type { DecodedFrame, ImageMeta } from '../../../core/dicom/dicom.types'
import { thresholdRegion } from '../../../core/dicom/thresholdRegion'
import type { Point } from '../model/viewer.types'

/** The kinds of measurement the tools draw. */
export type MeasurementType = 'length' | 'angle' | 'rectangle' | 'ellipse'

/**
 * A measurement on one image, in image pixel coordinates: two points for a length, three (arm, vertex, arm) for an
 * angle, two opposite corners for a rectangle or the box of an ellipse.
 *
 * @example
 * const m: Measurement = { id: 1, type: 'length', points: [{ x: 10, y: 10 }, { x: 110, y: 10 }] }
 */
export interface Measurement {
  id: number
  type: MeasurementType
  points: Point[]
  values?: MeasurementValues
  /** The image it was drawn on (set when it is stored), for the `clinic-roi-measured` event. */
  image?: MeasuredImage
}

/** Where a measurement was drawn: the series, instance and position of its image, and the image's geometry. */
export interface MeasuredImage {
  seriesUid: string
  instanceUid: string
  /** 0-based position in the series' stack. */
  imageIndex: number
  /** Position along the slice normal, mm (from Image Position and Orientation), null when the file has none. */
  sliceLocation: number | null
  sliceThickness: number | null
  /** Row then column spacing, mm. */
  pixelSpacing: [number, number] | null
}

/**
 * The pixels of an ROI at or above the viewer's calcium threshold (`calcium-threshold`): their area and count, the
 * ROI's peak, and their runs `[y, from, to)` for the highlight.
 */
export interface CalciumValues {
  threshold: number
  count: number
  /** mm² (px² without pixel spacing). */
  area: number
  peak: number
  runs: [number, number, number][]
}

/**
 * What a measurement measures: a length in mm (px when the image has no pixel spacing), an angle in degrees, or an
 * area with modality-value statistics (HU for CT).
 */
export interface MeasurementValues {
  length?: number
  angle?: number
  area?: number
  /** `mm` when Pixel Spacing is known, else `px`. */
  lengthUnit: 'mm' | 'px'
  stats?: ValueStats
  /** Unit of `stats`: `HU` for CT, the rescale type, or empty. */
  unit?: string
  /** Calcium inside a rectangle or ellipse on CT, when the viewer has a calcium threshold. */
  calcium?: CalciumValues
}

function spacingOf(meta: ImageMeta): [number, number] | null {
  const spacing = meta.pixelSpacing
  return spacing && spacing[0] > 0 && spacing[1] > 0 ? spacing : null
}

/**
 * Computes a measurement's values on its frame: Pixel Spacing gives row spacing (along y) then column spacing
 * (along x), so non-square pixels measure right; ROI statistics are over the pixels whose centres lie inside. With a
 * `calciumThreshold` (HU), a rectangle or ellipse on CT also gets the area, count and runs of its pixels at or above
 * it, and its peak.
 *
 * @example
 * measure({ id: 1, type: 'rectangle', points: [a, b] }, frame, meta).stats?.mean // −800.2 (HU)
 */
export function measure(measurement: Measurement, frame: DecodedFrame, meta: ImageMeta, calciumThreshold: number | null = null): MeasurementValues {
  const spacing = spacingOf(meta)
  const [sy, sx] = spacing ?? [1, 1]
  const lengthUnit = spacing ? 'mm' : 'px'
  const [a, b, c] = measurement.points
  if (!a || !b) return { lengthUnit }
  if (measurement.type === 'length') return { lengthUnit, length: Math.hypot((b.x - a.x) * sx, (b.y - a.y) * sy) }
  if (measurement.type === 'angle') {
    if (!c) return { lengthUnit }
    const first = Math.atan2((a.y - b.y) * sy, (a.x - b.x) * sx)
    const second = Math.atan2((c.y - b.y) * sy, (c.x - b.x) * sx)
    let degrees = Math.abs(((second - first) * 180) / Math.PI) % 360
    if (degrees > 180) degrees = 360 - degrees
    return { lengthUnit, angle: degrees }
  }
  const x = Math.min(a.x, b.x)
  const y = Math.min(a.y, b.y)
  const width = Math.abs(b.x - a.x)
  const height = Math.abs(b.y - a.y)
  const ellipse = measurement.type === 'ellipse'
  const region = { x, y, width, height, shape: ellipse ? 'ellipse' : 'rectangle' } as const
  const stats = computeStats(frame, meta, region)
  const area = (ellipse ? (Math.PI / 4) * width * height : width * height) * sx * sy
  const values: MeasurementValues = { lengthUnit, area, stats: stats.modality, unit: stats.unit }
  if (calciumThreshold !== null && meta.modality === 'CT') {
    const above = thresholdRegion(frame, meta, region, calciumThreshold)
    if (above) values.calcium = { threshold: calciumThreshold, count: above.count, area: above.count * sx * sy, peak: above.peak, runs: above.runs }
  }
  return values
}
