import { fixture, html, waitUntil } from '@open-wc/testing'
import '../../../elements/clinic-pic-viewer'
import { deepText } from '../support/dom'

export { useBuiltCodecs } from '../dicom/samples'

/** Where the sample files are served (the contract server's /demo route). */
export const samples = '/demo/assets/dicom/'

/** A mounted viewer and its shadow root. */
export interface Mounted {
  el: HTMLElement
  root: ShadowRoot
}

/** Mounts `<clinic-pic-viewer>` (English, 900 × 600) with the given attributes and waits for React to render. */
export async function mountViewer(attributes: Record<string, string | boolean>, width = 900, height = 600, ready = '[role="toolbar"]'): Promise<Mounted> {
  const el = await fixture<HTMLElement>(html`<clinic-pic-viewer locale="en"></clinic-pic-viewer>`)
  el.style.width = `${width}px`
  el.style.height = `${height}px`
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false) continue
    el.setAttribute(name, value === true ? '' : value)
  }
  await waitUntil(() => el.shadowRoot?.querySelector(ready), 'viewer rendered', { timeout: 10_000 })
  return { el, root: el.shadowRoot! }
}

/** The viewport panes of a viewer, in layout order. */
export function panes(root: ShadowRoot): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('section[data-viewport]'))
}

/** The canvas of a viewport pane. */
export function canvasOf(root: ShadowRoot, pane = 0): HTMLCanvasElement {
  return panes(root)[pane]!.querySelector('canvas')!
}

/** RGBA pixels of a canvas as drawn. */
export function pixels(canvas: HTMLCanvasElement): ImageData {
  return canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height)
}

/** How many pixels of a canvas are not black. */
export function litPixels(canvas: HTMLCanvasElement): number {
  const { data } = pixels(canvas)
  let lit = 0
  for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! > 0) lit++
  return lit
}

/** Waits until a pane shows an image (its window overlay is there) and its canvas has lit pixels. */
export async function waitForImage(root: ShadowRoot, pane = 0, timeout = 10_000): Promise<void> {
  await waitUntil(
    () => {
      const p = panes(root)[pane]
      const canvas = p?.querySelector('canvas')
      // Drawn at the pane's current size (the toolbar gains its choices once an image is there, and the pane shrinks).
      const sized = canvas && canvas.width > 1 && canvas.width === Math.round(canvas.clientWidth * devicePixelRatio) && canvas.height === Math.round(canvas.clientHeight * devicePixelRatio)
      return p && sized && /W -?\d/.test(deepText(p)) && litPixels(canvas) > 0
    },
    `pane ${pane} shows an image; saw: ${deepText(panes(root)[pane] ?? root).slice(0, 300)}`,
    { timeout },
  )
  await nextFrame()
}

/** The [r, g, b] drawn at a canvas point (CSS pixels; tests run at device pixel ratio 1). */
export function rgbAt(canvas: HTMLCanvasElement, x: number, y: number): [number, number, number] {
  const ratio = canvas.width / canvas.clientWidth
  const d = canvas.getContext('2d')!.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data
  return [d[0]!, d[1]!, d[2]!]
}

/**
 * Where image pixel (x, y) is on screen in a viewport that has not been zoomed, panned or rotated: the image is
 * fitted and centred in the canvas.
 */
export function imagePoint(canvas: HTMLCanvasElement, size: { width: number; height: number }, x: number, y: number): { clientX: number; clientY: number; localX: number; localY: number } {
  const rect = canvas.getBoundingClientRect()
  const scale = Math.min(rect.width / size.width, rect.height / size.height)
  const localX = (rect.width - size.width * scale) / 2 + x * scale
  const localY = (rect.height - size.height * scale) / 2 + y * scale
  return { clientX: rect.left + localX, clientY: rect.top + localY, localX, localY }
}

/** Dispatches a pointer event on a canvas at client coordinates. */
export function pointer(canvas: HTMLCanvasElement, type: string, clientX: number, clientY: number, init: PointerEventInit = {}): void {
  canvas.dispatchEvent(
    new PointerEvent(type, { bubbles: true, composed: true, cancelable: true, clientX, clientY, pointerId: 1, pointerType: 'mouse', button: 0, buttons: 1, isPrimary: true, ...init }),
  )
}

/** A mouse drag on a canvas between two client points, in `steps` moves. */
export async function drag(canvas: HTMLCanvasElement, from: { clientX: number; clientY: number }, to: { clientX: number; clientY: number }, steps = 4, init: PointerEventInit = {}): Promise<void> {
  pointer(canvas, 'pointerdown', from.clientX, from.clientY, init)
  for (let i = 1; i <= steps; i++) {
    pointer(canvas, 'pointermove', from.clientX + ((to.clientX - from.clientX) * i) / steps, from.clientY + ((to.clientY - from.clientY) * i) / steps, init)
    await nextFrame()
  }
  pointer(canvas, 'pointerup', to.clientX, to.clientY, { buttons: 0, ...init })
  await nextFrame()
}

/** Resolves after the next two animation frames (a coalesced draw has happened). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
}

/** A toolbar button by its accessible name. */
export function button(root: ShadowRoot, name: string): HTMLButtonElement {
  const found = Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.getAttribute('aria-label') === name)
  if (!found) throw new Error(`no button "${name}"`)
  return found
}

/** The text of a pane (overlays, errors). */
export function paneText(root: ShadowRoot, pane = 0): string {
  return deepText(panes(root)[pane]!)
}

/** The "Im n/m" overlay of a pane, as [n, m]. */
export function imageNumber(root: ShadowRoot, pane = 0): [number, number] | null {
  const match = /Im (\d+)\/(\d+)/.exec(paneText(root, pane))
  return match ? [Number(match[1]), Number(match[2])] : null
}

/** Presses a key on an element inside the viewer (it bubbles to the viewer's shortcut handler). */
export function press(target: Element, key: string): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }))
}

// ---------------------------------------------------------------------------------------------------------------
// A tiny DICOM writer for phantoms of known geometry (Explicit VR Little Endian, monochrome 16-bit signed).

interface DicomElement {
  tag: number
  vr: string
  value: Uint8Array
}

const text = (value: string, pad = ' '): Uint8Array => {
  const padded = value.length % 2 ? value + pad : value
  return new TextEncoder().encode(padded)
}
const u16 = (value: number) => new Uint8Array(new Uint16Array([value]).buffer)
const u32 = (value: number) => new Uint8Array(new Uint32Array([value]).buffer)

function encode(elements: DicomElement[]): Uint8Array[] {
  const parts: Uint8Array[] = []
  for (const { tag, vr, value } of elements.sort((a, b) => a.tag - b.tag)) {
    const head = new Uint8Array(4)
    new DataView(head.buffer).setUint16(0, tag >>> 16, true)
    new DataView(head.buffer).setUint16(2, tag & 0xffff, true)
    parts.push(head, new TextEncoder().encode(vr))
    if (['OB', 'OW', 'SQ', 'UN', 'UT'].includes(vr)) parts.push(new Uint8Array(2), u32(value.length))
    else parts.push(u16(value.length))
    parts.push(value)
  }
  return parts
}

/** What a phantom holds: size, pixel spacing (row, column), CT rescale, and the stored values row by row. */
export interface Phantom {
  rows: number
  columns: number
  pixelSpacing: [number, number]
  rescaleIntercept: number
  pixels: Int16Array
  modality?: string
  seriesUid?: string
  instanceNumber?: number
  position?: number
  patientName?: string
  /** Window centre and width in modality units (default 40 / 400). */
  window?: [number, number]
}

/** Writes a phantom as a DICOM Part 10 file and returns a blob: URL the viewer can load. */
export function phantomUrl(phantom: Phantom): string {
  const sop = `1.2.826.0.1.3680043.2.1125.${Math.floor(Math.random() * 1e9)}`
  const meta = encode([
    { tag: 0x00020001, vr: 'OB', value: new Uint8Array([0, 1]) },
    { tag: 0x00020002, vr: 'UI', value: text('1.2.840.10008.5.1.4.1.1.2', '\0') },
    { tag: 0x00020003, vr: 'UI', value: text(sop, '\0') },
    { tag: 0x00020010, vr: 'UI', value: text('1.2.840.10008.1.2.1', '\0') },
  ])
  const metaLength = meta.reduce((sum, part) => sum + part.length, 0)
  const body = encode([
    { tag: 0x00080016, vr: 'UI', value: text('1.2.840.10008.5.1.4.1.1.2', '\0') },
    { tag: 0x00080018, vr: 'UI', value: text(sop, '\0') },
    { tag: 0x00080060, vr: 'CS', value: text(phantom.modality ?? 'CT') },
    { tag: 0x00100010, vr: 'PN', value: text(phantom.patientName ?? 'PHANTOM^WATER') },
    { tag: 0x00100020, vr: 'LO', value: text('PH0001') },
    { tag: 0x0020000d, vr: 'UI', value: text('1.2.826.0.1.3680043.2.1125.1', '\0') },
    { tag: 0x0020000e, vr: 'UI', value: text(phantom.seriesUid ?? '1.2.826.0.1.3680043.2.1125.2', '\0') },
    { tag: 0x00200013, vr: 'IS', value: text(String(phantom.instanceNumber ?? 1)) },
    ...(phantom.position !== undefined ? [{ tag: 0x00200032, vr: 'DS', value: text(`0\\0\\${phantom.position}`) }] : []),
    { tag: 0x00280002, vr: 'US', value: u16(1) },
    { tag: 0x00280004, vr: 'CS', value: text('MONOCHROME2') },
    { tag: 0x00280010, vr: 'US', value: u16(phantom.rows) },
    { tag: 0x00280011, vr: 'US', value: u16(phantom.columns) },
    { tag: 0x00280030, vr: 'DS', value: text(phantom.pixelSpacing.join('\\')) },
    { tag: 0x00280100, vr: 'US', value: u16(16) },
    { tag: 0x00280101, vr: 'US', value: u16(16) },
    { tag: 0x00280102, vr: 'US', value: u16(15) },
    { tag: 0x00280103, vr: 'US', value: u16(1) },
    { tag: 0x00281050, vr: 'DS', value: text(String(phantom.window?.[0] ?? 40)) },
    { tag: 0x00281051, vr: 'DS', value: text(String(phantom.window?.[1] ?? 400)) },
    { tag: 0x00281052, vr: 'DS', value: text(String(phantom.rescaleIntercept)) },
    { tag: 0x00281053, vr: 'DS', value: text('1') },
    { tag: 0x7fe00010, vr: 'OW', value: new Uint8Array(phantom.pixels.buffer.slice(0)) },
  ])
  const groupLength = encode([{ tag: 0x00020000, vr: 'UL', value: u32(metaLength) }])
  const blob = new Blob([new Uint8Array(128), new TextEncoder().encode('DICM'), ...groupLength, ...meta, ...body] as BlobPart[], { type: 'application/dicom' })
  return URL.createObjectURL(blob)
}

/**
 * The water phantom of the measurement tests: 64 × 64 at 0.7 mm, CT rescale −1024; lung (−800 HU) everywhere, a
 * 32 × 32 soft-tissue square (40 HU) at columns and rows 16–47, and a bone band (700 HU) in rows 56–59.
 */
export function ctPhantom(): Phantom {
  const rows = 64
  const columns = 64
  const pixels = new Int16Array(rows * columns)
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < columns; x++) {
      const hu = y >= 56 && y < 60 ? 700 : x >= 16 && x < 48 && y >= 16 && y < 48 ? 40 : -800
      pixels[y * columns + x] = hu + 1024
    }
  }
  return { rows, columns, pixelSpacing: [0.7, 0.7], rescaleIntercept: -1024, pixels }
}

/** A left-to-right ramp (dark left, bright right) with a bright top-left block, for flip and rotate tests. */
export function rampPhantom(): Phantom {
  const rows = 40
  const columns = 40
  const pixels = new Int16Array(rows * columns)
  for (let y = 0; y < rows; y++) for (let x = 0; x < columns; x++) pixels[y * columns + x] = x < 10 && y < 10 ? 1000 : x * 10
  return { rows, columns, pixelSpacing: [1, 1], rescaleIntercept: 0, pixels, modality: 'OT', window: [200, 400] }
}
