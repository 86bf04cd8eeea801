import type { DecodedSamples } from '../finishFrame'

/**
 * The frame description the cornerstone codec builds report after decoding.
 *
 * @example
 * const { width, height, bitsPerSample } = decoder.getFrameInfo()
 */
export interface WasmFrameInfo {
  width: number
  height: number
  bitsPerSample: number
  componentCount: number
  isSigned?: boolean
}

/**
 * The decoder object shape shared by the CharLS, OpenJPEG, OpenJPH and libjpeg-turbo builds (Embind classes).
 *
 * @example
 * const decoder: WasmDecoder = new codec.JpegLSDecoder()
 */
export interface WasmDecoder {
  getEncodedBuffer(length: number): Uint8Array
  decode(): void
  getFrameInfo(): WasmFrameInfo
  getDecodedBuffer(): Uint8Array
  getInterleaveMode?(): number
  delete(): void
}

/**
 * An Emscripten codec module: a decoder class by name, and CharLS's message for a numeric exception.
 *
 * @example
 * runWasmDecoder(codec as WasmCodecModule, 'J2KDecoder', bytes)
 */
export type WasmCodecModule = Record<string, new () => WasmDecoder> & { getExceptionMessage?: (code: number) => string }

/**
 * Runs one frame through an Embind decoder class and copies the result out of WebAssembly memory (the copy is what
 * gets transferred back to the page). The decoder is deleted afterwards so the wasm heap does not grow with a cine.
 *
 * @example
 * const { samples, info } = runWasmDecoder(charls, 'JpegLSDecoder', bytes)
 */
export function runWasmDecoder(
  codec: WasmCodecModule,
  className: string,
  bytes: Uint8Array,
): { samples: Omit<DecodedSamples, 'colour'>; info: WasmFrameInfo; interleaveMode: number } {
  const Decoder = codec[className]!
  const decoder = new Decoder()
  try {
    decoder.getEncodedBuffer(bytes.length).set(bytes)
    try {
      decoder.decode()
    } catch (error) {
      // CharLS throws Embind exception pointers (numbers); turn them into its message.
      throw new Error(typeof error === 'number' && codec.getExceptionMessage ? codec.getExceptionMessage(error) : String(error))
    }
    const info = { ...decoder.getFrameInfo() }
    const decoded = decoder.getDecodedBuffer().slice()
    const interleaveMode = decoder.getInterleaveMode?.() ?? 2
    return { samples: { bytes: decoded, bytesPerSample: info.bitsPerSample > 8 ? 2 : 1, owned: true }, info, interleaveMode }
  } finally {
    decoder.delete()
  }
}
