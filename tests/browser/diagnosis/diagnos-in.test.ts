// The diagnos-in view of <clinic-diagnosis> against the contract server.
import { expect, fixture, html } from '@open-wc/testing'
import '../../../elements/clinic-diagnosis'
import { setLocale } from '../../../src/core/i18n'
import { expectAccessible } from '../support/axe'
import { until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

describe('<clinic-diagnosis view="diagnos/diagnos-in">', () => {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn('admin')
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-diagnosis').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('lists its records and passes axe', async () => {
    const el = await fixture<HTMLElement>(html`<clinic-diagnosis view="diagnos/diagnos-in" locale="en"></clinic-diagnosis>`)
    await waitForText(el.shadowRoot!, 'DiagnosIn')
    await until(() => el.shadowRoot!.querySelector('[role="grid"] [role="rowgroup"]:last-of-type [role="row"]'), 'rows listed')
    expect(el.shadowRoot!.querySelector('h1')?.textContent).to.equal('DiagnosIn')
    await expectAccessible(el)
  })
})
