import type { Decoder as LosslessDecoder } from '../vendor/jpeg-lossless'
import { decodeRle } from '../decodeRle'
import type { DecodedFrame } from '../dicom.types'
import { DicomError } from '../DicomError'
import { finishFrame, type DecodedSamples } from '../finishFrame'
import type JpegImage from '../vendor/jpeg.js'
import type { DecodeJob } from './decodeProtocol'
import { transferSyntaxInfo, type CodecId } from '../transferSyntaxInfo'
import { jpegPrecision } from './jpegPrecision'
import { loadCodecScript } from './loadCodecScript'
import { runWasmDecoder, type WasmCodecModule } from './wasmDecoder'

/** The file each lazily loaded codec needs, and the global it defines. */
const codecFiles = {
  charls: ['charlswasm_decode.js', 'CharLSWASM', true],
  openjpeg: ['openjpegwasm_decode.js', 'OpenJPEGWASM', true],
  openjph: ['openjphjs.js', 'Module', true],
  libjpeg: ['libjpegturbowasm_decode.js', 'libjpegturbowasm_decode', true],
  lossless: ['jpeg-lossless.js', 'ClinicJpegLossless', false],
  jpeg12: ['jpeg-12bit.js', 'ClinicJpeg12', false],
} as const

function load<M>(job: Pick<DecodeJob, 'codecBase'>, codec: keyof typeof codecFiles): Promise<M> {
  const [file, globalName, emscripten] = codecFiles[codec]
  return loadCodecScript<M>(job.codecBase, file, globalName, emscripten)
}

/** The codec file each compressed transfer syntax loads first (12-bit JPEG is only known from the bitstream). */
const firstCodec: Partial<Record<CodecId, keyof typeof codecFiles>> = {
  'jpeg-ls': 'charls',
  jpeg2000: 'openjpeg',
  htj2k: 'openjph',
  'jpeg-baseline': 'libjpeg',
  'jpeg-lossless': 'lossless',
}

/**
 * Starts loading (once) the codec a transfer syntax needs, so that it is ready when the first frame is: the page
 * asks as soon as a file's first bytes name the syntax, and `open` jobs ask before parsing. Resolves when loaded;
 * native, RLE and unknown syntaxes need nothing.
 *
 * @example
 * await preloadCodec('1.2.840.10008.1.2.4.90', codecBase)
 */
export async function preloadCodec(transferSyntaxUid: string, codecBase: string): Promise<void> {
  let codec: CodecId
  try {
    codec = transferSyntaxInfo(transferSyntaxUid).codec
  } catch {
    return
  }
  const file = firstCodec[codec]
  if (file) await load({ codecBase }, file)
}

async function decodeSamples(job: DecodeJob, bytes: Uint8Array): Promise<DecodedSamples> {
  const { layout } = job
  switch (job.codec) {
    case 'rle':
      return {
        bytes: decodeRle(bytes, layout),
        bytesPerSample: layout.bitsAllocated > 16 ? 4 : layout.bitsAllocated > 8 ? 2 : 1,
        owned: true,
        colour: { model: layout.photometric, planar: 0, subsampled: false },
      }
    case 'jpeg-ls': {
      const { samples, interleaveMode } = runWasmDecoder(await load<WasmCodecModule>(job, 'charls'), 'JpegLSDecoder', bytes)
      // CharLS keeps the stream's interleave: mode 0 (none) comes out plane by plane.
      return { ...samples, colour: { model: layout.photometric, planar: interleaveMode === 0 ? 1 : 0, subsampled: false } }
    }
    case 'jpeg2000':
    case 'htj2k': {
      const codec = await load<WasmCodecModule>(job, job.codec === 'htj2k' ? 'openjph' : 'openjpeg')
      const { samples } = runWasmDecoder(codec, job.codec === 'htj2k' ? 'HTJ2KDecoder' : 'J2KDecoder', bytes)
      // The reversible/irreversible component transform (YBR_RCT/YBR_ICT) is undone inside the codestream decoder.
      const model = layout.photometric === 'YBR_RCT' || layout.photometric === 'YBR_ICT' ? 'RGB' : layout.photometric
      return { ...samples, colour: { model, planar: 0, subsampled: false } }
    }
    case 'jpeg-lossless': {
      const { Decoder } = await load<{ Decoder: typeof LosslessDecoder }>(job, 'lossless')
      const bytesPerSample = layout.bitsAllocated > 8 ? 2 : 1
      const decoded = new Decoder().decode(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength, bytesPerSample)
      const out = new Uint8Array(decoded.buffer, decoded.byteOffset, decoded.byteLength)
      return { bytes: out, bytesPerSample, owned: true, colour: { model: layout.photometric, planar: 0, subsampled: false } }
    }
    case 'jpeg-baseline': {
      if (jpegPrecision(bytes) > 8) {
        const { JpegImage: Jpeg } = await load<{ JpegImage: typeof JpegImage }>(job, 'jpeg12')
        const image = new Jpeg()
        image.parse(bytes)
        if (image.components.length !== 1) throw new DicomError('decode-failed', '12-bit colour JPEG is not supported.')
        const values = image.getData16(layout.columns, layout.rows)
        return { bytes: new Uint8Array(values.buffer), bytesPerSample: 2, owned: true }
      }
      const { samples } = runWasmDecoder(await load<WasmCodecModule>(job, 'libjpeg'), 'JPEGDecoder', bytes)
      // libjpeg-turbo converts YCbCr to RGB itself (JFIF/Adobe rules), as DICOM expects for YBR_FULL(_422) JPEG.
      return { ...samples, colour: { model: 'RGB', planar: 0, subsampled: false } }
    }
    default:
      throw new DicomError('unsupported-transfer-syntax', `Transfer syntax ${job.transferSyntaxUid} is not decoded in the worker.`)
  }
}

/**
 * Decodes one compressed frame inside the decode worker, loading the codec it needs on first use, then shapes the
 * result exactly like a native frame (sign extension, RGB conversion) so the page gets a ready frame.
 *
 * @example
 * const frame = await decodeCompressed(job) // in decodeWorker.ts
 */
export async function decodeCompressed(job: DecodeJob): Promise<DecodedFrame> {
  const bytes = new Uint8Array(job.bytes)
  let samples: DecodedSamples
  try {
    samples = await decodeSamples(job, bytes)
  } catch (error) {
    if (error instanceof DicomError) throw error
    throw new DicomError('decode-failed', `Frame ${job.frameIndex + 1} could not be decoded (${error instanceof Error ? error.message : String(error)}).`)
  }
  return finishFrame(samples, job.layout, job.frameIndex)
}
