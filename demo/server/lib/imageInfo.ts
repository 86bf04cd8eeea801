/** What a stored JPEG or PNG is, read from its bytes (never from its name or the declared type). */
export interface ImageInfo {
  mime: 'image/jpeg' | 'image/png'
  width: number
  height: number
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const PNG_IEND = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0): boolean => sig.every((b, i) => bytes[at + i] === b)

function pngInfo(bytes: Uint8Array): ImageInfo | null {
  // Signature, then the IHDR chunk (length 13) first; a whole file ends with IEND.
  if (bytes.length < 8 + 25 + 12 || !startsWith(bytes, [0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52], 8)) return null
  if (!startsWith(bytes, PNG_IEND, bytes.length - PNG_IEND.length)) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { mime: 'image/png', width: view.getUint32(16), height: view.getUint32(20) }
}

/** SOF markers carry the frame size: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isSof = (marker: number): boolean => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

function jpegInfo(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length < 4 || bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return null
  let i = 2
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return null
    while (bytes[i + 1] === 0xff) i++
    const marker = bytes[i + 1]!
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2
      continue
    }
    if (marker === 0xda || marker === 0xd9) return null
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!
    if (length < 2) return null
    if (isSof(marker)) {
      if (i + 9 > bytes.length) return null
      return { mime: 'image/jpeg', height: (bytes[i + 5]! << 8) | bytes[i + 6]!, width: (bytes[i + 7]! << 8) | bytes[i + 8]! }
    }
    i += 2 + length
  }
  return null
}

/**
 * The type and pixel size of a JPEG or PNG from its bytes: the signature, the frame header (JPEG SOF, PNG IHDR) and
 * the end marker (a cut-off upload has none). Null for anything else, a damaged file, or a zero size.
 *
 * @example
 * imageInfo(readFileSync('capture.jpg')) // { mime: 'image/jpeg', width: 1280, height: 720 }
 */
export function imageInfo(bytes: Uint8Array): ImageInfo | null {
  let info: ImageInfo | null = null
  if (startsWith(bytes, PNG_SIGNATURE)) info = pngInfo(bytes)
  else if (startsWith(bytes, [0xff, 0xd8, 0xff])) info = jpegInfo(bytes)
  return info && info.width > 0 && info.height > 0 ? info : null
}
