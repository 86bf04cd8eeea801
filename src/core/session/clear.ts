import { writeCookie } from '../storage'
import { $menusLoaded, $roles, $sourcePage, $token, $user } from './stores'

/**
 * Removes the remember-me cookies.
 *
 * @example
 * forgetCredentials()
 */
export function forgetCredentials(): void {
  writeCookie('username', null)
  writeCookie('password', null)
  writeCookie('rememberMe', null)
}

/**
 * Clears the staff session locally: token, source page, user, roles, menus flag and remembered credentials.
 *
 * @example
 * clearSession()
 */
export function clearSession(): void {
  $token.set(null)
  $sourcePage.set(null)
  $user.set(null)
  $roles.set([])
  $menusLoaded.set(false)
  forgetCredentials()
}
