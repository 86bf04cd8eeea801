import { expect, waitUntil } from '@open-wc/testing'
import { executeServerCommand } from '@web/test-runner-commands'
import { DicomWebClient, DicomWebError } from '../../../src/core/dicomweb'
import { expectAccessible } from '../support/axe'
import { deepText } from '../support/dom'
import { canvasOf, imageNumber, mountViewer, nextFrame, panes, paneText, pixels, press, samples, useBuiltCodecs, waitForImage } from './support'

// A real Orthanc with the sample files, reached through the runner's `/orthanc-test/` proxy (tests/support/orthancTest.mjs).
const dicomweb = '/orthanc-test/dicom-web'
const ct5n = { study: '1.3.6.1.4.1.5962.1.1.0.0.0.1194734704.16302.0.1', series: '1.3.6.1.4.1.5962.1.1.0.0.0.1194734704.16302.0.6' }
const ctJpegLs = '1.3.6.1.4.1.5962.1.2.1.20040826185059.5457'
/** The sixth slice the runner's Orthanc holds of the CT series: its header claims more rows than its pixel data has. */
const brokenSopInstanceUid = '1.3.6.1.4.1.5962.1.1.0.0.0.1194734704.16302.0.99'
const mrMultiFrame = '1.2.826.0.1.3680043.2.1143.3365540476747857567072393009509418480'

/**
 * Every RGBA value the first pane draws once it shows image 1 of a stack of `count` — the same state on both sides of a
 * comparison (a study's first image may show alone before its series is listed, and a stack's toolbar has more
 * controls than a single image's, so the pane would not be the same size).
 */
async function drawn(attributes: Record<string, string>, count: number): Promise<{ data: number[]; text: string }> {
  const { root, el } = await mountViewer(attributes)
  await waitUntil(() => panes(root).length > 0 && imageNumber(root)?.[1] === count, `a stack of ${count}`, { timeout: 15_000 })
  expect(imageNumber(root)?.[0]).to.equal(1)
  await waitForImage(root, 0, 15_000)
  // Compared at rest: the toolbar may still settle (its stack controls, its fonts) and the pane with it.
  let size = ''
  await waitUntil(async () => {
    const canvas = canvasOf(root)
    const now = `${canvas.clientWidth}×${canvas.clientHeight}`
    const same = now === size
    size = now
    await nextFrame()
    await nextFrame()
    return same && canvas.height === Math.round(canvas.clientHeight * devicePixelRatio)
  }, 'the pane keeps its size')
  await waitForImage(root, 0, 15_000)
  const data = Array.from(pixels(canvasOf(root)).data)
  const text = paneText(root)
  el.remove()
  return { data, text }
}

/** The progress line of a series thumbnail ('' once every image is in). */
function progressText(root: ShadowRoot): string {
  const progress = root.querySelector('[data-series-progress]')
  return progress ? deepText(progress) : ''
}

describe('<clinic-pic-viewer> DICOMweb source', function () {
  this.timeout(60_000)
  before(async () => {
    await useBuiltCodecs()
    // Starts Orthanc and uploads the samples (once per run).
    await executeServerCommand('orthanc-test')
  })

  it('shows the same pixel values over DICOMweb (frames native and JPEG-LS, a whole multi-frame instance) as from the file', async () => {
    // The CT series as the list of its files (image 1 is 2062.dcm) beside the archive's series (its five and a broken one).
    const series = ['2062', '2392', '2693', '3023', '3353'].map((name) => `${samples}series_CT5N/${name}.dcm`).join(' ')
    const cases = [
      { src: series, study: ct5n.study, count: [5, 6] },
      { src: `${samples}CT1_UNC_fragmented_bot_jpeg_ls.dcm`, study: ctJpegLs, count: [1, 1] },
      { src: `${samples}emri_small.dcm`, study: mrMultiFrame, count: [10, 10] },
    ]
    for (const { src, study, count } of cases) {
      const fromFile = await drawn({ src }, count[0]!)
      performance.clearResourceTimings()
      const fromArchive = await drawn({ 'dicomweb-base': dicomweb, 'study-uid': study }, count[1]!)
      // Retrieved by WADO-RS: single-frame images as frames or, the study's first image, as the whole instance (it is
      // asked for before the listing is in); the multi-frame one always as a whole instance, never frame by frame.
      const retrievals = performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /\/instances\/[^/?]+(\/frames\/1)?$/.test(name))
      expect(retrievals.length, `${src}: ${retrievals.join(' ')}`).to.be.above(0)
      if (study === mrMultiFrame) expect(retrievals.some((name) => name.includes('/frames/')), `${src}: ${retrievals.join(' ')}`).to.equal(false)
      expect(fromArchive.data.length, src).to.equal(fromFile.data.length)
      const differing = fromArchive.data.filter((value, i) => value !== fromFile.data[i]).length
      expect(differing, `${src}: pixels that differ`).to.equal(0)
      // The same window from the same header.
      expect(/W -?[\d.]+ L -?[\d.]+/.exec(fromArchive.text)?.[0], src).to.equal(/W -?[\d.]+ L -?[\d.]+/.exec(fromFile.text)?.[0])
    }
  })

  it('shows the first image while the rest still loads, with the series progress, then a broken instance alone fails', async () => {
    // Every image retrieval held back 400 ms: the first image is on screen before the last one has arrived.
    const { root } = await mountViewer({ 'dicomweb-base': '/orthanc-test/slow/400/dicom-web', 'study-uid': ct5n.study, 'series-uid': ct5n.series })
    await waitForImage(root, 0, 15_000)
    // The first image may show alone before the series listing is read; then it is image 1 of the series.
    await waitUntil(() => imageNumber(root)?.[1] === 6, `the series: ${paneText(root).slice(0, 200)}`)
    expect(imageNumber(root)).to.deep.equal([1, 6])
    const early = /(\d+) of (\d+) loaded/.exec(progressText(root))
    expect(early, `progress while loading: "${progressText(root)}"`).to.not.equal(null)
    expect(Number(early![1])).to.be.below(6)
    const bar = root.querySelector('[data-series-progress] progress')
    expect(bar?.getAttribute('aria-label')).to.contain('loaded')
    await expectAccessible(root.host as HTMLElement)
    // The rest arrive around the first; the instance that cannot be decoded is counted apart.
    await waitUntil(() => progressText(root).includes('5 of 6 loaded, 1 failed'), `progress: "${progressText(root)}"`, { timeout: 15_000 })
    const canvas = canvasOf(root)
    press(canvas, 'End')
    await waitUntil(() => imageNumber(root)?.[0] === 6 && /could not|incomplete|invalid/i.test(paneText(root)), `broken slice: ${paneText(root)}`, { timeout: 10_000 })
    press(canvas, 'Home')
    await waitForImage(root)
    expect(imageNumber(root)).to.deep.equal([1, 6])
    press(canvas, 'ArrowDown')
    await waitUntil(() => imageNumber(root)?.[0] === 2)
    await waitForImage(root)
  })

  it('reads a series in one answer: only the image on screen and the broken instance are asked for alone', async () => {
    performance.clearResourceTimings()
    const { root } = await mountViewer({ 'dicomweb-base': dicomweb, 'study-uid': ct5n.study, 'series-uid': ct5n.series })
    await waitUntil(() => progressText(root).includes('5 of 6 loaded, 1 failed'), `progress: "${progressText(root)}"`, { timeout: 15_000 })
    // This viewer's requests (those of an earlier test's viewer may end after the timings were cleared), once the
    // series answer has ended (its timing entry is there from then).
    const ours = () => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes(`${dicomweb}/`))
    await waitUntil(() => ours().some((name) => name.endsWith(`/series/${ct5n.series}`)), 'the series answer ended', { timeout: 15_000 })
    const names = ours()
    expect(names.filter((name) => name.endsWith(`/series/${ct5n.series}`)), names.join(' ')).to.have.length(1)
    // Image 1 is asked for before the listing is in; the broken one, which the engine cannot open as it came, is
    // asked for again alone (and says why it fails when the user reaches it).
    const alone = new Set(names.map((name) => /\/instances\/([^/?]+)(\/frames\/1)?$/.exec(name)?.[1]).filter(Boolean))
    expect(alone.size, [...alone].join(' ')).to.be.at.most(2)
    expect(alone.has(brokenSopInstanceUid), [...alone].join(' ')).to.equal(true)
    const canvas = canvasOf(root)
    for (let image = 2; image <= 5; image++) {
      press(canvas, 'ArrowDown')
      await waitUntil(() => imageNumber(root)?.[0] === image, `image ${image}`)
      await waitForImage(root)
    }
  })

  it('asks for the listing of every instance once the first image is in (Orthanc reads every file for it)', async () => {
    performance.clearResourceTimings()
    const { root } = await mountViewer({ 'dicomweb-base': dicomweb, 'study-uid': ctJpegLs })
    await waitForImage(root, 0, 15_000)
    const entries = () => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.name.includes(`${dicomweb}/studies/${ctJpegLs}/`))
    const found = (pattern: RegExp) => entries().find((entry) => pattern.test(entry.name))
    // The image may be drawn before the listing has been answered (a timing entry is there once its answer is).
    await waitUntil(() => found(/\/instances\?includefield/), 'the listing answered', { timeout: 15_000 })
    const firstSearch = found(/\/instances\?InstanceNumber=1/)
    const listing = found(/\/instances\?includefield/)
    const firstImage = found(/\/instances\/[^/?]+(\/frames\/1)?$/)
    const timeline = entries().map((e) => `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ${e.name.slice(-50)}`).join('\n')
    expect(!!firstSearch && !!listing && !!firstImage, timeline).to.equal(true)
    // Or a second after the search at most, so that a slow first image does not hold the stack back.
    expect(listing!.startTime, timeline).to.be.at.least(Math.min(firstImage!.responseEnd, firstSearch!.startTime + 1000) - 5)
  })

  it('keeps the images of a series answer that broke off, and asks for the rest alone', async () => {
    performance.clearResourceTimings()
    // The answer breaks off after about four of its six instances (each ~4 KB).
    const { root } = await mountViewer({ 'dicomweb-base': '/orthanc-test/cut/17000/dicom-web', 'study-uid': ct5n.study, 'series-uid': ct5n.series })
    await waitUntil(() => progressText(root).includes('5 of 6 loaded, 1 failed'), `progress: "${progressText(root)}"`, { timeout: 15_000 })
    const names = performance.getEntriesByType('resource').map((entry) => entry.name)
    const alone = new Set(names.map((name) => /\/instances\/([^/?]+)(\/frames\/1)?$/.exec(name)?.[1]).filter(Boolean))
    // Those that came whole are not asked for again; those cut off are.
    expect(alone.size, [...alone].join(' ')).to.be.within(2, 4)
    const canvas = canvasOf(root)
    press(canvas, 'ArrowDown')
    await waitUntil(() => imageNumber(root)?.[0] === 2, 'image 2')
    await waitForImage(root)
  })

  it('says in the user\'s words when an image\'s answer breaks off, not in the browser\'s', async () => {
    // Every retrieval's answer (the series', and each image's alone) breaks off after 200 bytes.
    const { root } = await mountViewer({ 'dicomweb-base': '/orthanc-test/cut-all/200/dicom-web', 'study-uid': ct5n.study, 'series-uid': ct5n.series })
    const said = () => (panes(root)[0] ? paneText(root) : '')
    await waitUntil(() => said().includes('The image archive does not answer; this image could not be downloaded.'), 'image 1 failed', { timeout: 15_000 }).catch((error: unknown) => {
      // Before: "The image could not be shown. <uid>: Failed to fetch".
      throw new Error(`${String(error)}; the pane says: ${said()}`)
    })
    expect(paneText(root)).to.include('Im 1/6')
  })

  it('tells its caller an image that stops coming in the middle past its time from one that breaks off', async () => {
    // Every retrieval sends its first 300 bytes (the frame's answer has ~1000), then nothing more.
    const client = new DicomWebClient({ baseUrl: '/orthanc-test/stall/300/dicom-web', decodable: ['1.2.840.10008.1.2.1', '1.2.840.10008.1.2'], retrieveTimeout: 2000 })
    const [instance] = await client.searchInstances(ct5n.study, ct5n.series)
    const error: unknown = await client.retrieveImage(instance!).then(() => null, (failure: unknown) => failure)
    expect(error, String(error)).to.be.instanceOf(DicomWebError)
    // Before, a stall in the middle of the body was "broke off" ('unreachable'), which the viewer words as an archive
    // that does not answer; it is the image that did not come in time.
    expect((error as DicomWebError).code, (error as DicomWebError).message).to.equal('timeout')
    expect((error as DicomWebError).message).to.include('did not answer within 2 s')
  })

  it('says clearly when the archive does not answer, and does not hang', async () => {
    const { downUrl } = (await executeServerCommand('orthanc-test')) as { downUrl: string }
    const { root } = await mountViewer({ 'dicomweb-base': downUrl, 'study-uid': ct5n.study })
    await waitUntil(() => root.querySelector('[role="alert"]'), 'an error message', { timeout: 10_000 })
    const message = deepText(root.querySelector('[role="alert"]')!)
    expect(message).to.contain('does not answer')
    expect(message).to.contain(downUrl)
  })

  it('says when the archive has no such study', async () => {
    const { root } = await mountViewer({ 'dicomweb-base': dicomweb, 'study-uid': '1.2.3.4.5.404' })
    await waitUntil(() => root.querySelector('[role="alert"]'), 'an error message', { timeout: 10_000 })
    expect(deepText(root.querySelector('[role="alert"]')!)).to.contain('has no study 1.2.3.4.5.404')
  })
})
