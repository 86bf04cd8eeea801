import { expect } from '@open-wc/testing'
import { decodeFrame, DicomError, loadFromUrl } from '../../../src/core/dicom'
import { sampleBase } from './samples'

async function imageUrl(type: 'image/png' | 'image/jpeg'): Promise<string> {
  const canvas = document.createElement('canvas')
  canvas.width = 16
  canvas.height = 8
  const context = canvas.getContext('2d')!
  context.fillStyle = 'rgb(255, 0, 0)'
  context.fillRect(0, 0, 8, 8)
  context.fillStyle = 'rgb(0, 0, 255)'
  context.fillRect(8, 0, 8, 8)
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type, 0.95))
  return URL.createObjectURL(blob)
}

describe('loadFromUrl', () => {
  const realFetch = window.fetch
  afterEach(() => {
    window.fetch = realFetch
  })

  it('sends the caller’s headers and keys the dataset by URL', async () => {
    let sent: Headers | undefined
    window.fetch = (input, init) => {
      sent = new Headers(init?.headers)
      return realFetch(input, init)
    }
    const url = `${sampleBase}MR_small.dcm`
    const dataset = await loadFromUrl(url, { headers: { Authorization: 'Bearer test-token' } })
    expect(sent?.get('Authorization')).to.equal('Bearer test-token')
    expect(dataset.kind).to.equal('dicom')
    expect(dataset.url).to.equal(url)
    expect(dataset.meta.patientName).to.be.a('string')
  })

  it('rejects an HTTP error with http-error and the status', async () => {
    let error: unknown
    try {
      await loadFromUrl(`${sampleBase}no-such-file.dcm`)
    } catch (caught) {
      error = caught
    }
    expect(error).to.be.instanceOf(DicomError)
    expect((error as DicomError).code).to.equal('http-error')
    expect((error as DicomError).detail.status).to.equal(404)
  })

  it('rejects with the AbortError when the signal aborts', async () => {
    const controller = new AbortController()
    controller.abort()
    let error: unknown
    try {
      await loadFromUrl(`${sampleBase}CT_small.dcm`, { signal: controller.signal })
    } catch (caught) {
      error = caught
    }
    expect((error as Error).name).to.equal('AbortError')
  })

  it('decodes a plain PNG capture into an RGB frame', async () => {
    const image = await loadFromUrl(await imageUrl('image/png'))
    expect(image.kind).to.equal('image')
    const frame = await decodeFrame(image)
    expect([frame.width, frame.height, frame.samplesPerPixel]).to.deep.equal([16, 8, 3])
    expect(Array.from(frame.data.subarray(0, 3))).to.deep.equal([255, 0, 0])
    const right = (3 * 16 + 12) * 3
    expect(Array.from(frame.data.subarray(right, right + 3))).to.deep.equal([0, 0, 255])
  })

  it('decodes a plain JPEG capture into an RGB frame', async () => {
    const image = await loadFromUrl(await imageUrl('image/jpeg'))
    const frame = await decodeFrame(image)
    expect(frame.samplesPerPixel).to.equal(3)
    const [r, g, b] = Array.from(frame.data.subarray(0, 3))
    expect(r).to.be.above(230)
    expect(g).to.be.below(30)
    expect(b).to.be.below(30)
  })
})
