// What the browser benches and the screenshot script share: signing in to the console through its login form (the
// test captcha 7 of a contract server started with CLINIC_TEST_CAPTCHA=7) and the quantiles they report.

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

/** One decimal. */
export const round = (value) => Math.round(value * 10) / 10

/** The `q` quantile (0–1) of `values`, nearest rank. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}
