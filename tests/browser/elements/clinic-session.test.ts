import { expectAccessible } from '../support/axe'
import { expect, fixture, html, oneEvent } from '@open-wc/testing'
import '../../../elements/clinic-session'
import { setLocale } from '../../../src/core/i18n'
import { $token, $user } from '../../../src/core/session'
import { buttonByText, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

describe('<clinic-session>', () => {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
  })
  afterEach(async () => {
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('says nobody is signed in, then shows the user as soon as the shared session has one', async () => {
    const el = await fixture<HTMLElement>(html`<clinic-session></clinic-session>`)
    await waitForText(el.shadowRoot!, 'Not signed in')
    await signIn('fangshe')
    await waitForText(el.shadowRoot!, 'fangshe')
    expect(el.shadowRoot!.querySelector('[data-testid="nick-name"]')?.textContent).to.equal($user.get()?.nickName)
  })

  it('loads the user for a token kept from before a reload', async () => {
    await signIn('chaosheng')
    $user.set(null)
    const el = await fixture<HTMLElement>(html`<clinic-session></clinic-session>`)
    await waitForText(el.shadowRoot!, 'chaosheng')
  })

  it('asks before logging out, and logs out on confirmation', async () => {
    await signIn('admin')
    const el = await fixture<HTMLElement>(html`<clinic-session></clinic-session>`)
    const root = el.shadowRoot!
    await waitForText(root, 'admin')
    buttonByText(root, 'Log out')!.click()
    await waitForText(root, 'Are you sure to log out and exit the system?')
    buttonByText(root.querySelector('[role="alertdialog"]')!, 'Cancel')!.click()
    await until(() => !root.querySelector('[role="alertdialog"]'))
    expect($token.get()).to.not.equal(null)
    buttonByText(root, 'Log out')!.click()
    await waitForText(root, 'Are you sure to log out and exit the system?')
    const event = oneEvent(el, 'clinic-logged-out')
    buttonByText(root.querySelector('[role="alertdialog"]')!, 'OK')!.click()
    expect((await event).detail.username).to.equal('admin')
    await waitForText(root, 'Not signed in')
    expect(sessionStorage.getItem('EL-ADMIN-TOEKN')).to.equal(null)
  })

  it('is accessible', async () => {
    await signIn('admin')
    const el = await fixture<HTMLElement>(html`<clinic-session></clinic-session>`)
    await waitForText(el.shadowRoot!, 'admin')
    await expectAccessible(el)
  })
})
