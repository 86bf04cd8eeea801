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
  /**
   * Called once with the first bytes (at least the first kilobyte, or the whole object when smaller) while the rest
   * still downloads: enough to read a Part 10 file's meta group and start loading its codec.
   */
  onHead?: (head: Uint8Array) => void
}

const headBytes = 1024

/** Reads a response body, telling `onHead` about its beginning as soon as it is there. */
async function readBody(response: Response, onHead: (head: Uint8Array) => void): Promise<ArrayBuffer> {
  const reader = response.body!.getReader()
  const declared = Number(response.headers.get('content-length'))
  const chunks: Uint8Array[] = []
  let total = 0
  let told = false
  const tell = () => {
    told = true
    const head = chunks.length === 1 ? chunks[0]! : concat(chunks, total)
    try {
      onHead(head)
    } catch {
      // A failing listener must not fail the download.
    }
  }
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    total += value.length
    if (!told && total >= headBytes) tell()
  }
  if (!told && total) tell()
  if (chunks.length === 1 && chunks[0]!.byteOffset === 0 && chunks[0]!.byteLength === chunks[0]!.buffer.byteLength) return chunks[0]!.buffer as ArrayBuffer
  return concat(chunks, Number.isFinite(declared) && declared === total ? declared : total).buffer as ArrayBuffer
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.length
  }
  return out
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
  const buffer = options.onHead && response.body ? await readBody(response, options.onHead) : await response.arrayBuffer()
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim()
  return { buffer, contentType }
}
