import testEnv from '../../support/test-env.json'
import type { CaptchaResponse, LoginResponse } from '../../../src/core/contract'
import { resetRuntimeConfig } from '../../../src/core/config/runtimeConfig'
import { clearSession, clearOuterSession, login } from '../../../src/core/session'

/** The captcha answer the test server accepts (CLINIC_TEST_CAPTCHA). */
export const TEST_CAPTCHA: string = testEnv.captcha

/** Fetches a fresh captcha id from the contract server. */
export async function captchaId(): Promise<string> {
  const response = await fetch('/auth/code')
  const body = (await response.json()) as CaptchaResponse
  return body.uuid
}

/** Signs in through the real core login (RSA, captcha) as a seeded user. */
export async function signIn(username = 'admin', password = '123456', rememberMe = false): Promise<LoginResponse> {
  return login({ username, password, code: TEST_CAPTCHA, uuid: await captchaId(), rememberMe })
}

/** Forgets every session, cookie and runtime setting a test may have left behind. */
export function resetAll(): void {
  clearSession()
  clearOuterSession()
  sessionStorage.clear()
  localStorage.clear()
  for (const name of ['username', 'password', 'rememberMe']) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
  resetRuntimeConfig()
}
