import type { DecodedFrame, ImageMeta } from '../dicom.types'
import type { DicomErrorCode } from '../DicomError'
import type { FrameLayout } from '../frameLayout'
import type { Waveform } from '../parseWaveform'
import type { WaveformSheet } from './drawWaveformSheet'
import type { CodecId } from '../transferSyntaxInfo'

/**
 * One compressed frame sent to a decode worker. `bytes` is transferred, not copied; `codecBase` travels with every job
 * so a later `setCodecBaseUrl` applies to codecs not loaded yet.
 *
 * @example
 * worker.postMessage({ kind: 'decode', id, job }, [job.bytes])
 */
export interface DecodeJob {
  codec: CodecId
  transferSyntaxUid: string
  bytes: ArrayBuffer
  layout: FrameLayout
  frameIndex: number
  codecBase: string
}

/**
 * Messages the page sends to a decode worker.
 *
 * @example
 * worker.postMessage({ kind: 'resources', id: 7 } satisfies WorkerRequest)
 */
export type WorkerRequest =
  | { kind: 'decode'; id: number; job: DecodeJob }
  | { kind: 'resources'; id: number }
  /**
   * Parse a whole file (bytes transferred) and keep it in the worker under `fileId`; a plain capture is decoded. With
   * `frameIndex`, that frame is decoded in the same job and comes back with the header (one round trip to the first
   * image); the codec it needs starts loading before the parse, from the transfer syntax in the file meta group.
   */
  | { kind: 'open'; id: number; fileId: number; bytes: ArrayBuffer; url: string; contentType: string; frameIndex?: number; codecBase?: string }
  /** Start loading the codec a transfer syntax needs (the first bytes of a file named it), answered when it is ready. */
  | { kind: 'codec'; id: number; transferSyntaxUid: string; codecBase: string }
  /** Decode a frame of a kept file. */
  | { kind: 'frame'; id: number; fileId: number; frameIndex: number; codecBase: string }
  /** Read the waveforms of a kept file. */
  | { kind: 'waveform'; id: number; fileId: number }
  /** Draw one waveform group of a kept file as an ECG sheet, at a device pixel ratio. */
  | { kind: 'sheet'; id: number; fileId: number; group: number; ratio: number }
  /** Forget a kept file. */
  | { kind: 'close'; id: number; fileId: number }

/**
 * A waveform group as the page lists it beside its sheet: label, sampling rate and lead names.
 *
 * @example
 * const choices = groups.map((group) => group.label)
 */
export interface WaveformGroupSummary {
  label: string
  samplingFrequency: number
  leads: string[]
}

/**
 * Messages a decode worker answers with; a decoded frame's buffer is transferred back.
 *
 * @example
 * if (reply.ok && 'frame' in reply) show(reply.frame)
 */
export type WorkerReply =
  | { id: number; ok: true; frame: DecodedFrame }
  | { id: number; ok: false; code: DicomErrorCode; message: string; status?: number }
  | { id: number; ok: true; resources: string[] }
  /**
   * An opened file: a DICOM header (with `firstFrame`, the frame the job asked for, when it decoded), or a plain
   * capture's minimal header with its one decoded frame.
   */
  | { id: number; ok: true; meta: ImageMeta; frame?: DecodedFrame; firstFrame?: DecodedFrame }
  | { id: number; ok: true; codec: true }
  | { id: number; ok: true; waveform: Waveform }
  | { id: number; ok: true; sheet: WaveformSheet; groups: WaveformGroupSummary[]; mmPerSecond: number; mmPerMillivolt: number }
  | { id: number; ok: true; closed: true }
