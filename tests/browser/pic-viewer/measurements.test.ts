import { expect, waitUntil } from '@open-wc/testing'
import { computeStats } from '../../../src/core/dicom/computeStats'
import type { DecodedFrame, ImageMeta } from '../../../src/core/dicom/dicom.types'
import { setLocale } from '../../../src/core/i18n'
import { measure } from '../../../src/areas/pic-viewer/tools/measure'
import { deepText } from '../support/dom'
import { button, canvasOf, ctPhantom, drag, imagePoint, mountViewer, phantomUrl, pointer, press, useBuiltCodecs, waitForImage, type Mounted } from './support'

const size = { width: 64, height: 64 }

/** The measurement list's text (the side panel under the series). */
function listText(root: ShadowRoot): string {
  return deepText(root.querySelector('section[aria-labelledby="clinic-pic-measurements"]')!)
}

/** The numbers after a label in the measurement list, e.g. value(root, 'Mean') → 40. */
function value(root: ShadowRoot, label: string): number {
  const match = new RegExp(`${label} (-?[\\d.]+)`).exec(listText(root))
  if (!match) throw new Error(`no ${label} in ${listText(root)}`)
  return Number(match[1])
}

async function drawWith({ root }: Mounted, tool: string, from: [number, number], to: [number, number]): Promise<void> {
  button(root, tool).click()
  const canvas = canvasOf(root)
  await drag(canvas, imagePoint(canvas, size, ...from), imagePoint(canvas, size, ...to))
}

describe('<clinic-pic-viewer> measurements on a phantom of known geometry', () => {
  let mounted: Mounted

  before(useBuiltCodecs)
  after(() => setLocale('zh-CN', false))
  beforeEach(async () => {
    // 64 × 64 CT at 0.7 mm: lung −800 HU, a 32 × 32 soft-tissue square of 40 HU, a bone band of 700 HU.
    mounted = await mountViewer({ src: phantomUrl(ctPhantom()) }, 800, 560)
    await waitForImage(mounted.root)
  })

  it('measures a length in mm from the pixel spacing', async () => {
    await drawWith(mounted, 'Length', [8, 6], [48, 6])
    await waitUntil(() => /mm/.test(listText(mounted.root)), 'a length in the list')
    // 40 pixels × 0.7 mm.
    const mm = Number(/([\d.]+) mm/.exec(listText(mounted.root))![1])
    expect(mm).to.be.closeTo(28, 0.05)
    const diagonal = measure({ id: 0, type: 'length', points: [{ x: 0, y: 0 }, { x: 30, y: 40 }] }, {} as DecodedFrame, { pixelSpacing: [0.5, 0.25] } as ImageMeta)
    expect(diagonal.length, 'row spacing applies along y, column spacing along x').to.be.closeTo(Math.hypot(30 * 0.25, 40 * 0.5), 1e-9)
  })

  it('gives mean, SD, min and max in HU and the area for a rectangle inside the soft-tissue square', async () => {
    await drawWith(mounted, 'Rectangle ROI', [20, 20], [44, 40])
    await waitUntil(() => /Mean/.test(listText(mounted.root)), 'ROI statistics in the list')
    expect(listText(mounted.root)).to.contain('Mean 40.0 HU')
    expect(value(mounted.root, 'SD')).to.equal(0)
    expect(value(mounted.root, 'Min')).to.equal(40)
    expect(value(mounted.root, 'Max')).to.equal(40)
    // 24 × 20 pixels of 0.49 mm².
    expect(value(mounted.root, 'Area')).to.be.closeTo(24 * 20 * 0.49, 0.5)
  })

  it('gives the statistics of an ellipse across tissue and lung, as computed from the pixels', async () => {
    await drawWith(mounted, 'Ellipse ROI', [4, 10], [36, 30])
    await waitUntil(() => /Mean/.test(listText(mounted.root)))
    expect(value(mounted.root, 'Min')).to.equal(-800)
    expect(value(mounted.root, 'Max')).to.equal(40)
    // The ellipse inscribed in x 4–36, y 10–30 of the phantom, counted pixel centre by pixel centre.
    const phantom = ctPhantom()
    const frame: DecodedFrame = { width: 64, height: 64, samplesPerPixel: 1, data: phantom.pixels, frameIndex: 0, photometric: 'MONOCHROME2', min: 224, max: 1724 }
    const meta = { rescaleSlope: 1, rescaleIntercept: -1024, modality: 'CT', rescaleType: '' } as ImageMeta
    const expected = computeStats(frame, meta, { x: 4, y: 10, width: 32, height: 20, shape: 'ellipse' })
    expect(expected.stored.count, 'about π·16·10 pixels').to.be.closeTo(Math.PI * 16 * 10, 12)
    expect(value(mounted.root, 'Mean')).to.be.closeTo(expected.modality.mean, 0.1)
    expect(value(mounted.root, 'SD')).to.be.closeTo(expected.modality.sd, 0.1)
    expect(value(mounted.root, 'Area')).to.be.closeTo(Math.PI * 16 * 10 * 0.49, 1)
  })

  it('reads bone in HU', async () => {
    await drawWith(mounted, 'Rectangle ROI', [10, 56.5], [50, 59.5])
    await waitUntil(() => /Mean/.test(listText(mounted.root)))
    expect(listText(mounted.root)).to.contain('Mean 700.0 HU')
  })

  it('measures an angle from two arms', async () => {
    const { root } = mounted
    button(root, 'Angle').click()
    const canvas = canvasOf(root)
    // First arm from (10, 30) to the vertex (30, 30), then the second arm's end at (30, 10): a right angle.
    await drag(canvas, imagePoint(canvas, size, 10, 30), imagePoint(canvas, size, 30, 30))
    const end = imagePoint(canvas, size, 30, 10)
    pointer(canvas, 'pointermove', end.clientX, end.clientY, { buttons: 0 })
    pointer(canvas, 'pointerdown', end.clientX, end.clientY)
    pointer(canvas, 'pointerup', end.clientX, end.clientY, { buttons: 0 })
    await waitUntil(() => /°/.test(listText(root)), 'an angle in the list')
    expect(listText(root)).to.contain('90.0°')
  })

  it('deletes measurements from the list and with the Delete key', async () => {
    const { root } = mounted
    await drawWith(mounted, 'Length', [8, 6], [48, 6])
    await drawWith(mounted, 'Length', [8, 10], [28, 10])
    await waitUntil(() => root.querySelectorAll('button[aria-label^="Delete measurement"]').length === 2)
    button(root, 'Delete measurement 1').click()
    await waitUntil(() => root.querySelectorAll('button[aria-label^="Delete measurement"]').length === 1)
    expect(listText(root)).to.contain('14.00 mm')
    press(root.querySelector('section[data-viewport]')!, 'Delete')
    await waitUntil(() => listText(root).includes('No measurements on this image'))
  })
})
