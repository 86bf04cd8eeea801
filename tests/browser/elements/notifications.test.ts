// Notifications of the page's bus, as the elected element shows them: announced, closing themselves after their
// duration, dismissable, and gone from the bus once closed.
import { expect, fixture, html } from '@open-wc/testing'
import '../../../elements/clinic-session'
import { setLocale } from '../../../src/core/i18n'
import { $notifications, notify } from '../../../src/core/notify'
import { expectAccessible } from '../support/axe'
import { until, waitForText } from '../support/dom'
import { resetAll } from '../support/session'

describe('notifications in an element', () => {
  beforeEach(async () => {
    resetAll()
    $notifications.set([])
    await setLocale('en', false)
  })
  afterEach(async () => {
    $notifications.set([])
    await setLocale('zh-CN', false)
  })

  it('shows an error assertively and a success politely, each closing itself after its duration', async () => {
    const el = await fixture<HTMLElement>(html`<clinic-session></clinic-session>`)
    await waitForText(el.shadowRoot!, 'Not signed in')
    notify({ intent: 'error', message: 'The server is not answering', duration: 400 })
    notify({ intent: 'success', message: 'Saved', duration: 60_000 })
    await waitForText(el.shadowRoot!, 'The server is not answering')
    const bars = () => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-intent]')]
    expect(bars().map((b) => b.dataset.intent)).to.deep.equal(['error', 'success'])
    // role=alert is an assertive live region, role=status a polite one.
    expect(bars()[0]!.parentElement!.getAttribute('role')).to.equal('alert')
    expect(bars()[1]!.parentElement!.getAttribute('role')).to.equal('status')
    await expectAccessible(el)
    await until(() => !el.shadowRoot!.textContent?.includes('The server is not answering'), 'the error closed itself')
    expect($notifications.get().map((n) => n.message)).to.deep.equal(['Saved'])
  })

  it('closes one when its dismiss button is pressed', async () => {
    const el = await fixture<HTMLElement>(html`<clinic-session></clinic-session>`)
    await waitForText(el.shadowRoot!, 'Not signed in')
    notify({ intent: 'warning', message: 'Full screen is not available', duration: 60_000 })
    await waitForText(el.shadowRoot!, 'Full screen is not available')
    el.shadowRoot!.querySelector<HTMLButtonElement>('[data-intent] button[aria-label="Dismiss"]')!.click()
    await until(() => !el.shadowRoot!.textContent?.includes('Full screen is not available'), 'dismissed')
    expect($notifications.get()).to.deep.equal([])
  })

  it('shows a message raised before any element was ready, once one is', async () => {
    notify({ intent: 'warning', message: 'Raised before any element', duration: 60_000 })
    const el = await fixture<HTMLElement>(html`<clinic-session></clinic-session>`)
    await waitForText(el.shadowRoot!, 'Raised before any element')
  })
})
