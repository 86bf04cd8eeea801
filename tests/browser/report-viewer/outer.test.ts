// The viewer against the real contract server: HIS credentials (outer login), switching exams, failures with stable
// reasons, token access, the staff session, and one shared outer login for two viewers.
import { expect, waitUntil } from '@open-wc/testing'
import '../../../elements/clinic-report-viewer'
import { encryptPassword } from '../../../src/core/crypto'
import { setCodecBaseUrl } from '../../../src/core/dicom'
import { setLocale } from '../../../src/core/i18n'
import { resetOuterSession } from '../../../src/core/report/outerSession'
import { $outerToken, $token } from '../../../src/core/session'
import { deepText, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'
import { place, unplaceAll } from './fixtures'

// Seeded exams (deterministic seed of the contract server): a final ultrasound report and a final ECG report of one
// patient (许怡兰, H975503682).
const FINAL_US = '30'
const FINAL_ECG = '31'
/** A final report of the same patient with two PNG captures and one DICOM image marked as key images. */
const WITH_KEY_IMAGES = '32'
const STAFF_SENTINEL = 'Bearer staff-session-sentinel'

interface Call {
  url: string
  method: string
  authorization: string | null
  body: string | null
}

function spy(): { calls: Call[]; restore: () => void } {
  const original = window.fetch
  const calls: Call[] = []
  window.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    calls.push({
      url,
      method: (init?.method ?? 'GET').toUpperCase(),
      authorization: new Headers(init?.headers).get('Authorization'),
      body: typeof init?.body === 'string' ? init.body : null,
    })
    return original(input, init)
  }
  return { calls, restore: () => (window.fetch = original) }
}

const logins = (calls: Call[]): Call[] => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/auth/outer/login'))

describe('<clinic-report-viewer> with the contract server', () => {
  let watch: ReturnType<typeof spy>
  beforeEach(async () => {
    resetAll()
    resetOuterSession()
    await setLocale('zh-CN', false)
    watch = spy()
  })
  afterEach(() => {
    unplaceAll()
    watch.restore()
    resetAll()
    resetOuterSession()
  })

  it('signs in with HIS credentials (RSA-encrypted), shows the report and leaves the staff session alone', async () => {
    sessionStorage.setItem('EL-ADMIN-TOEKN', STAFF_SENTINEL)
    const { el, loaded } = place(`<clinic-report-viewer examine-id="${FINAL_US}" username="hisapi" password="123456"></clinic-report-viewer>`)
    const { detail } = await loaded
    expect(detail.examineId).to.equal(FINAL_US)
    expect(detail.state).to.be.oneOf(['final', 'corrected'])
    const root = el.shadowRoot!
    await waitForText(root, '许怡兰')
    expect(deepText(root)).to.include('检查所见').and.include('诊断意见')
    const [login] = logins(watch.calls)
    const sent = JSON.parse(login!.body!) as { username: string; password: string }
    expect(sent.username).to.equal('hisapi')
    expect(sent.password).to.not.equal('123456')
    expect(atob(sent.password).length, 'one RSA block').to.equal(256)
    expect(sessionStorage.getItem('WEBOUTER-TOEKN')).to.match(/^Bearer /)
    expect(sessionStorage.getItem('EL-ADMIN-TOEKN'), 'staff session untouched').to.equal(STAFF_SENTINEL)
    const view = watch.calls.find((c) => c.url.includes('/api/reportInfo/view'))!
    expect(view.authorization).to.equal(sessionStorage.getItem('WEBOUTER-TOEKN'))
    expect(watch.calls.every((c) => c.authorization !== STAFF_SENTINEL), 'the staff token is never sent').to.equal(true)
  })

  it('re-renders when examine-id changes', async () => {
    const { el, loaded, nextLoaded } = place(`<clinic-report-viewer examine-id="${FINAL_US}" username="hisapi" password="123456"></clinic-report-viewer>`)
    await loaded
    const root = el.shadowRoot!
    const before = root.querySelector('[data-field="examItem"] dd')?.textContent
    const next = nextLoaded()
    el.setAttribute('examine-id', FINAL_ECG)
    expect((await next).detail.examineId).to.equal(FINAL_ECG)
    await waitUntil(() => root.querySelector('[data-field="examItem"] dd')?.textContent === '常规十二导联心电图', 'the ECG report shows')
    expect(before).to.not.equal('常规十二导联心电图')
    expect(logins(watch.calls), 'one login for both').to.have.length(1)
  })

  it('fires clinic-report-failed with not-found for an unknown exam', async () => {
    const { el, failed } = place(`<clinic-report-viewer examine-id="987654" username="hisapi" password="123456" locale="en"></clinic-report-viewer>`)
    const { detail } = await failed
    expect(detail).to.include({ examineId: '987654', reason: 'not-found', status: 404 })
    expect(detail.message).to.include('987654')
    await waitForText(el.shadowRoot!, 'Reason code: not-found')
  })

  it('fires unauthorized with the server message for a wrong password', async () => {
    // Another account than the one the other tests use: the login throttle locks an account after five failures.
    const { failed } = place(`<clinic-report-viewer examine-id="${FINAL_US}" username="hisapi-retired" password="wrong-password" locale="en"></clinic-report-viewer>`)
    const { detail } = await failed
    expect(detail.reason).to.equal('unauthorized')
    expect(detail.message).to.match(/^The HIS account could not sign in: .+/)
    expect(sessionStorage.getItem('WEBOUTER-TOEKN')).to.equal(null)
  })

  it('fires unauthorized without any request when there are no credentials at all', async () => {
    const { failed } = place(`<clinic-report-viewer examine-id="${FINAL_US}" locale="en"></clinic-report-viewer>`)
    const { detail } = await failed
    expect(detail.reason).to.equal('unauthorized')
    expect(detail.message).to.include('token attribute')
    expect(watch.calls.filter((c) => c.url.includes('/api/'))).to.have.length(0)
  })

  it('accepts a password that is already the RSA ciphertext', async () => {
    const cipher = await encryptPassword('123456')
    await place(`<clinic-report-viewer examine-id="${FINAL_US}" username="hisapi" password="${cipher}" encrypted></clinic-report-viewer>`).loaded
    expect(JSON.parse(logins(watch.calls)[0]!.body!).password).to.equal(cipher)
  })

  it('reads with a token attribute and no login', async () => {
    const first = place(`<clinic-report-viewer examine-id="${FINAL_US}" username="hisapi" password="123456"></clinic-report-viewer>`)
    await first.loaded
    const token = $outerToken.get()!
    unplaceAll()
    resetAll()
    resetOuterSession()
    watch.calls.length = 0
    const { loaded } = place(`<clinic-report-viewer examine-id="${FINAL_ECG}" token="${token}"></clinic-report-viewer>`)
    expect((await loaded).detail.examineId).to.equal(FINAL_ECG)
    expect(logins(watch.calls)).to.have.length(0)
    expect(watch.calls.find((c) => c.url.includes('/api/reportInfo/view'))?.authorization).to.equal(token)
  })

  it('uses the staff session when given no credentials on a console page', async () => {
    await signIn('admin')
    await place(`<clinic-report-viewer examine-id="${FINAL_US}"></clinic-report-viewer>`).loaded
    expect(watch.calls.find((c) => c.url.includes('/api/reportInfo/view'))?.authorization).to.equal($token.get())
    expect(logins(watch.calls)).to.have.length(0)
  })

  it('shows the key images of the archive as thumbnails: captures directly, DICOM through the DICOM engine', async () => {
    // Served unbundled here, the engine finds the built codecs (the DICOM image is JPEG 2000) where a build puts them.
    setCodecBaseUrl('/dist/es/codecs/')
    const { el, loaded } = place(`<clinic-report-viewer examine-id="${WITH_KEY_IMAGES}" username="hisapi" password="123456" locale="en"></clinic-report-viewer>`)
    await loaded
    const root = el.shadowRoot!
    await waitUntil(() => root.querySelectorAll('[data-key-image]').length === 3, 'three key images')
    const states = (): string => Array.from(root.querySelectorAll('[data-key-image]')).map((b) => b.getAttribute('data-state')).join(',')
    await waitUntil(() => root.querySelectorAll('[data-key-image][data-state="ready"] img').length === 3, `all three thumbnails rendered; states: ${states()}`, { timeout: 15_000 })
    for (const img of Array.from(root.querySelectorAll<HTMLImageElement>('[data-key-image] img'))) {
      await waitUntil(() => img.complete && img.naturalWidth > 0, 'decoded')
      expect(img.src).to.match(/^blob:/)
    }
    const images = watch.calls.filter((c) => /\/api\/pacs\/image\/\d+/.test(c.url))
    expect(images.length).to.be.at.least(3)
    expect(images.every((c) => c.authorization === sessionStorage.getItem('WEBOUTER-TOEKN')), 'fetched with the outer token').to.equal(true)
  })

  it('shares one outer login between two viewers on the page', async () => {
    const a = place(`<clinic-report-viewer examine-id="${FINAL_US}" username="hisapi" password="123456"></clinic-report-viewer>`)
    const b = place(`<clinic-report-viewer examine-id="${FINAL_ECG}" username="hisapi" password="123456"></clinic-report-viewer>`)
    await Promise.all([a.loaded, b.loaded])
    expect(logins(watch.calls)).to.have.length(1)
  })
})
