/**
 * Image files generated into `DATA_DIR/pacs` at first start: a 200-slice 512×512 CT phantom (written with the
 * small DICOM writer of `dicomWriter.ts`) and plain PNG captures for endoscopy and ultrasound (plus one JPEG taken
 * out of a sample file). Later starts find the manifest and skip the work.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { endianness } from 'node:os'
import { dirname, join } from 'node:path'
import dicomParser from 'dicom-parser'
import type { Db } from '../db/db'
import { mulberry32 } from '../db/seed/prng'
import { CALCIUM_CT, calciumStoredValues, calciumZ } from './calciumPhantom'
import { ctStoredValues } from './ctNoise'
import { CT_IMAGE_STORAGE, ds, writePart10, type DicomElement } from './dicomWriter'
import { encodePng } from './png'
import { demoUid } from './uid'

/** Geometry of the generated CT series. */
export const PHANTOM = {
  slices: 200,
  rows: 512,
  columns: 512,
  /** mm per pixel (row and column). */
  spacing: 0.7,
  /** mm between slices (and slice thickness). */
  thickness: 1.25,
  intercept: -1024,
  windowCenter: 40,
  windowWidth: 400,
  /** Stored value outside the reconstruction circle (HU -2000), the Pixel Padding Value. */
  padding: -2000 - -1024,
  dir: 'ct-phantom',
} as const

/** Bumped when the phantom's drawing or header changes, so old files are regenerated. */
const PHANTOM_VERSION = 2

/** `ct-phantom/CT0001.dcm` for slice index 0. */
export function phantomFile(index: number): string {
  return `${PHANTOM.dir}/CT${String(index + 1).padStart(4, '0')}.dcm`
}

/** The z position (mm) of slice `index`: the first slice is the most superior. */
export function phantomZ(index: number): number {
  return -index * PHANTOM.thickness
}

/** Points with a known HU (before noise, ±6) that tests probe: [name, slice index, column, row, HU]. */
export const PHANTOM_PROBES: [name: string, slice: number, x: number, y: number, hu: number][] = [
  ['padding outside the field of view', 100, 4, 4, -2000],
  ['air outside the body', 100, 256, 60, -1000],
  ['lung', 100, 175, 235, -800],
  ['mediastinal soft tissue', 100, 256, 250, 40],
  ['subcutaneous fat', 100, 71, 262, -100],
  ['vertebral body (cancellous)', 100, 256, 340, 700],
  ['vertebral cortex', 100, 256, 318, 1000],
  ['right upper lobe nodule', 80, 160, 220, 35],
  ['ground-glass nodule', 110, 345, 250, -550],
  ['liver', 190, 190, 250, 60],
  ['liver cyst', 180, 175, 265, 8],
]

/** Spherical lesions: centre (x, y in pixels, slice index), radius in mm, HU. */
const LESIONS: { x: number; y: number; slice: number; r: number; hu: number }[] = [
  { x: 160, y: 220, slice: 80, r: 8, hu: 35 },
  { x: 345, y: 250, slice: 110, r: 6, hu: -550 },
  { x: 190, y: 262, slice: 50, r: 3, hu: 400 },
  { x: 175, y: 265, slice: 180, r: 10, hu: 8 },
]

function fillEllipse(hu: Int16Array, cx: number, cy: number, a: number, b: number, value: number): void {
  if (a <= 0 || b <= 0) return
  const size = PHANTOM.columns
  const y0 = Math.max(0, Math.ceil(cy - b))
  const y1 = Math.min(PHANTOM.rows - 1, Math.floor(cy + b))
  for (let y = y0; y <= y1; y++) {
    const dy = (y - cy) / b
    const half = a * Math.sqrt(Math.max(0, 1 - dy * dy))
    const x0 = Math.max(0, Math.ceil(cx - half))
    const x1 = Math.min(size - 1, Math.floor(cx + half))
    if (x1 >= x0) hu.fill(value, y * size + x0, y * size + x1 + 1)
  }
}

/**
 * The HU map of slice `index`: air in the reconstruction circle (padding outside), a body ellipse of soft tissue
 * with a fat rim, lungs that grow from the apex and give way to the liver under the diaphragm, the spine (cortex,
 * cancellous bone, discs every 25 mm, canal, posterior elements), ribs that come and go along z, the sternum, and
 * spherical lesions (a solid nodule, a ground-glass nodule, a calcified granuloma, a liver cyst).
 */
export function phantomSliceHu(index: number): Int16Array {
  const { rows, columns, spacing } = PHANTOM
  const hu = new Int16Array(rows * columns).fill(-2000)
  const t = index / (PHANTOM.slices - 1)
  const z = phantomZ(index)
  fillEllipse(hu, 256, 256, 256, 256, -1000)
  const cx = 256
  const cy = 262
  const a = 185 + 10 * t
  const b = 130 + 8 * t
  fillEllipse(hu, cx, cy, a, b, -100)
  fillEllipse(hu, cx, cy, a - 11, b - 11, 40)
  // Liver under the right hemidiaphragm (image left), then the lungs over it.
  if (t >= 0.72) {
    const s = Math.min(1, (t - 0.72) / 0.1)
    fillEllipse(hu, 190, 250, 95 * s, 80 * s, 60)
  }
  const lung = t < 0.6 ? 0.35 + (0.65 * t) / 0.6 : t <= 0.75 ? 1 : t < 0.82 ? 1 - (t - 0.75) / 0.07 : 0
  if (lung > 0) {
    fillEllipse(hu, 175, 235, 62 * lung, 85 * lung, -800)
    fillEllipse(hu, 337, 235, 62 * lung, 85 * lung, -800)
  }
  // Sternum and ribs.
  if (t > 0.15 && t < 0.7) fillEllipse(hu, cx, cy - b + 24, 14, 8, 750)
  if (t < 0.8) {
    for (const deg of [35, 60, 85, 110, 135, 145]) {
      for (const side of [-1, 1]) {
        if (((z + deg * 0.3) % 30 + 30) % 30 >= 12) continue
        const th = (deg * Math.PI) / 180
        const rx = cx + side * (a - 19) * Math.sin(th)
        const ry = cy - (b - 19) * Math.cos(th)
        fillEllipse(hu, rx, ry, 7, 5, 800)
      }
    }
  }
  // Spine: posterior elements, canal, vertebral body (cortex, then cancellous bone or disc).
  fillEllipse(hu, 256, 385, 20, 12, 900)
  fillEllipse(hu, 256, 372, 9, 9, 20)
  fillEllipse(hu, 256, 340, 24, 24, 1000)
  const disc = ((-z % 25) + 25) % 25 >= 20
  fillEllipse(hu, 256, 340, 20, 20, disc ? 80 : 700)
  for (const lesion of LESIONS) {
    const dz = (index - lesion.slice) * PHANTOM.thickness
    if (Math.abs(dz) >= lesion.r) continue
    const r = Math.sqrt(lesion.r * lesion.r - dz * dz) / spacing
    fillEllipse(hu, lesion.x, lesion.y, r, r, lesion.hu)
  }
  return hu
}

/** Stored values (HU − intercept, plus ±6 deterministic noise inside the field of view), signed 16-bit. */
export function phantomStoredValues(index: number): Int16Array {
  return ctStoredValues(phantomSliceHu(index), 0x9e3779b9 ^ (index * 2654435761), PHANTOM)
}

/** Identity written into every phantom slice (the exam the phantom belongs to). */
export interface PhantomIdentity {
  patientName: string
  patientId: string
  birthDate: string
  sex: 'F' | 'M' | 'O'
  age: string
  accessionNumber: string
  referringPhysician: string
  studyInstanceUid: string
  seriesInstanceUid: string
  frameOfReferenceUid: string
  studyId: string
  studyDate: string
  studyTime: string
  studyDescription: string
}

/** The geometry and look of a synthetic CT series, what its slices' headers say besides the identity. */
export interface CtSeriesGeometry {
  rows: number
  columns: number
  /** Pixel spacing and slice thickness, mm. */
  spacing: number
  thickness: number
  padding: number
  intercept: number
  windowCenter: number
  windowWidth: number
  bodyPart: string
  seriesDescription: string
  /** Spacing between slices written too (0018,0088): the calcium series states it. */
  statesSliceSpacing?: boolean
}

/**
 * One slice of a synthetic CT series as a DICOM Part 10 file (explicit VR little endian, CT Image Storage): the
 * stored values (signed 16-bit, host order) at table position `z`, with the identity of the exam it belongs to.
 */
export function ctSlicePart10(identity: PhantomIdentity, geometry: CtSeriesGeometry, index: number, z: number, values: Int16Array, sopInstanceUid: string): Buffer {
  const stored = values
  if (endianness() !== 'LE') {
    for (let i = 0; i < stored.length; i++) {
      const v = stored[i] as number
      stored[i] = ((v & 0xff) << 8) | ((v >> 8) & 0xff)
    }
  }
  const g = geometry
  const origin = -(g.columns / 2) * g.spacing + g.spacing / 2
  const elements: DicomElement[] = [
    { tag: 0x00080005, vr: 'CS', value: 'ISO_IR 192' },
    { tag: 0x00080008, vr: 'CS', value: ['ORIGINAL', 'PRIMARY', 'AXIAL'] },
    { tag: 0x00080020, vr: 'DA', value: identity.studyDate },
    { tag: 0x00080021, vr: 'DA', value: identity.studyDate },
    { tag: 0x00080023, vr: 'DA', value: identity.studyDate },
    { tag: 0x00080030, vr: 'TM', value: identity.studyTime },
    { tag: 0x00080050, vr: 'SH', value: identity.accessionNumber },
    { tag: 0x00080060, vr: 'CS', value: 'CT' },
    { tag: 0x00080070, vr: 'LO', value: 'Clinic demo phantom' },
    { tag: 0x00080080, vr: 'LO', value: '康宁市妇幼保健院' },
    { tag: 0x00080090, vr: 'PN', value: identity.referringPhysician },
    { tag: 0x00081030, vr: 'LO', value: identity.studyDescription },
    { tag: 0x0008103e, vr: 'LO', value: g.seriesDescription },
    { tag: 0x00100010, vr: 'PN', value: identity.patientName },
    { tag: 0x00100020, vr: 'LO', value: identity.patientId },
    { tag: 0x00100030, vr: 'DA', value: identity.birthDate },
    { tag: 0x00100040, vr: 'CS', value: identity.sex },
    { tag: 0x00101010, vr: 'AS', value: identity.age },
    { tag: 0x00180015, vr: 'CS', value: g.bodyPart },
    { tag: 0x00180050, vr: 'DS', value: ds(g.thickness) },
    { tag: 0x00180060, vr: 'DS', value: '120' },
    ...(g.statesSliceSpacing ? [{ tag: 0x00180088, vr: 'DS', value: ds(g.thickness) } satisfies DicomElement] : []),
    { tag: 0x00185100, vr: 'CS', value: 'HFS' },
    { tag: 0x0020000d, vr: 'UI', value: identity.studyInstanceUid },
    { tag: 0x0020000e, vr: 'UI', value: identity.seriesInstanceUid },
    { tag: 0x00200010, vr: 'SH', value: identity.studyId },
    { tag: 0x00200011, vr: 'IS', value: '1' },
    { tag: 0x00200013, vr: 'IS', value: String(index + 1) },
    { tag: 0x00200032, vr: 'DS', value: [ds(origin), ds(origin), ds(z)] },
    { tag: 0x00200037, vr: 'DS', value: ['1', '0', '0', '0', '1', '0'] },
    { tag: 0x00200052, vr: 'UI', value: identity.frameOfReferenceUid },
    { tag: 0x00201041, vr: 'DS', value: ds(z) },
    { tag: 0x00280002, vr: 'US', value: [1] },
    { tag: 0x00280004, vr: 'CS', value: 'MONOCHROME2' },
    { tag: 0x00280010, vr: 'US', value: [g.rows] },
    { tag: 0x00280011, vr: 'US', value: [g.columns] },
    { tag: 0x00280030, vr: 'DS', value: [ds(g.spacing), ds(g.spacing)] },
    { tag: 0x00280100, vr: 'US', value: [16] },
    { tag: 0x00280101, vr: 'US', value: [16] },
    { tag: 0x00280102, vr: 'US', value: [15] },
    { tag: 0x00280103, vr: 'US', value: [1] },
    { tag: 0x00280120, vr: 'SS', value: [g.padding] },
    { tag: 0x00281050, vr: 'DS', value: ds(g.windowCenter) },
    { tag: 0x00281051, vr: 'DS', value: ds(g.windowWidth) },
    { tag: 0x00281052, vr: 'DS', value: ds(g.intercept) },
    { tag: 0x00281053, vr: 'DS', value: '1' },
    { tag: 0x00281054, vr: 'LO', value: 'HU' },
  ]
  return writePart10(CT_IMAGE_STORAGE, sopInstanceUid, elements, new Uint8Array(stored.buffer))
}

/** One phantom slice as a DICOM Part 10 file (explicit VR little endian, CT Image Storage). */
export function phantomSlicePart10(identity: PhantomIdentity, index: number, sopInstanceUid: string): Buffer {
  const geometry = { ...PHANTOM, bodyPart: 'CHEST', seriesDescription: 'Chest 1.25 mm (synthetic phantom)' }
  return ctSlicePart10(identity, geometry, index, phantomZ(index), phantomStoredValues(index), sopInstanceUid)
}

/** Bumped when the calcium-scoring series' drawing or header changes, so old files are regenerated. */
const CALCIUM_VERSION = 1

/**
 * One slice of the calcium-scoring series (`calciumPhantom.ts`) as a DICOM Part 10 file: non-contrast, 3 mm,
 * 0.6 mm pixels, 120 kVp, the heart's plaques at their known positions.
 */
export function calciumSlicePart10(identity: PhantomIdentity, index: number, sopInstanceUid: string): Buffer {
  const geometry = { ...CALCIUM_CT, bodyPart: 'HEART', seriesDescription: 'Calcium score 3 mm (synthetic phantom)', statesSliceSpacing: true }
  return ctSlicePart10(identity, geometry, index, calciumZ(index), calciumStoredValues(index), sopInstanceUid)
}

// ------------------------------------------------------------------------------------------------ captures

/** A generated capture: where it goes and how it is drawn. */
export interface CaptureSpec {
  file: string
  kind: 'endoscopy' | 'ultrasound' | 'jpeg'
  variant: number
  width: number
  height: number
  contentType: 'image/png' | 'image/jpeg'
}

const CAPTURE_W = 640
const CAPTURE_H = 480

/** Endoscopy (8) and ultrasound (6) PNG captures, and a JPEG colour test pattern. */
export const CAPTURES: CaptureSpec[] = [
  ...Array.from({ length: 8 }, (_, i): CaptureSpec => ({
    file: `captures/es-${String(i + 1).padStart(2, '0')}.png`, kind: 'endoscopy', variant: i, width: CAPTURE_W, height: CAPTURE_H, contentType: 'image/png',
  })),
  ...Array.from({ length: 6 }, (_, i): CaptureSpec => ({
    file: `captures/us-${String(i + 1).padStart(2, '0')}.png`, kind: 'ultrasound', variant: i, width: CAPTURE_W, height: CAPTURE_H, contentType: 'image/png',
  })),
  { file: 'captures/colour-bars.jpg', kind: 'jpeg', variant: 0, width: 100, height: 100, contentType: 'image/jpeg' },
]

const clamp8 = (v: number): number => (v < 0 ? 0 : v > 255 ? 255 : v | 0)

/**
 * An endoscopic view (hysteroscopy / colposcopy / gastroscopy look): a circular field with a dark border, pink
 * mucosa with a vignette, a dark lumen, branching vessels, specular highlights and, in some variants, a polyp.
 */
export function renderEndoscopy(variant: number): Uint8Array {
  const w = CAPTURE_W
  const h = CAPTURE_H
  const rand = mulberry32(0xe5c0 + variant * 7919)
  const px = new Uint8Array(w * h * 3)
  const cx = w / 2
  const cy = h / 2
  const R = 225
  const lx = cx + (rand() - 0.5) * 160
  const ly = cy + (rand() - 0.5) * 120
  const lr = 38 + rand() * 30
  const hue = [[205, 92, 88], [214, 120, 110], [190, 70, 72], [222, 140, 130]][variant % 4] as number[]
  const polyp = variant % 3 === 1 ? { x: cx + (rand() - 0.5) * 200, y: cy + (rand() - 0.5) * 150, r: 28 + rand() * 20 } : null
  const highlights = Array.from({ length: 5 + Math.floor(rand() * 5) }, () => ({
    x: cx + (rand() - 0.5) * 380, y: cy + (rand() - 0.5) * 300, r: 3 + rand() * 9,
  }))
  const phase = rand() * 10
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3
      const d = Math.hypot(x - cx, y - cy) / R
      if (d > 1) continue
      let shade = 1 - 0.55 * d ** 2.5
      const dl = Math.hypot(x - lx, (y - ly) * 1.2) / lr
      if (dl < 2.2) shade *= 0.15 + 0.85 * Math.min(1, Math.max(0, (dl - 0.6) / 1.6))
      let r = (hue[0] as number) * shade
      let g = (hue[1] as number) * shade
      let b = (hue[2] as number) * shade
      const vessel = Math.abs(Math.sin(x * 0.045 + Math.sin(y * 0.031 + phase) * 2.4 + phase))
        * Math.abs(Math.sin(y * 0.05 + Math.sin(x * 0.02) * 1.7))
      if (vessel < 0.05) {
        r *= 0.72
        g *= 0.45
        b *= 0.5
      }
      if (polyp) {
        const dp = Math.hypot(x - polyp.x, y - polyp.y) / polyp.r
        if (dp < 1) {
          const lift = 1.15 - 0.35 * dp * dp
          r = 236 * lift * shade
          g = 150 * lift * shade
          b = 140 * lift * shade
        }
      }
      for (const s of highlights) {
        const ds2 = ((x - s.x) ** 2 + (y - s.y) ** 2) / (s.r * s.r)
        if (ds2 < 1) {
          const k = 1 - ds2
          r += (255 - r) * k
          g += (250 - g) * k
          b += (245 - b) * k
        }
      }
      const n = (rand() - 0.5) * 8
      px[i] = clamp8(r + n)
      px[i + 1] = clamp8(g + n)
      px[i + 2] = clamp8(b + n)
    }
  }
  return px
}

/**
 * A B-mode ultrasound frame: a sector of speckle with depth attenuation and, by variant, a fetal head with its
 * midline (0), a fetal abdomen with the stomach (1), a femur (2), placenta over amniotic fluid (3), a uterus with
 * the endometrium (4) or a breast nodule in layered tissue (5); caliper crosses mark a measurement.
 */
export function renderUltrasound(variant: number): Uint8Array {
  const w = CAPTURE_W
  const h = CAPTURE_H
  const rand = mulberry32(0x05ca + variant * 104729)
  const px = new Uint8Array(w * h)
  const ax = w / 2
  const ay = 30
  const maxR = 440
  const half = (38 * Math.PI) / 180
  const inEllipse = (x: number, y: number, ex: number, ey: number, ea: number, eb: number): number =>
    ((x - ex) / ea) ** 2 + ((y - ey) / eb) ** 2
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const r = Math.hypot(x - ax, y - ay)
      const angle = Math.atan2(x - ax, y - ay)
      if (r < 40 || r > maxR || Math.abs(angle) > half) continue
      let base = 95 - 35 * (r / maxR)
      if (variant <= 3) {
        // Amniotic fluid around the structure.
        const fluid = inEllipse(x, y, 320, 270, 230, 150)
        if (fluid < 1) base = 10
        if (variant === 3 && y < 150 + 20 * Math.sin(x / 60)) base = 120
      }
      if (variant === 0) {
        const e = inEllipse(x, y, 320, 270, 115, 95)
        if (e < 1) base = e > 0.86 ? 215 : 62
        if (e < 0.8 && Math.abs(x - 320 - (y - 270) * 0.05) < 2) base = 170
      } else if (variant === 1) {
        const e = inEllipse(x, y, 320, 275, 105, 100)
        if (e < 1) base = e > 0.93 ? 150 : 78
        if (inEllipse(x, y, 290, 260, 26, 20) < 1) base = 6
        if (inEllipse(x, y, 350, 330, 10, 10) < 1) base = 190
      } else if (variant === 2) {
        const along = (x - 200) * Math.cos(0.2) + (y - 250) * Math.sin(0.2)
        const across = -(x - 200) * Math.sin(0.2) + (y - 250) * Math.cos(0.2)
        if (along > 0 && along < 240 && Math.abs(across) < 5) base = 235
        else if (along > 0 && along < 240 && across > 5 && across < 40) base = 20
      } else if (variant === 4) {
        const e = inEllipse(x, y, 320, 250, 150, 100)
        if (e < 1) base = 105
        if (e < 0.35 && Math.abs((y - 250) - (x - 320) * 0.1) < 6) base = 185
      } else if (variant === 5) {
        base = y < 120 ? 120 : y < 260 ? 90 + 30 * Math.sin(y / 9) : 60
        if (inEllipse(x, y, 330, 210, 55, 32) < 1) base = 22
      }
      const speckle = Math.sqrt(-2 * Math.log(Math.max(1e-6, rand()))) * 0.8
      px[y * w + x] = clamp8(base * speckle)
    }
  }
  // Caliper crosses.
  const marks: [number, number][] = variant === 0 ? [[320, 177], [320, 363]] : variant === 1 ? [[217, 275], [423, 275]]
    : variant === 2 ? [[200, 250], [435, 298]] : [[250, 180], [400, 320]]
  for (const [mx, my] of marks) {
    for (let k = -6; k <= 6; k++) {
      px[my * w + mx + k] = 255
      px[(my + k) * w + mx] = 255
    }
  }
  return px
}

/** The JPEG frame of a JPEG Baseline sample file (a real `image/jpeg` capture), or null if it cannot be read. */
export function extractJpeg(dicomFile: string): Buffer | null {
  try {
    const bytes = new Uint8Array(readFileSync(dicomFile))
    const dataSet = dicomParser.parseDicom(bytes)
    const element = dataSet.elements.x7fe00010
    if (!element) return null
    const frame = element.basicOffsetTable && element.basicOffsetTable.length > 0
      ? dicomParser.readEncapsulatedImageFrame(dataSet, element, 0)
      : dicomParser.readEncapsulatedPixelDataFromFragments(dataSet, element, 0, element.fragments?.length ?? 1)
    return frame[0] === 0xff && frame[1] === 0xd8 ? Buffer.from(frame) : null
  } catch {
    return null
  }
}

function writeAtomically(file: string, data: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true })
  const tmp = `${file}.tmp`
  writeFileSync(tmp, data)
  renameSync(tmp, file)
}

/** What {@link ensurePacs} did. */
export interface PacsReport {
  phantomGenerated: boolean
  /** Whether the calcium-scoring series was (re)written. */
  calciumGenerated: boolean
  capturesGenerated: number
  ms: number
  /** Bytes of the phantom series on disk. */
  phantomBytes: number
}

interface PhantomRow {
  studyUid: string
  studyDate: string | null
  description: string | null
  examNo: string
  applyPhysician: string
  age: number
  ageUnit: string
  patientId: string
  name: string
  pinyin: string
  gender: string
  birthDate: string
  seriesUid: string
  registerTime: string
}

/** `WANG^XIAOYAN=王^晓燕`: alphabetic and ideographic component groups of a Chinese name. */
export function dicomPersonName(name: string, pinyin: string): string {
  const surnameChars = /^(欧阳|司马|上官|诸葛|东方|皇甫|慕容|令狐)/.test(name) ? 2 : 1
  const syllables = pinyin.trim().split(/\s+/)
  const family = syllables.slice(0, surnameChars).join('')
  const given = syllables.slice(surnameChars).join('')
  return `${family}^${given}=${name.slice(0, surnameChars)}^${name.slice(surnameChars)}`
}

/**
 * Generates what is missing under `pacsDir`: the captures, then (unless their manifests match) the CT phantom series
 * of the study marked `generator = 'ct-phantom'` and the calcium-scoring series of the one marked `ct-calcium`,
 * written with their exam's patient and the study's UIDs.
 */
export function ensurePacs(db: Db, pacsDir: string, assetsDir: string): PacsReport {
  const start = performance.now()
  let capturesGenerated = 0
  for (const spec of CAPTURES) {
    const file = join(pacsDir, spec.file)
    if (existsSync(file)) continue
    let data: Uint8Array | null
    if (spec.kind === 'endoscopy') data = encodePng(spec.width, spec.height, 3, renderEndoscopy(spec.variant))
    else if (spec.kind === 'ultrasound') data = encodePng(spec.width, spec.height, 1, renderUltrasound(spec.variant))
    else data = extractJpeg(join(assetsDir, 'SC_rgb_jpeg_dcmtk.dcm'))
    if (!data) continue
    writeAtomically(file, data)
    capturesGenerated++
  }

  const phantom = ensureGeneratedSeries(db, pacsDir, 'ct-phantom', PHANTOM.dir, PHANTOM_VERSION, 'CT Chest', phantomSlicePart10)
  const calcium = ensureGeneratedSeries(db, pacsDir, 'ct-calcium', CALCIUM_CT.dir, CALCIUM_VERSION, 'CT Calcium score', calciumSlicePart10)
  const phantomGenerated = phantom.generated
  const phantomBytes = phantom.bytes
  const calciumGenerated = calcium.generated
  return { phantomGenerated, calciumGenerated, capturesGenerated, ms: Math.round(performance.now() - start), phantomBytes }
}

/**
 * Writes the files of the generated series of the study marked `generator` (the CT phantom, the calcium-scoring
 * series) with that exam's patient and the study's UIDs, unless the manifest in `dir` says they are current.
 */
function ensureGeneratedSeries(
  db: Db, pacsDir: string, generator: string, dir: string, version: number, fallbackDescription: string,
  write: (identity: PhantomIdentity, index: number, sopInstanceUid: string) => Buffer,
): { generated: boolean; bytes: number } {
  const row = db.prepare(`SELECT s.study_instance_uid AS studyUid, s.study_date AS studyDate, s.description, e.exam_no AS examNo,
      e.apply_physician AS applyPhysician, e.age, e.age_unit AS ageUnit, e.register_time AS registerTime,
      p.patient_id AS patientId, p.name, p.name_pinyin AS pinyin, p.gender, p.birth_date AS birthDate,
      (SELECT series_instance_uid FROM pacs_series WHERE study_id = s.id ORDER BY series_number LIMIT 1) AS seriesUid
    FROM pacs_study s JOIN ris_exam e ON e.id = s.exam_id JOIN ris_patient p ON p.id = e.patient_ref
    WHERE s.generator = ?`).get(generator) as PhantomRow | undefined
  let generated = false
  let bytes = 0
  if (!row) return { generated, bytes }
  const images = db.prepare(`SELECT i.sop_instance_uid AS sop, i.instance_number AS n, i.file FROM pacs_image i
    JOIN pacs_study s ON s.id = i.study_id WHERE s.generator = ? ORDER BY i.instance_number`).all(generator) as
    { sop: string; n: number; file: string }[]
  const manifestFile = join(pacsDir, dir, 'manifest.json')
  const manifest = { version, studyInstanceUid: row.studyUid, instances: images.length }
  let current = false
  try {
    const old = JSON.parse(readFileSync(manifestFile, 'utf8')) as typeof manifest
    current = old.version === manifest.version && old.studyInstanceUid === manifest.studyInstanceUid
      && old.instances === manifest.instances
      && images.every((img) => existsSync(join(pacsDir, img.file.replace(/^pacs:/, ''))))
  } catch {
    current = false
  }
  if (!current) {
    const date = (row.studyDate ?? row.registerTime.slice(0, 10)).replaceAll('-', '')
    const identity: PhantomIdentity = {
      patientName: dicomPersonName(row.name, row.pinyin),
      patientId: row.patientId,
      birthDate: row.birthDate.replaceAll('-', ''),
      sex: row.gender === '女' ? 'F' : row.gender === '男' ? 'M' : 'O',
      age: `${String(row.age).padStart(3, '0')}${row.ageUnit}`,
      accessionNumber: row.examNo,
      referringPhysician: row.applyPhysician,
      studyInstanceUid: row.studyUid,
      seriesInstanceUid: row.seriesUid,
      frameOfReferenceUid: demoUid(`frame-of-reference:${row.studyUid}`),
      studyId: row.examNo.slice(-8),
      studyDate: date,
      studyTime: row.registerTime.slice(11).replaceAll(':', ''),
      studyDescription: row.description ?? fallbackDescription,
    }
    for (const img of images) {
      writeAtomically(join(pacsDir, img.file.replace(/^pacs:/, '')), write(identity, img.n - 1, img.sop))
    }
    writeAtomically(manifestFile, Buffer.from(JSON.stringify(manifest, null, 2)))
    generated = true
  }
  for (const img of images) {
    try {
      bytes += statSync(join(pacsDir, img.file.replace(/^pacs:/, ''))).size
    } catch {
      // counted as 0: the image route answers 404 for it
    }
  }
  return { generated, bytes }
}
