import { DicomError } from './DicomError'

/**
 * Options of {@link loadFromUrl} and {@link openImageFile}.
 *
 * @example
 * await loadFromUrl(url, { headers: { Authorization: token }, signal: controller.signal })
 */
export interface LoadFromUrlOptions {
  /** Request headers, e.g. the session's `Authorization`. */
  headers?: HeadersInit
  signal?: AbortSignal
  /** `include` for cookie sessions on another origin. */
  credentials?: RequestCredentials
}

/**
 * Whether fetched bytes are a plain JPEG/PNG capture rather than DICOM: a DICM prefix wins over a wrong Content-Type
 * (some archives label every object image/jpeg), then the Content-Type, then the JPEG and PNG signatures.
 *
 * @example
 * isPlainImage(new Uint8Array(buffer, 0, 132), 'image/jpeg')
 */
export function isPlainImage(bytes: Uint8Array, contentType: string): boolean {
  if (bytes.length >= 132 && bytes[128] === 0x44 && bytes[129] === 0x49 && bytes[130] === 0x43 && bytes[131] === 0x4d) return false
  if (/^image\/(jpeg|png|gif|webp|bmp)/i.test(contentType)) return true
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47
  return jpeg || png
}

/**
 * Fetches an image object with the caller's headers: its bytes and Content-Type (without parameters). HTTP errors
 * reject with `DicomError('http-error')` carrying `detail.status`; an abort rejects with the signal's AbortError.
 *
 * @example
 * const { buffer, contentType } = await fetchImageBytes(url, { headers })
 */
export async function fetchImageBytes(url: string, options: LoadFromUrlOptions = {}): Promise<{ buffer: ArrayBuffer; contentType: string }> {
  const init: RequestInit = {}
  if (options.headers) init.headers = options.headers
  if (options.signal) init.signal = options.signal
  if (options.credentials) init.credentials = options.credentials
  const response = await fetch(url, init)
  if (!response.ok) {
    throw new DicomError('http-error', `Loading ${url} failed: HTTP ${response.status} ${response.statusText}`.trim(), { status: response.status, url })
  }
  const buffer = await response.arrayBuffer()
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim()
  return { buffer, contentType }
}
