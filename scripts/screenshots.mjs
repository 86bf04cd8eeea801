#!/usr/bin/env node
// `node scripts/screenshots.mjs`: signs in to a fresh contract server in headless Chromium and writes the README's
// screenshots to docs/screenshots/ (the shell in zh-CN and en at 1280×800 and 800×600, the login page, and the
// diagnosis area's views as a radiologist sees them at 1366×800).
// Needs a build (npm run build).
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, ensureChromium } from './chromium.mjs'
import { signInConsole } from './console-page.mjs'
import { startContractServer } from './contract-server.mjs'

const root = resolve(import.meta.dirname, '..')
const out = resolve(root, 'docs/screenshots')
mkdirSync(out, { recursive: true })

/** A page of a new context signed in as `user` through the login form, on the console's home. */
async function signedIn(context, user, locale) {
  const page = await context.newPage()
  await signInConsole(page, server.url, user, locale)
  await page.locator('clinic-console aside a').first().waitFor()
  return page
}

/** The reading worklist's entry prompt about rejected reports, when it comes: later. */
async function laterIfAsked(page, tag = 'clinic-diagnosis') {
  const prompt = page.locator(`${tag} [role="alertdialog"]`)
  await prompt.waitFor({ timeout: 3000 }).then(() => prompt.locator('button').first().click(), () => undefined)
}

/** Chooses row `index` of a worklist (its preview shows beside it). */
function chooseRow(index, tag = 'clinic-diagnosis') {
  return async (page) => {
    await laterIfAsked(page, tag)
    await page.locator(`${tag} [role="row"][aria-rowindex]`).nth(index + 1).click()
  }
}

/**
 * Opens row `index` of a worklist in its report editor and waits for it; `path` opens the same exam in another layout
 * of the editor (the classic one by its route).
 */
function openRow(index, path, tag = 'clinic-diagnosis') {
  return async (page) => {
    await laterIfAsked(page, tag)
    await page.locator(`${tag} [role="row"][aria-rowindex]`).nth(index + 1).dblclick()
    await page.locator(`${tag} textarea[data-field="findings"]`).waitFor()
    if (path && path !== '/diagnos/CTreportwrite') {
      const examineId = new URL(page.url()).searchParams.get('examineId')
      await page.evaluate((to) => {
        history.pushState(null, '', to)
        dispatchEvent(new PopStateEvent('popstate'))
      }, `${path}?examineId=${examineId}`)
      await page.locator('clinic-diagnosis textarea[data-field="findings"]').waitFor()
    }
    await page.waitForTimeout(3000)
  }
}

const server = await startContractServer({ CLINIC_TEST_CAPTCHA: '7' })
const browser = await chromium.launch({ executablePath: ensureChromium(), headless: true, args: chromiumArgs })
// SHOTS=name,name… takes only those views of the areas (and skips the login and shell pictures).
const only = process.env.SHOTS ? new Set(process.env.SHOTS.split(',')) : null
try {
  for (const locale of only ? [] : ['zh-CN', 'en']) {
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

  // The reporting areas, each signed in as its physician (the radiologist fangshe or his auditor fangshezr, the
  // sonographer chaosheng, the ECG physician xindian, the endoscopist neijing, the pathologist bingli).
  const AREA_VIEWS = [
    { name: 'diagnosis-diagnosIn', user: 'fangshe', path: '/diagnos/diagnosIn', then: chooseRow(1) },
    { name: 'diagnosis-diagnosOut', user: 'fangshe', path: '/diagnos/diagnosOut', then: chooseRow(0) },
    { name: 'diagnosis-report', user: 'fangshe', path: '/diagnos/diagnosIn', then: openRow(0, '/diagnos/CTreportwrite') },
    { name: 'diagnosis-reportOld', user: 'fangshe', path: '/diagnos/diagnosIn', then: openRow(2, '/diagnos/reportOld') },
    { name: 'diagnosis-critical', user: 'fangshe', path: '/diagnos/diagnosIn', then: async (page) => {
      await openRow(3, '/diagnos/CTreportwrite')(page)
      await page.locator('clinic-diagnosis input[type="checkbox"]').first().check()
      await page.locator('clinic-diagnosis [role="dialog"]').waitFor()
    } },
    { name: 'diagnosis-audit', user: 'fangshezr', path: '/diagnos/diagnosIn', then: async (page) => {
      await laterIfAsked(page)
      await page.locator('clinic-diagnosis [data-tab="unaudited"]').click()
      await page.waitForTimeout(800)
      await openRow(0, '/diagnos/CTreportwrite')(page)
    } },
    { name: 'diagnosis-calciumScoring', user: 'fangshe', path: '/diagnos/calciumScoring', then: async (page) => {
      await page.locator('clinic-diagnosis section[aria-labelledby="calcium-exams"] li button').first().click()
      await page.waitForTimeout(5000)
    } },
    { name: 'diagnosis-reportTemplate', user: 'fangshe', path: '/infoManage/reportTemplate' },
    { name: 'diagnosis-treeTemplate', user: 'fangshe', path: '/infoManage/treeTemplate', then: async (page) => {
      await page.locator('clinic-diagnosis [role="treeitem"]').nth(2).click()
      await page.waitForTimeout(600)
    } },
    // Issue 13's areas.
    { tag: 'clinic-ultrasound', name: 'ultrasound-diagnosList', user: 'chaosheng', path: '/ultrasonic/diagnosList', then: chooseRow(0, 'clinic-ultrasound') },
    { tag: 'clinic-ultrasound', name: 'ultrasound-report', user: 'chaosheng', path: '/ultrasonic/diagnosList', then: openRow(0, null, 'clinic-ultrasound') },
    { tag: 'clinic-ultrasound', name: 'ultrasound-indexPE', user: 'chaosheng', path: '/ultrasonic/indexPE' },
    { tag: 'clinic-ecg', name: 'ecg-report', user: 'xindian', path: '/ecg/diagnosList', then: openRow(0, null, 'clinic-ecg') },
    { tag: 'clinic-endoscopy', name: 'endoscopy-report', user: 'neijing', path: '/es/diagnosList', then: openRow(0, null, 'clinic-endoscopy') },
    { tag: 'clinic-ecg', name: 'ecg-report-measurements', user: 'xindian', path: '/ecg/diagnosList', then: async (page) => {
      await openRow(0, null, 'clinic-ecg')(page)
      await page.locator('clinic-ecg [data-ecg-field="hr"]').waitFor()
      await page.locator('clinic-ecg [data-ecg-field="hr"]').fill('112')
      await page.locator('clinic-ecg [data-ecg-field="pr"]').fill('224')
      await page.locator('clinic-ecg [data-ecg-field="axis"]').fill('-45')
      await page.locator('clinic-ecg [data-testid="ecg-suggestions"]').scrollIntoViewIfNeeded()
    } },
    { tag: 'clinic-ultrasound', name: 'ultrasound-report-measurements', user: 'chaosheng', path: '/ultrasonic/diagnosList', then: async (page) => {
      await openRow(0, null, 'clinic-ultrasound')(page)
      await page.locator('clinic-ultrasound section[aria-labelledby^="us-measure-"]').first().scrollIntoViewIfNeeded()
    } },
    // The printed endoscopy report with the captures the endoscopist included (a signed ES report of the seed).
    { tag: 'clinic-report-viewer', name: 'endoscopy-report-printed', user: 'neijing', path: async (page) => page.evaluate(async () => {
      const headers = { Authorization: sessionStorage.getItem('EL-ADMIN-TOEKN') }
      const { content } = await (await fetch('/api/exams?modality=ES&status=5&size=100', { headers })).json()
      for (const exam of content) {
        const view = await (await fetch(`/api/reportInfo/view?examineId=${exam.id}`, { headers })).json()
        if (view.report?.captures?.length) return `/commonPage/readReport?examineId=${exam.id}`
      }
      return '/commonPage/readReport'
    }) },
    // Issue 14's areas.
    { tag: 'clinic-followup', name: 'followup-list', user: 'fangshe', path: '/followup/list' },
    { tag: 'clinic-followup', name: 'followup-detail', user: 'fangshe', path: '/followup/list', then: async (page) => {
      await page.locator('clinic-followup [role="row"][aria-rowindex]').nth(1).dblclick()
      await page.waitForTimeout(2500)
    } },
    { tag: 'clinic-collection', name: 'collection-person', user: 'fangshe', path: '/collection/person' },
    { tag: 'clinic-qc', name: 'qc-sampling', user: 'zhikong', path: '/qc/sampling' },
    { tag: 'clinic-qc', name: 'qc-samplingStatistic', user: 'zhikong', path: '/ultrasonicControl/samplingStatistic' },
    { tag: 'clinic-statistics', name: 'statistics-firstStatic', user: 'zhikong', path: '/statistics/firstStatic' },
    { tag: 'clinic-statistics', name: 'statistics-secondStatic', user: 'zhikong', path: '/statistics/secondStatic' },
    { tag: 'clinic-cloud-film', name: 'cloudFilm-handle', user: 'admin', path: '/cloudFilm/handle' },
    { tag: 'clinic-cloud-film', name: 'cloudFilm-staticStatistics', user: 'admin', path: '/cloudFilm/staticStatistics' },
    { tag: 'clinic-admin', name: 'admin-monitor-server', user: 'admin', path: '/monitor/server', then: async (page) => page.waitForTimeout(4000) },
    { tag: 'clinic-admin', name: 'admin-monitor-online', user: 'admin', path: '/monitor/online' },
    { tag: 'clinic-admin', name: 'admin-mnt-hospitalConfig', user: 'admin', path: '/mnt/hospitalConfig' },
    { tag: 'clinic-admin', name: 'admin-mnt-cache', user: 'admin', path: '/mnt/cache' },
    { tag: 'clinic-admin', name: 'admin-mnt-deploy', user: 'admin', path: '/mnt/deploy' },
    { tag: 'clinic-admin', name: 'admin-tools-swagger', user: 'admin', path: '/sys-tools/swagger2' },
    { tag: 'clinic-admin', name: 'admin-tools-chat', user: 'fangshe', path: '/sys-tools/chat' },
    { tag: 'clinic-pathology', name: 'pathology-list', user: 'bingli', path: '/pis/list' },
    { tag: 'clinic-pathology', name: 'pathology-print', user: 'bingli', path: '/test/print' },
  ]
  for (const shot of AREA_VIEWS.filter((view) => !only || only.has(view.name))) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } })
    const page = await signedIn(context, shot.user, 'zh-CN')
    const path = typeof shot.path === 'function' ? await shot.path(page) : shot.path
    await page.evaluate((target) => {
      history.pushState(null, '', target)
      dispatchEvent(new PopStateEvent('popstate'))
    }, path)
    await page.locator(shot.tag ?? 'clinic-diagnosis').first().waitFor()
    await page.waitForTimeout(1500)
    if (shot.then) await shot.then(page)
    await page.waitForTimeout(1200)
    await page.screenshot({ path: resolve(out, `${shot.name}-zh-CN-1366x800.png`) })
    await context.close()
  }

  // The patient's side of a cloud film: its link opened on a phone, asking the access code, then the report.
  if (!only || only.has('share-phone')) {
    const desk = await browser.newContext({ viewport: { width: 1366, height: 800 } })
    const admin = await signedIn(desk, 'admin', 'zh-CN')
    const issued = await admin.evaluate(async () => {
      const token = sessionStorage.getItem('EL-ADMIN-TOEKN')
      const headers = { Authorization: token, 'Content-Type': 'application/json' }
      const exams = await (await fetch('/api/exams?modality=US&status=5&size=1', { headers })).json()
      const res = await fetch('/api/shareLinks', {
        method: 'POST', headers,
        body: JSON.stringify({ examineId: exams.content[0].id, kind: 'film', withImages: true, expiresIn: '7d', accessCode: true }),
      })
      return res.json()
    })
    await desk.close()
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
    const page = await phone.newPage()
    await page.goto(`${server.url}${issued.url}`)
    await page.locator('clinic-cloud-film input').first().waitFor()
    await page.waitForTimeout(600)
    await page.screenshot({ path: resolve(out, 'share-phone-code-zh-CN-390x844.png') })
    await page.locator('clinic-cloud-film input').first().fill(issued.accessCode)
    await page.keyboard.press('Enter')
    await page.locator('clinic-cloud-film clinic-report-viewer').waitFor()
    await page.waitForTimeout(2500)
    await page.screenshot({ path: resolve(out, 'share-phone-zh-CN-390x844.png') })
    await phone.close()
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log(`screenshots written to ${out}`)
