import { expect, waitUntil } from '@open-wc/testing'
import { setLocale } from '../../../src/core/i18n'
import type { RoiMeasuredDetail } from '../../../src/core/events'
import { deepText } from '../support/dom'
import { button, canvasOf, ctPhantom, drag, imagePoint, mountViewer, phantomUrl, rgbAt, useBuiltCodecs, waitForImage, type Mounted } from './support'

const size = { width: 64, height: 64 }

function listText(root: ShadowRoot): string {
  return deepText(root.querySelector('section[aria-labelledby="clinic-pic-measurements"]')!)
}

/** Collects the viewer's `clinic-roi-measured` events. */
function roiEvents(el: HTMLElement): RoiMeasuredDetail[] {
  const seen: RoiMeasuredDetail[] = []
  el.addEventListener('clinic-roi-measured', (event) => seen.push(event.detail))
  return seen
}

async function rectangle({ root }: Mounted, from: [number, number], to: [number, number]): Promise<void> {
  button(root, 'Rectangle ROI').click()
  const canvas = canvasOf(root)
  await drag(canvas, imagePoint(canvas, size, ...from), imagePoint(canvas, size, ...to))
}

describe('<clinic-pic-viewer calcium-threshold>: the calcium inside ROIs on CT', () => {
  before(useBuiltCodecs)
  after(() => setLocale('zh-CN', false))

  it('reports the area, count and peak of the pixels at or above the threshold, draws them highlighted, and tells the page', async () => {
    // The 64 × 64 phantom at 0.7 mm: a bone band of 700 HU on rows 56–59 under soft tissue and lung.
    const mounted = await mountViewer({ src: phantomUrl(ctPhantom()), 'calcium-threshold': '130' }, 800, 560)
    await waitForImage(mounted.root)
    const events = roiEvents(mounted.el)
    const canvas = canvasOf(mounted.root)
    const outside = imagePoint(canvas, size, 5, 57.5)
    const before = rgbAt(canvas, outside.localX, outside.localY)
    // Columns 10–29 and rows 52–61: 20 × 4 pixels of bone inside.
    await rectangle(mounted, [10.5, 52.5], [29.5, 61.5])
    await waitUntil(() => events.length === 1, 'clinic-roi-measured fired', { timeout: 8000 })
    const detail = events[0]!
    expect(detail.aboveCount).to.equal(80)
    expect(detail.aboveArea).to.be.closeTo(80 * 0.49, 1e-9)
    expect(detail.peak).to.equal(700)
    expect(detail.threshold).to.equal(130)
    expect(detail.imageIndex).to.equal(0)
    expect(detail.pixelSpacing).to.deep.equal([0.7, 0.7])
    expect(detail.area).to.be.closeTo(19 * 9 * 0.49, 0.01)
    expect(detail.removed).to.equal(undefined)
    expect(listText(mounted.root)).to.contain('≥ 130 HU 39.20 mm² (80 px)')
    // The bone inside the ROI turns red; the same bone outside it stays grey.
    const inside = imagePoint(canvas, size, 20, 57.5)
    await waitUntil(() => {
      const [r, g, b] = rgbAt(canvas, inside.localX, inside.localY)
      return r > g + 60 && r > b + 60
    }, 'calcium highlighted', { timeout: 8000 })
    const [r, g, b] = rgbAt(canvas, outside.localX, outside.localY)
    expect([r, g, b]).to.deep.equal(before)
    button(mounted.root, 'Delete measurement 1').click()
    await waitUntil(() => events.length === 2, 'removal told', { timeout: 8000 })
    expect(events[1]).to.include({ id: detail.id, removed: true })
    mounted.el.remove()
  })

  it('reports no calcium without the attribute', async () => {
    const mounted = await mountViewer({ src: phantomUrl(ctPhantom()) }, 800, 560)
    await waitForImage(mounted.root)
    const events = roiEvents(mounted.el)
    await rectangle(mounted, [10.5, 52.5], [29.5, 61.5])
    await waitUntil(() => events.length === 1, 'clinic-roi-measured fired', { timeout: 8000 })
    expect(events[0]).to.include({ aboveArea: null, aboveCount: null, threshold: null, peak: 700 })
    expect(listText(mounted.root)).not.to.contain('≥')
    mounted.el.remove()
  })

  it('deletes an ROI when the page asks (removeRoi), as the user\'s delete would', async () => {
    const mounted = await mountViewer({ src: phantomUrl(ctPhantom()), 'calcium-threshold': '130' }, 800, 560)
    await waitForImage(mounted.root)
    const events = roiEvents(mounted.el)
    const canvas = canvasOf(mounted.root)
    const inside = imagePoint(canvas, size, 20, 57.5)
    const before = rgbAt(canvas, inside.localX, inside.localY).join()
    await rectangle(mounted, [10.5, 52.5], [29.5, 61.5])
    await waitUntil(() => events.length === 1, 'clinic-roi-measured fired', { timeout: 8000 })
    await waitUntil(() => rgbAt(canvas, inside.localX, inside.localY).join() !== before, 'calcium highlighted', { timeout: 8000 })
    const viewer = mounted.el as HTMLElementTagNameMap['clinic-pic-viewer']
    expect(viewer.removeRoi(events[0]!.id)).to.equal(true)
    expect(events[1]).to.include({ id: events[0]!.id, removed: true })
    await waitUntil(() => listText(mounted.root).includes('No measurements on this image'), 'gone from the list')
    await waitUntil(() => rgbAt(canvas, inside.localX, inside.localY).join() === before, 'gone from the image', { timeout: 8000 })
    expect(viewer.removeRoi(events[0]!.id), 'no such ROI any more').to.equal(false)
    expect(events.length).to.equal(2)
    mounted.el.remove()
  })
})
