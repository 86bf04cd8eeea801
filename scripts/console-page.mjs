// What the browser benches and the screenshot script share: signing in to the console through its login form (the
// test captcha 7 of a contract server started with CLINIC_TEST_CAPTCHA=7) or its API, and the quantiles they report.
import { createRequire } from 'node:module'

/**
 * Opens the login page of `url` in `page`, signs in as `user` (password 123456) in `locale`, and waits for the console.
 *
 * @example
 * await signInConsole(page, server.url, 'fangshe', 'en')
 */
export async function signInConsole(page, url, user, locale = 'en') {
  await page.addInitScript((l) => {
    localStorage.setItem('clinic-locale', l)
    sessionStorage.setItem('passClose', 'true')
  }, locale)
  await page.goto(`${url}/login`)
  await page.locator('clinic-login img[src^="data:image"]').waitFor()
  await page.locator('clinic-login input[name="username"]').fill(user)
  await page.locator('clinic-login input[name="password"]').fill('123456')
  await page.locator('clinic-login input[name="code"]').fill('7')
  await page.locator('clinic-login button[type="submit"]').click()
  await page.waitForFunction(() => !location.pathname.startsWith('/login'))
}

/**
 * Signs in through the API as a seeded user (password 123456, the test captcha 7) and answers the token: the
 * password RSA-encrypted with the served key, as the login page sends it. jsencrypt's UMD build (its ES build has
 * extensionless imports plain Node cannot resolve).
 */
export async function signInApi(base, user = 'admin') {
  const JSEncrypt = createRequire(import.meta.url)('jsencrypt')
  const { rsaPublicKey } = await (await fetch(`${base}/config.json`)).json()
  const rsa = new JSEncrypt()
  rsa.setPublicKey(rsaPublicKey)
  const { uuid } = await (await fetch(`${base}/auth/code`)).json()
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user, password: rsa.encrypt('123456'), code: '7', uuid }),
  })
  const body = await response.json()
  if (!body.token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`)
  return body.token
}

/** One decimal. */
export const round = (value) => Math.round(value * 10) / 10

/** The `q` quantile (0–1) of `values`, nearest rank. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}
