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

/**
 * Splits a `multipart/related` body (RFC 2046, as WADO-RS answers frames and instances) into its parts. A part's
 * bytes end at its Content-Length when it gives one, else before the next boundary. An answer that is not multipart
 * is one part with the answer's own Content-Type.
 *
 * @example
 * const [part] = parseMultipart(new Uint8Array(await response.arrayBuffer()), response.headers.get('content-type')!)
 */
export function parseMultipart(body: Uint8Array, contentType: string): MultipartPart[] {
  const boundary = /^\s*multipart\//i.test(contentType) ? contentTypeParam(contentType, 'boundary') : undefined
  if (!boundary) return [{ headers: { 'content-type': contentType }, body }]
  const encoder = new TextEncoder()
  const delimiter = encoder.encode(`--${boundary}`)
  const next = encoder.encode(`\r\n--${boundary}`)
  const parts: MultipartPart[] = []
  let at = indexOf(body, delimiter, 0)
  while (at >= 0) {
    let start = at + delimiter.length
    // `--boundary--` closes the body.
    if (body[start] === 0x2d && body[start + 1] === 0x2d) break
    while (body[start] === 0x20 || body[start] === 0x09) start++
    if (body[start] === 0x0d && body[start + 1] === 0x0a) start += 2
    const headerEnd = indexOf(body, encoder.encode('\r\n\r\n'), start)
    // A part without headers starts with the blank line at once.
    const blank = body[start] === 0x0d && body[start + 1] === 0x0a
    const headers = blank ? {} : headerEnd < 0 ? {} : readHeaders(new TextDecoder().decode(body.subarray(start, headerEnd)))
    const dataStart = blank ? start + 2 : headerEnd < 0 ? start : headerEnd + 4
    const length = Number(headers['content-length'])
    let dataEnd: number
    if (Number.isInteger(length) && length >= 0 && dataStart + length <= body.length) dataEnd = dataStart + length
    else {
      const found = indexOf(body, next, dataStart)
      dataEnd = found < 0 ? body.length : found
    }
    parts.push({ headers, body: body.subarray(dataStart, dataEnd) })
    at = indexOf(body, delimiter, dataEnd)
  }
  return parts
}
