import type { DicomJson } from './dicomJson'

const explicitLittleEndian = '1.2.840.10008.1.2.1'
/** Syntaxes whose pixel data are native (not encapsulated): a frame is the stored values. */
const nativeSyntaxes = new Set(['1.2.840.10008.1.2', explicitLittleEndian, '1.2.840.10008.1.2.1.99', '1.2.840.10008.1.2.2'])
const stringVrs = new Set(['AE', 'AS', 'CS', 'DA', 'DS', 'DT', 'IS', 'LO', 'LT', 'PN', 'SH', 'ST', 'TM', 'UC', 'UI', 'UR', 'UT'])
const longVrs = new Set(['OB', 'OD', 'OF', 'OL', 'OV', 'OW', 'SQ', 'UC', 'UN', 'UR', 'UT'])
const numberVrs: Record<string, [size: number, write: (view: DataView, at: number, value: number) => void]> = {
  US: [2, (v, at, n) => v.setUint16(at, n, true)],
  SS: [2, (v, at, n) => v.setInt16(at, n, true)],
  UL: [4, (v, at, n) => v.setUint32(at, n, true)],
  SL: [4, (v, at, n) => v.setInt32(at, n, true)],
  FL: [4, (v, at, n) => v.setFloat32(at, n, true)],
  FD: [8, (v, at, n) => v.setFloat64(at, n, true)],
}

const encoder = new TextEncoder()

function header(tag: number, vr: string, length: number): Uint8Array {
  const long = longVrs.has(vr)
  const bytes = new Uint8Array(long ? 12 : 8)
  const view = new DataView(bytes.buffer)
  view.setUint16(0, tag >>> 16, true)
  view.setUint16(2, tag & 0xffff, true)
  bytes[4] = vr.charCodeAt(0)
  bytes[5] = vr.charCodeAt(1)
  if (long) view.setUint32(8, length, true)
  else view.setUint16(6, length, true)
  return bytes
}

function element(tag: number, vr: string, value: Uint8Array): Uint8Array[] {
  return [header(tag, vr, value.length), value]
}

function text(value: string, vr: string): Uint8Array {
  const bytes = encoder.encode(value)
  if (bytes.length % 2 === 0) return bytes
  const padded = new Uint8Array(bytes.length + 1)
  padded.set(bytes)
  padded[bytes.length] = vr === 'UI' ? 0 : 0x20
  return padded
}

function personName(value: unknown): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return ''
  const { Alphabetic, Ideographic, Phonetic } = value as Record<string, unknown>
  return [Alphabetic, Ideographic, Phonetic].map((p) => (typeof p === 'string' ? p : '')).join('=').replace(/=+$/, '')
}

/** The bytes of one attribute's value, or null for what this writer leaves out (sequences, bulk data). */
function valueBytes(vr: string, values: unknown[]): Uint8Array | null {
  if (stringVrs.has(vr)) {
    const strings = values.map((value) => (vr === 'PN' ? personName(value) : value === null || value === undefined ? '' : String(value)))
    return text(strings.join('\\'), vr)
  }
  const number = numberVrs[vr]
  if (!number) return null
  const [size, write] = number
  const bytes = new Uint8Array(size * values.length)
  const view = new DataView(bytes.buffer)
  values.forEach((value, i) => write(view, i * size, Number(value)))
  return bytes
}

function swap16(frame: Uint8Array): Uint8Array {
  const swapped = new Uint8Array(frame.length)
  for (let i = 0; i + 1 < frame.length; i += 2) {
    swapped[i] = frame[i + 1]!
    swapped[i + 1] = frame[i]!
  }
  return swapped
}

function evenLength(bytes: Uint8Array): Uint8Array {
  if (bytes.length % 2 === 0) return bytes
  const padded = new Uint8Array(bytes.length + 1)
  padded.set(bytes)
  return padded
}

function concat(parts: Uint8Array[]): ArrayBuffer {
  const total = parts.reduce((sum, part) => sum + part.length, 0)
  const out = new Uint8Array(total)
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out.buffer
}

/**
 * Wraps one frame retrieved over WADO-RS (`…/frames/1`) and the instance's attributes (QIDO-RS JSON) into a DICOM
 * Part 10 file the engine parses like any other: native frames as Explicit VR Little Endian pixel data (big-endian
 * frames swapped), compressed ones encapsulated in their own transfer syntax (one fragment, empty offset table).
 * Strings are written as UTF-8 (Specific Character Set `ISO_IR 192`); sequences and bulk data are left out, so
 * images that need them (palettes, enhanced multi-frame objects) are retrieved whole instead.
 *
 * @example
 * const buffer = frameToPart10(instance.attributes, frameBytes, '1.2.840.10008.1.2.4.80')
 */
export function frameToPart10(attributes: DicomJson, frame: Uint8Array, transferSyntaxUid: string): ArrayBuffer {
  const native = nativeSyntaxes.has(transferSyntaxUid)
  const bitsAllocated = Number(attributes['00280100']?.Value?.[0] ?? 16)
  const syntax = native ? explicitLittleEndian : transferSyntaxUid
  const sopClass = String(attributes['00080016']?.Value?.[0] ?? '1.2.840.10008.5.1.4.1.1.7')
  const sopInstance = String(attributes['00080018']?.Value?.[0] ?? '')
  const meta = [
    ...element(0x00020001, 'OB', new Uint8Array([0, 1])),
    ...element(0x00020002, 'UI', text(sopClass, 'UI')),
    ...element(0x00020003, 'UI', text(sopInstance, 'UI')),
    ...element(0x00020010, 'UI', text(syntax, 'UI')),
  ]
  const metaLength = meta.reduce((sum, part) => sum + part.length, 0)
  const groupLength = new Uint8Array(4)
  new DataView(groupLength.buffer).setUint32(0, metaLength, true)

  const body: Uint8Array[] = [...element(0x00080005, 'CS', text('ISO_IR 192', 'CS'))]
  const tags = Object.keys(attributes)
    .filter((key) => /^[0-9A-Fa-f]{8}$/.test(key))
    .map((key) => [parseInt(key, 16), attributes[key]!] as const)
    .filter(([tag]) => tag > 0x00080005 && tag < 0x7fe00010 && tag >>> 16 !== 0x0002 && (tag >>> 16) % 2 === 0)
    .sort((a, b) => a[0] - b[0])
  for (const [tag, attribute] of tags) {
    const bytes = valueBytes(attribute.vr, attribute.Value ?? [])
    if (bytes) body.push(...element(tag, attribute.vr, bytes))
  }
  if (native) {
    const data = transferSyntaxUid === '1.2.840.10008.1.2.2' && bitsAllocated === 16 ? swap16(frame) : frame
    body.push(...element(0x7fe00010, bitsAllocated > 8 ? 'OW' : 'OB', evenLength(data)))
  } else {
    const fragment = evenLength(frame)
    const pixelHeader = header(0x7fe00010, 'OB', 0xffffffff)
    const item = (length: number) => {
      const bytes = new Uint8Array(8)
      const view = new DataView(bytes.buffer)
      view.setUint16(0, 0xfffe, true)
      view.setUint16(2, 0xe000, true)
      view.setUint32(4, length, true)
      return bytes
    }
    const end = new Uint8Array([0xfe, 0xff, 0xdd, 0xe0, 0, 0, 0, 0])
    body.push(pixelHeader, item(0), item(fragment.length), fragment, end)
  }
  return concat([new Uint8Array(128), encoder.encode('DICM'), header(0x00020000, 'UL', 4), groupLength, ...meta, ...body])
}

/**
 * The SOP Instance UID a Part 10 file names in its meta header (0002,0003), or undefined when the bytes are not a Part
 * 10 file: how the instances of a series retrieval, which come without their URLs, are told apart.
 *
 * @example
 * part10SopInstanceUid(new Uint8Array(buffer)) // '1.3.6.1.4.1.5962.1.1.13.1.2.20040826185059.545'
 */
export function part10SopInstanceUid(bytes: Uint8Array): string | undefined {
  if (bytes.length < 144 || String.fromCharCode(bytes[128]!, bytes[129]!, bytes[130]!, bytes[131]!) !== 'DICM') return undefined
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let at = 132
  while (at + 8 <= bytes.length && view.getUint16(at, true) === 0x0002) {
    const element = view.getUint16(at + 2, true)
    const vr = String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!)
    const long = longVrs.has(vr)
    const length = long ? view.getUint32(at + 8, true) : view.getUint16(at + 6, true)
    const start = at + (long ? 12 : 8)
    if (start + length > bytes.length) return undefined
    if (element === 0x0003) return new TextDecoder().decode(bytes.subarray(start, start + length)).replace(/[\0\s]+$/, '')
    at = start + length
  }
  return undefined
}
