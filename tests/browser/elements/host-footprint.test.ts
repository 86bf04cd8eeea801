// An element leaves the host page as it found it: no globals beyond the runtime registry, no patched built-ins,
// nothing written into the host's <body>, nothing kept alive after removal — neither our elements nor the host
// page's own shadow-root components. Only the built script-tag bundles run here (no source module is imported).
import { expect, waitUntil } from '@open-wc/testing'
import { executeServerCommand, sendKeys } from '@web/test-runner-commands'
import axe from 'axe-core'
import { deepActive } from '../support/dom'

function load(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`could not load ${src}; run npm run build first`))
    document.head.append(script)
  })
}

async function collectGarbage(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    await executeServerCommand('collect-garbage')
  }
}

class HostWidget extends HTMLElement {
  constructor() {
    super()
    this.attachShadow({ mode: 'open' }).innerHTML = '<p>host page widget</p><button>ok</button>'
  }
}

describe('what an element leaves on the host page', () => {
  const original = {
    names: new Set<string>(),
    symbols: new Set<symbol>(),
    attachShadow: Element.prototype.attachShadow,
    focus: HTMLElement.prototype.focus,
    bodyAttributes: '',
  }

  before(async () => {
    sessionStorage.clear()
    localStorage.clear()
    customElements.define('host-widget', HostWidget)
    original.names = new Set(Object.getOwnPropertyNames(window))
    original.symbols = new Set(Object.getOwnPropertySymbols(window))
    original.bodyAttributes = [...document.body.attributes].map((a) => `${a.name}=${a.value}`).join(' ')
    await load('/dist/iife/clinic-login.js')
    await load('/dist/iife/clinic-report-viewer.js')
  })

  afterEach(() => document.querySelectorAll('clinic-login, clinic-report-viewer, host-widget').forEach((el) => el.remove()))

  it('adds no global but the runtime registry, patches no built-in and writes nothing into <body>, while menus still work by keyboard', async () => {
    const login = document.createElement('clinic-login')
    login.setAttribute('locale', 'en')
    document.body.append(login)
    const root = login.shadowRoot!
    await waitUntil(() => root.querySelector('img[src^="data:image"]'), 'login form shown')

    // The focus engine under Fluent still works: the language menu opens and arrow keys move between its items.
    const language = [...root.querySelectorAll('button')].find((b) => b.getAttribute('aria-label')?.startsWith('Language'))!
    language.focus()
    await sendKeys({ press: 'Enter' })
    await waitUntil(() => deepActive()?.getAttribute('role') === 'menuitemradio', `menu focused; focus on ${deepActive()?.outerHTML.slice(0, 80)}`)
    const first = deepActive()
    await sendKeys({ press: 'ArrowDown' })
    await waitUntil(() => deepActive() !== first && deepActive()?.getAttribute('role') === 'menuitemradio', 'arrow key moved to the next item')
    await sendKeys({ press: 'Escape' })
    await waitUntil(() => deepActive() === language, `focus back on the language button; on ${deepActive()?.outerHTML.slice(0, 80)}`)

    const added = Object.getOwnPropertyNames(window).filter((name) => !original.names.has(name))
    expect(added, 'new globals').to.deep.equal([])
    const symbols = Object.getOwnPropertySymbols(window).filter((s) => !original.symbols.has(s))
    expect(symbols.map(String)).to.deep.equal(['Symbol(clinic.runtime.v1)'])
    expect(Element.prototype.attachShadow, 'attachShadow untouched').to.equal(original.attachShadow)
    expect(HTMLElement.prototype.focus, 'focus untouched').to.equal(original.focus)
    expect(Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'focus')?.value).to.equal(original.focus)
    expect([...document.body.attributes].map((a) => `${a.name}=${a.value}`).join(' '), 'body attributes').to.equal(original.bodyAttributes)
    expect(document.body.querySelectorAll('[data-tabster], [data-tabster-dummy], input').length, 'nothing of ours in the light DOM').to.equal(0)
  })

  it('passes the host page\'s own accessibility audit with an element on it', async () => {
    const login = document.createElement('clinic-login')
    login.setAttribute('locale', 'en')
    document.body.append(login)
    await waitUntil(() => login.shadowRoot!.querySelector('img[src^="data:image"]'), 'login form shown')
    // Used by keyboard first (what wakes the focus engine up), then audited.
    const language = [...login.shadowRoot!.querySelectorAll('button')].find((b) => b.getAttribute('aria-label')?.startsWith('Language'))!
    language.focus()
    await sendKeys({ press: 'Enter' })
    await waitUntil(() => deepActive()?.getAttribute('role') === 'menuitemradio', 'menu open')
    await sendKeys({ press: 'Escape' })
    await sendKeys({ press: 'Tab' })
    // The host audits its whole body with every rule, as a HIS vendor would: no exemption for focus-engine dummies.
    const result = await axe.run(document.body, { resultTypes: ['violations'] })
    const report = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`).join('\n')
    expect(result.violations.length, report).to.equal(0)
  })

  it('frees removed elements, and the host page\'s own shadow-root components, after garbage collection', async function () {
    this.timeout(60_000)
    const viewers: WeakRef<Element>[] = []
    const widgets: WeakRef<Element>[] = []
    // One element stays on the page throughout, as on a HIS screen: the focus engine stays alive meanwhile.
    const staying = document.createElement('clinic-login')
    staying.setAttribute('locale', 'en')
    document.body.append(staying)
    await waitUntil(() => staying.shadowRoot!.querySelector('form'), 'login form shown')
    for (let cycle = 0; cycle < 40; cycle++) {
      const viewer = document.createElement('clinic-report-viewer')
      viewer.setAttribute('examine-id', String(cycle + 1))
      viewer.setAttribute('locale', 'en')
      const widget = document.createElement('host-widget')
      document.body.append(viewer, widget)
      await waitUntil(() => (viewer.shadowRoot?.textContent ?? '').trim().length > 0, 'viewer rendered')
      viewer.remove()
      widget.remove()
      viewers.push(new WeakRef(viewer))
      widgets.push(new WeakRef(widget))
    }
    const alive = (refs: WeakRef<Element>[]) => refs.flatMap((ref, index) => (ref.deref() !== undefined && index < refs.length - 1 ? [index] : []))
    // Removed elements are released as their pending work settles (React's deferred unmount, timers of the libraries);
    // collect until they are gone, or fail with those still alive.
    await waitUntil(async () => {
      await collectGarbage()
      return alive(widgets).length === 0 && alive(viewers).length === 0
    }, 'removed elements released', { timeout: 20_000, interval: 200 }).catch(() => undefined)
    // Chromium keeps the most recently removed node for a while even on a page without any of our scripts, so the
    // last of each is allowed; before the focus engine was scoped, all 40 of each stayed alive.
    expect(alive(widgets), 'host page widgets still alive').to.deep.equal([])
    expect(alive(viewers), `report viewers still alive: ${JSON.stringify(alive(viewers))}`).to.deep.equal([])
  })
})
