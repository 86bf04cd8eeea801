#!/usr/bin/env node
// `node scripts/screenshots.mjs`: signs in to a fresh contract server in headless Chromium and writes the README's
// screenshots to docs/screenshots/ (the shell in zh-CN and en at 1280×800 and 800×600, plus the login page).
// Needs a build (npm run build).
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, ensureChromium } from './chromium.mjs'
import { startContractServer } from './contract-server.mjs'

const root = resolve(import.meta.dirname, '..')
const out = resolve(root, 'docs/screenshots')
mkdirSync(out, { recursive: true })

const server = await startContractServer({ CLINIC_TEST_CAPTCHA: '7' })
const browser = await chromium.launch({ executablePath: ensureChromium(), headless: true, args: chromiumArgs })
try {
  for (const locale of ['zh-CN', 'en']) {
    for (const [width, height] of [
      [1280, 800],
      [800, 600],
    ]) {
      const context = await browser.newContext({ viewport: { width, height } })
      const page = await context.newPage()
      await page.addInitScript((l) => {
        localStorage.setItem('clinic-locale', l)
        sessionStorage.setItem('passClose', 'true')
      }, locale)
      await page.goto(`${server.url}/login`)
      await page.locator('clinic-login img[src^="data:image"]').waitFor()
      if (width === 1280) await page.screenshot({ path: resolve(out, `login-${locale}-${width}x${height}.png`) })
      await page.locator('clinic-login input[name="username"]').fill('admin')
      await page.locator('clinic-login input[name="password"]').fill('123456')
      await page.locator('clinic-login input[name="code"]').fill('7')
      await page.locator('clinic-login button[type="submit"]').click()
      await page.waitForURL('**/registrations/his')
      await page.evaluate(() => {
        history.pushState(null, '', '/dashboard')
        dispatchEvent(new PopStateEvent('popstate'))
      })
      await page.locator('clinic-console [data-testid="figure"]').first().waitFor()
      await page.waitForTimeout(400)
      await page.screenshot({ path: resolve(out, `shell-${locale}-${width}x${height}.png`) })
      await context.close()
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log(`screenshots written to ${out}`)
