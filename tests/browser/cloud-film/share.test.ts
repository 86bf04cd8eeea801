// The patient's public page of a cloud film (/share/<token>, <clinic-cloud-film view="share">) on a phone-sized
// viewport against the contract server: with the right code, a wrong code, throttled, expired and revoked links —
// never with a staff session.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys, setViewport } from '@web/test-runner-commands'
import '../../../elements/clinic-cloud-film'
// The page loads the viewers beside its script in a build; here they are registered up front.
import '../../../elements/clinic-pic-viewer'
import '../../../elements/clinic-report-viewer'
import type { ExamDto, Page, ShareLinkDto, ShareLinkIssued } from '../../../src/core/contract'
import { http } from '../../../src/core/http/http'
import { setLocale } from '../../../src/core/i18n'
import { $token } from '../../../src/core/session'
import { expectAccessible } from '../support/axe'
import { deepText, find, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'
import { decideNavigation } from '../../../src/core/routing/guard'

/** Publishes a film of an exam with a study as admin, then forgets the session: the page is the patient's. */
async function publish(options: { accessCode: boolean; withImages?: boolean }): Promise<{ token: string; code: string | null; id: number; exam: ExamDto }> {
  await signIn('admin')
  const exams = await http.get<Page<ExamDto>>('api/exams', { modality: 'MR', page: 0, size: 20 })
  const exam = exams.content.find((e) => e.studyId && e.reportState === 'final') ?? exams.content.find((e) => e.studyId)!
  const link = await http.post<ShareLinkIssued>('api/shareLinks', {
    examineId: exam.id, kind: 'film', withImages: options.withImages ?? true, expiresIn: '1d', accessCode: options.accessCode,
  })
  resetAll()
  return { token: link.url.slice('/share/'.length), code: link.accessCode, id: link.id, exam }
}

async function mountShare(token: string): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(html`<clinic-cloud-film view="share" query=${`token=${token}`} locale="en"></clinic-cloud-film>`)
  await until(() => el.shadowRoot?.querySelector('section[aria-labelledby="clinic-share-title"]'), 'the share page')
  return el
}

const codeInput = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLInputElement>('input[inputmode="numeric"]')

describe('<clinic-cloud-film view="share"> on a phone', () => {
  before(async () => {
    await setViewport({ width: 375, height: 740 })
  })
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
  })
  afterEach(async () => {
    resetAll()
    await setLocale('zh-CN', false)
  })
  after(async () => {
    await setViewport({ width: 1280, height: 800 })
  })

  it('asks the code with a numeric keyboard, refuses a wrong one, opens with the right one: report, then images full screen', async () => {
    const film = await publish({ accessCode: true })
    const el = await mountShare(film.token)
    const root = el.shadowRoot!
    await waitForText(root, '康宁市妇幼保健院')
    const input = await find<HTMLInputElement>(root, 'input[inputmode="numeric"]')
    expect(input.getAttribute('autocomplete')).to.equal('one-time-code')
    await expectAccessible(el)
    input.focus()
    await sendKeys({ type: film.code === '000000' ? '111111' : '000000' })
    await sendKeys({ press: 'Enter' })
    await waitForText(root, 'That access code is wrong')
    expect(root.querySelector('clinic-report-viewer')).to.equal(null)
    input.select()
    await sendKeys({ type: film.code! })
    await sendKeys({ press: 'Enter' })
    const viewer = await find(root, 'clinic-report-viewer', 15_000)
    expect(viewer.getAttribute('share-token')).to.match(/^\d+\.\d+\./)
    expect(viewer.getAttribute('examine-id')).to.equal(String(film.exam.id))
    await until(() => viewer.shadowRoot && deepText(viewer.shadowRoot).includes(film.exam.patientName), 'the report shown', { timeout: 15_000 })
    expect(document.documentElement.scrollWidth, 'nothing wider than the phone').to.be.at.most(375 + 1)
    expect($token.get(), 'no staff session').to.equal(null)
    expect(sessionStorage.getItem('EL-ADMIN-TOEKN')).to.equal(null)
    await expectAccessible(el)

    const images = [...root.querySelectorAll('button')].find((b) => b.textContent?.includes('View the images'))!
    images.focus()
    await sendKeys({ press: 'Enter' })
    const pic = await find(root, 'clinic-pic-viewer', 15_000)
    expect(pic.getAttribute('share-token')).to.equal(viewer.getAttribute('share-token'))
    const surface = root.querySelector<HTMLElement>('[role="dialog"]')!
    await until(() => Math.round(surface.getBoundingClientRect().width) === 375, 'the images fill the phone\'s width')
    await until(() => pic.shadowRoot?.querySelector('canvas'), 'the images drawn', { timeout: 15_000 })
    await sendKeys({ press: 'Escape' })
    await until(() => !root.querySelector('clinic-pic-viewer'), 'the images closed')
    await until(() => (root.activeElement as HTMLElement | null)?.textContent?.includes('View the images'), 'the focus back on the button')
  })

  it('says plainly when wrong codes have locked the link', async () => {
    const film = await publish({ accessCode: true })
    const wrong = film.code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`/api/share/${film.token}/open`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ accessCode: wrong }) })
      expect(res.status).to.equal(401)
    }
    const el = await mountShare(film.token)
    const input = await find<HTMLInputElement>(el.shadowRoot!, 'input[inputmode="numeric"]')
    input.focus()
    await sendKeys({ type: film.code! })
    await sendKeys({ press: 'Enter' })
    await waitForText(el.shadowRoot!, 'Too many wrong codes were entered, so this link is locked for now. Try again in 15 minutes.')
    expect(el.shadowRoot!.querySelector('clinic-report-viewer'), 'even the right code waits').to.equal(null)
  })

  it('opens a film without a code at once', async () => {
    const film = await publish({ accessCode: false, withImages: false })
    const el = await mountShare(film.token)
    await find(el.shadowRoot!, 'clinic-report-viewer', 15_000)
    expect(codeInput(el)).to.equal(null)
    expect([...el.shadowRoot!.querySelectorAll('button')].some((b) => b.textContent?.includes('View the images')), 'no images button').to.equal(false)
  })

  it('says a revoked link was withdrawn and to ask the hospital', async () => {
    const film = await publish({ accessCode: false })
    await signIn('admin')
    await http.put(`api/shareLinks/${film.id}/revoke`)
    resetAll()
    const el = await mountShare(film.token)
    await waitForText(el.shadowRoot!, 'This link has been withdrawn by the hospital.')
    await waitForText(el.shadowRoot!, 'Please ask the hospital that examined you for a new link.')
    expect(el.shadowRoot!.querySelector('[data-refusal="revoked"]')).to.not.equal(null)
    expect(el.shadowRoot!.querySelector('clinic-report-viewer')).to.equal(null)
    await expectAccessible(el)
  })

  it('says an expired link has expired, and an unknown one is not valid', async () => {
    await signIn('admin')
    const expired = await http.get<Page<ShareLinkDto>>('api/shareLinks', { state: 'expired', size: 1 })
    resetAll()
    const el = await mountShare(expired.content[0]!.url.slice('/share/'.length))
    await waitForText(el.shadowRoot!, 'This link has expired.')
    await waitForText(el.shadowRoot!, 'Please ask the hospital that examined you for a new link.')
    await expectAccessible(el)
    const unknown = await mountShare('A'.repeat(43))
    await waitForText(unknown.shadowRoot!, 'This link is not valid.')
  })

  it('is a public console route: /share/<token> is shown without a login, and needs no session', async () => {
    resetAll()
    const decision = await decideNavigation('/share/someToken')
    expect(decision.kind).to.equal('show')
    if (decision.kind !== 'show') return
    expect([decision.route.access, decision.route.component, decision.route.params.token]).to.deep.equal(['public', 'cloudFilm/share', 'someToken'])
    expect($token.get()).to.equal(null)
  })
})
