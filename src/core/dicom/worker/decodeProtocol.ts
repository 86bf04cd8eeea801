import type { DecodedFrame, ImageMeta } from '../dicom.types'
import type { DicomErrorCode } from '../DicomError'
import type { FrameLayout } from '../frameLayout'
import type { Waveform } from '../parseWaveform'
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
  /** Parse a whole file (bytes transferred) and keep it in the worker under `fileId`. */
  | { kind: 'open'; id: number; fileId: number; bytes: ArrayBuffer; url: string }
  /** Decode a frame of a kept file. */
  | { kind: 'frame'; id: number; fileId: number; frameIndex: number; codecBase: string }
  /** Read the waveforms of a kept file. */
  | { kind: 'waveform'; id: number; fileId: number }
  /** Forget a kept file. */
  | { kind: 'close'; id: number; fileId: number }

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
  | { id: number; ok: true; meta: ImageMeta }
  | { id: number; ok: true; waveform: Waveform }
  | { id: number; ok: true; closed: true }
