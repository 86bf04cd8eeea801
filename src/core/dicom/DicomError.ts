/**
 * Stable reasons a DICOM object cannot be shown. Callers branch on these (and translate them); the message is for
 * logs and developers.
 *
 * @example
 * if (error instanceof DicomError && error.code === 'unsupported-transfer-syntax') offerDownload()
 */
export type DicomErrorCode =
  | 'not-dicom'
  | 'truncated'
  | 'invalid-header'
  | 'unsupported-transfer-syntax'
  | 'needs-async'
  | 'no-pixel-data'
  | 'frame-out-of-range'
  | 'codec-load-failed'
  | 'decode-failed'
  | 'http-error'
  | 'not-waveform'

/**
 * The one error type of the DICOM engine: a stable `code`, a human message, and whatever the engine knew when it
 * failed (`detail`: the transfer syntax UID, the HTTP status, the byte counts…).
 *
 * @example
 * try {
 *   parseDicom(buffer)
 * } catch (error) {
 *   if (error instanceof DicomError && error.code === 'truncated') showBroken(error.message)
 * }
 */
export class DicomError extends Error {
  override readonly name = 'DicomError'

  constructor(
    readonly code: DicomErrorCode,
    message: string,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message)
  }
}
