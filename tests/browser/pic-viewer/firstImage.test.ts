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

/**
 * A viewer appended to `holder` whose one image the test server holds back (`/__fault/hold`) until `release`: what
 * the element shows while its first image is on its way.
 */
async function heldViewer(name: string, holderTemplate: Parameters<typeof fixture>[0]): Promise<{ holder: HTMLDivElement; el: HTMLElement; release: () => Promise<unknown> }> {
  const match = `api/pacs/image/${name}`
  await fetch(`/__fault/hold?match=${encodeURIComponent(match)}`)
  const holder = await fixture<HTMLDivElement>(holderTemplate)
  const el = document.createElement('clinic-pic-viewer')
  el.setAttribute('locale', 'en')
  el.setAttribute('src', `/__fault/held/${match}`)
  holder.append(el)
  await Promise.resolve()
  return { holder, el, release: () => fetch(`/__fault/release?match=${encodeURIComponent(match)}`) }
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

  it('draws nothing while its first image is on its way: the element shows black, no full-size canvas is painted', async () => {
    // A painted megapixel of black, committed each frame, delayed the first image's own requests on a CPU-rendered page.
    // Where a HIS page puts it: below other content, sized by the page's rule (the element is inline until defined).
    const { holder, el, release } = await heldViewer('first-image-on-its-way', html`<div style="padding:40px 0 0 60px"><style>clinic-pic-viewer{width:500px;height:360px}</style></div>`)
    try {
      const box = el.shadowRoot!.querySelector<HTMLElement>('[data-first-image]')!
      const canvas = box.querySelector('canvas')!
      // Two frames: the viewport's draw is scheduled for the next one.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      expect(getComputedStyle(box).backgroundColor, 'the element is black meanwhile').to.equal('rgb(0, 0, 0)')
      expect([canvas.width, canvas.height], 'no canvas buffer the size of the element').to.deep.equal([1, 1])
      const [b, e] = [box.getBoundingClientRect(), el.getBoundingClientRect()]
      expect([b.left, b.top, b.width, b.height], 'the black covers the element, not the page').to.deep.equal([e.left, e.top, 500, 360])
      expect(e.left - holder.getBoundingClientRect().left).to.equal(60)
    } finally {
      await release()
      el.remove()
    }
  })

  it('stands at its own size before its interface: a page that does not size it sees its black box where the image comes, and nothing moves', async () => {
    const { el, release } = await heldViewer('first-image-unsized', html`<div style="width:500px"></div>`)
    try {
      const box = el.shadowRoot!.querySelector<HTMLElement>('[data-first-image]')!
      const early = el.getBoundingClientRect()
      // The viewer's own host rule (600 px high) already, not a zero-high line the image would be drawn into unseen.
      expect([early.width, early.height], 'the element\'s box before its interface').to.deep.equal([500, 600])
      const b = box.getBoundingClientRect()
      expect([b.left, b.top, b.width, b.height], 'the black box covers it').to.deep.equal([early.left, early.top, 500, 600])
    } finally {
      await release()
    }
    const root = el.shadowRoot!
    await waitUntil(() => root.querySelector('[role="toolbar"]'), 'the interface renders', { timeout: 10_000 })
    const late = el.getBoundingClientRect()
    expect([late.width, late.height], 'the same box with its interface').to.deep.equal([500, 600])
    el.remove()
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
