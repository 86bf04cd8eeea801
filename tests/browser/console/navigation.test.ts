import { expect } from '@open-wc/testing'
import { $menusLoaded, $token, $user } from '../../../src/core/session'
import { setDefaultPage } from '../../../src/core/userConfig'
import { BASE, consolePath, openConsole, reloads, resetConsole, waitForPath } from '../support/console'
import { deepText, until, waitForText } from '../support/dom'
import { signIn } from '../support/session'

/** Records the contract calls the page makes. */
function recordRequests(): { urls: string[]; restore: () => void } {
  const urls: string[] = []
  const original = window.fetch
  window.fetch = (input, init) => {
    urls.push(new URL(String(input instanceof Request ? input.url : input), location.href).pathname)
    return original(input, init)
  }
  return { urls, restore: () => (window.fetch = original) }
}

describe('console navigation rules (SPEC §2, §4)', () => {
  beforeEach(resetConsole)
  afterEach(resetConsole)

  it('sends a visitor without a token to /login?redirect=<path>', async () => {
    await openConsole('/system/user?tab=2')
    await waitForPath('/login?redirect=%2Fsystem%2Fuser%3Ftab%3D2')
  })

  it('opens the public pages without a login', async () => {
    for (const path of ['/other/yssm', '/webouterpage/picPage', '/webouterpage/hisReport']) {
      const el = await openConsole(path)
      await new Promise((r) => setTimeout(r, 300))
      expect(consolePath(), path).to.equal(path)
      el.remove()
    }
    const el = await openConsole('/other/yssm')
    await waitForText(el.shadowRoot!, 'Privacy')
  })

  it('opens the external HIS pages without a staff login, and leaves the staff session alone', async () => {
    for (const path of ['/webouterpage/hisReportLogin', '/webouterpage/hisReportLoginReport', '/webouterpage/hisReportLoginAllTab', '/webouterpage/hisReadReport']) {
      const el = await openConsole(path)
      await new Promise((r) => setTimeout(r, 300))
      expect(consolePath(), path).to.equal(path)
      expect(sessionStorage.getItem('EL-ADMIN-TOEKN')).to.equal(null)
      el.remove()
    }
  })

  it('shows the login page itself without a token', async () => {
    const el = await openConsole('/login')
    await waitForText(el.shadowRoot!, 'Sign in')
    expect(consolePath()).to.equal('/login')
  })

  it('sends a signed-in user who opens /login to /', async () => {
    await signIn('admin')
    await openConsole('/login')
    await waitForPath('/registrations/his')
  })

  it('redirects / to /registrations/his', async () => {
    await signIn('admin')
    await openConsole('/')
    await waitForPath('/registrations/his')
  })

  it("redirects / to the user's default page when one is starred", async () => {
    await signIn('fangshe')
    await setDefaultPage('/diagnos/diagnosIn')
    await openConsole('/')
    await waitForPath('/diagnos/diagnosIn')
    await setDefaultPage('/registrations/his')
  })

  it("sends /loginDefaultFistPage to the first menu's first child, or the first menu's own path", async () => {
    await signIn('admin')
    await openConsole('/loginDefaultFistPage')
    await waitForPath('/dashboard')
    resetConsole()
    await signIn('xindian')
    await openConsole('/loginDefaultFistPage')
    await waitForPath('/dashboard')
  })

  it('sends an unknown path to /404', async () => {
    await signIn('admin')
    const el = await openConsole('/no/such/page')
    await waitForPath('/404')
    await waitForText(el.shadowRoot!, 'page not found')
  })

  it('sends a path outside the user’s menus to /404', async () => {
    await signIn('test')
    await openConsole('/system/user')
    await waitForPath('/404')
  })

  it('loads the user, then menus and dictionaries together on the first authenticated navigation, then shows the route', async () => {
    await signIn('admin')
    $user.set(null) // as after a reload: only the token survives
    const recorder = recordRequests()
    try {
      const el = await openConsole('/user/center')
      await waitForText(el.shadowRoot!, 'My account')
      expect(recorder.urls).to.include.members(['/auth/info', '/api/menus/build', '/api/dictDetail/map/all'])
      expect($menusLoaded.get()).to.equal(true)
      expect(consolePath()).to.equal('/user/center')
    } finally {
      recorder.restore()
    }
  })

  it('keeps a page that is created anew on every visit when the menus arrive again without a navigation', async () => {
    await signIn('admin')
    const el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    const view = () => el.shadowRoot!.querySelector('main [data-view-key^="/user/center"]')
    const before = view()
    expect(before).to.not.equal(null)
    const recorder = recordRequests()
    try {
      $menusLoaded.set(false)
      await until(() => recorder.urls.includes('/api/menus/build') && $menusLoaded.get(), 'menus reloaded')
      await until(() => view() !== null, 'the page shown')
      expect(view(), 'the same page, not a new visit (what was typed in it stays)').to.equal(before)
    } finally {
      recorder.restore()
    }
  })

  it('reloads the menus when the loaded flag is reset, and re-enters the route', async () => {
    await signIn('admin')
    const el = await openConsole('/system/menu')
    await until(() => el.shadowRoot!.querySelector('clinic-admin[view="system/menu"]'), 'the menus view')
    const recorder = recordRequests()
    try {
      $menusLoaded.set(false)
      await until(() => recorder.urls.includes('/api/menus/build'), 'menus reloaded')
      await until(() => $menusLoaded.get())
      expect(consolePath()).to.equal('/system/menu')
    } finally {
      recorder.restore()
    }
  })

  it('logs out and reloads when loading the user fails', async () => {
    const { token } = await signIn('admin')
    await fetch('/auth/logout', { method: 'DELETE', headers: { Authorization: token } })
    $user.set(null)
    await openConsole('/system/user')
    await until(() => reloads.count > 0, 'the page reloads')
    expect($token.get()).to.equal(null)
    expect(sessionStorage.getItem('EL-ADMIN-TOEKN')).to.equal(null)
  })

  it('keeps the document title in step with the route', async () => {
    await signIn('admin')
    await openConsole('/user/center')
    await until(() => document.title.startsWith('Personal center - '), `title was ${document.title}`)
    expect(document.title).to.include('Kangning')
  })

  it('shows a progress bar while a navigation is running', async () => {
    await signIn('admin')
    const original = window.fetch
    // The menus answer only once the test has seen the bar (no race with a fixed delay on a busy machine).
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    window.fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('api/menus/build')) await held
      return original(input, init)
    }
    try {
      const el = await openConsole('/user/center')
      await until(() => el.shadowRoot!.querySelector('[role="progressbar"]'), 'progress bar shown')
      release()
      await waitForText(el.shadowRoot!, 'My account')
      await until(() => !el.shadowRoot!.querySelector('[role="progressbar"]'), 'progress bar gone')
    } finally {
      release()
      window.fetch = original
    }
  })

  it('asks before the tab closes while signed in, unless the session flag passClose is true', async () => {
    await signIn('admin')
    const el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    sessionStorage.removeItem('passClose')
    const asked = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(asked)
    expect(asked.defaultPrevented).to.equal(true)
    sessionStorage.setItem('passClose', 'true')
    const free = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(free)
    expect(free.defaultPrevented).to.equal(false)
  })

  it('shows a clear page naming a menu component this build does not have', async () => {
    await signIn('admin')
    // A hospital's backend with a menu of its own (tests/support/faults.mjs adds 化验看板, component lab/board/index).
    const el = await openConsole('/lab/board', 'en', '/__fault/menu/')
    await waitForText(el.shadowRoot!, 'This view is not part of this build')
    expect(deepText(el.shadowRoot!)).to.include('lab/board/index')
  })

  it('shows each role only its own menus', async () => {
    const menus = async (username: string): Promise<string[]> => {
      resetConsole()
      await signIn(username)
      const el = await openConsole('/user/center')
      await waitForText(el.shadowRoot!, 'My account')
      const nav = el.shadowRoot!.querySelector('nav[aria-label="Main navigation"]')!
      return [...nav.querySelectorAll(':scope > ul > li > a, :scope > ul > li > button')].map((n) => n.textContent ?? '')
    }
    const admin = await menus('admin')
    expect(admin).to.include.members(['Home', 'Registration', 'Imaging diagnosis', 'System', 'Monitoring'])
    expect(await menus('dengji')).to.deep.equal(['Home', 'Registration', 'System tools'])
    expect(await menus('xindian')).to.deep.equal(['Home', 'ECG diagnosis', 'System tools'])
    expect(await menus('test')).to.deep.equal(['Home'])
  })

  it('lives under its base path', async () => {
    await signIn('admin')
    await openConsole('/user/center')
    await waitForPath('/user/center')
    expect(location.pathname).to.equal(`${BASE}/user/center`)
  })
})
