import { expect } from '@open-wc/testing'
import { decodeFrame, DicomError, parseDicom, parseDicomAsync, type DecodedFrame } from '../../../src/core/dicom'
import { allFrames, loadSample, lossy, manifest, rgbAt, sampleBytes, summary, toYcbcr, useBuiltCodecs, ycbcrInManifest } from './samples'

async function rejection(promise: Promise<unknown>): Promise<DicomError> {
  try {
    await promise
  } catch (error) {
    expect(error, String(error)).to.be.instanceOf(DicomError)
    return error as DicomError
  }
  throw new Error('expected a rejection')
}

// SC_rgb.dcm's colour bars (10 bands of 10 rows), sampled at column 50 of rows 5, 15, … 95 (pydicom's reference).
const bars: Array<[number, [number, number, number]]> = [
  [5, [255, 0, 0]],
  [15, [255, 128, 128]],
  [25, [0, 255, 0]],
  [35, [128, 255, 128]],
  [45, [0, 0, 255]],
  [55, [128, 128, 255]],
  [65, [0, 0, 0]],
  [75, [64, 64, 64]],
  [85, [192, 192, 192]],
  [95, [255, 255, 255]],
]

describe('DICOM decode: every sample against MANIFEST.md', () => {
  before(useBuiltCodecs)

  for (const [name, expected] of Object.entries(manifest)) {
    it(`${name} decodes to the reference stored values${lossy.has(name) ? ' (lossy: with tolerance)' : ' exactly'}`, async () => {
      const dataset = await loadSample(name)
      expect(dataset.meta.numberOfFrames).to.equal(expected.frames ?? 1)
      const frames = await allFrames(dataset, { keepPaletteIndices: true })
      expect(frames).to.have.length(expected.frames ?? 1)
      for (const frame of frames) {
        expect([frame.width, frame.height]).to.deep.equal([dataset.meta.columns, dataset.meta.rows])
        expect(frame.data.length).to.equal(frame.width * frame.height * frame.samplesPerPixel)
      }
      if (ycbcrInManifest.has(name)) {
        // MANIFEST lists YCbCr for these; the engine returns RGB, so convert back before comparing.
        const ycc = summary(frames.map((frame) => ({ data: toYcbcr(frame.data as Uint8Array) })))
        expect(ycc.mean, 'mean of YCbCr').to.be.closeTo(expected.mean, 1)
        expect(ycc.max, 'max of YCbCr').to.be.closeTo(expected.max, 4)
        return
      }
      const actual = summary(frames)
      if (lossy.has(name)) {
        expect(actual.min).to.be.closeTo(expected.min, 2)
        expect(actual.max).to.be.closeTo(expected.max, 2)
        expect(actual.mean).to.be.closeTo(expected.mean, 0.2)
      } else {
        expect([actual.min, actual.max]).to.deep.equal([expected.min, expected.max])
        expect(actual.mean).to.be.closeTo(expected.mean, 0.01)
      }
    })
  }
})

describe('DICOM decode: equivalences, colour and multi-frame', () => {
  before(useBuiltCodecs)

  it('gives identical values for all five MR_small encodings (explicit, implicit, big endian, RLE, JPEG-LS, J2K)', async () => {
    const reference = (await decodeFrame(await loadSample('MR_small.dcm'))).data
    expect(reference).to.be.instanceOf(Int16Array)
    for (const name of ['MR_small_implicit.dcm', 'MR_small_bigendian.dcm', 'MR_small_RLE.dcm', 'MR_small_jpeg_ls_lossless.dcm', 'MR_small_jp2klossless.dcm']) {
      const frame = await decodeFrame(await loadSample(name))
      expect(frame.data, name).to.be.instanceOf(Int16Array)
      expect(Array.from(frame.data), name).to.deep.equal(Array.from(reference))
    }
  })

  it('decodes the 21-fragment JPEG-LS CT exactly like the uncompressed one', async () => {
    const explicit = await decodeFrame(await loadSample('CT1_UNC_explicit_little_endian.dcm'))
    const jpegLs = await decodeFrame(await loadSample('CT1_UNC_fragmented_bot_jpeg_ls.dcm'))
    expect(jpegLs.data.length).to.equal(512 * 512)
    let differences = 0
    for (let i = 0; i < explicit.data.length; i++) if (explicit.data[i] !== jpegLs.data[i]) differences++
    expect(differences).to.equal(0)
  })

  it('returns SC_rgb colour bars in RGB order, top row first, for native, RLE and lossless JPEG', async () => {
    for (const name of ['SC_rgb.dcm', 'SC_rgb_rle.dcm', 'SC_rgb_jpeg_gdcm.dcm']) {
      const frame = await decodeFrame(await loadSample(name))
      expect(frame.samplesPerPixel, name).to.equal(3)
      expect(frame.data, name).to.be.instanceOf(Uint8Array)
      for (const [row, rgb] of bars) expect(rgbAt(frame, row, 50), `${name} row ${row}`).to.deep.equal(rgb)
    }
  })

  it('turns the YBR_FULL JPEG Baseline copy of SC_rgb into the same bars within JPEG tolerance', async () => {
    const reference = await decodeFrame(await loadSample('SC_rgb.dcm'))
    const jpeg = await decodeFrame(await loadSample('SC_rgb_jpeg_dcmtk.dcm'))
    for (const [row, rgb] of bars) {
      const actual = rgbAt(jpeg, row, 50)
      for (let c = 0; c < 3; c++) expect(actual[c], `row ${row} channel ${c}`).to.be.closeTo(rgb[c]!, 8)
    }
    let total = 0
    for (let i = 0; i < reference.data.length; i++) total += Math.abs(reference.data[i]! - jpeg.data[i]!)
    expect(total / reference.data.length, 'mean absolute difference').to.be.below(4)
  })

  it('decodes the YBR_RCT JPEG 2000 ultrasound (3 fragments) to RGB', async () => {
    const frame = await decodeFrame(await loadSample('US1_J2KR.dcm'))
    expect([frame.width, frame.height, frame.samplesPerPixel]).to.deep.equal([640, 480, 3])
  })

  it('maps PALETTE COLOR indices through the 16-bit palette to RGB by default', async () => {
    const dataset = await loadSample('examples_palette.dcm')
    const indices = await decodeFrame(dataset, 0, { keepPaletteIndices: true })
    const rgb = await decodeFrame(dataset, 0)
    expect(indices.samplesPerPixel).to.equal(1)
    expect(rgb.samplesPerPixel).to.equal(3)
    expect(rgb.photometric).to.equal('RGB')
    // Same index → same colour, and the image is not grey everywhere.
    const colourOf = new Map<number, string>()
    let coloured = 0
    for (let p = 0; p < indices.data.length; p++) {
      const colour = rgbAt(rgb, Math.floor(p / rgb.width), p % rgb.width)
      const key = colour.join()
      const seen = colourOf.get(indices.data[p]!)
      if (seen) expect(seen).to.equal(key)
      else colourOf.set(indices.data[p]!, key)
      if (colour[0] !== colour[1] || colour[1] !== colour[2]) coloured++
    }
    expect(coloured).to.be.above(0)
  })

  it('reads emri_small as 10 frames of 12-bit values', async () => {
    const dataset = await loadSample('emri_small.dcm')
    expect(dataset.meta.numberOfFrames).to.equal(10)
    expect(dataset.meta.bitsStored).to.equal(12)
    const last = await decodeFrame(dataset, 9)
    expect(last.frameIndex).to.equal(9)
    expect((await rejection(decodeFrame(dataset, 10))).code).to.equal('frame-out-of-range')
  })

  it('reads examples_ybr_color as a 30-frame cine at 33.333 ms per frame, one fragment per frame', async () => {
    const dataset = await loadSample('examples_ybr_color.dcm')
    expect(dataset.meta.numberOfFrames).to.equal(30)
    expect(dataset.meta.frameTime).to.be.closeTo(33.333, 0.0005)
    const [first, last] = await Promise.all([decodeFrame(dataset, 0), decodeFrame(dataset, 29)])
    expect([first.width, first.height, first.samplesPerPixel]).to.deep.equal([320, 240, 3])
    expect(Array.from(first.data)).not.to.deep.equal(Array.from(last.data))
  })

  it('keeps decoded frames in the cache: the second decode of a URL frame is the same object', async () => {
    const dataset = await loadSample('CT_small.dcm')
    const first = await decodeFrame(dataset, 0)
    expect(await decodeFrame(dataset, 0)).to.equal(first)
  })
})

describe('DICOM decode: header validation and errors', () => {
  it('rejects MR_truncated with the truncated code while its siblings decode', async () => {
    const bytes = await sampleBytes('MR_truncated.dcm')
    let error: unknown
    try {
      parseDicom(bytes)
    } catch (caught) {
      error = caught
    }
    expect(error).to.be.instanceOf(DicomError)
    expect((error as DicomError).code).to.equal('truncated')
    expect((error as DicomError).message).to.match(/incomplete/i)
    expect(((error as DicomError).detail.meta as { modality?: string } | undefined)?.modality, 'partial header kept').to.equal('MR')
    const sibling: DecodedFrame = await decodeFrame(parseDicom(await sampleBytes('MR_small.dcm')))
    expect(sibling.width).to.equal(64)
  })

  it('rejects random bytes as not-dicom', async () => {
    const random = new Uint8Array(4096)
    crypto.getRandomValues(random)
    random[0] = 0x11 // never a group 0002/0008 start
    expect((await rejection(parseDicomAsync(random.buffer))).code).to.equal('not-dicom')
    expect((await rejection(parseDicomAsync(new Uint8Array(10).buffer))).code).to.equal('not-dicom')
  })

  it('names the UID of an unsupported transfer syntax', async () => {
    const bytes = new Uint8Array(await sampleBytes('MR_small_jpeg_ls_lossless.dcm'))
    // Rewrite the meta header's UID (…4.80, same length) to JPEG XL (…4.110 is longer; use the same-length 4.99).
    const text = new TextDecoder('latin1').decode(bytes.subarray(0, 400))
    const at = text.indexOf('1.2.840.10008.1.2.4.80')
    bytes.set(new TextEncoder().encode('1.2.840.10008.1.2.4.99'), at)
    const error = await rejection(parseDicomAsync(bytes))
    expect(error.code).to.equal('unsupported-transfer-syntax')
    expect(error.message).to.contain('1.2.840.10008.1.2.4.99')
  })

  it('inflates Deflated Explicit VR Little Endian with DecompressionStream', async () => {
    const deflated = await deflateSample('MR_small.dcm')
    expect(() => parseDicom(deflated)).to.throw(DicomError).with.property('code', 'needs-async')
    const dataset = await parseDicomAsync(deflated)
    expect(dataset.meta.transferSyntaxUid).to.equal('1.2.840.10008.1.2.1.99')
    const frame = await decodeFrame(dataset)
    const reference = await decodeFrame(parseDicom(await sampleBytes('MR_small.dcm')))
    expect(Array.from(frame.data)).to.deep.equal(Array.from(reference.data))
  })
})

/**
 * Builds a Deflated Explicit VR Little Endian file from an explicit LE sample: a new file meta group naming
 * 1.2.840.10008.1.2.1.99 followed by the raw-deflated data set (CompressionStream).
 */
async function deflateSample(name: string): Promise<Uint8Array> {
  const bytes = new Uint8Array(await sampleBytes(name))
  const view = new DataView(bytes.buffer)
  const groupLength = view.getUint32(132 + 8, true)
  const metaEnd = 132 + 12 + groupLength
  const body = bytes.subarray(metaEnd)
  const compressed = new Uint8Array(await new Response(new Blob([body]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer())
  // Copy the meta elements after the group length, replacing the transfer syntax value.
  const elements: number[] = []
  let position = 132 + 12
  const push16 = (value: number) => elements.push(value & 0xff, value >> 8)
  while (position < metaEnd) {
    const element = view.getUint16(position + 2, true)
    const vr = String.fromCharCode(bytes[position + 4]!, bytes[position + 5]!)
    const long = ['OB', 'OW', 'UN', 'SQ', 'UT', 'UC', 'UR', 'OF', 'OD', 'OL'].includes(vr)
    const length = long ? view.getUint32(position + 8, true) : view.getUint16(position + 6, true)
    const header = long ? 12 : 8
    let value = Array.from(bytes.subarray(position + header, position + header + length))
    if (element === 0x0010) value = Array.from(new TextEncoder().encode('1.2.840.10008.1.2.1.99\0'))
    push16(0x0002)
    push16(element)
    elements.push(vr.charCodeAt(0), vr.charCodeAt(1))
    if (long) elements.push(0, 0, value.length & 0xff, (value.length >> 8) & 0xff, (value.length >> 16) & 0xff, value.length >>> 24)
    else push16(value.length)
    elements.push(...value)
    position += header + length
  }
  const meta = new Uint8Array(12 + elements.length)
  meta.set([0x02, 0x00, 0x00, 0x00, 0x55, 0x4c, 0x04, 0x00])
  new DataView(meta.buffer).setUint32(8, elements.length, true)
  meta.set(elements, 12)
  const out = new Uint8Array(132 + meta.length + compressed.length)
  out.set(bytes.subarray(0, 132))
  out.set(meta, 132)
  out.set(compressed, 132 + meta.length)
  return out
}
