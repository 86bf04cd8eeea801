// The public page /webouterpage/hisReport: one report through a time-limited signed link issued by the contract
// server — valid, expired and tampered — without any login and without touching the staff session.
import { expectAccessible } from '../support/axe'
import { expect, oneEvent } from '@open-wc/testing'
import type { SignedReportLink } from '../../../src/core/contract'
import { request } from '../../../src/core/http'
import { setLocale } from '../../../src/core/i18n'
import { clearSession } from '../../../src/core/session'
import { find, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'
import { type Call, mountPage, PATIENT, restoreAddress, spy, STAFF_SENTINEL, staffUntouched, withQuery } from './support'

/** Asks the contract server for a signed link as a staff user with report:link, then forgets that session. */
async function issue(examineId: string, ttlMinutes: number): Promise<Record<string, string>> {
  await signIn('admin')
  const link = await request<SignedReportLink>({ method: 'post', url: 'api/outer/reportLink', data: { examineId: Number(examineId), ttlMinutes }, silent: true })
  clearSession()
  const query = Object.fromEntries(new URL(link.url, window.location.origin).searchParams)
  expect(query.sig ?? query.signature, 'the link carries its signature').to.be.a('string')
  return { examineId: String(link.examineId), expires: String(link.expires), sig: query.sig ?? link.signature }
}

const logins = (calls: Call[]): Call[] => calls.filter((c) => c.method === 'POST' && /\/auth\/(outer\/)?login$/.test(c.url))

describe('<clinic-his-report page="hisReport"> signed links', () => {
  let watch: ReturnType<typeof spy> | null = null
  let shortLived: Record<string, string>
  before(async function () {
    this.timeout(20_000)
    resetAll()
    shortLived = await issue(PATIENT.exams[0]!, 1)
  })
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

  async function open(query: Record<string, string>): Promise<HTMLElement> {
    sessionStorage.setItem('EL-ADMIN-TOEKN', STAFF_SENTINEL)
    watch = spy()
    withQuery(query)
    return mountPage('hisReport')
  }

  it('opens the report of a valid link anonymously', async () => {
    const link = await issue(PATIENT.exams[0]!, 10)
    const el = await open(link)
    const viewer = await find(el.shadowRoot!, 'clinic-report-viewer')
    const { detail } = await oneEvent(viewer, 'clinic-report-loaded')
    expect(detail.examineId).to.equal(link.examineId)
    await waitForText(viewer.shadowRoot!, PATIENT.name)
    const call = watch!.calls.find((c) => c.url.includes('/api/outer/signed/report'))!
    expect(call.url).to.include(`sig=${encodeURIComponent(link.sig!)}`)
    expect(call.authorization, 'anonymous').to.equal(null)
    expect(logins(watch!.calls)).to.have.length(0)
    expect(staffUntouched(watch!.calls)).to.equal(null)
    expect(viewer.shadowRoot!.querySelector('details[data-section="history"]'), 'no history for anonymous readers').to.equal(null)
    await expectAccessible(el)
  })

  it('explains a tampered link', async () => {
    const link = await issue(PATIENT.exams[0]!, 10)
    const el = await open({ ...link, examineId: PATIENT.exams[1]! })
    const { detail } = await oneEvent(el, 'clinic-report-failed')
    expect(detail).to.include({ reason: 'link-invalid', status: 403 })
    await waitForText(el.shadowRoot!, 'This report link is not valid')
    expect(el.shadowRoot!.textContent).to.not.include(PATIENT.name)
    expect(staffUntouched(watch!.calls)).to.equal(null)
  })

  it('explains a link that lacks its signature', async () => {
    const el = await open({ examineId: PATIENT.exams[0]! })
    const { detail } = await oneEvent(el, 'clinic-report-failed')
    expect(detail.reason).to.equal('link-invalid')
    await waitForText(el.shadowRoot!, 'lacks examineId, expires or sig')
    expect(watch!.calls.filter((c) => c.url.includes('/api/'))).to.have.length(0)
  })

  // Links live at least a minute; the one issued first (in before()) has expired by now or after a short wait.
  it('explains an expired link', async function () {
    this.timeout(90_000)
    const wait = Number(shortLived.expires) - Date.now() + 1500
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const el = await open(shortLived)
    const { detail } = await oneEvent(el, 'clinic-report-failed')
    expect(detail).to.include({ reason: 'link-expired', status: 403 })
    await waitForText(el.shadowRoot!, 'This report link has expired')
    expect(el.shadowRoot!.textContent).to.not.include(PATIENT.name)
    expect(staffUntouched(watch!.calls)).to.equal(null)
  })
})
