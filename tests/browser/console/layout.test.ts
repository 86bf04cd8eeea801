import { setViewport } from '@web/test-runner-commands'
import { expect } from '@open-wc/testing'
import { $device, $layoutSettings, $sidebarOpened, changeLayoutSetting } from '../../../src/core/layout'
import { $themeColor } from '../../../src/core/theme'
import { readCookie } from '../../../src/core/storage'
import { go, openConsole, resetConsole, waitForPath } from '../support/console'
import { until, waitForText } from '../support/dom'
import { signIn } from '../support/session'

function sidebar(el: HTMLElement): HTMLElement {
  return el.shadowRoot!.querySelector<HTMLElement>('nav[aria-label="Main navigation"]')!
}

function sidebarVisible(el: HTMLElement): boolean {
  return sidebar(el).closest('aside')!.checkVisibility()
}

async function openSettings(el: HTMLElement): Promise<HTMLElement> {
  el.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Layout settings"]')!.click()
  let drawer: HTMLElement | null = null
  await until(() => (drawer = el.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]')), 'settings drawer open')
  return drawer!
}

describe('sidebar, mobile mode and layout settings', () => {
  beforeEach(async () => {
    resetConsole()
    $sidebarOpened.set(true)
    await setViewport({ width: 1280, height: 800 })
    await signIn('admin')
  })
  afterEach(async () => {
    resetConsole()
    changeLayoutSetting('tagsView', true)
    changeLayoutSetting('fixedHeader', true)
    $themeColor.set('#409EFF')
    await setViewport({ width: 1280, height: 800 })
  })

  it('remembers the sidebar open or closed in the sidebarStatus cookie', async () => {
    const el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    expect(sidebar(el).getBoundingClientRect().width).to.equal(205)
    el.shadowRoot!.querySelector<HTMLButtonElement>('header button')!.click()
    await until(() => readCookie('sidebarStatus') === '0')
    await until(() => sidebar(el).getBoundingClientRect().width === 54, 'collapsed to the icon rail')
    el.shadowRoot!.querySelector<HTMLButtonElement>('header button')!.click()
    await until(() => readCookie('sidebarStatus') === '1')
    await until(() => sidebar(el).getBoundingClientRect().width === 205, 'open again')
  })

  it('is a desktop at 993 px wide: the sidebar stays', async () => {
    await setViewport({ width: 993, height: 700 })
    const el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    expect($device.get()).to.equal('desktop')
    expect(sidebarVisible(el)).to.equal(true)
  })

  it('is mobile at 991 px wide: the sidebar closes, opens as an overlay, and a route change closes it', async () => {
    await setViewport({ width: 991, height: 700 })
    const el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    await until(() => $device.get() === 'mobile' && !sidebarVisible(el), 'mobile with the sidebar closed')
    el.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Show or hide the menu"]')!.click()
    await until(() => sidebarVisible(el), `overlay open (opened=${$sidebarOpened.get()}, device=${$device.get()}, asides=${el.shadowRoot!.querySelectorAll('aside').length}, rect=${JSON.stringify(sidebar(el).closest('aside')!.getBoundingClientRect())}, nav=${JSON.stringify(sidebar(el).getBoundingClientRect())})`)
    expect(getComputedStyle(sidebar(el).closest('aside')!).position).to.equal('fixed')
    go('/dashboard')
    await waitForPath('/dashboard')
    await until(() => !sidebarVisible(el), 'closed on route change')
  })

  it('closes the sidebar when the window shrinks under 992 px', async () => {
    const el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    expect(sidebarVisible(el)).to.equal(true)
    await setViewport({ width: 900, height: 700 })
    await until(() => !sidebarVisible(el), 'sidebar closed')
  })

  it('persists layout settings and applies them at once', async () => {
    const el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    expect(el.shadowRoot!.querySelector('ul[aria-label="Open pages"]')).to.not.equal(null)
    const drawer = await openSettings(el)
    const tagsSwitch = [...drawer.querySelectorAll<HTMLInputElement>('input[role="switch"]')].find((i) => i.closest('div')?.textContent?.includes('Show tags'))!
    tagsSwitch.click()
    await until(() => !el.shadowRoot!.querySelector('ul[aria-label="Open pages"]'), 'tags hidden')
    expect(JSON.parse(localStorage.getItem('clinic-layout') ?? '{}')).to.include({ tagsView: false })
    const preset = drawer.querySelector<HTMLButtonElement>('button[aria-label="Theme colour #11a983"]')!
    preset.click()
    expect($themeColor.get()).to.equal('#11a983')
    expect(localStorage.getItem('clinic-theme')).to.equal('#11a983')
    await until(() => getComputedStyle(el).getPropertyValue('--clinic-theme').trim() === '#11a983', 'theme applied')
  })

  it('changes only settings that exist', () => {
    expect(changeLayoutSetting('tagsView', false)).to.equal(true)
    expect(changeLayoutSetting('rainbowMode', true)).to.equal(false)
    expect(changeLayoutSetting('__proto__', true)).to.equal(false)
    expect(Object.keys($layoutSettings.get()).sort()).to.deep.equal(['fixedHeader', 'showFooter', 'sidebarLogo', 'tagsView', 'uniqueOpened'])
  })

  it('offers the 8 theme presets with #409EFF first', async () => {
    const el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    const drawer = await openSettings(el)
    const presets = [...drawer.querySelectorAll('button[aria-label^="Theme colour"]')].map((b) => b.getAttribute('aria-label'))
    expect(presets).to.have.length(8)
    expect(presets[0]).to.equal('Theme colour #409EFF')
    expect(drawer.querySelector('button[aria-label="Theme colour #409EFF"]')!.getAttribute('aria-pressed')).to.equal('true')
  })

  it('opens one menu group at a time when unique opened is on', async () => {
    const el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    const groups = () => [...sidebar(el).querySelectorAll<HTMLButtonElement>('button[aria-expanded]')]
    const expanded = () => groups().map((b) => b.getAttribute('aria-expanded')).join()
    groups()[0]!.click()
    groups()[1]!.click()
    await until(() => groups().filter((b) => b.getAttribute('aria-expanded') === 'true').length === 1, `one open; saw ${expanded()}`)
    changeLayoutSetting('uniqueOpened', false)
    groups()[0]!.click()
    await until(() => groups().filter((b) => b.getAttribute('aria-expanded') === 'true').length === 2, `two open; saw ${expanded()}`)
    changeLayoutSetting('uniqueOpened', true)
  })
})
