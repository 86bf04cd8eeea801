// The public page /webouterpage/hisReport: report links used to be stateless signatures opening here; they are
// revocable share links now (/share/<token>, tests/browser/cloud-film). An old signed link tells the reader to ask
// the hospital for a new one — without any request, any login, or touching the staff session.
import { expectAccessible } from '../support/axe'
import { expect, oneEvent } from '@open-wc/testing'
import { setLocale } from '../../../src/core/i18n'
import { waitForText } from '../support/dom'
import { resetAll } from '../support/session'
import { mountPage, PATIENT, restoreAddress, spy, STAFF_SENTINEL, staffUntouched, withQuery } from './support'

describe('<clinic-his-report page="hisReport"> after signed links', () => {
  let watch: ReturnType<typeof spy> | null = null
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
  })
  afterEach(async () => {
    watch?.restore()
    watch = null
    restoreAddress()
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('explains that an old signed link no longer opens, and to ask the hospital for a new link', async () => {
    sessionStorage.setItem('EL-ADMIN-TOEKN', STAFF_SENTINEL)
    watch = spy()
    withQuery({ examineId: PATIENT.exams[0]!, expires: String(Date.now() + 60_000), sig: 'A'.repeat(43) })
    const el = await mountPage('hisReport')
    const { detail } = await oneEvent(el, 'clinic-report-failed')
    expect(detail.reason).to.equal('link-invalid')
    await waitForText(el.shadowRoot!, 'Ask the hospital for a new link')
    expect(el.shadowRoot!.querySelector('clinic-report-viewer')).to.equal(null)
    expect(el.shadowRoot!.textContent).to.not.include(PATIENT.name)
    expect(watch.calls.filter((c) => c.url.includes('/api/'))).to.have.length(0)
    expect(staffUntouched(watch.calls)).to.equal(null)
    await expectAccessible(el)
  })
})
