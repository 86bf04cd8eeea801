// The job view of <clinic-admin> against the contract server.
import { expect, fixture, html } from '@open-wc/testing'
import '../../../elements/clinic-admin'
import { setLocale } from '../../../src/core/i18n'
import { expectAccessible } from '../support/axe'
import { until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

describe('<clinic-admin view="system/job">', () => {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn('admin')
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-admin').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('lists its records and passes axe', async () => {
    const el = await fixture<HTMLElement>(html`<clinic-admin view="system/job" locale="en"></clinic-admin>`)
    await waitForText(el.shadowRoot!, 'Jobs')
    await until(() => el.shadowRoot!.querySelector('[role="grid"] [role="rowgroup"]:last-of-type [role="row"]'), 'rows listed')
    expect(el.shadowRoot!.querySelector('h1')?.textContent).to.equal('Jobs')
    await expectAccessible(el)
  })
})
