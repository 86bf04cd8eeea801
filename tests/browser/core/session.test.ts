import { expect } from '@open-wc/testing'
import { configure, settings } from '../../../src/core/config'
import { HttpError } from '../../../src/core/http'
import {
  $menusLoaded,
  $outerToken,
  $roles,
  $sourcePage,
  $token,
  $user,
  clearSession,
  ensureUser,
  getInfo,
  login,
  logout,
  rememberedCredentials,
  setRoles,
} from '../../../src/core/session'
import { resetAll, signIn, TEST_CAPTCHA, captchaId } from '../support/session'

describe('session (SPEC §3, §4, §9)', () => {
  beforeEach(resetAll)
  afterEach(resetAll)

  it('login stores the token in session storage under EL-ADMIN-TOEKN with its source page, sets user and roles, and flags menus', async () => {
    $menusLoaded.set(true)
    const answer = await signIn('admin')
    expect(answer.token).to.match(/^Bearer [0-9a-f]{64}$/)
    expect(sessionStorage.getItem('EL-ADMIN-TOEKN')).to.equal(answer.token)
    expect($token.get()).to.equal(answer.token)
    expect($sourcePage.get()).to.equal(location.pathname)
    expect(sessionStorage.getItem(settings.sourcePageKey)).to.equal(location.pathname)
    expect($user.get()?.username).to.equal('admin')
    expect($roles.get()).to.deep.equal(['admin'])
    expect($menusLoaded.get(), 'menus must reload after a login').to.equal(false)
    expect(localStorage.getItem('EL-ADMIN-TOEKN'), 'never in local storage').to.equal(null)
    expect(document.cookie).to.not.include('Bearer')
  })

  it('gives a user with no permissions the single role ROLE_SYSTEM_DEFAULT', async () => {
    await signIn('test')
    expect($roles.get()).to.deep.equal(['ROLE_SYSTEM_DEFAULT'])
    setRoles([])
    expect($roles.get()).to.deep.equal(['ROLE_SYSTEM_DEFAULT'])
    setRoles(null)
    expect($roles.get()).to.deep.equal(['ROLE_SYSTEM_DEFAULT'])
  })

  it('getInfo resets user and roles from the server', async () => {
    await signIn('fangshe')
    $user.set(null)
    $roles.set(['stale'])
    const info = await getInfo()
    expect($user.get()?.username).to.equal('fangshe')
    expect($roles.get()).to.deep.equal(info.roles.length ? info.roles : ['ROLE_SYSTEM_DEFAULT'])
    expect($roles.get()).to.not.include('stale')
  })

  it('ensureUser loads the user for a stored token once, and logs out when that fails', async () => {
    const { token } = await signIn('admin')
    $user.set(null)
    const [a, b] = await Promise.all([ensureUser(), ensureUser()])
    expect(a?.username).to.equal('admin')
    expect(b).to.equal(a)
    $user.set(null)
    $token.set(token.replace(/.$/, (c) => (c === '0' ? '1' : '0')))
    const failure = await ensureUser().catch((e: unknown) => e)
    expect(failure).to.be.instanceOf(HttpError)
    expect((failure as HttpError).status).to.equal(401)
    expect($token.get(), 'a failed user-info call logs out').to.equal(null)
    expect(sessionStorage.getItem('EL-ADMIN-TOEKN')).to.equal(null)
  })

  it('logout clears token, roles, user and remembered credentials, and ends the token on the server', async () => {
    const { token } = await signIn('admin', '123456', true)
    expect(rememberedCredentials()).to.not.equal(null)
    await logout()
    expect($token.get()).to.equal(null)
    expect($user.get()).to.equal(null)
    expect($roles.get()).to.deep.equal([])
    expect(sessionStorage.getItem('EL-ADMIN-TOEKN')).to.equal(null)
    expect(rememberedCredentials()).to.equal(null)
    const after = await fetch('/auth/info', { headers: { Authorization: token } })
    expect(after.status, 'the server forgot the token').to.equal(401)
  })

  it('logout clears everything even when the logout call fails', async () => {
    await signIn('admin', '123456', true)
    configure({ apiBase: '/__fault/status/500/' })
    await logout()
    expect($token.get()).to.equal(null)
    expect($roles.get()).to.deep.equal([])
    expect(sessionStorage.getItem('EL-ADMIN-TOEKN')).to.equal(null)
    expect(rememberedCredentials()).to.equal(null)
  })

  it('remember-me keeps the username and the RSA ciphertext for one day, never the plain password', async () => {
    await signIn('admin', '123456', true)
    const saved = rememberedCredentials()
    expect(saved?.username).to.equal('admin')
    expect(saved?.password).to.not.equal('123456')
    expect(atob(saved?.password ?? '').length, '2048-bit RSA ciphertext').to.equal(256)
    expect(document.cookie).to.not.include('123456')
    const store = (window as unknown as { cookieStore: { get(n: string): Promise<{ expires: number } | null> } }).cookieStore
    const cookie = await store.get('password')
    const days = ((cookie?.expires ?? 0) - Date.now()) / 864e5
    expect(days).to.be.within(0.99, 1.01)
  })

  it('signs in again with the remembered ciphertext without re-encrypting it', async () => {
    await signIn('admin', '123456', true)
    const saved = rememberedCredentials()
    clearSessionKeepingCookies()
    const answer = await login({ username: 'admin', password: saved?.password ?? '', code: TEST_CAPTCHA, uuid: await captchaId(), rememberMe: true })
    expect(answer.user.user.username).to.equal('admin')
    expect(rememberedCredentials()?.password).to.equal(saved?.password)
  })

  it('keeps the external pages session apart under WEBOUTER-TOEKN', async () => {
    $outerToken.set('Bearer outer')
    expect(sessionStorage.getItem('WEBOUTER-TOEKN')).to.equal('Bearer outer')
    await signIn('admin')
    clearSession()
    expect(sessionStorage.getItem('WEBOUTER-TOEKN'), 'staff logout leaves the outer session').to.equal('Bearer outer')
    expect(sessionStorage.getItem('EL-ADMIN-TOEKN')).to.equal(null)
  })
})

function clearSessionKeepingCookies(): void {
  $token.set(null)
  $user.set(null)
  $roles.set([])
}
