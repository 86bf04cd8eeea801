/**
 * Why a DICOMweb request failed: the archive did not answer (`unreachable`, `timeout`), answered an HTTP error
 * (`http`, with `status`), or answered something that is not what DICOMweb promises (`bad-response`).
 */
export type DicomWebErrorCode = 'unreachable' | 'timeout' | 'http' | 'bad-response'

/**
 * The one error type of the DICOMweb client: a stable `code`, the HTTP `status` when there was one, and the URL asked.
 *
 * @example
 * if (error instanceof DicomWebError && error.status === 403) showNoAccess()
 */
export class DicomWebError extends Error {
  override name = 'DicomWebError'

  constructor(
    readonly code: DicomWebErrorCode,
    message: string,
    readonly url: string,
    readonly status?: number,
    /** What the server said in its error body (a hospital backend's own message), when it said something. */
    readonly serverMessage?: string,
  ) {
    super(message)
  }
}
