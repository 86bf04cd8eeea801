import { expect } from '@open-wc/testing'
import { codecBaseUrl, decodeFrame, decodeWorkerResources, DicomError, setCodecBaseUrl, terminateDecodeWorkers } from '../../../src/core/dicom'
import { loadSample, testCodecBase } from './samples'

const fileName = (url: string) => new URL(url).pathname.split('/').pop()!

describe('DICOM codecs load lazily', () => {
  // The page's own timeline, observed from the start; a worker's requests are only in the worker's timeline, which
  // decodeWorkerResources() reads.
  const seen: string[] = []
  const observer = new PerformanceObserver((list) => seen.push(...list.getEntries().map((entry) => entry.name)))

  before(() => {
    // Not useBuiltCodecs(): its probe of decode-worker.js would show up as a codec request.
    observer.observe({ type: 'resource', buffered: true })
    setCodecBaseUrl(testCodecBase)
  })
  after(() => {
    observer.disconnect()
    terminateDecodeWorkers()
    setCodecBaseUrl(testCodecBase)
  })

  it('decodes CT_small without fetching any codec file or starting a worker', async () => {
    const frame = await decodeFrame(await loadSample('CT_small.dcm'))
    expect(frame.width).to.equal(128)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(seen.filter((url) => url.includes('/codecs/'))).to.deep.equal([])
    expect(await decodeWorkerResources()).to.deep.equal([])
  })

  it('decodes the JPEG-LS file fetching only the decode worker and the CharLS files', async () => {
    await decodeFrame(await loadSample('MR_small_jpeg_ls_lossless.dcm'))
    const fetched = (await decodeWorkerResources()).filter((url) => url.includes('/codecs/')).map(fileName)
    expect([...new Set(fetched)].sort()).to.deep.equal(['charlswasm_decode.js', 'charlswasm_decode.wasm', 'decode-worker.js'])
    await new Promise((resolve) => setTimeout(resolve, 50))
    const pageCodecFiles = seen.filter((url) => url.includes('/codecs/')).map(fileName)
    expect(pageCodecFiles.filter((name) => name !== 'decode-worker.js'), 'codecs are fetched by the worker, not the page').to.deep.equal([])
  })

  it('loads a second codec only when a file needs it', async () => {
    await decodeFrame(await loadSample('MR_small_jp2klossless.dcm'))
    const fetched = new Set((await decodeWorkerResources()).map(fileName))
    expect(fetched.has('openjpegwasm_decode.wasm')).to.equal(true)
    expect(fetched.has('openjphjs.wasm'), 'HTJ2K not needed').to.equal(false)
    expect(fetched.has('libjpegturbowasm_decode.wasm'), 'JPEG not needed').to.equal(false)
  })

  it('fails with codec-load-failed when the codec base URL is wrong, and recovers once it is fixed', async () => {
    terminateDecodeWorkers()
    setCodecBaseUrl('/nowhere/codecs')
    expect(codecBaseUrl()).to.equal(new URL('/nowhere/codecs/', location.href).href)
    let error: unknown
    try {
      await decodeFrame(await loadSample('US1_J2KR.dcm'))
    } catch (caught) {
      error = caught
    }
    expect(error).to.be.instanceOf(DicomError)
    expect((error as DicomError).code).to.equal('codec-load-failed')
    setCodecBaseUrl(testCodecBase)
    const frame = await decodeFrame(await loadSample('US1_J2KR.dcm'))
    expect(frame.samplesPerPixel).to.equal(3)
  })

  it('defaults to a codecs/ folder beside the engine module', () => {
    setCodecBaseUrl(null)
    // In the dev server the engine is the source module itself, so the default points next to it.
    expect(codecBaseUrl()).to.match(/\/src\/core\/dicom\/codecs\/$/)
    setCodecBaseUrl(testCodecBase)
  })
})
