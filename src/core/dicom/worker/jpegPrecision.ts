/**
 * The sample precision (8 or 12 for DCT JPEG, 2–16 for lossless) from a JPEG stream's start-of-frame marker, or 0
 * when there is none. Decides between libjpeg-turbo (8-bit only) and the 12-bit JavaScript decoder without trying
 * one and catching its failure.
 *
 * @example
 * jpegPrecision(frameBytes) // 12 for JPGExtended.dcm
 */
export function jpegPrecision(bytes: Uint8Array): number {
  let i = 2
  while (i + 4 < bytes.length) {
    if (bytes[i] !== 0xff) {
      i++
      continue
    }
    const marker = bytes[i + 1]!
    if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += marker === 0xff ? 1 : 2
      continue
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return bytes[i + 4] ?? 0
    if (marker === 0xda || marker === 0xd9) return 0
    i += 2 + ((bytes[i + 2]! << 8) | bytes[i + 3]!)
  }
  return 0
}
