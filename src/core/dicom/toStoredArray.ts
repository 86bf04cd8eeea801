import type { StoredPixelArray } from './dicom.types'
import type { FrameLayout } from './frameLayout'

/**
 * Turns little-endian sample bytes into the typed array of stored values: Uint8/Int8, Uint16/Int16 or Uint32/Int32
 * after the signedness of Pixel Representation. When Bits Stored is smaller than the sample, the bits above High
 * Bit are dropped (old files put overlays there) and signed values are sign-extended from Bits Stored, so a 12-bit
 * signed −1 stored as 0x0FFF comes out as −1. Copies unless `owned` says the bytes may be reused in place.
 *
 * @example
 * const values = toStoredArray(frameBytes, 2, layout) // Int16Array for CT
 */
export function toStoredArray(bytes: Uint8Array, bytesPerSample: 1 | 2 | 4, layout: FrameLayout, owned = false): StoredPixelArray {
  const aligned = owned && bytes.byteOffset % bytesPerSample === 0 && bytes.byteLength % bytesPerSample === 0
  const source = aligned ? bytes : bytes.slice()
  const { buffer, byteOffset } = source
  const count = source.byteLength / bytesPerSample
  const signed = layout.pixelRepresentation === 1
  const bits = bytesPerSample * 8
  const stored = Math.min(Math.max(layout.bitsStored, 1), bits)
  const shift = Math.max(0, Math.min(layout.highBit + 1, bits) - stored)

  if (bytesPerSample === 1) {
    const unsigned = new Uint8Array(buffer, byteOffset, count)
    if (stored < bits || shift) normalise(unsigned, stored, shift, signed, 8)
    return signed ? new Int8Array(buffer, byteOffset, count) : unsigned
  }
  if (bytesPerSample === 2) {
    const unsigned = new Uint16Array(buffer, byteOffset, count)
    if (stored < bits || shift) normalise(unsigned, stored, shift, signed, 16)
    return signed ? new Int16Array(buffer, byteOffset, count) : unsigned
  }
  const unsigned = new Uint32Array(buffer, byteOffset, count)
  if (stored < bits || shift) normalise(unsigned, stored, shift, signed, 32)
  return signed ? new Int32Array(buffer, byteOffset, count) : unsigned
}

function normalise(values: Uint8Array | Uint16Array | Uint32Array, stored: number, shift: number, signed: boolean, bits: number): void {
  const mask = stored >= 32 ? 0xffffffff : (1 << stored) - 1
  const signBit = stored >= 32 ? 0 : 1 << (stored - 1)
  // Writing the two's-complement pattern back into the unsigned view makes the signed view read the right value.
  const range = bits === 32 ? 0x100000000 : 1 << bits
  for (let i = 0; i < values.length; i++) {
    let value = ((values[i]! >>> shift) & mask) >>> 0
    if (signed && value & signBit) value = range - ((mask + 1) - value)
    values[i] = value
  }
}
