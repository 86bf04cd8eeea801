import type { SheetTrace } from '../../../core/dicom/worker/drawWaveformSheet'

/** CSS pixels per millimetre of paper (CSS defines 96 px per inch; the sheet is drawn at true scale). */
export const PX_PER_MM = 96 / 25.4

/** Paper speed and gain of the sheet: 25 mm/s, 10 mm/mV. */
export const SHEET_SCALE = { mmPerSecond: 25, mmPerMillivolt: 10 } as const

/** A point on the sheet, in millimetres of paper from its top left. */
export interface SheetPoint {
  x: number
  y: number
}

/** A caliper: two ends on the sheet, the end the keyboard moves, and the lead it measures (where it started). */
export interface Caliper {
  a: SheetPoint
  b: SheetPoint
  active: 'a' | 'b'
  lead: string
}

/** What a caliper measures: the time between its ends (ms, never negative) and the second end's height above the first (mV). */
export interface CaliperReading {
  lead: string
  ms: number
  mV: number
}

/**
 * What a caliper reads at 25 mm/s and 10 mm/mV: |Δx| mm × 40 ms, and (first end − second end) height in mm ÷ 10 mV
 * (up is positive), rounded to whole ms and hundredths of a mV (one screen pixel is about 10 ms and 0.03 mV).
 *
 * @example
 * caliperReading({ a: { x: 10, y: 50 }, b: { x: 20, y: 40 }, active: 'b', lead: 'II' }) // { lead: 'II', ms: 400, mV: 1 }
 */
export function caliperReading(caliper: Caliper): CaliperReading {
  const ms = (Math.abs(caliper.b.x - caliper.a.x) / SHEET_SCALE.mmPerSecond) * 1000
  const mV = (caliper.a.y - caliper.b.y) / SHEET_SCALE.mmPerMillivolt
  return { lead: caliper.lead, ms: Math.round(ms), mV: Math.round(mV * 100) / 100 || 0 }
}

/**
 * The trace a point is on: the one whose row box holds it, else the nearest box (a point in the margin belongs to the
 * trace beside it); null on a sheet without traces.
 *
 * @example
 * traceAt(sheet.traces, { x: 30, y: 20 })?.lead // 'I'
 */
export function traceAt(traces: readonly SheetTrace[], point: SheetPoint): SheetTrace | null {
  let best: SheetTrace | null = null
  let bestDistance = Infinity
  for (const trace of traces) {
    const dx = Math.max(trace.left - point.x, 0, point.x - (trace.left + trace.width))
    const dy = Math.max(trace.top - point.y, 0, point.y - (trace.top + trace.height))
    const distance = Math.hypot(dx, dy)
    if (distance < bestDistance) {
      best = trace
      bestDistance = distance
    }
  }
  return best
}

/**
 * Where a caliper starts from the keyboard: on the full-length rhythm strip when the sheet has one (the last trace),
 * else on the first trace, 10 mm in from its left edge on the baseline, the second end one large box (5 mm, 200 ms)
 * to the right.
 *
 * @example
 * keyboardCaliper(sheet.traces) // { a: { x: 18, y: 113 }, b: { x: 23, y: 113 }, active: 'b', lead: 'II' }
 */
export function keyboardCaliper(traces: readonly SheetTrace[]): Caliper | null {
  const trace = traces.length > 12 ? traces[traces.length - 1] : traces[0]
  if (!trace) return null
  const a = { x: trace.left + 10, y: trace.baseline }
  return { a, b: { x: a.x + 5, y: a.y }, active: 'b', lead: trace.lead }
}

/**
 * Moves a caliper's active end by (dx, dy) mm, kept on the sheet (`width` × `height` mm).
 *
 * @example
 * moveEnd(caliper, 1, 0, sheetMm) // the active end one small box (40 ms) later
 */
export function moveEnd(caliper: Caliper, dx: number, dy: number, sheet: { width: number; height: number }): Caliper {
  const end = caliper[caliper.active]
  const moved = { x: Math.min(sheet.width, Math.max(0, end.x + dx)), y: Math.min(sheet.height, Math.max(0, end.y + dy)) }
  return { ...caliper, [caliper.active]: moved }
}
