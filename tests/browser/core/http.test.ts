import { expect, fixture, html } from '@open-wc/testing'
import '../../../elements/clinic-session'
import { configure, settings } from '../../../src/core/config'
import { HttpError, request } from '../../../src/core/http'
import { setLocale } from '../../../src/core/i18n'
import { setNavigator, setReloadAction } from '../../../src/core/navigation'
import { $confirmRequests, $notifications } from '../../../src/core/notify'
import { $token } from '../../../src/core/session'
import { buttonByText, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

interface Echo {
  headers: Record<string, string>
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error, 'the call must reject').to.be.instanceOf(HttpError)
  return error as HttpError
}

describe('http: headers, timeout, duplicates and the error catalogue (SPEC §4, §7, §8)', () => {
  let element: HTMLElement
  let reloads = 0
  let restoreReload: () => void

  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    $notifications.set([])
    reloads = 0
    const previous = setReloadAction(() => reloads++)
    restoreReload = () => setReloadAction(previous)
    element = await fixture(html`<clinic-session></clinic-session>`)
    await waitForText(element.shadowRoot!, 'Not signed in')
  })

  afterEach(async () => {
    restoreReload()
    for (const request of $confirmRequests.get()) request.resolve(false)
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('sends the session token as Authorization and the locale as Accept-Language', async () => {
    const { token } = await signIn('admin')
    const echo = await request<Echo>({ url: '/__fault/echo' })
    expect(echo.headers.authorization).to.equal(token)
    expect(echo.headers['accept-language']).to.equal('en')
    const anonymous = await request<Echo>({ url: '/__fault/echo', auth: 'none' })
    expect(anonymous.headers.authorization).to.equal(undefined)
    const given = await request<Echo>({ url: '/__fault/echo', auth: { token: 'Bearer given' } })
    expect(given.headers.authorization).to.equal('Bearer given')
  })

  it('sends JSON bodies and DELETE id arrays as JSON', async () => {
    const echo = await request<Echo>({ url: '/__fault/echo', method: 'delete', data: [1, 2] })
    expect(echo.headers['content-type']).to.include('application/json')
  })

  it('uses the configured 1,200,000 ms timeout by default', async () => {
    const delays: number[] = []
    const original = window.setTimeout
    window.setTimeout = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) => {
      delays.push(ms ?? 0)
      return original(fn, ms, ...rest)
    }) as typeof window.setTimeout
    try {
      await request({ url: '/__fault/ok' })
    } finally {
      window.setTimeout = original
    }
    expect(delays).to.include(settings.timeout)
    expect(settings.timeout).to.equal(1_200_000)
  })

  it("times out with 'Network request timeout' shown for 5 s", async () => {
    const error = await failure(request({ url: '/__fault/ok', params: { ms: 2000 }, timeout: 150 }))
    expect(error.kind).to.equal('timeout')
    expect(error.message).to.equal('Network request timeout')
    const [note] = $notifications.get()
    expect(note?.message).to.equal('Network request timeout')
    expect(note?.duration).to.equal(5000)
    expect(note?.intent).to.equal('error')
    await waitForText(element.shadowRoot!, 'Network request timeout')
  })

  it('cancels the older of two identical in-flight requests, silently; the older GET gets the newer one\'s answer', async () => {
    // Two parts of a page asking the same at once (a view and its panel): one request on the wire, both answered.
    const first = request<{ ok: boolean }>({ url: '/__fault/ok', params: { ms: 300 } })
    const second = request<{ ok: boolean }>({ url: '/__fault/ok', params: { ms: 300 } })
    expect((await first).ok).to.equal(true)
    expect((await second).ok).to.equal(true)
    // A write is not a question: the older of two identical POSTs is cancelled, and says so to its caller only.
    const firstPost = request({ url: '/__fault/ok', method: 'post', params: { ms: 300 }, data: { n: 1 } })
    const secondPost = request<{ ok: boolean }>({ url: '/__fault/ok', method: 'post', params: { ms: 300 }, data: { n: 2 } })
    expect((await failure(firstPost)).kind).to.equal('cancelled')
    expect((await secondPost).ok).to.equal(true)
    // A caller that cancels its own GET is told so, even when an identical one follows.
    const own = new AbortController()
    const mine = request({ url: '/__fault/ok', params: { ms: 300, n: 2 }, signal: own.signal })
    own.abort()
    expect((await failure(mine)).kind).to.equal('cancelled')
    expect($notifications.get(), 'a cancelled duplicate says nothing').to.deep.equal([])
  })

  it('gives the older GET the newer one\'s answer when it is cancelled in the middle of its body, never an empty success', async () => {
    // The older answer's headers are in and its body is on the way when an identical GET replaces it (a view mounted
    // again while its first load streams in): the older caller must still get the data.
    const name = `body-${Math.random().toString(36).slice(2)}`
    const first = request<{ ok: boolean; slow: boolean }>({ url: `/__fault/slow-body/${name}` })
    await until(async () => (await request<{ sent: boolean }>({ url: `/__fault/slow-body-sent/${name}` })).sent, 'the first answer\'s headers sent')
    const second = request<{ ok: boolean; slow: boolean }>({ url: `/__fault/slow-body/${name}` })
    expect(await first).to.deep.equal({ ok: true, name, slow: false })
    expect(await second).to.deep.equal({ ok: true, name, slow: false })
    expect($notifications.get(), 'a cancelled duplicate says nothing').to.deep.equal([])
  })

  it('says \'Interface request failed\' when the connection drops in the middle of a body, instead of resolving without data', async () => {
    const error = await failure(request({ url: '/__fault/cut-body' }))
    expect(error.kind).to.equal('network')
    expect($notifications.get()[0]?.message).to.equal('Interface request failed')
  })

  it('does not cancel requests that differ in method or URL', async () => {
    const results = await Promise.all([
      request<{ ok: boolean }>({ url: '/__fault/ok', params: { ms: 200, a: 1 } }),
      request<{ ok: boolean }>({ url: '/__fault/ok', params: { ms: 200, a: 2 } }),
      request<{ ok: boolean }>({ url: '/__fault/ok', method: 'post', params: { ms: 200, a: 1 } }),
    ])
    expect(results.map((r) => r.ok)).to.deep.equal([true, true, true])
  })

  it('never cancels the own user-config list and the key-image upload and check calls', async () => {
    configure({ apiBase: '/__fault/ok/' })
    for (const url of ['api/userConfig/all/own', 'api/keyImage/temporary/save', 'api/keyImage/temporary/query']) {
      const method = url.endsWith('save') ? 'post' : 'get'
      const both = await Promise.all([
        request<{ ok: boolean }>({ url, method, params: { ms: 200 } }),
        request<{ ok: boolean }>({ url, method, params: { ms: 200 } }),
      ])
      expect(both.map((r) => r.ok), url).to.deep.equal([true, true])
    }
  })

  it('asks to log in again on 401: re-login logs out and reloads', async () => {
    await signIn('admin')
    const error = await failure(request({ url: '/__fault/status/401', params: { message: 'expired' } }))
    expect(error.status).to.equal(401)
    const root = element.shadowRoot!
    await waitForText(root, 'Login status expired, you can stay on this page or log in again')
    await waitForText(root, 'System prompt')
    expect(root.querySelector('[role="alertdialog"]'), 'the dialog renders inside the element').to.not.equal(null)
    buttonByText(root, 'Re-login')!.click()
    await until(() => reloads === 1, 'the page reloads')
    expect($token.get()).to.equal(null)
    expect(sessionStorage.getItem('EL-ADMIN-TOEKN')).to.equal(null)
  })

  it('on 401, cancel keeps the user on the page with the session untouched', async () => {
    const { token } = await signIn('admin')
    await failure(request({ url: '/__fault/status/401' }))
    const root = element.shadowRoot!
    await waitForText(root, 'Login status expired')
    buttonByText(root, 'Cancel')!.click()
    await until(() => $confirmRequests.get().length === 0)
    expect(reloads).to.equal(0)
    expect($token.get()).to.equal(token)
  })

  it('asks nothing about a 401 for a request sent without a session: none expired', async () => {
    expect((await failure(request({ url: '/__fault/status/401' }))).status).to.equal(401)
    expect($confirmRequests.get()).to.have.length(0)
  })

  it('asks nothing about a 401 for a request sent with a session the page no longer has', async () => {
    await signIn('admin')
    const answered = failure(request({ url: '/__fault/status/401' }))
    // Signed in again before the answer came: the request went with the old token.
    $token.set('Bearer another-session')
    expect((await answered).status).to.equal(401)
    expect($confirmRequests.get(), 'no question about the current session').to.have.length(0)
  })

  it('withdraws the question when the user signs in again meanwhile', async () => {
    await signIn('admin')
    await failure(request({ url: '/__fault/status/401' }))
    const root = element.shadowRoot!
    await waitForText(root, 'Login status expired')
    $token.set('Bearer a-new-session')
    await until(() => $confirmRequests.get().length === 0 && !root.querySelector('[role="alertdialog"]'), 'the question withdrawn')
    expect(reloads).to.equal(0)
    expect($token.get()).to.equal('Bearer a-new-session')
  })

  it('asks only once when several requests hit 401 together', async () => {
    await signIn('admin')
    await Promise.all([1, 2, 3].map((n) => failure(request({ url: '/__fault/status/401', params: { n } }))))
    expect($confirmRequests.get()).to.have.length(1)
  })

  it('goes to /401 on 403 when a console owns the URL', async () => {
    const visited: string[] = []
    const release = setNavigator((path) => visited.push(path))
    try {
      const error = await failure(request({ url: '/__fault/status/403', params: { message: 'forbidden here' } }))
      expect(error.status).to.equal(403)
      expect(visited).to.deep.equal(['/401'])
      expect($notifications.get()).to.deep.equal([])
    } finally {
      release()
    }
  })

  it('shows the 403 message when no console owns the URL', async () => {
    await failure(request({ url: '/__fault/status/403', params: { message: 'Access denied to this exam' } }))
    expect($notifications.get()[0]?.message).to.equal('Access denied to this exam')
  })

  it('shows any other status with its message for 5 s and rejects', async () => {
    const error = await failure(request({ url: '/__fault/status/500', params: { message: 'Database unavailable' } }))
    expect(error.status).to.equal(500)
    expect(error.message).to.equal('Database unavailable')
    expect((error.body as { message: string }).message).to.equal('Database unavailable')
    const [note] = $notifications.get()
    expect(note?.message).to.equal('Database unavailable')
    expect(note?.duration).to.equal(5000)
    await waitForText(element.shadowRoot!, 'Database unavailable')
  })

  it('names the status when the server gives no message', async () => {
    const error = await failure(request({ url: '/__fault/status/502', params: { plain: 1 } }))
    expect(error.message).to.equal('Request failed (HTTP 502)')
    expect($notifications.get()[0]?.message).to.equal('Request failed (HTTP 502)')
  })

  it("says 'Interface request failed' when there is no status at all", async () => {
    const error = await failure(request({ url: '/__fault/drop' }))
    expect(error.kind).to.equal('network')
    expect(error.message).to.equal('Interface request failed')
    expect($notifications.get()[0]?.message).to.equal('Interface request failed')
  })

  it('rejects a 200 answer that is not the JSON it claims to be', async () => {
    for (const url of ['/__fault/html', '/__fault/broken-json']) {
      $notifications.set([])
      const error = await failure(request({ url }))
      expect(error.kind, url).to.equal('malformed')
      expect($notifications.get()[0]?.message).to.equal('The server sent an answer that could not be read')
    }
  })

  it('stays quiet for silent calls but still rejects', async () => {
    const error = await failure(request({ url: '/__fault/status/500', params: { message: 'quiet' }, silent: true }))
    expect(error.message).to.equal('quiet')
    expect($notifications.get()).to.deep.equal([])
  })
})
