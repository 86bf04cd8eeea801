import { expect } from '@open-wc/testing'
import { readMultipart, type MultipartPart } from '../../../src/core/dicomweb/multipart'
import { part10SopInstanceUid } from '../../../src/core/dicomweb/part10'

const encoder = new TextEncoder()
const boundary = 'b0undary-42'
const contentType = `multipart/related; type="application/dicom"; boundary=${boundary}`

/** Bytes of a given length whose values run 0…250 over and over (a body that contains CR, LF and dashes). */
function payload(length: number, seed: number): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => (i * 7 + seed) % 251)
}

/** A multipart body: a preamble, the parts (with or without Content-Length), the closing delimiter. */
function multipart(parts: Array<{ body: Uint8Array; length: boolean }>): Uint8Array {
  const pieces: Uint8Array[] = [encoder.encode('a preamble to skip\r\n')]
  for (const { body, length } of parts) {
    pieces.push(encoder.encode(`--${boundary}\r\nContent-Type: application/dicom\r\n${length ? `Content-Length: ${body.length}\r\n` : ''}\r\n`), body, encoder.encode('\r\n'))
  }
  pieces.push(encoder.encode(`--${boundary}--\r\n`))
  const whole = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0))
  let at = 0
  for (const piece of pieces) {
    whole.set(piece, at)
    at += piece.length
  }
  return whole
}

/** A stream giving `bytes` in chunks of `size`, and failing after `failAfter` bytes if given. */
function streamOf(bytes: Uint8Array, size: number, failAfter?: number): ReadableStream<Uint8Array> {
  let at = 0
  return new ReadableStream({
    pull(controller) {
      if (failAfter !== undefined && at >= failAfter) return controller.error(new TypeError('network error'))
      if (at >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(at, Math.min(at + size, bytes.length, failAfter ?? Infinity)))
      at += size
    },
  })
}

describe('readMultipart (a WADO-RS series answer read as it streams)', () => {
  const bodies = [payload(3000, 1), payload(17, 2), payload(4096, 3)]
  const body = multipart(bodies.map((b, i) => ({ body: b, length: i !== 1 })))

  it('hands every part over whole, whatever size the chunks come in, with and without Content-Length', async () => {
    for (const size of [1, 7, 64, 1000, body.length]) {
      const parts: MultipartPart[] = []
      await readMultipart(streamOf(body, size), contentType, (part) => parts.push(part))
      expect(parts.map((p) => p.body.length), `chunks of ${size}`).to.deep.equal(bodies.map((b) => b.length))
      parts.forEach((part, i) => {
        expect(Array.from(part.body), `chunks of ${size}, part ${i}`).to.deep.equal(Array.from(bodies[i]!))
        // Each part in an array of its own: it can be transferred to a worker without the rest of the answer.
        expect(part.body.byteLength).to.equal(part.body.buffer.byteLength)
        expect(part.headers['content-type']).to.equal('application/dicom')
      })
    }
  })

  it('keeps the parts that came before the answer broke off, then rejects', async () => {
    const parts: MultipartPart[] = []
    // The stream fails in the middle of the third part.
    const cut = body.length - 2000
    const failed = await readMultipart(streamOf(body, 500, cut), contentType, (part) => parts.push(part)).then(
      () => null,
      (error: unknown) => error,
    )
    expect(failed).to.be.instanceOf(TypeError)
    expect(parts.map((p) => p.body.length)).to.deep.equal([3000, 17])
  })

  it('rejects an answer that ends in the middle of a part, and takes a plain answer as one part', async () => {
    const parts: MultipartPart[] = []
    const truncated = await readMultipart(streamOf(body.slice(0, body.length - 2000), 333), contentType, (part) => parts.push(part)).then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    )
    expect(truncated).to.contain('ended in the middle of a part')
    expect(parts).to.have.length(2)
    const plain: MultipartPart[] = []
    await readMultipart(streamOf(bodies[0]!, 100), 'application/dicom', (part) => plain.push(part))
    expect(plain.map((p) => p.body.length)).to.deep.equal([3000])
  })
})

describe('part10SopInstanceUid', () => {
  it('reads the SOP Instance UID of a Part 10 file from its meta header, and nothing from other bytes', async () => {
    const file = new Uint8Array(await (await fetch('/demo/assets/dicom/CT_small.dcm')).arrayBuffer())
    expect(part10SopInstanceUid(file)).to.equal('1.3.6.1.4.1.5962.1.1.1.1.1.20040119072730.12322')
    expect(part10SopInstanceUid(payload(400, 0))).to.equal(undefined)
    expect(part10SopInstanceUid(file.slice(0, 150))).to.equal(undefined)
  })
})
