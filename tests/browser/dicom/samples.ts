import { decodeFrame, loadFromUrl, setCodecBaseUrl, type DecodedFrame, type DicomDataset } from '../../../src/core/dicom'

/** The sample files as the dev server (through the contract server's /demo route) serves them. */
export const sampleBase = '/demo/assets/dicom/'

/** Where the tests load codecs from: the ES build's codecs folder (scripts/build-codecs.mjs, run by the build). */
export const testCodecBase = '/dist/es/codecs/'

/**
 * Points the engine at the built codecs and fails with a clear message when they are missing: the build
 * (`npm run build`, which calls scripts/build-codecs.mjs) writes them to dist/es/codecs.
 */
export async function useBuiltCodecs(): Promise<void> {
  setCodecBaseUrl(testCodecBase)
  const response = await fetch(`${testCodecBase}decode-worker.js`, { method: 'HEAD' })
  if (!response.ok) throw new Error(`${testCodecBase}decode-worker.js is missing (HTTP ${response.status}): run npm run build or node scripts/build-codecs.mjs`)
}

/** Decoded stored-value ranges from demo/assets/dicom/MANIFEST.md (GDCM / OpenJPEG reference decodes). */
export const manifest: Record<string, { min: number; max: number; mean: number; frames?: number }> = {
  'CT1_UNC_explicit_little_endian.dcm': { min: -2000, max: 2278, mean: 152.696 },
  'CT1_UNC_fragmented_bot_jpeg_ls.dcm': { min: -2000, max: 2278, mean: 152.696 },
  'CT_small.dcm': { min: 128, max: 2191, mean: 904.926 },
  'HTJ2K_08_RGB.dcm': { min: 0, max: 255, mean: 127.104 },
  'JPEG-LL.dcm': { min: 0, max: 278, mean: 13.719 },
  'JPGExtended.dcm': { min: 0, max: 264, mean: 14.37 },
  'MR_small.dcm': { min: 127, max: 2145, mean: 518.881 },
  'MR_small_RLE.dcm': { min: 127, max: 2145, mean: 518.881 },
  'MR_small_bigendian.dcm': { min: 127, max: 2145, mean: 518.881 },
  'MR_small_implicit.dcm': { min: 127, max: 2145, mean: 518.881 },
  'MR_small_jp2klossless.dcm': { min: 127, max: 2145, mean: 518.881 },
  'MR_small_jpeg_ls_lossless.dcm': { min: 127, max: 2145, mean: 518.881 },
  'SC_rgb.dcm': { min: 0, max: 255, mean: 127.7 },
  'SC_rgb_jpeg_dcmtk.dcm': { min: 0, max: 255, mean: 127.88 },
  'SC_rgb_jpeg_gdcm.dcm': { min: 0, max: 255, mean: 127.7 },
  'SC_rgb_rle.dcm': { min: 0, max: 255, mean: 127.7 },
  'US1_J2KR.dcm': { min: 0, max: 255, mean: 34.529 },
  'emri_small.dcm': { min: 0, max: 467, mean: 109.699, frames: 10 },
  'examples_palette.dcm': { min: 0, max: 255, mean: 53.659 },
  'examples_ybr_color.dcm': { min: 0, max: 192, mean: 88.751, frames: 30 },
  'series_CT5N/2062.dcm': { min: 136, max: 1068, mean: 669.715 },
  'series_CT5N/2392.dcm': { min: 165, max: 1109, mean: 835.078 },
  'series_CT5N/2693.dcm': { min: 358, max: 1099, mean: 981.172 },
  'series_CT5N/3023.dcm': { min: 873, max: 1074, mean: 986.105 },
  'series_CT5N/3353.dcm': { min: 868, max: 1068, mean: 955.273 },
}

/** Lossy files: MANIFEST's values come from another decoder, so they are compared with a tolerance. */
export const lossy = new Set(['JPGExtended.dcm', 'SC_rgb_jpeg_dcmtk.dcm', 'examples_ybr_color.dcm', 'HTJ2K_08_RGB.dcm'])

/** JPEG Baseline YBR files: MANIFEST lists YCbCr (GDCM does not convert), the engine gives RGB. */
export const ycbcrInManifest = new Set(['SC_rgb_jpeg_dcmtk.dcm', 'examples_ybr_color.dcm'])

/** Loads a sample as a DICOM dataset. */
export async function loadSample(name: string): Promise<DicomDataset> {
  const loaded = await loadFromUrl(sampleBase + name)
  if (loaded.kind !== 'dicom') throw new Error(`${name} did not load as DICOM`)
  return loaded
}

/** Fetches a sample's bytes. */
export async function sampleBytes(name: string): Promise<ArrayBuffer> {
  const response = await fetch(sampleBase + name)
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`)
  return response.arrayBuffer()
}

/** Every frame of a dataset, in order. */
export async function allFrames(dataset: DicomDataset, options: { keepPaletteIndices?: boolean } = {}): Promise<DecodedFrame[]> {
  const frames: DecodedFrame[] = []
  for (let i = 0; i < dataset.meta.numberOfFrames; i++) frames.push(await decodeFrame(dataset, i, options))
  return frames
}

/** Min, max and mean over every sample of every frame. */
export function summary(frames: Array<{ data: ArrayLike<number> }>): { min: number; max: number; mean: number } {
  let min = Infinity
  let max = -Infinity
  let sum = 0
  let count = 0
  for (const { data } of frames) {
    for (let i = 0; i < data.length; i++) {
      const value = data[i]!
      if (value < min) min = value
      if (value > max) max = value
      sum += value
    }
    count += data.length
  }
  return { min, max, mean: sum / count }
}

/** RGB bytes back to full-range YCbCr (BT.601), to compare with MANIFEST's YCbCr reference values. */
export function toYcbcr(rgb: Uint8Array): Float64Array {
  const out = new Float64Array(rgb.length)
  for (let i = 0; i < rgb.length; i += 3) {
    const r = rgb[i]!
    const g = rgb[i + 1]!
    const b = rgb[i + 2]!
    out[i] = 0.299 * r + 0.587 * g + 0.114 * b
    out[i + 1] = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b
    out[i + 2] = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b
  }
  return out
}

/** The RGB triple at row `y`, column `x` of a colour frame. */
export function rgbAt(frame: DecodedFrame, y: number, x: number): [number, number, number] {
  const i = (y * frame.width + x) * 3
  return [frame.data[i]!, frame.data[i + 1]!, frame.data[i + 2]!]
}
