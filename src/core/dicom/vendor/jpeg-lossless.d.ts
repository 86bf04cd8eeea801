// Types of the vendored jpeg-lossless-decoder-js 2.1.2 (the package ships none).
export declare class Decoder {
  decode(buffer: ArrayBuffer, offset?: number, length?: number, numBytes?: number): Uint8Array | Uint16Array
  numComp: number
  xDim: number
  yDim: number
}
