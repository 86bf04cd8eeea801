import { expect } from '@open-wc/testing'
import { registerViews } from '../../../src/core/views'
import { $visitedViews } from '../../../src/core/tags'
import { go, openConsole, resetConsole, waitForPath } from '../support/console'
import { until, waitForText } from '../support/dom'
import { signIn } from '../support/session'

/** A view with state of its own: a counter only a kept element remembers. */
class CounterView extends HTMLElement {
  count = 0
  connectedCallback(): void {
    if (this.shadowRoot) return
    const root = this.attachShadow({ mode: 'open' })
    const button = document.createElement('button')
    button.textContent = `${this.localName} count 0`
    button.addEventListener('click', () => (button.textContent = `${this.localName} count ${++this.count}`))
    root.append(button)
  }
}
customElements.define('test-kept-view', class extends CounterView {})
customElements.define('test-fresh-view', class extends CounterView {})
registerViews([
  { component: 'registrations/his', tag: 'test-kept-view', load: async () => undefined },
  { component: 'registrations/hisDirectly', tag: 'test-fresh-view', load: async () => undefined },
])

function tabs(el: HTMLElement): string[] {
  return [...el.shadowRoot!.querySelectorAll('ul[aria-label="Open pages"] li a')].map((a) => a.textContent ?? '')
}

function view(el: HTMLElement, tag: string): HTMLElement | null {
  return el.shadowRoot!.querySelector(`main div:not([hidden]) ${tag}`)
}

async function openTabMenu(el: HTMLElement, title: string): Promise<HTMLElement> {
  const tab = [...el.shadowRoot!.querySelectorAll<HTMLElement>('ul[aria-label="Open pages"] li')].find((li) => li.textContent?.includes(title))
  tab!.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, composed: true, clientX: 300, clientY: 90 }))
  let menu: HTMLElement | null = null
  await until(() => (menu = el.shadowRoot!.querySelector<HTMLElement>('[role="menu"]')), 'context menu open')
  return menu!
}

async function visitUserCenter(el: HTMLElement): Promise<void> {
  go('/user/center')
  await waitForPath('/user/center')
  await until(() => tabs(el).includes('Personal center'), 'the tab appears')
}

function clickMenuItem(menu: HTMLElement, text: string): void {
  ;[...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((item) => item.textContent === text)!.click()
}

describe('tags view and keep-alive', () => {
  let el: HTMLElement
  beforeEach(async () => {
    resetConsole()
    await signIn('admin')
    el = await openConsole('/registrations/his')
    await until(() => view(el, 'test-kept-view'), 'kept view shown')
  })
  afterEach(resetConsole)

  it('adds a tab per visited page after the fixed home tab', async () => {
    go('/user/center')
    await waitForPath('/user/center')
    await until(() => tabs(el).length === 3)
    expect(tabs(el)).to.deep.equal(['Home', 'HIS registration', 'Personal center'])
  })

  it('never adds the report writer (route named reportWrite) as a tab', async () => {
    go('/diagnos/CTreportwrite')
    await waitForPath('/diagnos/CTreportwrite')
    // The editor opened (with no exam chosen it says where to pick one) …
    await waitForText(el.shadowRoot!, 'No exam chosen')
    // … and no tab was added for it.
    expect(tabs(el)).to.not.include('Report writing')
    expect($visitedViews.get().map((v) => v.name)).to.not.include('reportWrite')
  })

  it('keeps a cached view alive while its tab is open', async () => {
    view(el, 'test-kept-view')!.shadowRoot!.querySelector('button')!.click()
    view(el, 'test-kept-view')!.shadowRoot!.querySelector('button')!.click()
    go('/user/center')
    await waitForPath('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    go('/registrations/his')
    await until(() => view(el, 'test-kept-view'))
    expect(view(el, 'test-kept-view')!.shadowRoot!.textContent).to.equal('test-kept-view count 2')
  })

  it('creates a noCache view anew on every visit', async () => {
    go('/registrations/hisDirectly')
    await until(() => view(el, 'test-fresh-view'))
    view(el, 'test-fresh-view')!.shadowRoot!.querySelector('button')!.click()
    expect(view(el, 'test-fresh-view')!.shadowRoot!.textContent).to.equal('test-fresh-view count 1')
    go('/registrations/his')
    await until(() => view(el, 'test-kept-view'))
    go('/registrations/hisDirectly')
    await until(() => view(el, 'test-fresh-view'))
    expect(view(el, 'test-fresh-view')!.shadowRoot!.textContent).to.equal('test-fresh-view count 0')
  })

  it('refreshes a tab from its context menu: the view is created anew, the tab stays', async () => {
    view(el, 'test-kept-view')!.shadowRoot!.querySelector('button')!.click()
    const menu = await openTabMenu(el, 'HIS registration')
    clickMenuItem(menu, 'Refresh')
    await until(() => view(el, 'test-kept-view')?.shadowRoot?.textContent === 'test-kept-view count 0', 'fresh view')
    await waitForPath('/registrations/his')
    expect(tabs(el)).to.include('HIS registration')
  })

  it('closes one tab from its context menu and moves to the last remaining tab', async () => {
    await visitUserCenter(el)
    const menu = await openTabMenu(el, 'Personal center')
    clickMenuItem(menu, 'Close')
    await until(() => !tabs(el).includes('Personal center'))
    await waitForPath('/registrations/his')
  })

  it('closes the others, keeping the fixed home tab', async () => {
    await visitUserCenter(el)
    const menu = await openTabMenu(el, 'Personal center')
    clickMenuItem(menu, 'Close others')
    await until(() => tabs(el).length === 2)
    expect(tabs(el)).to.deep.equal(['Home', 'Personal center'])
  })

  it('closes all: only fixed tabs stay, and the console goes to the last of them', async () => {
    await visitUserCenter(el)
    const menu = await openTabMenu(el, 'Personal center')
    clickMenuItem(menu, 'Close all')
    await until(() => tabs(el).length === 1)
    expect(tabs(el)).to.deep.equal(['Home'])
    await waitForPath('/dashboard')
  })

  it('gives fixed tabs no close button and no Close item, and the menu is 105 px wide at least', async () => {
    const home = [...el.shadowRoot!.querySelectorAll('ul[aria-label="Open pages"] li')].find((li) => li.textContent === 'Home')!
    expect(home.querySelector('button')).to.equal(null)
    const menu = await openTabMenu(el, 'Home')
    const items = [...menu.querySelectorAll('[role="menuitem"]')].map((i) => i.textContent)
    expect(items).to.deep.equal(['Refresh', 'Close others', 'Close all'])
    const popover = menu.closest<HTMLElement>('.fui-MenuPopover')!
    expect(parseFloat(getComputedStyle(popover).minWidth)).to.equal(105)
  })

  it('closes a tab with its × button', async () => {
    await visitUserCenter(el)
    el.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Close Personal center"]')!.click()
    await until(() => !tabs(el).includes('Personal center'))
  })
})
