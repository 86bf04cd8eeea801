import { expect, waitUntil } from '@open-wc/testing'
import { deepText } from '../support/dom'
import { canvasOf, imageNumber, litPixels, mountViewer, panes, paneText, press, samples, useBuiltCodecs, waitForImage } from './support'

/** The series progress under the thumbnails, or '' when there is none. */
function progressText(root: ShadowRoot): string {
  const progress = root.querySelector('[data-series-progress]')
  return progress ? deepText(progress) : ''
}

/** A sample file served through the test runner's held route: it answers only after `/__fault/release`. */
const held = (file: string) => `/__fault/held/demo/assets/dicom/${file}`

describe('<clinic-pic-viewer> with a list of files', () => {
  before(useBuiltCodecs)
  const series = encodeURIComponent('^demo/assets/dicom/series_CT5N/(2062|2392)\\.dcm$')
  const mr = encodeURIComponent('^demo/assets/dicom/MR_small\\.dcm$')
  // Releases only this file's own holds (other files hold their own calls at the same time).
  afterEach(() => Promise.all([fetch(`/__fault/release?match=${series}`), fetch(`/__fault/release?match=${mr}`)]))

  it('shows the first file of a list while the others still load, then stacks them on the image the user is on', async () => {
    await fetch(`/__fault/hold?match=${series}`)
    // The last slice of the series is listed first; the two before it in the stack do not answer yet.
    const src = [`${samples}series_CT5N/3353.dcm`, held('series_CT5N/2062.dcm'), held('series_CT5N/2392.dcm')].join(' ')
    const { root } = await mountViewer({ src })
    await waitForImage(root)
    expect(imageNumber(root), 'the first file alone').to.deep.equal([1, 1])
    expect(paneText(root)).to.contain('W 400 L 40')
    expect(progressText(root)).to.contain('1 of 3 loaded')
    expect(root.querySelectorAll('li button')).to.have.length(1)

    await fetch(`/__fault/release?match=${series}`)
    // One stack of three, still on the slice that was shown: the last one by instance number.
    await waitUntil(() => imageNumber(root)?.[1] === 3, `stacked: ${paneText(root).slice(0, 200)}`, { timeout: 10_000 })
    expect(imageNumber(root)).to.deep.equal([3, 3])
    expect(root.querySelectorAll('li button')).to.have.length(1)
    await waitUntil(() => progressText(root) === '', `progress gone: "${progressText(root)}"`)
    expect(litPixels(canvasOf(root))).to.be.above(0)
    press(panes(root)[0]!, 'Home')
    await waitUntil(() => imageNumber(root)?.[0] === 1, 'Home: the first slice of the stack')
    await waitForImage(root)
  })

  it('shows a list whose first file is broken from its first readable file, the broken one in its own viewport after', async () => {
    await fetch(`/__fault/hold?match=${mr}`)
    const { root } = await mountViewer({ src: [`${samples}MR_truncated.dcm`, `${samples}CT_small.dcm`, held('MR_small.dcm')].join(' ') })
    await waitForImage(root)
    expect(paneText(root)).to.contain('CT')
    await fetch(`/__fault/release?match=${mr}`)
    await waitUntil(() => root.querySelectorAll('li button').length === 3, 'three series once all are in')
    // The image on screen stays; the broken file is a series of its own.
    expect(paneText(root)).to.contain('CT')
    expect(imageNumber(root)).to.deep.equal([1, 1])
  })
})
