import { decodedFrameCache } from './decodedFrameCache'
import { codecBaseUrl } from './codecBaseUrl'
import type { DecodedFrame, ImageMeta, PlainImage } from './dicom.types'
import { DicomError } from './DicomError'
import { fetchImageBytes, type LoadFromUrlOptions } from './fetchImageBytes'
import type { Waveform } from './parseWaveform'
import type { WaveformGroupSummary } from './worker/decodeProtocol'
import type { WaveformSheet } from './worker/drawWaveformSheet'
import { nextWorkerSlot, requestWorker, type DecodeWorkerSlot } from './workerPool'
import { peekTransferSyntax } from './peekTransferSyntax'
import { transferSyntaxInfo } from './transferSyntaxInfo'

/**
 * A DICOM file opened with {@link openImageFile}: its header on the page, its bytes parsed and held by a decode
 * worker. Frames come from {@link decodeImageFrame}, waveforms from {@link readImageWaveform}; {@link closeImageFile}
 * lets the worker forget it.
 *
 * @example
 * const file = await openImageFile(url, { headers })
 * if (file.kind === 'dicom-file') console.log(file.meta.modality, file.byteLength)
 */
export interface DicomFile {
  kind: 'dicom-file'
  url: string
  meta: ImageMeta
  /** Bytes the worker holds for it. */
  byteLength: number
  readonly fileId: number
  readonly slot: DecodeWorkerSlot
}

/** What {@link openImageFile} gives: a DICOM file held by a worker, or a decoded plain capture. */
export type ImageFile = DicomFile | PlainImage

let nextFileId = 1
const inFlight = new Map<string, Promise<DecodedFrame>>()

/**
 * Fetches an image object with the caller's headers and opens it off the page: the bytes are transferred to a
 * decode worker, which parses DICOM (inflating deflated files), validates and keeps it — only the header comes back —
 * and decodes a plain JPEG/PNG capture whole (a DICM prefix wins over a wrong Content-Type). Rejects with the engine's `DicomError` (`http-error` with
 * `detail.status`, `truncated`, `not-dicom`, `unsupported-transfer-syntax`…) or the signal's AbortError. The page
 * bundle carries no DICOM parser this way: it lives in the worker script.
 *
 * @example
 * const file = await openImageFile('/api/pacs/image/17', { headers: { Authorization: token }, signal, frameIndex: 0 })
 * const frame = await decodeImageFrame(file, 0) // cached already
 */
export async function openImageFile(url: string, options: OpenImageOptions = {}): Promise<ImageFile> {
  let slot: DecodeWorkerSlot | undefined
  const { buffer, contentType } = await fetchImageBytes(url, {
    ...options,
    // The first bytes name the transfer syntax: the worker that will hold the file starts loading its codec while the
    // rest downloads.
    onHead(head) {
      const syntax = peekTransferSyntax(head)
      if (!syntax || !needsCodec(syntax)) return
      slot = nextWorkerSlot()
      requestWorker(slot, { kind: 'codec', transferSyntaxUid: syntax, codecBase: codecBaseUrl() }).catch(() => {})
    },
  })
  return openImageBytes(url, buffer, contentType, { ...(options.frameIndex !== undefined ? { frameIndex: options.frameIndex } : {}), ...(slot ? { slot } : {}) })
}

/** Options of {@link openImageFile} and {@link openImageBytes}. */
export interface OpenImageOptions extends LoadFromUrlOptions {
  /** Decode this frame in the same worker job as the parse (it lands in {@link decodedFrameCache}). */
  frameIndex?: number
  /** The worker to open the file in (one already loading its codec). */
  slot?: DecodeWorkerSlot
}

function needsCodec(syntax: string): boolean {
  try {
    const { codec } = transferSyntaxInfo(syntax)
    return codec !== 'native' && codec !== 'rle'
  } catch {
    return false
  }
}

/**
 * {@link openImageFile} for bytes in hand (a DICOMweb retrieval): transfers them to a decode worker, which parses and
 * keeps them; `url` is the key its frames are cached under. The buffer is detached afterwards. With `frameIndex`, the
 * worker decodes that frame in the same job (its codec loading while the file parses) and it is cached at once.
 *
 * @example
 * const file = await openImageBytes(instanceUrl, part10Buffer, 'application/dicom', { frameIndex: 0 })
 */
export async function openImageBytes(url: string, buffer: ArrayBuffer, contentType = 'application/dicom', options: Pick<OpenImageOptions, 'frameIndex' | 'slot'> = {}): Promise<ImageFile> {
  const slot = options.slot ?? nextWorkerSlot()
  const fileId = nextFileId++
  const byteLength = buffer.byteLength
  const first = options.frameIndex !== undefined ? { frameIndex: options.frameIndex, codecBase: codecBaseUrl() } : {}
  const reply = (await requestWorker(slot, { kind: 'open', fileId, bytes: buffer, url, contentType, ...first }, [buffer])) as {
    meta: ImageMeta
    frame?: DecodedFrame
    firstFrame?: DecodedFrame
  }
  if (reply.frame) return { kind: 'image', url, meta: reply.meta, frame: reply.frame }
  if (reply.firstFrame && options.frameIndex !== undefined) decodedFrameCache.set(`${url}#${options.frameIndex}`, reply.firstFrame)
  return { kind: 'dicom-file', url, meta: reply.meta, byteLength, fileId, slot }
}

/**
 * The frame when it is already decoded (in {@link decodedFrameCache}, or a plain capture's only frame), without
 * waiting: viewers draw cached frames in the same task as the input that asked for them.
 *
 * @example
 * const frame = cachedImageFrame(file, 3) ?? (await decodeImageFrame(file, 3))
 */
export function cachedImageFrame(file: ImageFile, frameIndex = 0): DecodedFrame | undefined {
  if (file.kind === 'image') return frameIndex === 0 ? file.frame : undefined
  return decodedFrameCache.get(`${file.url}#${frameIndex}`)
}

/**
 * Decodes one frame of an opened file to the engine's frame shape (stored values, or RGB with the palette applied),
 * in the worker holding it. Frames are cached by `url#frame` in {@link decodedFrameCache}, and concurrent requests
 * for one frame share a decode.
 *
 * @example
 * const frame = await decodeImageFrame(file, 3)
 */
export function decodeImageFrame(file: ImageFile, frameIndex = 0): Promise<DecodedFrame> {
  if (file.kind === 'image') {
    if (frameIndex !== 0) return Promise.reject(new DicomError('frame-out-of-range', `A plain image has one frame; frame ${frameIndex + 1} was asked for.`))
    return Promise.resolve(file.frame)
  }
  const key = `${file.url}#${frameIndex}`
  const cached = cachedImageFrame(file, frameIndex)
  if (cached) return Promise.resolve(cached)
  const waiting = inFlight.get(key)
  if (waiting) return waiting
  const pending = requestWorker(file.slot, { kind: 'frame', fileId: file.fileId, frameIndex, codecBase: codecBaseUrl() })
    .then((reply) => {
      // A successful `frame` job always answers with the frame.
      const { frame } = reply as { frame: DecodedFrame }
      decodedFrameCache.set(key, frame)
      return frame
    })
    .finally(() => inFlight.delete(key))
  inFlight.set(key, pending)
  return pending
}

/**
 * The waveforms (ECG leads in mV) of an opened file; rejects with `not-waveform` when it has none.
 *
 * @example
 * const { groups } = await readImageWaveform(file)
 */
export async function readImageWaveform(file: ImageFile): Promise<Waveform> {
  if (file.kind === 'image') throw new DicomError('not-waveform', 'A plain image has no waveform.')
  const reply = await requestWorker(file.slot, { kind: 'waveform', fileId: file.fileId })
  return (reply as { waveform: Waveform }).waveform
}

/**
 * An ECG sheet drawn by the decode worker ({@link readWaveformSheet}): the bitmap with the CSS size that shows it at
 * true scale, the paper speed and gain, and every waveform group of the file (label, sampling rate, lead names).
 */
export interface WaveformSheetReply {
  sheet: WaveformSheet
  groups: WaveformGroupSummary[]
  mmPerSecond: number
  mmPerMillivolt: number
}

/**
 * Has the decode worker draw waveform group `group` of an opened file as a standard ECG sheet (25 mm/s, 10 mm/mV,
 * grid, calibration pulses, lead names) for a device pixel ratio; the page only puts the bitmap on a canvas.
 * Rejects with `not-waveform` for a file without waveforms.
 *
 * @example
 * const { sheet } = await readWaveformSheet(file, 0, devicePixelRatio)
 * canvas.getContext('2d')!.drawImage(sheet.bitmap, 0, 0)
 */
export async function readWaveformSheet(file: ImageFile, group = 0, ratio = 1): Promise<WaveformSheetReply> {
  if (file.kind === 'image') throw new DicomError('not-waveform', 'A plain image has no waveform.')
  return (await requestWorker(file.slot, { kind: 'sheet', fileId: file.fileId, group, ratio })) as unknown as WaveformSheetReply
}

/**
 * Lets the worker forget an opened file (its decoded frames stay in the frame cache).
 *
 * @example
 * closeImageFile(file)
 */
export function closeImageFile(file: ImageFile): void {
  if (file.kind === 'dicom-file') requestWorker(file.slot, { kind: 'close', fileId: file.fileId }).catch(() => {})
}
