import { expect, waitUntil } from '@open-wc/testing'
import { setLocale } from '../../../src/core/i18n'
import { manifest } from '../dicom/samples'
import { canvasOf, litPixels, mountViewer, panes, paneText, press, rgbAt, samples, useBuiltCodecs, waitForImage, imagePoint } from './support'

const decodable = Object.keys(manifest)

describe('<clinic-pic-viewer> rendering the sample files', () => {
  before(useBuiltCodecs)
  after(() => setLocale('zh-CN', false))

  for (const file of decodable) {
    it(`draws ${file} on a non-empty canvas`, async () => {
      const { root } = await mountViewer({ src: samples + file }, 480, 360)
      await waitForImage(root)
      const canvas = canvasOf(root)
      expect(canvas.width, 'canvas sized to its pane').to.be.above(100)
      expect(litPixels(canvas), 'lit pixels').to.be.above(100)
      expect(root.querySelector('[role="alert"]')).to.equal(null)
    })
  }

  it('shows MR_truncated’s error in its own viewport while the other files display', async () => {
    const files = ['MR_small.dcm', 'MR_truncated.dcm', 'MR_small_RLE.dcm', 'emri_small.dcm'].map((f) => samples + f)
    const { root } = await mountViewer({ src: files.join(' '), layout: '2x2' })
    await waitUntil(() => panes(root).length === 4)
    for (const pane of [0, 2, 3]) await waitForImage(root, pane)
    await waitUntil(() => panes(root)[1]!.querySelector('[role="alert"]'), 'error in pane 2')
    const alert = panes(root)[1]!.querySelector('[role="alert"]')!
    expect(alert.textContent).to.contain('incomplete (truncated)')
    expect(alert.textContent).to.contain('MR_truncated.dcm')
    expect(litPixels(canvasOf(root, 1)), 'the broken pane draws nothing').to.equal(0)
    for (const pane of [0, 2, 3]) expect(panes(root)[pane]!.querySelector('[role="alert"]')).to.equal(null)
    // The series list marks the broken file too, and the others still respond.
    expect(root.querySelectorAll('li button')).to.have.length(4)
    expect(paneText(root, 3)).to.contain('Im 1/10')
  })

  it('never labels a broken file with another file\'s patient: its pane shows its own header or none', async () => {
    // The second file is not DICOM at all: it has no header of its own to show.
    const garbage = URL.createObjectURL(new Blob(['not an image at all'], { type: 'application/octet-stream' }))
    const { root } = await mountViewer({ src: `${samples}MR_small.dcm ${garbage}`, layout: '1x2' })
    await waitUntil(() => panes(root).length === 2)
    await waitForImage(root, 0)
    await waitUntil(() => panes(root)[1]!.querySelector('[role="alert"]'), 'error in pane 2')
    // MR_small.dcm belongs to the patient "CompressedSamples^MR1", id 4MR1.
    expect(paneText(root, 0)).to.contain('CompressedSamples MR1').and.contain('ID 4MR1')
    expect(paneText(root, 1), 'the broken file shows no other file\'s patient').to.not.contain('CompressedSamples').and.not.contain('4MR1')
  })

  it('shows the whole frames of a multi-frame file cut short inside its pixel data, and an error on the rest', async () => {
    const bytes = new Uint8Array(await (await fetch(`${samples}emri_small.dcm`)).arrayBuffer())
    const frame = 64 * 64 * 2
    // Keep the header and four and a half of the ten frames.
    const cut = bytes.length - 10 * frame + 4.5 * frame
    const url = URL.createObjectURL(new Blob([bytes.slice(0, cut)], { type: 'application/dicom' }))
    const { root } = await mountViewer({ src: url })
    await waitForImage(root)
    expect(paneText(root)).to.contain('Im 1/10')
    expect(root.querySelector('[role="alert"]'), 'the first frame is whole').to.equal(null)
    panes(root)[0]!.focus()
    for (let i = 0; i < 3; i++) press(panes(root)[0]!, 'ArrowDown')
    await waitUntil(() => paneText(root).includes('Im 4/10'), 'the fourth frame')
    await waitForImage(root)
    expect(root.querySelector('[role="alert"]'), 'the fourth frame is whole').to.equal(null)
    press(panes(root)[0]!, 'ArrowDown')
    await waitUntil(() => root.querySelector('[role="alert"]'), 'the fifth frame, cut in half, says why')
    expect(root.querySelector('[role="alert"]')!.textContent).to.contain('incomplete')
  })

  for (const type of ['image/png', 'image/jpeg']) {
    it(`shows a plain ${type} capture as it is, upright`, async () => {
      const source = document.createElement('canvas')
      source.width = 120
      source.height = 80
      const ctx = source.getContext('2d')!
      ctx.fillStyle = '#e00000'
      ctx.fillRect(0, 0, 120, 40)
      ctx.fillStyle = '#0000e0'
      ctx.fillRect(0, 40, 120, 40)
      const blob = await new Promise<Blob>((resolve) => source.toBlob((b) => resolve(b!), type, 0.95))
      const { root } = await mountViewer({ src: URL.createObjectURL(blob) }, 600, 400)
      await waitForImage(root)
      const canvas = canvasOf(root)
      const top = imagePoint(canvas, { width: 120, height: 80 }, 60, 15)
      const bottom = imagePoint(canvas, { width: 120, height: 80 }, 60, 65)
      const [r1, , b1] = rgbAt(canvas, top.localX, top.localY)
      const [r2, , b2] = rgbAt(canvas, bottom.localX, bottom.localY)
      expect(r1, 'red on top').to.be.above(200)
      expect(b1).to.be.below(40)
      expect(b2, 'blue below').to.be.above(200)
      expect(r2).to.be.below(40)
    })
  }

  for (const file of ['SC_rgb.dcm', 'SC_rgb_rle.dcm', 'SC_rgb_jpeg_gdcm.dcm', 'SC_rgb_jpeg_dcmtk.dcm']) {
    it(`draws ${file} in RGB order, upright: red band on top, then green, then blue, white at the bottom`, async () => {
      const { root } = await mountViewer({ src: samples + file }, 400, 400)
      await waitForImage(root)
      const canvas = canvasOf(root)
      const at = (row: number) => {
        const p = imagePoint(canvas, { width: 100, height: 100 }, 50, row)
        return rgbAt(canvas, p.localX, p.localY)
      }
      const near = (rgb: number[], want: number[]) => rgb.every((v, i) => Math.abs(v - want[i]!) <= 24)
      expect(near(at(5), [255, 0, 0]), `row 5 ${at(5)}`).to.equal(true)
      expect(near(at(25), [0, 255, 0]), `row 25 ${at(25)}`).to.equal(true)
      expect(near(at(45), [0, 0, 255]), `row 45 ${at(45)}`).to.equal(true)
      expect(near(at(95), [255, 255, 255]), `row 95 ${at(95)}`).to.equal(true)
    })
  }
})
