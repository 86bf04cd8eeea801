// The four external pages that sign in to the outer session, each with query credentials, stored credentials, wrong
// credentials and none; the staff session is never read or written.
import { expectAccessible } from '../support/axe'
import { expect, oneEvent, waitUntil } from '@open-wc/testing'
import { encryptPassword } from '../../../src/core/crypto'
import { setLocale } from '../../../src/core/i18n'
import { resetOuterSession } from '../../../src/core/report/outerSession'
import { deepText, find, waitForText } from '../support/dom'
import { resetAll } from '../support/session'
import { type Call, mountPage, PATIENT, restoreAddress, spy, STAFF_SENTINEL, staffUntouched, viewerIn, withQuery } from './support'

/**
 * Records what is written to local storage, as it is written: other test files in this browser may clear local
 * storage at any time, so reading it back afterwards would be flaky.
 */
function recordWrites(): { local: Map<string, string>; restore: () => void } {
  const local = new Map<string, string>()
  const setItem = Storage.prototype.setItem
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    if (this === window.localStorage) local.set(key, value)
    setItem.call(this, key, value)
  }
  return { local, restore: () => (Storage.prototype.setItem = setItem) }
}

const logins = (calls: Call[]): Call[] => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/auth/outer/login'))

/** What each page shows once signed in. */
const pages: { page: string; params: Record<string, string>; shows: (el: HTMLElement) => Promise<void> }[] = [
  {
    page: 'hisReportLogin',
    params: { hisPatientId: PATIENT.hisPatientId },
    shows: async (el) => {
      const root = el.shadowRoot!
      await waitForText(root, `Exams of ${PATIENT.name}`)
      for (const id of PATIENT.exams) await find(root, `tr[data-exam="${id}"]`)
      const button = root.querySelector<HTMLButtonElement>(`tr[data-exam="${PATIENT.exams[1]}"] button`)!
      button.click()
      const viewer = await find(root, 'clinic-report-viewer')
      expect(viewer.getAttribute('examine-id')).to.equal(PATIENT.exams[1])
      await waitUntil(() => viewer.shadowRoot?.querySelector('[data-field="examItem"] dd')?.textContent === '常规十二导联心电图', 'the chosen report shows', { timeout: 10_000 })
      await waitForText(viewer.shadowRoot!, PATIENT.name)
    },
  },
  {
    page: 'hisReportLoginAllTab',
    params: { hisPatientId: PATIENT.hisPatientId },
    shows: async (el) => {
      const root = el.shadowRoot!
      // Signing in (RSA, then the patient's exams) comes first: on a machine running the whole suite it can take a while.
      const tabs = await find(root, '[role="tablist"]', 15_000)
      await waitUntil(() => tabs.querySelectorAll('[role="tab"]').length === PATIENT.exams.length, 'one tab per report')
      const viewer = await find(root, '[role="tabpanel"] clinic-report-viewer')
      await waitForText(viewer.shadowRoot!, PATIENT.name, 10_000)
      const first = viewer.getAttribute('examine-id')
      const other = Array.from(tabs.querySelectorAll<HTMLButtonElement>('[role="tab"]')).find((tab) => tab.getAttribute('aria-selected') !== 'true')!
      other.click()
      await waitUntil(() => root.querySelector('clinic-report-viewer')?.getAttribute('examine-id') !== first, 'another tab is chosen')
      const next = root.querySelector('clinic-report-viewer')!
      await waitUntil(() => next.shadowRoot?.querySelector(`[data-field="examNo"]`) && !next.shadowRoot.querySelector('[aria-busy="true"]'), 'its report shows', { timeout: 10_000 })
    },
  },
  ...['hisReportLoginReport', 'hisReadReport'].map((page) => ({
    page,
    params: { examineId: PATIENT.exams[0]! },
    shows: async (el: HTMLElement) => {
      const viewer = await find(el.shadowRoot!, 'clinic-report-viewer')
      expect(viewer.getAttribute('examine-id')).to.equal(PATIENT.exams[0])
      expect(viewer.getAttribute('session')).to.equal('outer')
      await waitForText(viewer.shadowRoot!, PATIENT.name, 10_000)
    },
  })),
]

describe('<clinic-his-report> external pages', () => {
  let watch: ReturnType<typeof spy>
  beforeEach(async () => {
    resetAll()
    resetOuterSession()
    await setLocale('en', false)
    sessionStorage.setItem('EL-ADMIN-TOEKN', STAFF_SENTINEL)
    watch = spy()
  })
  afterEach(async () => {
    watch.restore()
    restoreAddress()
    resetAll()
    resetOuterSession()
    await setLocale('zh-CN', false)
  })

  for (const { page, params, shows } of pages) {
    describe(page, () => {
      it('signs in with query credentials, stores only the ciphertext and strips the password from the address', async () => {
        const writes = recordWrites()
        try {
          withQuery({ ...params, username: 'hisapi', password: '123456' })
          const el = await mountPage(page)
          await shows(el)
        } finally {
          writes.restore()
        }
        expect(window.location.search).to.not.include('password')
        expect(window.location.search).to.include('username=hisapi')
        expect(writes.local.get('webOuterUsername')).to.equal('hisapi')
        const stored = writes.local.get('webOuterPassword')!
        expect(stored).to.not.equal('123456')
        expect(atob(stored).length, 'RSA ciphertext').to.equal(256)
        expect(JSON.parse(logins(watch.calls)[0]!.body!).password).to.equal(stored)
        expect(staffUntouched(watch.calls)).to.equal(null)
      })

      it('signs in with the credentials stored by an earlier visit', async () => {
        const cipher = await encryptPassword('123456')
        localStorage.setItem('webOuterUsername', 'hisapi')
        localStorage.setItem('webOuterPassword', cipher)
        withQuery(params)
        const el = await mountPage(page)
        await shows(el)
        expect(JSON.parse(logins(watch.calls)[0]!.body!).password).to.equal(cipher)
        expect(staffUntouched(watch.calls)).to.equal(null)
      })

      it('says clearly that wrong credentials were rejected', async () => {
        const writes = recordWrites()
        // Not the HIS account the other tests sign in with: five failures of one account from one address lock it for a
        // minute (the login throttle), and the files running beside this one would then be refused at random.
        withQuery({ ...params, username: 'hisapi-retired', password: 'not-the-password' })
        const el = await mountPage(page)
        const { detail } = await oneEvent(el, 'clinic-report-failed').finally(writes.restore)
        expect(detail.reason).to.equal('unauthorized')
        const alert = await find(el.shadowRoot!, '[data-access="failed"]')
        expect(alert.getAttribute('role')).to.equal('alert')
        expect(alert.textContent).to.match(/The HIS account or password was rejected: .+/)
        expect(window.location.search).to.not.include('not-the-password')
        expect([...writes.local.keys()], 'nothing stored').to.not.include.members(['webOuterUsername', 'webOuterPassword'])
        expect(viewerIn(el)).to.equal(null)
        expect(staffUntouched(watch.calls)).to.equal(null)
      })

      it('explains that it needs the HIS account when there are no credentials', async () => {
        withQuery(params)
        const el = await mountPage(page)
        const { detail } = await oneEvent(el, 'clinic-report-failed')
        expect(detail.reason).to.equal('unauthorized')
        await waitForText(el.shadowRoot!, 'This page needs the HIS account')
        expect(logins(watch.calls)).to.have.length(0)
        expect(watch.calls.filter((c) => c.url.includes('/api/'))).to.have.length(0)
        expect(staffUntouched(watch.calls)).to.equal(null)
      })
    })
  }

  it('is accessible (home page with a report open, and the all-tab page)', async function () {
    this.timeout(45_000)
    withQuery({ hisPatientId: PATIENT.hisPatientId, username: 'hisapi', password: '123456' })
    const home = await mountPage('hisReportLogin')
    await pages[0]!.shows(home)
    await expectAccessible(home)
    home.remove()
    withQuery({ hisPatientId: PATIENT.hisPatientId, username: 'hisapi', password: '123456' })
    const tabs = await mountPage('hisReportLoginAllTab')
    await waitUntil(() => tabs.shadowRoot?.querySelector('clinic-report-viewer'), `the all-tab page shows a report; saw: ${deepText(tabs).slice(0, 300)}`, { timeout: 15_000 }).catch(() => {
      throw new Error(`no report viewer on the all-tab page; it shows: ${deepText(tabs).slice(0, 300)}`)
    })
    const viewer = tabs.shadowRoot!.querySelector('clinic-report-viewer')!
    await waitForText(viewer.shadowRoot!, PATIENT.name, 10_000)
    expect(deepText(tabs)).to.include(PATIENT.name)
    await expectAccessible(tabs)
  })
})
