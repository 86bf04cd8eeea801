const longLength = new Set(['OB', 'OD', 'OF', 'OL', 'OV', 'OW', 'SQ', 'SV', 'UC', 'UN', 'UR', 'UT', 'UV'])

/**
 * The Transfer Syntax UID of a Part 10 file read from its first bytes (the file meta group 0002, always explicit VR
 * little endian after the 128-byte preamble and `DICM`), without parsing the file: what the engine needs to start
 * loading a codec while the rest of the file still downloads or parses. Null when the bytes are not a Part 10 file
 * or do not reach the element yet.
 *
 * @example
 * const uid = peekTransferSyntax(firstChunk) // '1.2.840.10008.1.2.4.90'
 */
export function peekTransferSyntax(head: Uint8Array): string | null {
  if (head.length < 140 || head[128] !== 0x44 || head[129] !== 0x49 || head[130] !== 0x43 || head[131] !== 0x4d) return null
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength)
  let offset = 132
  while (offset + 8 <= head.length) {
    const group = view.getUint16(offset, true)
    const element = view.getUint16(offset + 2, true)
    if (group !== 0x0002) return null
    const vr = String.fromCharCode(head[offset + 4]!, head[offset + 5]!)
    let length: number
    let value: number
    if (longLength.has(vr)) {
      if (offset + 12 > head.length) return null
      length = view.getUint32(offset + 8, true)
      value = offset + 12
    } else {
      length = view.getUint16(offset + 6, true)
      value = offset + 8
    }
    if (element === 0x0010) {
      if (value + length > head.length) return null
      let uid = ''
      for (let i = value; i < value + length; i++) uid += String.fromCharCode(head[i]!)
      return uid.replace(/[\0 ]+$/, '')
    }
    offset = value + length
  }
  return null
}
