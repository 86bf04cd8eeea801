import type { WaveformGroup, WaveformLead } from '../parseWaveform'

/** Paper speed and gain of the standard ECG grid. */
export const ecgScale = { mmPerSecond: 25, mmPerMillivolt: 10 } as const

/** CSS pixels per millimetre (CSS defines 96 px per inch). */
const pxPerMm = 96 / 25.4

const standardRows = [
  ['I', 'aVR', 'V1', 'V4'],
  ['II', 'aVL', 'V2', 'V5'],
  ['III', 'aVF', 'V3', 'V6'],
]
const rowMm = 30
const marginMm = 8

/** A trace to draw: which lead, from which second for how long, and where on the sheet (mm from the top left). */
interface Trace {
  lead: WaveformLead
  start: number
  seconds: number
  x: number
  y: number
}

/**
 * Lays a group out as ECG paper does: for a 12-lead recording of 4 s or more the 3 × 4 grid (I, aVR, V1, V4 / …),
 * each column a quarter of the recording, with lead II as a full-length rhythm strip below; a short recording (a
 * median beat) shows the whole of each lead in the 3 × 4 grid; any other set of leads gets one row each.
 */
function layout(group: WaveformGroup): { traces: Trace[]; widthMm: number; heightMm: number } {
  const duration = Math.min(10, group.samplesPerChannel / group.samplingFrequency)
  const byName = new Map(group.leads.map((lead) => [lead.name, lead]))
  const traces: Trace[] = []
  if (standardRows.flat().every((name) => byName.has(name))) {
    const long = duration >= 4
    const column = long ? duration / 4 : duration
    standardRows.forEach((row, r) =>
      row.forEach((name, c) =>
        traces.push({ lead: byName.get(name)!, start: long ? c * column : 0, seconds: column, x: marginMm + c * column * ecgScale.mmPerSecond, y: marginMm + (r + 0.5) * rowMm }),
      ),
    )
    if (long) traces.push({ lead: byName.get('II')!, start: 0, seconds: duration, x: marginMm, y: marginMm + 3.5 * rowMm })
    return { traces, widthMm: marginMm * 2 + 4 * column * ecgScale.mmPerSecond, heightMm: marginMm * 2 + (long ? 4 : 3) * rowMm }
  }
  group.leads.forEach((lead, r) => traces.push({ lead, start: 0, seconds: duration, x: marginMm, y: marginMm + (r + 0.5) * rowMm }))
  return { traces, widthMm: marginMm * 2 + duration * ecgScale.mmPerSecond, heightMm: marginMm * 2 + group.leads.length * rowMm }
}

/**
 * An ECG sheet: the bitmap (device pixels) and the CSS size to show it at, so that one millimetre of paper is one CSS
 * millimetre on screen.
 */
export interface WaveformSheet {
  bitmap: ImageBitmap
  cssWidth: number
  cssHeight: number
}

/**
 * One trace on an ECG sheet, in millimetres of paper from the top left: its lead, the box of its row (`left`, `top`,
 * `width`, `height`), the baseline (0 mV) and the second of the recording its left edge shows.
 */
export interface SheetTrace {
  lead: string
  left: number
  top: number
  width: number
  height: number
  baseline: number
  start: number
}

/**
 * Where each trace of a group lies on its sheet — the layout {@link drawWaveformSheet} draws with — so the page can
 * tell which lead a point is on (the calipers) without the worker.
 *
 * @example
 * sheetTraces(waveform.groups[0]).at(-1)?.lead // 'II' (the rhythm strip)
 */
export function sheetTraces(group: WaveformGroup): SheetTrace[] {
  return layout(group).traces.map((trace) => ({
    lead: trace.lead.name, left: trace.x, top: trace.y - rowMm / 2, width: trace.seconds * ecgScale.mmPerSecond, height: rowMm, baseline: trace.y, start: trace.start,
  }))
}

/**
 * Draws one waveform group as an ECG sheet at true scale (25 mm/s, 10 mm/mV in CSS millimetres, times the device
 * pixel `ratio`): the pink grid with 1 mm and 5 mm lines, a 1 mV calibration pulse at the start of each row, lead
 * names, and the traces. Runs in the decode worker on an OffscreenCanvas; the page only shows the bitmap.
 *
 * @example
 * const { bitmap, cssWidth } = drawWaveformSheet(parseWaveform(dataset).groups[0], devicePixelRatio)
 */
export function drawWaveformSheet(group: WaveformGroup, ratio: number): WaveformSheet {
  const { traces, widthMm, heightMm } = layout(group)
  const scale = pxPerMm * ratio
  const canvas = new OffscreenCanvas(Math.ceil(widthMm * scale), Math.ceil(heightMm * scale))
  const ctx = canvas.getContext('2d')!
  ctx.setTransform(scale, 0, 0, scale, 0, 0)
  ctx.fillStyle = '#fff7f7'
  ctx.fillRect(0, 0, widthMm, heightMm)
  for (let mm = 0; mm <= Math.max(widthMm, heightMm); mm++) {
    ctx.strokeStyle = mm % 5 === 0 ? '#e59a9a' : '#f6d2d2'
    ctx.lineWidth = mm % 5 === 0 ? 0.18 : 0.08
    ctx.beginPath()
    if (mm <= widthMm) {
      ctx.moveTo(mm, 0)
      ctx.lineTo(mm, heightMm)
    }
    if (mm <= heightMm) {
      ctx.moveTo(0, mm)
      ctx.lineTo(widthMm, mm)
    }
    ctx.stroke()
  }
  ctx.strokeStyle = '#111'
  ctx.fillStyle = '#111'
  ctx.lineWidth = 0.25
  ctx.lineJoin = 'round'
  ctx.font = '3px sans-serif'
  const mmPerSample = ecgScale.mmPerSecond / group.samplingFrequency
  for (const trace of traces) {
    if (trace.x === marginMm) {
      // Calibration: 1 mV for 0.2 s, drawn in the left margin.
      ctx.beginPath()
      ctx.moveTo(1, trace.y)
      ctx.lineTo(2, trace.y)
      ctx.lineTo(2, trace.y - ecgScale.mmPerMillivolt)
      ctx.lineTo(7, trace.y - ecgScale.mmPerMillivolt)
      ctx.lineTo(7, trace.y)
      ctx.lineTo(marginMm, trace.y)
      ctx.stroke()
    }
    ctx.fillText(trace.lead.name, trace.x + 1, trace.y - rowMm / 2 + 4)
    const first = Math.round(trace.start * group.samplingFrequency)
    const count = Math.min(trace.lead.samples.length - first, Math.round(trace.seconds * group.samplingFrequency))
    ctx.beginPath()
    for (let i = 0; i < count; i++) {
      const x = trace.x + i * mmPerSample
      const y = trace.y - trace.lead.samples[first + i]! * ecgScale.mmPerMillivolt
      if (i) ctx.lineTo(x, y)
      else ctx.moveTo(x, y)
    }
    ctx.stroke()
  }
  return { bitmap: canvas.transferToImageBitmap(), cssWidth: Math.ceil(widthMm * pxPerMm), cssHeight: Math.ceil(heightMm * pxPerMm) }
}
