// demo/his.html — a HIS screen with hostile global CSS and its own React 18 — embeds the standalone script build of
// the viewer. Only built files run in the frames of this test (npm test builds first).
import { expect, waitUntil } from '@open-wc/testing'

const PROPS = ['font-size', 'font-family', 'font-weight', 'line-height', 'letter-spacing', 'text-transform', 'text-indent', 'box-sizing', 'color', 'background-color', 'border-top-width', 'border-top-style', 'padding-top', 'padding-left', 'margin-top', 'list-style-type', 'border-radius'] as const

function frame(src: string | null, srcdoc?: string): Promise<HTMLIFrameElement> {
  return new Promise((resolve, reject) => {
    const iframe = document.createElement('iframe')
    iframe.style.width = '1280px'
    iframe.style.height = '900px'
    iframe.onload = () => resolve(iframe)
    iframe.onerror = () => reject(new Error(`could not load ${src}`))
    if (srcdoc) iframe.srcdoc = srcdoc
    else iframe.src = src!
    document.body.append(iframe)
  })
}

async function loaded(viewer: Element | null | undefined, examineId: string, timeout = 15_000): Promise<ShadowRoot> {
  await waitUntil(
    () => viewer?.shadowRoot?.querySelector(`article`) && viewer.shadowRoot.querySelector('[data-field="examNo"]') && viewer.getAttribute('examine-id') === examineId && !viewer.shadowRoot.querySelector('[aria-busy="true"]'),
    `viewer ${examineId} shows its report`,
    { timeout },
  )
  return viewer!.shadowRoot!
}

function parts(root: ShadowRoot): Record<string, Element | null> {
  return {
    paper: root.querySelector('article'),
    hospital: root.querySelector('article header p'),
    title: root.querySelector('article h2'),
    term: root.querySelector('[data-field="patientName"] dt'),
    definition: root.querySelector('[data-field="patientName"] dd'),
    heading: root.querySelector('[data-section="findings"] h3'),
    text: root.querySelector('[data-section="findings"] div'),
    paragraph: root.querySelector('[data-section="findings"] p') ?? root.querySelector('[data-section="findings"] div'),
    print: root.querySelector('[data-action="print"]'),
    badge: root.querySelector('[role="toolbar"] [data-state]'),
    history: root.querySelector('details summary'),
  }
}

function snapshot(nodes: Record<string, Element | null>): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {}
  for (const [name, node] of Object.entries(nodes)) {
    if (!node) throw new Error(`missing ${name}`)
    const style = node.ownerDocument.defaultView!.getComputedStyle(node)
    out[name] = Object.fromEntries(PROPS.map((p) => [p, style.getPropertyValue(p)]))
  }
  return out
}

describe('demo/his.html', function () {
  this.timeout(60_000)
  let his: HTMLIFrameElement | null = null
  let bare: HTMLIFrameElement | null = null
  before(async () => {
    his = await frame('/demo/his.html')
  })
  after(() => {
    his?.remove()
    bare?.remove()
  })

  it('runs the HIS app (React 18) with hostile CSS and three viewers from the script build', async () => {
    const doc = his!.contentDocument!
    const win = his!.contentWindow as Window & { React?: { version: string } }
    expect(win.React?.version).to.equal('18.3.1')
    await loaded(doc.querySelector('#main-viewer'), '30')
    await loaded(doc.querySelector('#compare-left'), '12')
    await loaded(doc.querySelector('#compare-right'), '148')
    const probe = doc.body.appendChild(doc.createElement('div'))
    expect(win.getComputedStyle(probe).fontSize, 'the page is hostile').to.equal('20px')
    expect(win.getComputedStyle(probe).color).to.equal('rgb(128, 0, 128)')
    probe.remove()
  })

  it('styles the viewer exactly as on a bare page', async () => {
    const main = his!.contentDocument!.querySelector('#main-viewer')!
    const onHis = snapshot(parts(await loaded(main, '30')))
    bare = await frame(
      null,
      '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><script src="/dist/iife/clinic-report-viewer.js"></script></head><body>' +
        '<clinic-report-viewer examine-id="30" username="hisapi" password="123456" locale="zh-CN"></clinic-report-viewer></body></html>',
    )
    const onBare = snapshot(parts(await loaded(bare.contentDocument!.querySelector('clinic-report-viewer'), '30')))
    expect(onHis).to.deep.equal(onBare)
  })

  it('keeps the host app working: its clock ticks, its buttons count, and its exam list switches the viewer', async () => {
    const doc = his!.contentDocument!
    const clock = doc.querySelector('#his-clock')!
    const before = clock.textContent
    await waitUntil(() => clock.textContent !== before, 'the clock ticks', { timeout: 3000 })
    const counter = doc.querySelector<HTMLButtonElement>('#his-counter')!
    counter.click()
    counter.click()
    await waitUntil(() => counter.textContent?.endsWith(' 2'), 'the HIS button counts')
    const main = doc.querySelector('#main-viewer')!
    const loadedEvent = new Promise<CustomEvent>((resolve) => main.addEventListener('clinic-report-loaded', (e) => resolve(e as CustomEvent), { once: true }))
    doc.querySelector<HTMLAnchorElement>('a[data-exam="31"]')!.click()
    expect((await loadedEvent).detail.examineId).to.equal('31')
    const root = await loaded(main, '31')
    expect(root.querySelector('[data-field="examItem"] dd')?.textContent).to.equal('常规十二导联心电图')
    expect(doc.querySelector('li.active a')?.getAttribute('data-exam')).to.equal('31')
  })

  it('lets the viewers share one outer session: one login for three viewers, no staff session', async () => {
    const win = his!.contentWindow!
    const loginCalls = win.performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/auth/outer/login'))
    expect(loginCalls).to.have.length(1)
    expect(win.sessionStorage.getItem('WEBOUTER-TOEKN')).to.match(/^Bearer /)
    expect(win.sessionStorage.getItem('EL-ADMIN-TOEKN')).to.equal(null)
  })
})
