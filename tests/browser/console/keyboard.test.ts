// A keyboard or screen-reader user of the console: real key presses (sendKeys), focus followed through shadow
// roots, landmarks and the page language.
import { expect } from '@open-wc/testing'
import { sendKeys, setViewport } from '@web/test-runner-commands'
import { setLocale } from '../../../src/core/i18n'
import { $token } from '../../../src/core/session'
import { TEST_CAPTCHA, signIn } from '../support/session'
import { go, openConsole, resetConsole, waitForPath } from '../support/console'
import { deepActive, until, waitForText } from '../support/dom'

const describeFocus = () => deepActive()?.outerHTML.slice(0, 120) ?? 'nothing'

async function focusByTab(predicate: (el: Element | null) => boolean, max = 40): Promise<Element> {
  for (let i = 0; i < max; i++) {
    await sendKeys({ press: 'Tab' })
    if (predicate(deepActive())) return deepActive()!
  }
  throw new Error(`not reached by Tab; focus on ${describeFocus()}`)
}

describe('the console by keyboard', () => {
  beforeEach(async () => {
    resetConsole()
    await setViewport({ width: 1280, height: 800 })
  })
  afterEach(async () => {
    resetConsole()
    await setLocale('zh-CN', false)
  })

  it('signs in with Enter in the captcha field, the last field a person fills, and lands on the page heading', async () => {
    const el = await openConsole('/login')
    await until(() => el.shadowRoot!.querySelector('clinic-login')?.shadowRoot?.querySelector('img[src^="data:image"]'), 'login form')
    const login = el.shadowRoot!.querySelector('clinic-login')!.shadowRoot!
    const username = login.querySelector<HTMLInputElement>('input[name="username"]')!
    username.focus()
    username.select()
    await sendKeys({ type: 'admin' })
    await sendKeys({ press: 'Enter' })
    await until(() => deepActive()?.getAttribute('name') === 'password', `Enter moved to the password; on ${describeFocus()}`)
    ;(deepActive() as HTMLInputElement).select()
    await sendKeys({ type: '123456' })
    await sendKeys({ press: 'Enter' })
    await until(() => deepActive()?.getAttribute('name') === 'code', `Enter moved to the captcha; on ${describeFocus()}`)
    await sendKeys({ type: TEST_CAPTCHA })
    await sendKeys({ press: 'Enter' })
    await until(() => $token.get() !== null, 'signed in by Enter in the captcha field', { timeout: 10_000 })
    await until(() => deepActive()?.localName === 'h1', `focus on the page heading; on ${describeFocus()}`, { timeout: 10_000 })
  })

  it('moves the focus to the new page\'s heading after a navigation', async () => {
    await signIn('admin')
    const el = await openConsole('/dashboard')
    await until(() => deepActive()?.localName === 'h1', `dashboard heading focused; on ${describeFocus()}`)
    go('/user/center')
    await waitForPath('/user/center')
    const heading = await (async () => {
      await until(() => el.shadowRoot!.querySelector('[data-view-path="/user/center"] h1'), 'personal center shown')
      return el.shadowRoot!.querySelector('[data-view-path="/user/center"] h1')!
    })()
    await until(() => deepActive() === heading, `heading of the personal center; on ${describeFocus()}`)
  })

  it('offers a skip link first, which moves the focus to the main content', async () => {
    await signIn('admin')
    const el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    // Start from just before the console, as a person arriving on the page does.
    const before = document.createElement('button')
    before.textContent = 'before'
    el.before(before)
    before.focus()
    await sendKeys({ press: 'Tab' })
    before.remove()
    expect(deepActive()?.textContent).to.equal('Skip to main content')
    await sendKeys({ press: 'Enter' })
    await until(() => deepActive()?.localName === 'main', `focus on main; on ${describeFocus()}`)
  })

  it('gives the focus back to the control that opened the user menu and the settings drawer', async () => {
    await signIn('admin')
    const el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    // The console first puts the focus on the new page's heading; the person then goes to the account button.
    await until(() => deepActive()?.localName === 'h1', `focus on the page heading; on ${describeFocus()}`)
    const account = el.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label^="Account of"]')!
    account.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => deepActive()?.getAttribute('role') === 'menuitem', `menu focused; on ${describeFocus()}`)
    await sendKeys({ press: 'Escape' })
    await until(() => deepActive() === account, `back on the account button after the menu; on ${describeFocus()}`)

    await sendKeys({ press: 'Enter' })
    await until(() => deepActive()?.getAttribute('role') === 'menuitem', 'menu focused again')
    for (let i = 0; i < 10 && !deepActive()?.textContent?.includes('Layout settings'); i++) await sendKeys({ press: 'ArrowDown' })
    expect(deepActive()?.textContent).to.include('Layout settings')
    await sendKeys({ press: 'Enter' })
    await until(() => el.shadowRoot!.querySelector('[role="dialog"]'), 'settings drawer open')
    await until(() => el.shadowRoot!.querySelector('[role="dialog"]')!.contains(deepActive()), `focus inside the drawer; on ${describeFocus()}`)
    await sendKeys({ press: 'Escape' })
    await until(() => !el.shadowRoot!.querySelector('[role="dialog"]'), 'drawer closed')
    await until(() => deepActive() === account, `back on the account button after the drawer; on ${describeFocus()}`)
  })

  it('reaches every menu of the sidebar with the keyboard', async () => {
    await signIn('admin')
    const el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    const link = await focusByTab((active) => active?.closest('aside') !== null && active?.textContent === 'Home')
    await sendKeys({ press: 'Enter' })
    await waitForPath('/dashboard')
    expect(link.isConnected).to.equal(true)
  })

  it('sets the page language to the interface language, puts the open tabs in a landmark and gives bare pages a main', async () => {
    await signIn('admin')
    const el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    expect(document.documentElement.lang).to.equal('en')
    await setLocale('ja', false)
    await until(() => document.documentElement.lang === 'ja', 'html lang follows the language')
    const tabs = el.shadowRoot!.querySelector('ul[aria-label]')!
    expect(tabs.closest('nav, [role="navigation"]'), 'tabs inside a landmark').to.not.equal(null)
    go('/other/yssm')
    await waitForPath('/other/yssm')
    await until(() => el.shadowRoot!.querySelector('main h1'), 'the privacy page sits in a main landmark')
  })
})
