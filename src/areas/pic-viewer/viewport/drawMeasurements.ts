import type { Point } from '../model/viewer.types'
import type { Measurement } from '../tools/measure'

const done = '#ffd83b'
const drafting = '#4cc2ff'
/** Pixels at or above the calcium threshold inside an ROI. */
const calcium = 'rgba(255, 64, 96, 0.6)'

/**
 * Writes lines of text from (x, y) downwards, each on a dark box so it reads on any grey.
 *
 * @example
 * drawLabel(ctx, ['12.5 mm'], 20, 20, '#fff')
 */
export function drawLabel(ctx: CanvasRenderingContext2D, lines: string[], x: number, y: number, colour: string): void {
  ctx.textBaseline = 'top'
  lines.forEach((line, i) => {
    ctx.fillStyle = 'rgba(0,0,0,0.75)'
    ctx.fillRect(x - 2, y + i * 15 - 1, ctx.measureText(line).width + 4, 15)
    ctx.fillStyle = colour
    ctx.fillText(line, x, y + i * 15)
  })
}

/**
 * Draws measurements over the image: shapes mapped to screen through the view matrix (so lines stay 1.5 px wide
 * at any zoom), the calcium pixels of an ROI highlighted, and their values beside them, with a dark halo to read on
 * any grey.
 *
 * @example
 * drawMeasurements(ctx, matrix, list, draft, (m) => formatMeasurement(m, t))
 */
export function drawMeasurements(
  ctx: CanvasRenderingContext2D,
  matrix: DOMMatrix,
  list: readonly Measurement[],
  draft: Measurement | null,
  label: (measurement: Measurement) => string[],
): void {
  const toScreen = (p: Point): Point => {
    const q = matrix.transformPoint(new DOMPoint(p.x, p.y))
    return { x: q.x, y: q.y }
  }
  ctx.lineWidth = 1.5
  ctx.font = '12px system-ui, sans-serif'
  for (const measurement of draft ? [...list, draft] : list) {
    const runs = measurement.values?.calcium?.runs
    if (runs?.length) {
      // Calcium inside the ROI: its pixels filled in image space, so the highlight follows zoom, rotation and flips.
      ctx.save()
      ctx.transform(matrix.a, matrix.b, matrix.c, matrix.d, matrix.e, matrix.f)
      ctx.fillStyle = calcium
      ctx.beginPath()
      for (const [y, from, to] of runs) ctx.rect(from, y, to - from, 1)
      ctx.fill()
      ctx.restore()
    }
    ctx.strokeStyle = measurement === draft ? drafting : done
    const points = measurement.points.map(toScreen)
    const [a, b] = points
    if (!a || !b) continue
    ctx.beginPath()
    if (measurement.type === 'rectangle' || measurement.type === 'ellipse') {
      // The box's four corners go through the matrix, so rotated and flipped views draw the right shape.
      const [p, q] = measurement.points as [Point, Point]
      const corners = [p, { x: q.x, y: p.y }, q, { x: p.x, y: q.y }].map(toScreen)
      if (measurement.type === 'rectangle') {
        corners.forEach((corner, i) => (i ? ctx.lineTo(corner.x, corner.y) : ctx.moveTo(corner.x, corner.y)))
        ctx.closePath()
      } else {
        const [c0, c1, , c3] = corners as [Point, Point, Point, Point]
        const centre = { x: (corners[0]!.x + corners[2]!.x) / 2, y: (corners[0]!.y + corners[2]!.y) / 2 }
        const rx = Math.hypot(c1.x - c0.x, c1.y - c0.y) / 2
        const ry = Math.hypot(c3.x - c0.x, c3.y - c0.y) / 2
        ctx.ellipse(centre.x, centre.y, rx, ry, Math.atan2(c1.y - c0.y, c1.x - c0.x), 0, Math.PI * 2)
      }
    } else {
      points.forEach((point, i) => (i ? ctx.lineTo(point.x, point.y) : ctx.moveTo(point.x, point.y)))
    }
    ctx.stroke()
    const anchor = points.reduce((best, point) => (point.x > best.x ? point : best), a)
    drawLabel(ctx, label(measurement), anchor.x + 7, anchor.y + 4, done)
  }
}
