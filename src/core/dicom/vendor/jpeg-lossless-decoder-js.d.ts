// jpeg-lossless-decoder-js 2.1.2 names release/lossless.d.ts in its package.json but does not ship it.
declare module 'jpeg-lossless-decoder-js' {
  export class Decoder {
    decode(buffer: ArrayBuffer, offset?: number, length?: number, numBytes?: number): Uint8Array | Uint16Array
    numComp: number
    xDim: number
    yDim: number
  }
}
