import { setViewport } from '@web/test-runner-commands'
import { expect } from '@open-wc/testing'
import { $notifications } from '../../../src/core/notify'
import { readCookie } from '../../../src/core/storage'
import { $imageViewType } from '../../../src/core/userConfig'
import { $uiSize } from '../../../src/core/layout'
import type { UserConfig } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { go, openConsole, resetConsole, waitForPath } from '../support/console'
import { deepText, typeInto, until, waitForText } from '../support/dom'
import { signIn } from '../support/session'

async function openUserMenu(el: HTMLElement): Promise<HTMLElement> {
  el.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label^="Account of"]')!.click()
  let menu: HTMLElement | null = null
  await until(() => (menu = el.shadowRoot!.querySelector<HTMLElement>('[role="menu"]')), 'user menu open')
  return menu!
}

describe('shell features', () => {
  let el: HTMLElement
  beforeEach(async () => {
    resetConsole()
    await setViewport({ width: 1280, height: 800 })
    await signIn('admin')
    el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
  })
  afterEach(resetConsole)

  it('starts the breadcrumbs at home', async () => {
    const crumbs = [...el.shadowRoot!.querySelectorAll('nav[aria-label="You are here"] li')].map((li) => li.textContent).filter(Boolean)
    expect(crumbs).to.deep.equal(['Home', 'Personal center'])
    go('/system/user')
    await until(() => deepText(el.shadowRoot!.querySelector('nav[aria-label="You are here"]')!).includes('Users'))
    expect([...el.shadowRoot!.querySelectorAll('nav[aria-label="You are here"] li')].map((li) => li.textContent).filter(Boolean)).to.deep.equal(['Home', 'System', 'Users'])
  })

  it('shows a back button on exactly the five report paths', async () => {
    const back = () => [...el.shadowRoot!.querySelectorAll('header button')].some((b) => b.textContent === 'Back')
    expect(back()).to.equal(false)
    for (const path of ['/diagnos/CTreportwrite', '/ultrasonic/ultrasonicReport', '/es/esReport', '/ecg/ecgReport', '/followup/followupdetail']) {
      go(path)
      await waitForPath(path)
      await until(back, `back button on ${path}`)
    }
    go('/system/user')
    await waitForPath('/system/user')
    await until(() => !back(), 'no back button elsewhere')
  })

  it('shows the version in the user menu and asks before logging out', async () => {
    const menu = await openUserMenu(el)
    expect(menu.textContent).to.include('V2025032001')
    ;[...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((i) => i.textContent === 'Log out')!.click()
    await waitForText(el.shadowRoot!, 'Are you sure to log out and exit the system?')
  })

  it('switches image viewing between WEB and CLIENT and saves it in user config', async () => {
    const menu = await openUserMenu(el)
    ;[...menu.querySelectorAll<HTMLElement>('[role="menuitemradio"]')].find((i) => i.textContent?.includes('CLIENT'))!.click()
    await until(() => $imageViewType.get() === 'CLIENT')
    const rows = await http.get<UserConfig[]>('api/userConfig/all/own', { configTypes: 'page', configPaths: 'navbar' })
    expect(rows.find((r) => r.comment === 'pic-view')?.configValue).to.equal('CLIENT')
    const again = await openUserMenu(el)
    ;[...again.querySelectorAll<HTMLElement>('[role="menuitemradio"]')].find((i) => i.textContent?.includes('WEB'))!.click()
    await until(() => $imageViewType.get() === 'WEB')
  })

  it('offers Default, Medium, Small and Mini sizes, small by default, kept in the size cookie', async () => {
    expect($uiSize.get()).to.equal('small')
    el.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Layout size"]')!.click()
    await until(() => el.shadowRoot!.querySelector('[role="menu"]'))
    const items = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="menuitemradio"]')]
    expect(items.map((i) => i.textContent)).to.deep.equal(['Default', 'Medium', 'Small', 'Mini'])
    items.find((i) => i.textContent === 'Mini')!.click()
    await until(() => readCookie('size') === 'mini')
    await waitForText(el.shadowRoot!, 'Layout size set')
    await waitForPath('/user/center')
    $uiSize.set('small')
  })

  it('warns when full screen is not supported', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'fullscreenEnabled')!
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => false })
    try {
      el.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Full screen"]')!.click()
      await until(() => $notifications.get().some((n) => n.intent === 'warning' && n.message === 'Your browser does not support full screen'))
    } finally {
      delete (document as unknown as Record<string, unknown>).fullscreenEnabled
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', descriptor)
    }
  })

  it('moves focus to the next input when Enter is pressed in an input', async () => {
    const nick = el.shadowRoot!.querySelector<HTMLInputElement>('input[name="nickName"]')!
    nick.focus()
    nick.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true }))
    expect((nick.getRootNode() as ShadowRoot).activeElement).to.equal(el.shadowRoot!.querySelector('input[name="phone"]'))
  })

  it('shows the footer with the company, the 2025 copyright and the case number', async () => {
    const footer = el.shadowRoot!.querySelector('footer')!
    expect(footer.textContent).to.include('Copyright © 2025 Kangning Medical Information Technology Co., Ltd.')
    expect(footer.textContent).to.include('浙ICP备2025031520号')
  })

  it('switches the whole console to another language', async () => {
    el.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label^="Language"]')!.click()
    await until(() => el.shadowRoot!.querySelector('[role="menu"]'))
    ;[...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="menuitemradio"]')].find((i) => i.textContent === '简体中文')!.click()
    await waitForText(el.shadowRoot!, '个人信息')
    await waitForText(el.shadowRoot!, '首页')
  })

  it('searches with the Enter key too', async () => {
    const box = el.shadowRoot!.querySelector<HTMLInputElement>('[role="search"] input')!
    typeInto(box, 'Departments')
    await until(() => el.shadowRoot!.querySelector('[role="search"] li a'))
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true }))
    await waitForPath('/system/dept')
  })
})
