/**
 * A minimal DICOM Part 10 writer: explicit VR little endian, native pixel data, sequences of defined length. Enough
 * for the generated CT phantom and the modality worklist items (lib/pacs/worklistItem.ts); values are given per
 * element with their VR and written in tag order after the File Meta group (with its group length), the 128-byte
 * preamble and `DICM`. Text is written as UTF-8: a data set with non-ASCII text says `ISO_IR 192` in (0008,0005).
 */

/** Value representations the writer supports. */
export type Vr = 'AE' | 'AS' | 'CS' | 'DA' | 'DS' | 'IS' | 'LO' | 'PN' | 'SH' | 'TM' | 'UI' | 'US' | 'SS' | 'UL' | 'OB' | 'OW' | 'LT' | 'SQ'

/**
 * One data element: `tag` as `0xGGGGEEEE`. Strings with several values are joined with `\`. A sequence (`SQ`) holds
 * its items, each a list of elements (written in tag order, with defined lengths).
 */
export type DicomElement =
  | { tag: number; vr: Exclude<Vr, 'SQ'>; value: string | readonly string[] | readonly number[] | Uint8Array }
  | { tag: number; vr: 'SQ'; value: readonly (readonly DicomElement[])[] }

/** Explicit VR Little Endian. */
export const EXPLICIT_VR_LITTLE_ENDIAN = '1.2.840.10008.1.2.1'
/** Modality Worklist Information Model – FIND: the class a worklist item file names in its File Meta. */
export const MODALITY_WORKLIST_FIND = '1.2.840.10008.5.1.4.31'
/** CT Image Storage. */
export const CT_IMAGE_STORAGE = '1.2.840.10008.5.1.4.1.1.2'
/** This writer's implementation class UID and version name (File Meta). */
export const IMPLEMENTATION_CLASS_UID = '2.25.118906452373312440611786376546233458151'
export const IMPLEMENTATION_VERSION = 'CLINIC_DEMO_1'

const LONG_VRS: ReadonlySet<Vr> = new Set(['OB', 'OW', 'SQ'])
const encoder = new TextEncoder()

function encodeValue(el: DicomElement): Uint8Array {
  if (el.vr === 'SQ') return Buffer.concat(el.value.map(encodeItem))
  const { vr, value } = el
  if (value instanceof Uint8Array) return value
  if (vr === 'US' || vr === 'SS' || vr === 'UL') {
    const numbers = value as readonly number[]
    const size = vr === 'UL' ? 4 : 2
    const buf = Buffer.alloc(numbers.length * size)
    numbers.forEach((n, i) => {
      if (vr === 'US') buf.writeUInt16LE(n, i * 2)
      else if (vr === 'SS') buf.writeInt16LE(n, i * 2)
      else buf.writeUInt32LE(n, i * 4)
    })
    return buf
  }
  const text = typeof value === 'string' ? value : (value as readonly (string | number)[]).map(String).join('\\')
  const bytes = encoder.encode(text)
  if (bytes.length % 2 === 0) return bytes
  // Even length: UIDs pad with NUL, text with a space.
  const padded = new Uint8Array(bytes.length + 1)
  padded.set(bytes)
  padded[bytes.length] = vr === 'UI' ? 0 : 0x20
  return padded
}

function encodeElement(el: DicomElement): Buffer {
  const value = encodeValue(el)
  const long = LONG_VRS.has(el.vr)
  const header = Buffer.alloc(long ? 12 : 8)
  header.writeUInt16LE(el.tag >>> 16, 0)
  header.writeUInt16LE(el.tag & 0xffff, 2)
  header.write(el.vr, 4, 'latin1')
  if (long) header.writeUInt32LE(value.length, 8)
  else {
    if (value.length > 0xffff) throw new Error(`value of (${el.tag.toString(16)}) too long for ${el.vr}`)
    header.writeUInt16LE(value.length, 6)
  }
  return Buffer.concat([header, value])
}

/** One item of a sequence: (FFFE,E000) with its defined length, then its elements. */
function encodeItem(elements: readonly DicomElement[]): Buffer {
  const body = encodeDataSet(elements)
  const header = Buffer.alloc(8)
  header.writeUInt16LE(0xfffe, 0)
  header.writeUInt16LE(0xe000, 2)
  header.writeUInt32LE(body.length, 4)
  return Buffer.concat([header, body])
}

/** Encodes data elements sorted by tag (explicit VR little endian). */
export function encodeDataSet(elements: readonly DicomElement[]): Buffer {
  const sorted = [...elements].sort((a, b) => a.tag - b.tag)
  return Buffer.concat(sorted.map(encodeElement))
}

/**
 * A complete Part 10 file: preamble, `DICM`, File Meta (group length, version, SOP class and instance, transfer
 * syntax, implementation) and the data set. `pixelData` (if any) is appended last as OW without copying it
 * into the sorted element list twice.
 */
export function writePart10(
  sopClassUid: string, sopInstanceUid: string, elements: readonly DicomElement[], pixelData?: Uint8Array,
): Buffer {
  const body = encodeDataSet([...elements, { tag: 0x00080016, vr: 'UI', value: sopClassUid }, { tag: 0x00080018, vr: 'UI', value: sopInstanceUid }])
  const parts: Buffer[] = [...fileMeta(sopClassUid, sopInstanceUid), body]
  if (pixelData) {
    const header = Buffer.alloc(12)
    header.writeUInt16LE(0x7fe0, 0)
    header.writeUInt16LE(0x0010, 2)
    header.write('OW', 4, 'latin1')
    header.writeUInt32LE(pixelData.length + (pixelData.length % 2), 8)
    parts.push(header, Buffer.from(pixelData.buffer, pixelData.byteOffset, pixelData.byteLength))
    if (pixelData.length % 2) parts.push(Buffer.alloc(1))
  }
  return Buffer.concat(parts)
}

/**
 * A Part 10 file of a data set that is not a stored instance (a modality worklist item, a query): the File Meta names
 * `sopClassUid` / `sopInstanceUid` as its media storage class and instance, the data set is exactly `elements`.
 *
 * @example
 * writeDataSetFile(MODALITY_WORKLIST_FIND, uid, [{ tag: 0x00080050, vr: 'SH', value: 'US20250601001' }])
 */
export function writeDataSetFile(sopClassUid: string, sopInstanceUid: string, elements: readonly DicomElement[]): Buffer {
  return Buffer.concat([...fileMeta(sopClassUid, sopInstanceUid), encodeDataSet(elements)])
}

/** Preamble, `DICM` and the File Meta group with its group length. */
function fileMeta(sopClassUid: string, sopInstanceUid: string): Buffer[] {
  const meta = encodeDataSet([
    { tag: 0x00020001, vr: 'OB', value: new Uint8Array([0, 1]) },
    { tag: 0x00020002, vr: 'UI', value: sopClassUid },
    { tag: 0x00020003, vr: 'UI', value: sopInstanceUid },
    { tag: 0x00020010, vr: 'UI', value: EXPLICIT_VR_LITTLE_ENDIAN },
    { tag: 0x00020012, vr: 'UI', value: IMPLEMENTATION_CLASS_UID },
    { tag: 0x00020013, vr: 'SH', value: IMPLEMENTATION_VERSION },
  ])
  const groupLength = encodeElement({ tag: 0x00020000, vr: 'UL', value: [meta.length] })
  return [Buffer.alloc(128), Buffer.from('DICM', 'latin1'), groupLength, meta]
}

/** A DS value: at most 16 characters, no exponent for ordinary numbers. */
export function ds(n: number): string {
  const rounded = Math.round(n * 1e6) / 1e6
  const text = String(rounded)
  return text.length <= 16 ? text : rounded.toPrecision(10)
}
