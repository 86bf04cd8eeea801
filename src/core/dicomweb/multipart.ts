/** One body part of a `multipart/related` answer: its headers (lower-case names) and its bytes. */
export interface MultipartPart {
  headers: Record<string, string>
  body: Uint8Array
}

/**
 * A parameter of a Content-Type value (`boundary`, `type`, `transfer-syntax`), unquoted; parameters nested in a quoted
 * `type` (`type="image/jls; transfer-syntax=…"`, as Orthanc answers) are found too.
 *
 * @example
 * contentTypeParam('multipart/related; type="application/octet-stream"; boundary=abc', 'boundary') // 'abc'
 */
export function contentTypeParam(contentType: string, name: string): string | undefined {
  const pattern = new RegExp(`(?:^|[;\\s"])${name.replace(/[-]/g, '\\-')}\\s*=\\s*("([^"]*)"|[^;"\\s]+)`, 'i')
  const match = pattern.exec(contentType)
  if (!match) return undefined
  return match[2] ?? match[1]
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0]
  const last = haystack.length - needle.length
  outer: for (let i = from; i <= last; i++) {
    if (haystack[i] !== first) continue
    for (let j = 1; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer
    return i
  }
  return -1
}

function readHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return headers
}

/** The bytes received and not yet taken, as the chunks they came in: taking a part copies it once. */
class ChunkQueue {
  #chunks: Uint8Array[] = []
  length = 0

  push(chunk: Uint8Array): void {
    if (!chunk.length) return
    this.#chunks.push(chunk)
    this.length += chunk.length
  }

  /** The first `count` bytes, copied into one array (and kept: a view of them stays valid until taken). */
  peek(count: number): Uint8Array {
    const first = this.#chunks[0]
    if (first && first.length >= count) return first.subarray(0, count)
    const joined = new Uint8Array(Math.min(count, this.length))
    let at = 0
    for (const chunk of this.#chunks) {
      if (at >= joined.length) break
      const piece = chunk.subarray(0, joined.length - at)
      joined.set(piece, at)
      at += piece.length
    }
    return joined
  }

  /** Removes the first `count` bytes; with `keep`, returns them in an array of their own. */
  take(count: number, keep: boolean): Uint8Array | null {
    const taken = keep ? new Uint8Array(count) : null
    let at = 0
    while (at < count) {
      const chunk = this.#chunks[0]!
      const piece = chunk.subarray(0, count - at)
      taken?.set(piece, at)
      at += piece.length
      if (piece.length === chunk.length) this.#chunks.shift()
      else this.#chunks[0] = chunk.subarray(piece.length)
    }
    this.length -= count
    return taken
  }
}

/**
 * Reads a `multipart/related` answer as it streams (a WADO-RS retrieval: one frame or instance, or a whole series with
 * hundreds of instances) and hands each part over as soon as its last byte is in, in an array of its own — the answer
 * is never held whole. A part ends at its Content-Length when it gives one, else before the next boundary; an answer
 * that is not multipart is one part with its own Content-Type. Resolves when the answer ends; rejects when the stream
 * fails (the parts handed over so far stay handed over).
 *
 * @example
 * await readMultipart(response.body!, response.headers.get('content-type')!, (part) => keep(part.body))
 */
export async function readMultipart(stream: ReadableStream<Uint8Array>, contentType: string, onPart: (part: MultipartPart) => void): Promise<void> {
  const boundary = contentTypeParam(contentType, 'boundary')
  const reader = stream.getReader()
  if (!/^\s*multipart\//i.test(contentType) || !boundary) {
    const queue = new ChunkQueue()
    for (let read = await reader.read(); !read.done; read = await reader.read()) queue.push(read.value)
    onPart({ headers: { 'content-type': contentType }, body: queue.take(queue.length, true)! })
    return
  }
  const encoder = new TextEncoder()
  const delimiter = encoder.encode(`--${boundary}`)
  const next = encoder.encode(`\r\n--${boundary}`)
  const blankLine = encoder.encode('\r\n\r\n')
  const queue = new ChunkQueue()
  // Changed by step() below: typed wide so that the loop's checks are not narrowed away.
  let state = 'delimiter' as 'delimiter' | 'headers' | 'body' | 'end'
  let headers: Record<string, string> = {}
  /** Where the search for the end of a part without Content-Length goes on (what was searched holds no boundary). */
  let searched = 0
  let ended = false
  const step = (): boolean => {
    if (state === 'delimiter') {
      const seen = queue.peek(Math.min(queue.length, 64 * 1024))
      const at = indexOf(seen, delimiter, 0)
      if (at < 0) {
        // A preamble (or what is left of a part after its Content-Length) before the delimiter is skipped.
        if (seen.length > delimiter.length) queue.take(seen.length - delimiter.length, false)
        return false
      }
      if (seen.length < at + delimiter.length + 2) return false
      if (seen[at + delimiter.length] === 0x2d && seen[at + delimiter.length + 1] === 0x2d) {
        state = 'end'
        return false
      }
      queue.take(at + delimiter.length, false)
      state = 'headers'
      return true
    }
    if (state === 'headers') {
      const seen = queue.peek(Math.min(queue.length, 16 * 1024))
      let start = 0
      while (seen[start] === 0x20 || seen[start] === 0x09) start++
      if (seen[start] === 0x0d && seen[start + 1] === 0x0a && seen[start + 2] === 0x0d && seen[start + 3] === 0x0a) {
        // No headers: the blank line follows the delimiter's line break at once.
        headers = {}
        queue.take(start + 4, false)
      } else {
        const end = indexOf(seen, blankLine, start)
        if (end < 0) {
          if (seen.length >= 16 * 1024) throw new Error('A part of the multipart answer has no end to its headers')
          return false
        }
        headers = readHeaders(new TextDecoder().decode(seen.subarray(start, end)))
        queue.take(end + 4, false)
      }
      state = 'body'
      searched = 0
      return true
    }
    if (state === 'body') {
      const length = Number(headers['content-length'])
      let size: number
      if (headers['content-length'] !== undefined && Number.isInteger(length) && length >= 0) {
        if (queue.length < length) return false
        size = length
      } else {
        const seen = queue.peek(queue.length)
        const found = indexOf(seen, next, Math.max(0, searched - next.length))
        if (found < 0) {
          if (!ended) {
            searched = seen.length
            return false
          }
          size = seen.length
        } else size = found
      }
      onPart({ headers, body: queue.take(size, true)! })
      state = 'delimiter'
      return true
    }
    return false
  }
  for (;;) {
    const read = await reader.read()
    if (read.done) ended = true
    else queue.push(read.value)
    while (step());
    if (ended || state === 'end') break
  }
  if (state === 'end') await reader.cancel().catch(() => {})
  else if (state !== 'delimiter') throw new Error('The multipart answer ended in the middle of a part')
}
