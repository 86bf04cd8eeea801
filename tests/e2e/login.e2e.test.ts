// End to end: a fresh database, the real contract server serving the built elements and the demo console page,
// driven in Debian's Chromium by playwright-core.
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { chromium, type Browser } from 'playwright-core'
import testEnv from '../support/test-env.json'
import { startServer } from '../../demo/server/start'
import { chromiumArgs, locateChromium } from '../../scripts/chromium.mjs'

describe('demo console: sign in, reload, sign out', () => {
  let server: Awaited<ReturnType<typeof startServer>>
  let browser: Browser
  let dataDir: string

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'clinic-e2e-'))
    server = await startServer({ port: 0, dataDir, testCaptcha: testEnv.captcha })
    browser = await chromium.launch({ executablePath: locateChromium() ?? '/usr/bin/chromium', args: chromiumArgs, headless: true })
  })

  after(async () => {
    await browser?.close()
    await server?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('logs in as admin, survives a reload, and logout clears session storage', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const errors: string[] = []
    const dialogs: string[] = []
    page.on('pageerror', (e) => errors.push(String(e)))
    // The console asks before the tab unloads while signed in; the test answers "leave".
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type())
      void dialog.accept()
    })
    await page.goto(`${server.url}/system/user`)
    await page.waitForURL(/\/login\?redirect=%2Fsystem%2Fuser$/)
    await page.locator('clinic-login input[name="username"]').fill('admin')
    await page.locator('clinic-login input[name="password"]').fill('123456')
    await page.locator('clinic-login img[src^="data:image"]').waitFor()
    await page.locator('clinic-login input[name="code"]').fill(testEnv.captcha)
    await page.locator('clinic-login button[type="submit"]').click()

    await page.waitForURL(/\/system\/user$/)
    const account = page.locator('clinic-console button[aria-label^="管理员"]')
    await account.waitFor()
    assert.match((await page.evaluate(() => sessionStorage.getItem('EL-ADMIN-TOEKN'))) ?? '', /^Bearer [0-9a-f]{64}$/)

    await page.reload()
    await account.waitFor()
    assert.match(page.url(), /\/system\/user$/, 'still signed in from session storage, on the same page')

    await account.click()
    await page.locator('clinic-console [role="menuitem"]').filter({ hasText: '退出登录' }).click()
    await page.locator('clinic-console [role="alertdialog"]').waitFor()
    await page.locator('clinic-console [role="alertdialog"] button').filter({ hasText: '确定' }).click()
    await page.waitForURL(/\/login/)
    await page.locator('clinic-login input[name="username"]').waitFor()
    assert.equal(await page.evaluate(() => sessionStorage.getItem('EL-ADMIN-TOEKN')), null)
    assert.deepEqual(errors, [])
  })

  it('works under its Content-Security-Policy: the console, and the picture viewer with its decode worker and codecs', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const refused: string[] = []
    page.on('console', (m) => { if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text()) })
    page.on('pageerror', (e) => refused.push(String(e)))
    page.on('dialog', (dialog) => void dialog.accept())
    const answer = await page.goto(`${server.url}/login`)
    const policy = answer?.headers()['content-security-policy'] ?? ''
    assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'/)
    assert.match(policy, /frame-ancestors 'self'(;|$)/)
    assert.equal(answer?.headers()['referrer-policy'], 'no-referrer')
    await page.locator('clinic-login input[name="username"]').fill('admin')
    await page.locator('clinic-login input[name="password"]').fill('123456')
    await page.locator('clinic-login img[src^="data:image"]').waitFor()
    await page.locator('clinic-login input[name="code"]').fill(testEnv.captcha)
    await page.locator('clinic-login button[type="submit"]').click()
    await page.locator('clinic-console button[aria-label^="管理员"]').waitFor()

    // A JPEG 2000 image: the decode worker starts and compiles its WebAssembly codec under the page's policy.
    const shown = await page.evaluate(async () => {
      await import('/dist/es/clinic-pic-viewer.js' as string)
      const viewer = document.createElement('clinic-pic-viewer')
      viewer.setAttribute('src', '/demo/assets/dicom/MR_small_jp2klossless.dcm')
      viewer.style.cssText = 'position:fixed;inset:0;z-index:9;background:#000'
      document.body.append(viewer)
      for (let i = 0; i < 400; i++) {
        const canvas = viewer.shadowRoot?.querySelector('canvas')
        if (canvas && canvas.width > 1) {
          const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data
          let lit = 0
          for (let p = 0; p < data.length; p += 4) if (data[p]! + data[p + 1]! + data[p + 2]! > 0) lit++
          if (lit > 100) return lit
        }
        await new Promise((r) => setTimeout(r, 50))
      }
      return 0
    })
    assert.ok(shown > 100, 'the decoded image is drawn')
    assert.deepEqual(refused, [])
  })
})
