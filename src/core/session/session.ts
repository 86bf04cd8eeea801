import { settings } from '../config/settings'
import { encryptPassword } from '../crypto/rsa'
import { request } from '../http/http'
import { moveDraftsToServer } from '../report/drafts'
import { readCookie, writeCookie } from '../storage'
import { clearSession, forgetCredentials } from './clear'
import type { LoginResponse, UserDto, UserInfo } from '../contract'
import { shared } from '../runtime'
import { $menusLoaded, $outerToken, $outerUser, $roles, $sourcePage, $token, $user } from './stores'

/** What the login form submits; `password` is plain unless it is the remembered ciphertext. */
export interface LoginInput {
  username: string
  password: string
  code: string
  uuid: string
  rememberMe?: boolean
  sourcePage?: string
}

/**
 * Normalises the server's role list: an empty list becomes ROLE_SYSTEM_DEFAULT (SPEC §4).
 *
 * @example
 * setRoles([]) // $roles is ['ROLE_SYSTEM_DEFAULT']
 */
export function setRoles(roles: readonly string[] | undefined | null): void {
  $roles.set(roles && roles.length > 0 ? [...roles] : [settings.defaultRole])
}

function applyUser(info: UserInfo): void {
  $user.set(info.user)
  setRoles(info.roles)
}

/**
 * The remembered credentials (eladmin-web's remember-me): username and the RSA ciphertext of the password,
 * never the plain text, in cookies that live one day.
 *
 * @example
 * const saved = rememberedCredentials() // { username: 'admin', password: '<ciphertext>', rememberMe: true }
 */
export function rememberedCredentials(): { username: string; password: string; rememberMe: boolean } | null {
  const username = readCookie('username')
  const password = readCookie('password')
  if (!username || !password || readCookie('rememberMe') !== 'true') return null
  return { username, password, rememberMe: true }
}

function remember(username: string, cipher: string, rememberMe: boolean): void {
  if (rememberMe) {
    writeCookie('username', username, settings.passCookieExpires)
    writeCookie('password', cipher, settings.passCookieExpires)
    writeCookie('rememberMe', 'true', settings.passCookieExpires)
  } else {
    forgetCredentials()
  }
}

/**
 * Signs a staff user in: encrypts the password (reusing the remembered ciphertext when the form still holds it),
 * posts auth/login, stores the token with its source page, sets user and roles, and flags menus for loading.
 * Failures reject to the caller (the login form refreshes its captcha).
 *
 * @example
 * await login({ username, password, code, uuid, rememberMe: true })
 */
export async function login(input: LoginInput): Promise<LoginResponse> {
  const saved = rememberedCredentials()
  const cipher =
    saved && saved.username === input.username && saved.password === input.password
      ? saved.password
      : await encryptPassword(input.password)
  const sourcePage = input.sourcePage ?? window.location.pathname
  const response = await request<LoginResponse>({
    method: 'post',
    url: 'auth/login',
    data: { username: input.username, password: cipher, code: input.code, uuid: input.uuid, sourcePage },
    auth: 'none',
    silent: true,
  })
  $token.set(response.token)
  $sourcePage.set(sourcePage)
  applyUser(response.user)
  $menusLoaded.set(false)
  remember(input.username, cipher, input.rememberMe ?? false)
  return response
}

/**
 * Unlocks the console after the idle lock: the signed-in user's password, RSA-encrypted, checked by the server (a
 * wrong one rejects with the server's message; the session stays either way).
 *
 * @example
 * await unlock(password)
 */
export async function unlock(password: string): Promise<void> {
  const cipher = await encryptPassword(password)
  await request({ method: 'post', url: 'auth/unlock', data: { password: cipher }, silent: true })
}

/**
 * Loads the signed-in user (auth/info) and resets user and roles from it. Failures reject to the caller, which
 * logs out (the console reloads).
 *
 * @example
 * await getInfo()
 */
export async function getInfo(): Promise<UserInfo> {
  const info = await request<UserInfo>({ method: 'get', url: 'auth/info', silent: true })
  applyUser(info)
  return info
}

const userLoading = shared('session.userLoading', () => ({ promise: null as Promise<UserDto | null> | null }))

/**
 * Makes sure the signed-in user is known: with a token but no user (a reload keeps only the token) it calls
 * `getInfo` once for all elements of the page; if that fails the session is logged out (SPEC §4) and the promise
 * rejects so the caller can reload or show the login.
 *
 * @example
 * await ensureUser()
 */
export function ensureUser(): Promise<UserDto | null> {
  if (!$token.get()) return Promise.resolve(null)
  const known = $user.get()
  if (known) return Promise.resolve(known)
  userLoading.promise ??= getInfo()
    .then((info) => info.user)
    .catch(async (error: unknown) => {
      await logout()
      throw error
    })
    .finally(() => {
      userLoading.promise = null
    })
  return userLoading.promise
}

/**
 * Logs out: first moves the user's report drafts from this browser to the server's copy (a shared workstation keeps
 * no patient text for the next user), tells the server (DELETE auth/logout) and clears everything even when that
 * call fails.
 *
 * @example
 * await logout(); reloadPage()
 */
export async function logout(): Promise<void> {
  try {
    const user = $user.get()
    if ($token.get() && user) await moveDraftsToServer(user.username)
    if ($token.get()) await request({ method: 'delete', url: 'auth/logout', silent: true })
  } catch {
    // The local session ends whatever the server says (SPEC §4).
  } finally {
    clearSession()
  }
}

/**
 * Signs in to the external (HIS) pages' separate session under WEBOUTER-TOEKN. `password` is either plain text or
 * an already-encrypted ciphertext (`encrypted: true`), as the HIS may pass either.
 *
 * @example
 * await outerLogin({ username, password: cipher, encrypted: true })
 */
export async function outerLogin(input: { username: string; password: string; encrypted?: boolean; sourcePage?: string }): Promise<LoginResponse> {
  const cipher = input.encrypted ? input.password : await encryptPassword(input.password)
  const response = await request<LoginResponse>({
    method: 'post',
    url: 'auth/outer/login',
    data: { username: input.username, password: cipher, sourcePage: input.sourcePage ?? window.location.pathname },
    auth: 'none',
    silent: true,
  })
  $outerToken.set(response.token)
  $outerUser.set(response.user.user)
  return response
}

/** Ends the external pages' session locally (their token never touches the staff session). */
export function clearOuterSession(): void {
  $outerToken.set(null)
  $outerUser.set(null)
}
