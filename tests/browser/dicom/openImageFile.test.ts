import { expect } from '@open-wc/testing'
import {
  cachedImageFrame,
  closeImageFile,
  decodeFrame,
  decodeImageFrame,
  DicomError,
  openImageFile,
  parseWaveform,
  readImageWaveform,
  type DecodedFrame,
} from '../../../src/core/dicom'
import { loadSample, manifest, sampleBase, useBuiltCodecs } from './samples'

async function rejection(promise: Promise<unknown>): Promise<DicomError> {
  try {
    await promise
  } catch (error) {
    expect(error, String(error)).to.be.instanceOf(DicomError)
    return error as DicomError
  }
  throw new Error('expected a rejection')
}

const same = (a: DecodedFrame, b: DecodedFrame) => {
  expect([a.width, a.height, a.samplesPerPixel, a.photometric, a.min, a.max]).to.deep.equal([b.width, b.height, b.samplesPerPixel, b.photometric, b.min, b.max])
  expect(a.data.constructor).to.equal(b.data.constructor)
  expect(a.data.length).to.equal(b.data.length)
  for (let i = 0; i < a.data.length; i++) if (a.data[i] !== b.data[i]) throw new Error(`sample ${i}: ${a.data[i]} ≠ ${b.data[i]}`)
}

describe('openImageFile: parsing and decoding in the decode worker', () => {
  before(useBuiltCodecs)

  for (const name of Object.keys(manifest)) {
    it(`${name}: the worker gives the same header and frames as parsing on the page`, async () => {
      // A query string makes the cache keys of the two paths differ, so both really decode.
      const file = await openImageFile(`${sampleBase}${name}?via=worker`)
      const page = await loadSample(name)
      expect(file.kind).to.equal('dicom-file')
      expect(file.meta).to.deep.equal(page.meta)
      for (let frame = 0; frame < page.meta.numberOfFrames; frame++) same(await decodeImageFrame(file, frame), await decodeFrame(page, frame))
      closeImageFile(file)
    })
  }

  it('caches frames by URL and answers from the cache at once', async () => {
    const file = await openImageFile(`${sampleBase}emri_small.dcm?cache=1`)
    expect(cachedImageFrame(file, 3)).to.equal(undefined)
    const first = await decodeImageFrame(file, 3)
    expect(cachedImageFrame(file, 3)).to.equal(first)
    expect(await decodeImageFrame(file, 3)).to.equal(first)
    closeImageFile(file)
  })

  it('reads an ECG’s waveforms in the worker as on the page', async () => {
    const file = await openImageFile(`${sampleBase}waveform_ecg.dcm`)
    expect(file.meta.hasWaveform).to.equal(true)
    const worker = await readImageWaveform(file)
    const page = parseWaveform(await loadSample('waveform_ecg.dcm'))
    expect(worker.groups.map((g) => [g.label, g.samplingFrequency, g.leads.length])).to.deep.equal(page.groups.map((g) => [g.label, g.samplingFrequency, g.leads.length]))
    expect(Array.from(worker.groups[0]!.leads[1]!.samples.subarray(0, 50))).to.deep.equal(Array.from(page.groups[0]!.leads[1]!.samples.subarray(0, 50)))
  })

  it('decodes a plain PNG capture in the worker', async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 3
    canvas.height = 2
    const ctx = canvas.getContext('2d')!
    ctx.fillStyle = '#ff0000'
    ctx.fillRect(0, 0, 3, 1)
    ctx.fillStyle = '#0000ff'
    ctx.fillRect(0, 1, 3, 1)
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'))
    const file = await openImageFile(URL.createObjectURL(blob))
    expect(file.kind).to.equal('image')
    const frame = await decodeImageFrame(file)
    expect([frame.width, frame.height, frame.samplesPerPixel]).to.deep.equal([3, 2, 3])
    expect(Array.from(frame.data.subarray(0, 3))).to.deep.equal([255, 0, 0])
    expect(Array.from(frame.data.subarray(9, 12))).to.deep.equal([0, 0, 255])
  })

  it('rejects with the engine’s codes: truncated, not-dicom, http-error with the status, a closed file', async () => {
    expect((await rejection(openImageFile(`${sampleBase}MR_truncated.dcm`))).code).to.equal('truncated')
    expect((await rejection(openImageFile(`${sampleBase}MANIFEST.md`))).code).to.equal('not-dicom')
    const missing = await rejection(openImageFile(`${sampleBase}nothing-here.dcm`))
    expect(missing.code).to.equal('http-error')
    expect(missing.detail.status).to.equal(404)
    const file = await openImageFile(`${sampleBase}CT_small.dcm?closed=1`)
    closeImageFile(file)
    expect((await rejection(decodeImageFrame(file, 0))).code).to.equal('decode-failed')
  })
})
