import { expect, fixture, html, waitUntil } from '@open-wc/testing'
import { canvasOf, litPixels, samples, useBuiltCodecs, waitForImage } from './support'

/** What the user sees each frame: the first image drawn before the interface, and whether the toolbar was there. */
interface Watch {
  imageBeforeToolbar: boolean
  imageWithToolbar: boolean
  stop: () => void
}

/** Watches a viewer frame by frame (at each frame and right after it, as the first-image bench does). */
function watch(el: HTMLElement): Watch {
  const seen: Watch = { imageBeforeToolbar: false, imageWithToolbar: false, stop: () => undefined }
  let live = true
  const check = () => {
    const root = el.shadowRoot
    const first = root?.querySelector<HTMLCanvasElement>('[data-first-image] canvas')
    if (!root || !first || first.width < 2 || litPixels(first) === 0) return
    if (root.querySelector('[role="toolbar"]')) seen.imageWithToolbar = true
    else seen.imageBeforeToolbar = true
  }
  const frame = () => {
    if (!live) return
    check()
    setTimeout(() => {
      check()
      requestAnimationFrame(frame)
    }, 0)
  }
  requestAnimationFrame(frame)
  seen.stop = () => {
    live = false
  }
  return seen
}

describe('<clinic-pic-viewer> first image', () => {
  before(useBuiltCodecs)

  it('draws its first image before its interface has loaded, then hands the image to its viewport', async () => {
    const el = document.createElement('clinic-pic-viewer')
    el.setAttribute('locale', 'en')
    el.setAttribute('src', `${samples}CT_small.dcm`)
    el.style.cssText = 'display:block;width:800px;height:500px'
    const seen = watch(el)
    document.body.append(el)
    try {
      const root = el.shadowRoot!
      await waitUntil(() => root.querySelector('[role="toolbar"]'), 'the interface renders', { timeout: 10_000 })
      await waitForImage(root)
      expect(seen.imageBeforeToolbar, 'the image was on screen before the toolbar').to.equal(true)
      // The viewer's own viewport took the image over: the early canvas is gone and the pane shows it.
      expect(root.querySelector('[data-first-image]')).to.equal(null)
      expect(litPixels(canvasOf(root))).to.be.above(0)
    } finally {
      seen.stop()
      el.remove()
    }
  })

  it('keeps the early canvas out of assistive technology and the pointer', async () => {
    const el = document.createElement('clinic-pic-viewer')
    el.setAttribute('locale', 'en')
    el.setAttribute('src', `${samples}CT_small.dcm`)
    document.body.append(el)
    // The element reads its attributes once they are all there (a microtask after it is connected).
    await Promise.resolve()
    try {
      const box = el.shadowRoot!.querySelector<HTMLElement>('[data-first-image]')
      expect(box, 'the early canvas is there as soon as the element has its source').not.to.equal(null)
      expect(box!.getAttribute('aria-hidden')).to.equal('true')
      expect(getComputedStyle(box!).pointerEvents).to.equal('none')
      await waitUntil(() => el.shadowRoot!.querySelector('[role="toolbar"]'), 'the interface renders', { timeout: 10_000 })
    } finally {
      el.remove()
    }
  })

  it('takes the early canvas away when removed before its interface, and shows the study again when put back', async () => {
    const holder = await fixture<HTMLDivElement>(html`<div style="width:700px;height:450px"></div>`)
    const el = document.createElement('clinic-pic-viewer')
    el.setAttribute('locale', 'en')
    el.setAttribute('src', `${samples}CT_small.dcm`)
    el.style.cssText = 'display:block;width:700px;height:450px'
    holder.append(el)
    const root = el.shadowRoot!
    await Promise.resolve()
    expect(root.querySelector('[data-first-image]'), 'the early canvas').not.to.equal(null)
    el.remove()
    expect(root.querySelector('[data-first-image]'), 'gone with the element').to.equal(null)
    holder.append(el)
    await waitUntil(() => root.querySelector('[role="toolbar"]'), 'the interface renders once back', { timeout: 10_000 })
    await waitForImage(root)
    expect(root.querySelector('[data-first-image]')).to.equal(null)
    expect(root.querySelectorAll('[role="toolbar"]'), 'one interface').to.have.length(1)
  })
})
