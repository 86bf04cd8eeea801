import { ctStoredValues } from './ctNoise'
/**
 * The calcium-scoring CT phantom: a non-contrast, ECG-style 3 mm axial series through the heart, with calcified
 * plaques of known size and density on known slices. Pure (no Node imports): the contract server draws the files
 * from it, and tests compute the expected Agatston score from the same definitions, so the expected score is known
 * by construction rather than read back from the files.
 */

/** Geometry of the generated calcium-scoring series. */
export const CALCIUM_CT = {
  slices: 40,
  rows: 512,
  columns: 512,
  /** mm per pixel (row and column): a 307 mm field of view. */
  spacing: 0.6,
  /** Slice thickness and increment, mm (contiguous 3 mm slices, the Agatston reference). */
  thickness: 3,
  intercept: -1024,
  windowCenter: 40,
  windowWidth: 400,
  /** Stored value outside the reconstruction circle (HU −2000), the Pixel Padding Value. */
  padding: -2000 - -1024,
  dir: 'ct-calcium',
} as const

/** The series' file of slice `index` (`ct-calcium/CA0001.dcm` for 0). */
export function calciumFile(index: number): string {
  return `${CALCIUM_CT.dir}/CA${String(index + 1).padStart(4, '0')}.dcm`
}

/** The z position (mm) of slice `index`: the first slice is the most superior. */
export function calciumZ(index: number): number {
  return -index * CALCIUM_CT.thickness
}

/**
 * One calcified plaque's cross-section on one slice: an ellipse of pixels (centre and radii in pixels) of one HU
 * value, drawn without noise so its peak is exactly `hu`.
 */
export interface CalciumPhantomLesion {
  /** Which artery the plaque lies in (what the reader should choose). */
  artery: 'LM' | 'LAD' | 'LCX' | 'RCA'
  /** 0-based slice index. */
  slice: number
  cx: number
  cy: number
  rx: number
  ry: number
  hu: number
}

/**
 * The plaques: a left anterior descending plaque over three slices whose density varies (so each slice takes its own
 * weight: 380 → 3, 450 → 4, 260 → 2), a right coronary plaque over two (250 → 2, 220 → 2), a faint circumflex plaque
 * (150 → 1), and a two-pixel speck in the left main (0.72 mm², below the 1 mm² minimum: it must score nothing).
 */
export const CALCIUM_LESIONS: readonly CalciumPhantomLesion[] = [
  { artery: 'LAD', slice: 14, cx: 300, cy: 205, rx: 4.5, ry: 3.5, hu: 380 },
  { artery: 'LAD', slice: 15, cx: 300, cy: 205, rx: 5.5, ry: 4.5, hu: 450 },
  { artery: 'LAD', slice: 16, cx: 301, cy: 206, rx: 3.5, ry: 3, hu: 260 },
  { artery: 'RCA', slice: 17, cx: 205, cy: 240, rx: 4.5, ry: 4, hu: 250 },
  { artery: 'RCA', slice: 18, cx: 206, cy: 242, rx: 3.5, ry: 3.5, hu: 220 },
  { artery: 'LCX', slice: 15, cx: 335, cy: 262, rx: 3.5, ry: 3, hu: 150 },
  { artery: 'LM', slice: 13, cx: 285.5, cy: 225, rx: 1, ry: 0.4, hu: 320 },
]

/**
 * The pixels `[x, y]` of an ellipse (centre and radii in pixels): row by row, the columns whose centres lie inside.
 * The phantom draws lesions with it and tests count their areas with it.
 */
export function ellipsePixels(cx: number, cy: number, rx: number, ry: number): [number, number][] {
  const out: [number, number][] = []
  if (rx <= 0 || ry <= 0) return out
  for (let y = Math.ceil(cy - ry); y <= Math.floor(cy + ry); y++) {
    const dy = (y - cy) / ry
    const half = rx * Math.sqrt(Math.max(0, 1 - dy * dy))
    for (let x = Math.ceil(cx - half); x <= Math.floor(cx + half); x++) out.push([x, y])
  }
  return out
}

/** Area (mm²) of a plaque's cross-section: its pixels × the pixel area. */
export function calciumLesionArea(lesion: CalciumPhantomLesion): number {
  return ellipsePixels(lesion.cx, lesion.cy, lesion.rx, lesion.ry).length * CALCIUM_CT.spacing * CALCIUM_CT.spacing
}

/** The bounding box of a plaque in pixels, widened by `margin` (where a test draws its ROI). */
export function calciumLesionBox(lesion: CalciumPhantomLesion, margin = 4): { x0: number; y0: number; x1: number; y1: number } {
  return {
    x0: Math.floor(lesion.cx - lesion.rx) - margin,
    y0: Math.floor(lesion.cy - lesion.ry) - margin,
    x1: Math.ceil(lesion.cx + lesion.rx) + 1 + margin,
    y1: Math.ceil(lesion.cy + lesion.ry) + 1 + margin,
  }
}

function fill(hu: Int16Array, cx: number, cy: number, rx: number, ry: number, value: number): void {
  for (const [x, y] of ellipsePixels(cx, cy, rx, ry)) {
    if (x >= 0 && y >= 0 && x < CALCIUM_CT.columns && y < CALCIUM_CT.rows) hu[y * CALCIUM_CT.columns + x] = value
  }
}

/**
 * The HU map of slice `index` (before noise), and which pixels are plaque (drawn without noise): air in the
 * reconstruction circle, the chest wall with a fat rim, both lungs, the heart and descending aorta (blood and
 * myocardium ≈ 40 HU without contrast), the sternum and spine (bone, well away from the heart), and the plaques.
 */
export function calciumSliceHu(index: number): { hu: Int16Array; plaque: Uint8Array } {
  const { rows, columns } = CALCIUM_CT
  const hu = new Int16Array(rows * columns).fill(-2000)
  const plaque = new Uint8Array(rows * columns)
  fill(hu, 255.5, 255.5, 256, 256, -1000)
  fill(hu, 256, 262, 235, 165, -100)
  fill(hu, 256, 262, 223, 153, 40)
  fill(hu, 160, 250, 78, 112, -800)
  fill(hu, 355, 250, 74, 108, -800)
  // The heart grows from the base and shrinks towards the apex; full size over the plaques' slices.
  const t = index / (CALCIUM_CT.slices - 1)
  const size = Math.max(0, Math.min(1, Math.sin(Math.PI * t) * 1.6))
  if (size > 0.2) fill(hu, 268, 250, 88 * size, 72 * size, 40)
  fill(hu, 305, 345, 17, 17, 40)
  fill(hu, 256, 108, 22, 8, 700)
  fill(hu, 256, 372, 30, 28, 1000)
  fill(hu, 256, 372, 25, 23, 700)
  fill(hu, 256, 412, 10, 9, 20)
  for (const lesion of CALCIUM_LESIONS) {
    if (lesion.slice !== index) continue
    for (const [x, y] of ellipsePixels(lesion.cx, lesion.cy, lesion.rx, lesion.ry)) {
      hu[y * columns + x] = lesion.hu
      plaque[y * columns + x] = 1
    }
  }
  return { hu, plaque }
}

/** Stored values of slice `index`: HU − intercept, plus ±6 deterministic noise except in plaques; signed 16-bit. */
export function calciumStoredValues(index: number): Int16Array {
  const { hu, plaque } = calciumSliceHu(index)
  return ctStoredValues(hu, 0x85ebca6b ^ ((index + 1) * 2654435761), CALCIUM_CT, (i) => plaque[i] === 1)
}
