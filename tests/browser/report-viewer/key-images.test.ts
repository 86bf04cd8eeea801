// Key images: thumbnails from an authenticated fetch, and the picture viewer element opened in a dialog, loaded on
// demand — with a clear message when it cannot be loaded.
import { expectAccessible } from '../support/axe'
import { expect, waitUntil } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-report-viewer'
import { find, waitForText } from '../support/dom'
import { resetAll } from '../support/session'
import { place, unplaceAll, viewIn } from './fixtures'

// A 2×2 PNG.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)

interface Seen {
  url: string
  authorization: string | null
}

function serve(): { seen: Seen[]; restore: () => void } {
  const original = window.fetch
  const seen: Seen[] = []
  const view = viewIn('final', {
    keyImages: [
      { imageId: 41, sopInstanceUid: '1.2.3.41', seriesInstanceUid: '1.2.3', frame: 0, url: '/api/pacs/image/41', contentType: 'image/png', note: 'BPD' },
      { imageId: 42, sopInstanceUid: '1.2.3.42', seriesInstanceUid: '1.2.3', frame: 0, url: '/api/pacs/image/42', contentType: 'image/png' },
    ],
  })
  window.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    const headers = new Headers(init?.headers)
    if (url.includes('/api/reportInfo/view')) return Promise.resolve(Response.json(view))
    if (url.includes('/api/pacs/image/41')) {
      seen.push({ url, authorization: headers.get('Authorization') })
      return Promise.resolve(new Response(PNG, { headers: { 'Content-Type': 'image/png' } }))
    }
    if (url.includes('/api/pacs/image/42')) return Promise.resolve(Response.json({ status: 404, message: 'gone' }, { status: 404 }))
    return original(input, init)
  }
  return { seen, restore: () => (window.fetch = original) }
}

describe('<clinic-report-viewer> key images', () => {
  let server: ReturnType<typeof serve> | null = null
  beforeEach(() => {
    resetAll()
    server = serve()
  })
  afterEach(() => {
    unplaceAll()
    server?.restore()
    resetAll()
  })

  it('shows thumbnails fetched with the viewer credentials, and says which could not be loaded', async () => {
    const { el, loaded } = place('<clinic-report-viewer examine-id="9001" token="Bearer image-token" locale="en"></clinic-report-viewer>')
    await loaded
    const root = el.shadowRoot!
    const img = await find<HTMLImageElement>(root, '[data-key-image="41"] img')
    await waitUntil(() => img.complete && img.naturalWidth === 2, 'thumbnail decoded')
    expect(img.src).to.match(/^blob:/)
    expect(img.alt).to.equal('Key image 1: BPD')
    expect(server!.seen[0]?.authorization).to.equal('Bearer image-token')
    await waitForText(root.querySelector('[data-key-image="42"]')!, 'Image 2 could not be loaded')
  })

  it('explains clearly when the picture viewer cannot be loaded', async () => {
    const { el, loaded } = place('<clinic-report-viewer examine-id="9001" token="Bearer image-token" locale="en" pic-viewer-src="/nowhere/clinic-pic-viewer.js"></clinic-report-viewer>')
    await loaded
    const root = el.shadowRoot!
    ;(await find<HTMLButtonElement>(root, '[data-key-image="41"]')).click()
    const dialog = await find(root, '[role="dialog"]')
    await waitForText(dialog, 'The image viewer could not be loaded from')
    expect(dialog.textContent).to.include('/nowhere/clinic-pic-viewer.js').and.include('clinic-pic-viewer.js on this page')
    expect(dialog.getRootNode()).to.equal(root)
    // Contrast is judged once the dialog has finished fading in.
    await Promise.all(root.getAnimations?.().map((animation) => animation.finished.catch(() => undefined)) ?? [])
    await waitUntil(() => getComputedStyle(dialog).opacity === '1', 'the dialog is fully shown', { timeout: 5000 })
    await expectAccessible(el)
    dialog.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click()
    await waitUntil(() => !root.querySelector('[role="dialog"]'), 'dialog closed', { timeout: 5000 })
  })

  it('opens <clinic-pic-viewer examine-id> in the dialog once the element exists, passing the token', async () => {
    if (!customElements.get('clinic-pic-viewer')) customElements.define('clinic-pic-viewer', class extends HTMLElement {})
    const { el, loaded } = place('<clinic-report-viewer examine-id="9001" token="Bearer image-token" locale="en"></clinic-report-viewer>')
    await loaded
    const root = el.shadowRoot!
    ;(await find<HTMLButtonElement>(root, '[data-key-image="41"]')).click()
    const viewer = await find(root, '[role="dialog"] clinic-pic-viewer')
    expect(viewer.getAttribute('examine-id')).to.equal('9001')
    expect(viewer.getAttribute('token')).to.equal('Bearer image-token')
  })

  it('gives the focus back to the thumbnail that opened the image dialog when it closes', async () => {
    if (!customElements.get('clinic-pic-viewer')) customElements.define('clinic-pic-viewer', class extends HTMLElement {})
    const { el, loaded } = place('<clinic-report-viewer examine-id="9001" token="Bearer image-token" locale="en"></clinic-report-viewer>')
    await loaded
    const root = el.shadowRoot!
    const thumbnail = await find<HTMLButtonElement>(root, '[data-key-image="41"]')
    thumbnail.focus()
    await sendKeys({ press: 'Enter' })
    await find(root, '[role="dialog"] clinic-pic-viewer')
    await waitUntil(() => root.querySelector('[role="dialog"]')!.contains(root.activeElement), 'focus inside the dialog')
    await sendKeys({ press: 'Escape' })
    await waitUntil(() => !root.querySelector('[role="dialog"]'), 'dialog closed')
    await waitUntil(() => root.activeElement === thumbnail, `focus back on the thumbnail; on ${root.activeElement?.outerHTML.slice(0, 80) ?? document.activeElement?.localName}`)
  })
})
