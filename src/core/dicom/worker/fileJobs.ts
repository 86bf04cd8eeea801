import { decodeDatasetFrame } from '../decodeDatasetFrame'
import type { DecodedFrame, DicomDataset, ImageMeta } from '../dicom.types'
import { DicomError } from '../DicomError'
import { parseDicomAsync } from '../parseDicomAsync'
import { parseWaveform, type Waveform } from '../parseWaveform'
import { decodeCompressed } from './decodeCompressed'

// Files parsed in this worker, by the id the page gave them. The page closes them when its cache lets them go.
const files = new Map<number, DicomDataset>()

function kept(fileId: number): DicomDataset {
  const dataset = files.get(fileId)
  if (!dataset) throw new DicomError('decode-failed', 'The file is no longer held by the decode worker.')
  return dataset
}

/**
 * Parses and validates a file in the worker (deflated ones inflated first) and keeps it; the page gets its header.
 *
 * @example
 * const meta = await openFile(7, bytes, url)
 */
export async function openFile(fileId: number, bytes: ArrayBuffer, url: string): Promise<ImageMeta> {
  const dataset = await parseDicomAsync(bytes, { url })
  files.set(fileId, dataset)
  return dataset.meta
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
 * Forgets a kept file.
 *
 * @example
 * closeFile(7)
 */
export function closeFile(fileId: number): void {
  files.delete(fileId)
}
