import { AwsClient } from 'aws4fetch'
import { HttpError } from './errors'

/** How long one call to the object store may take before it is given up (connecting included). */
export const S3_TIMEOUT_MS = 5000

/** What the client needs to reach a bucket (the secret already opened). */
export interface S3Settings {
  endpoint: string
  region: string
  bucket: string
  accessKey: string
  secretKey: string
  forcePathStyle: boolean
}

/** One object of a listing. */
export interface S3Object {
  key: string
  size: number
  lastModified: string
  etag: string
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** Decodes the five XML entities and numeric references of S3's answers. */
function xmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_m, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
    return ENTITIES[name.toLowerCase()] ?? ''
  })
}

/** The text of the first `<tag>` inside `xml`, decoded, or null. */
function tagText(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml)
  return match ? xmlText(match[1]!) : null
}

/** Encodes an object key for a URL path, keeping its slashes (S3 keys are paths). */
function keyPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/')
}

/**
 * A small S3 client over `fetch` with SigV4 signatures (aws4fetch): list, put, get, delete objects and a bucket check.
 * Every call gives up after {@link S3_TIMEOUT_MS} and never retries; a failure becomes the contract's error with a
 * message key — 504 `s3.timeout`, 502 `s3.unreachable` (nothing listening, no such host) or 502 `s3.refused` naming
 * the store's own error code (`NoSuchBucket`, `SignatureDoesNotMatch`, …) — never a hang or a 500.
 *
 * @example
 * const store = new S3Store(settings)
 * await store.put('report.pdf', bytes, 'application/pdf')
 */
export class S3Store {
  private readonly client: AwsClient
  private readonly base: string

  constructor(private readonly settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey, service: 's3', region: settings.region, retries: 0,
    })
    const endpoint = new URL(settings.endpoint)
    this.base = settings.forcePathStyle
      ? `${endpoint.origin}/${encodeURIComponent(settings.bucket)}`
      : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`
  }

  /**
   * Sends one signed request and reads its whole answer as text within the time limit; a store's error answer
   * (4xx/5xx) throws unless its status is in `accept`. With `stream` (a download) the limit ends when the headers
   * arrive and the body is left unread in `response`.
   */
  private async send(path: string, init: RequestInit = {}, accept: readonly number[] = [], stream = false): Promise<{ status: number; text: string; response: Response }> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), S3_TIMEOUT_MS)
    try {
      const response = await this.client.fetch(`${this.base}${path}`, { ...init, signal: controller.signal })
      if (stream && (response.ok || accept.includes(response.status))) return { status: response.status, text: '', response }
      const text = init.method === 'HEAD' ? '' : await response.text()
      if (response.ok || accept.includes(response.status)) return { status: response.status, text, response }
      const code = tagText(text, 'Code') ?? `HTTP ${response.status}`
      throw new HttpError(502, 's3.refused', { params: { code, status: response.status, bucket: this.settings.bucket } })
    } catch (error) {
      if (error instanceof HttpError) throw error
      const name = (error as { name?: string } | null)?.name
      if (controller.signal.aborted || name === 'TimeoutError') {
        throw new HttpError(504, 's3.timeout', { params: { endpoint: this.settings.endpoint, seconds: S3_TIMEOUT_MS / 1000 } })
      }
      const cause = (error as { cause?: { code?: string } } | null)?.cause?.code ?? (error instanceof Error ? error.message : String(error))
      throw new HttpError(502, 's3.unreachable', { params: { endpoint: this.settings.endpoint, reason: cause } })
    } finally {
      clearTimeout(timer)
    }
  }

  /** Checks that the bucket exists and the keys are accepted (a listing of one key). */
  async check(): Promise<void> {
    await this.send('?list-type=2&max-keys=1')
  }

  /** Every object whose key starts with `prefix`, up to `limit` of them, in key order. */
  async list(prefix = '', limit = 10_000): Promise<{ objects: S3Object[]; truncated: boolean }> {
    const objects: S3Object[] = []
    let token: string | null = null
    for (;;) {
      const query = new URLSearchParams({ 'list-type': '2', 'max-keys': '1000' })
      if (prefix) query.set('prefix', prefix)
      if (token) query.set('continuation-token', token)
      const xml = (await this.send(`?${query.toString()}`)).text
      for (const match of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const part = match[1]!
        objects.push({
          key: tagText(part, 'Key') ?? '',
          size: Number(tagText(part, 'Size') ?? 0),
          lastModified: tagText(part, 'LastModified') ?? '',
          etag: (tagText(part, 'ETag') ?? '').replace(/"/g, ''),
        })
      }
      token = tagText(xml, 'IsTruncated') === 'true' ? tagText(xml, 'NextContinuationToken') : null
      if (!token) return { objects, truncated: false }
      if (objects.length >= limit) return { objects: objects.slice(0, limit), truncated: true }
    }
  }

  /** Stores `bytes` under `key`. */
  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.send(`/${keyPath(key)}`, {
      method: 'PUT', body: bytes as Uint8Array<ArrayBuffer>, headers: { 'Content-Type': contentType },
    })
  }

  /** The object's answer (body not read yet), or null when there is no such key. */
  async get(key: string): Promise<Response | null> {
    const answer = await this.send(`/${keyPath(key)}`, {}, [404], true)
    if (answer.status !== 404) return answer.response
    await answer.response.body?.cancel()
    return null
  }

  /** Removes `key` (S3 answers success for a key that is not there). */
  async remove(key: string): Promise<void> {
    await this.send(`/${keyPath(key)}`, { method: 'DELETE' })
  }
}
