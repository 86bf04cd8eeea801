import { atom } from 'nanostores'
import { shared } from '../runtime'
import { settings } from '../config/settings'
import { persistentString } from '../storage'
import type { UserDto } from '../contract'

/**
 * The staff token (`Bearer …`), kept in session storage under EL-ADMIN-TOEKN so it dies with the tab.
 *
 * @example
 * useStore($token) ? <Shell/> : <Login/>
 */
export const $token = shared('session.token', () => persistentString('session', settings.tokenKey))

/** The page that signed the user in (sent with the login and kept beside the token). */
export const $sourcePage = shared('session.sourcePage', () => persistentString('session', settings.sourcePageKey))

/**
 * The signed-in user as the server describes it; null until login or `getInfo`.
 *
 * @example
 * useStore($user)?.nickName
 */
export const $user = shared('session.user', () => atom<UserDto | null>(null))

/**
 * The user's permission strings (`admin`, `user:add`, …); never empty once loaded — an empty list from the server
 * becomes the single role ROLE_SYSTEM_DEFAULT so guards do not loop.
 *
 * @example
 * $roles.get().includes('admin')
 */
export const $roles = shared('session.roles', () => atom<string[]>([]))

/**
 * Whether the dynamic menus for this session have been loaded; login and an explicit reset set it false, and the
 * console reloads menus when it sees false.
 *
 * @example
 * if (!$menusLoaded.get()) await loadMenus()
 */
export const $menusLoaded = shared('session.menusLoaded', () => atom<boolean>(false))

/** The external (HIS) pages' token, under WEBOUTER-TOEKN, separate from the staff session. */
export const $outerToken = shared('session.outerToken', () => persistentString('session', settings.outerTokenKey))

/** The external pages' user, after an outer login. */
export const $outerUser = shared('session.outerUser', () => atom<UserDto | null>(null))
