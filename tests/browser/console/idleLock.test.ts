// The idle lock: a signed-in console left alone covers its screen and asks for the password; the open work stays
// underneath and the focus returns to where it was.
import { expect } from '@open-wc/testing'
import { sendKeys, setViewport } from '@web/test-runner-commands'
import { configure } from '../../../src/core/config'
import { $token } from '../../../src/core/session'
import { expectAccessible } from '../support/axe'
import { openConsole, resetConsole } from '../support/console'
import { deepActive, until, waitForText } from '../support/dom'
import { signIn } from '../support/session'

describe('idle lock', () => {
  beforeEach(async () => {
    resetConsole()
    await setViewport({ width: 1280, height: 800 })
  })
  afterEach(() => {
    configure({ idleLockMinutes: 30 })
    resetConsole()
  })

  it('locks an idle console, keeps the work underneath, refuses a wrong password and gives the focus back', async () => {
    await signIn('admin')
    const el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    const search = el.shadowRoot!.querySelector<HTMLInputElement>('[role="search"] input')!
    search.focus()
    await sendKeys({ type: '报告' })
    // A second of idleness locks it (30 minutes by default).
    configure({ idleLockMinutes: 1 / 60 })
    const lock = () => el.shadowRoot!.querySelector<HTMLElement>('[role="alertdialog"]')
    await until(() => lock()?.textContent?.includes('Screen locked'), 'the lock after a second without input')
    expect(search.isConnected && search.value, 'the work underneath is kept').to.equal('报告')
    expect($token.get()).to.not.equal(null)
    await expectAccessible(el)

    const password = lock()!.querySelector<HTMLInputElement>('input[type="password"]')!
    await until(() => deepActive() === password, 'the password field focused')
    await sendKeys({ type: 'not-my-password' })
    await sendKeys({ press: 'Enter' })
    await until(() => (lock()?.textContent ?? '').includes('Wrong password'), 'refused with the server\'s reason')
    password.select()
    await sendKeys({ type: '123456' })
    await sendKeys({ press: 'Enter' })
    await until(() => !lock(), 'unlocked')
    await until(() => deepActive() === search, 'the focus back in the search box')
    expect(search.value).to.equal('报告')
  })
})
