import { decodeDatasetFrame } from '../decodeDatasetFrame'
import { decodePlainImage } from '../decodePlainImage'
import type { DecodedFrame, DicomDataset, ImageMeta } from '../dicom.types'
import { DicomError } from '../DicomError'
import { isPlainImage } from '../fetchImageBytes'
import { parseDicomAsync } from '../parseDicomAsync'
import { parseWaveform, type Waveform } from '../parseWaveform'
import { peekTransferSyntax } from '../peekTransferSyntax'
import { decodeCompressed, preloadCodec } from './decodeCompressed'
import type { WaveformGroupSummary } from './decodeProtocol'
import { drawWaveformSheet, type WaveformSheet } from './drawWaveformSheet'

// Files parsed in this worker, by the id the page gave them. The page closes them when its cache lets them go.
const files = new Map<number, DicomDataset>()

function kept(fileId: number): DicomDataset {
  const dataset = files.get(fileId)
  if (!dataset) throw new DicomError('decode-failed', 'The file is no longer held by the decode worker.')
  return dataset
}

/**
 * Opens a fetched file in the worker: DICOM is parsed and validated (deflated files inflated first) and kept, and the
 * page gets its header — with `first`, also that frame decoded (its codec loading during the parse), so the first
 * image needs one round trip; a plain JPEG/PNG capture is decoded here and comes back whole (header and frame).
 *
 * @example
 * const { meta } = await openFile(7, bytes, url, 'application/dicom')
 */
export async function openFile(
  fileId: number,
  bytes: ArrayBuffer,
  url: string,
  contentType: string,
  first?: { frameIndex: number; codecBase: string },
): Promise<{ meta: ImageMeta; frame?: DecodedFrame; firstFrame?: DecodedFrame }> {
  if (isPlainImage(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 132)), contentType)) {
    const { meta, frame } = await decodePlainImage(bytes, url, contentType)
    return { meta, frame }
  }
  // The codec loads (script, then WebAssembly compiled in the background) while the file parses.
  const syntax = first ? peekTransferSyntax(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 4096))) : null
  if (syntax && first) preloadCodec(syntax, first.codecBase).catch(() => {})
  const dataset = await parseDicomAsync(bytes, { url })
  files.set(fileId, dataset)
  if (!first || !dataset.meta.hasPixelData || first.frameIndex >= dataset.meta.numberOfFrames) return { meta: dataset.meta }
  try {
    return { meta: dataset.meta, firstFrame: await fileFrame(fileId, first.frameIndex, first.codecBase) }
  } catch {
    // The file stays open: asking for the frame again gives its error where the frame is shown.
    return { meta: dataset.meta }
  }
}

/**
 * Decodes one frame of a kept file: everything happens here, compressed frames with the codec loaded on first use.
 * The result always owns its buffer (a native frame may be a view into the file), so it can be transferred.
 *
 * @example
 * const frame = await fileFrame(7, 0, codecBase)
 */
export async function fileFrame(fileId: number, frameIndex: number, codecBase: string): Promise<DecodedFrame> {
  const dataset = kept(fileId)
  const frame = await decodeDatasetFrame(dataset, frameIndex, false, (job) => decodeCompressed({ ...job, codecBase }))
  const { data } = frame
  const shared = data.buffer === dataset.byteArray.buffer || data.byteOffset !== 0 || data.byteLength !== data.buffer.byteLength
  return shared ? { ...frame, data: data.slice() } : frame
}

/**
 * The waveforms of a kept file (ECG).
 *
 * @example
 * const { groups } = fileWaveform(7)
 */
export function fileWaveform(fileId: number): Waveform {
  return parseWaveform(kept(fileId))
}

/**
 * Draws one waveform group of a kept file as an ECG sheet (bitmap) and lists every group of the file.
 *
 * @example
 * const { sheet, groups } = fileSheet(7, 0, 2)
 */
export function fileSheet(fileId: number, group: number, ratio: number): { sheet: WaveformSheet; groups: WaveformGroupSummary[] } {
  const { groups } = parseWaveform(kept(fileId))
  const shown = groups[group] ?? groups[0]
  if (!shown) throw new DicomError('not-waveform', 'This object has no waveform group.')
  return {
    sheet: drawWaveformSheet(shown, ratio),
    groups: groups.map((g) => ({ label: g.label, samplingFrequency: g.samplingFrequency, leads: g.leads.map((lead) => lead.name) })),
  }
}

/**
 * Forgets a kept file.
 *
 * @example
 * closeFile(7)
 */
export function closeFile(fileId: number): void {
  files.delete(fileId)
}
