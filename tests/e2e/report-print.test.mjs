// Node test (node:test + playwright-core, not a browser test): the standalone viewer printed by Chromium to PDF holds
// the whole report on A4 pages — letterhead, patient block, every paragraph in order, signatures, page numbers —
// and nothing else: not the host page, not the toolbar, not the history. Runs against dist/iife (npm test builds
// first); the view call is answered by a route, so no server is needed.
import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { chromium } from 'playwright-core'
import { chromiumArgs, locateChromium } from '../../scripts/chromium.mjs'
import { pdfPages } from './pdfText.mjs'

const root = resolve(import.meta.dirname, '../..')
const script = resolve(root, 'dist/iife/clinic-report-viewer.js')
const origin = 'http://report.test'
const paragraphs = 70

function view() {
  const findings = Array.from({ length: paragraphs }, (_, i) => `<p>P${String(i + 1).padStart(2, '0')} 胎盘位于子宫前壁，成熟度 I 级，羊水最大深度 5.2 cm，脐动脉血流 S/D 正常。</p>`).join('')
  return {
    exam: {
      id: 77, examNo: 'US-PRINT-77', patientId: 'P0077', patientName: '林晓测', patientNamePinyin: 'DA YIN CE SHI', gender: '女', birthDate: '1990-01-01',
      age: 35, ageUnit: 'Y', patientType: '2', inpatientNo: 'ZY0077', ward: '产科一病区', bedNo: '12', applyNo: 'SQ77', applyHospital: '康宁妇幼保健院',
      applyDeptName: '产科病房', applyPhysician: '李医生', modality: 'US', bodyPart: '子宫附件', examItem: '晚孕期产科超声检查', urgency: '0', status: '3',
      registerTime: '2025-03-20 08:00:00', examTime: '2025-03-20 09:00:00', imageCount: 0, reportId: 88, critical: false,
    },
    report: {
      id: 88, examineId: 77, state: 'preliminary', title: '超声检查报告单', findings, impression: '<p>IMPRESSION-END 宫内妊娠，单活胎。</p>',
      positive: false, critical: false, icdCodes: [], reportPhysician: 'SIGNER-REPORT', reportTime: '2025-03-20 09:30:00', addenda: [], keyImages: [],
      printCount: 0, version: 2,
    },
    hospital: { name: '康宁妇幼保健院', department: '超声科' },
  }
}

const page = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>host</title>
<style>body{margin:0;font-size:20px} .host{height:1500px;background:#fee} .panel{height:400px;overflow:auto;border:4px solid red}</style>
<script src="/clinic-report-viewer.js"></script></head><body>
<div class="host">HOST-PAGE-CONTENT before the viewer</div>
<div class="panel"><clinic-report-viewer examine-id="77" token="Bearer print" locale="zh-CN"></clinic-report-viewer></div>
<div class="host">HOST-PAGE-CONTENT after the viewer</div></body></html>`

const text = (s) => s.normalize('NFKC').replace(/\s+/g, '')

describe('printing <clinic-report-viewer> (Chromium PDF)', () => {
  let browser
  let pages

  before(async () => {
    assert.ok(existsSync(script), `${script} is missing: run npm run build first`)
    browser = await chromium.launch({ executablePath: locateChromium() ?? '/usr/bin/chromium', args: chromiumArgs, headless: true })
    const tab = await browser.newPage()
    await tab.route(`${origin}/**`, (route) => {
      const url = new URL(route.request().url())
      if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: page })
      // The script and what it loads on demand from beside itself (its messages per locale).
      const file = resolve(root, 'dist/iife', `.${url.pathname}`)
      if (url.pathname.endsWith('.js') && file.startsWith(resolve(root, 'dist/iife')) && existsSync(file)) {
        return route.fulfill({ contentType: 'text/javascript', body: readFileSync(file) })
      }
      if (url.pathname === '/api/reportInfo/view') return route.fulfill({ contentType: 'application/json', body: JSON.stringify(view()) })
      if (url.pathname.startsWith('/api/')) return route.fulfill({ contentType: 'application/json', body: '[]' })
      return route.fulfill({ status: 404, body: '' })
    })
    await tab.addInitScript(() => {
      window.__printed = 0
      window.print = () => {
        window.__printed++
      }
    })
    await tab.goto(`${origin}/`)
    await tab.locator('clinic-report-viewer [data-section="findings"]').waitFor()
    await tab.locator('clinic-report-viewer [data-action="print"]').click()
    assert.equal(await tab.evaluate(() => window.__printed), 1, 'the Print button calls window.print()')
    pages = pdfPages(await tab.pdf({ format: 'A4' }))
  })

  after(async () => {
    await browser?.close()
  })

  it('prints on A4 pages, numbered', () => {
    assert.ok(pages.length >= 2, `a long report spans pages (got ${pages.length})`)
    for (const [i, p] of pages.entries()) {
      assert.ok(Math.abs(p.width - 595.92) < 1 && Math.abs(p.height - 842.88) < 1, `page ${i + 1} is A4 (${p.width}×${p.height})`)
      assert.ok(text(p.text).includes(`${i + 1}/${pages.length}`), `page ${i + 1} carries "${i + 1} / ${pages.length}"`)
    }
  })

  it('holds the letterhead, the preliminary mark and the patient block on the first page', () => {
    const first = text(pages[0].text)
    for (const expected of ['康宁妇幼保健院', '超声检查报告单', '初步报告，以审核报告为准', '林晓测', 'US-PRINT-77', '产科一病区/12']) {
      assert.ok(first.includes(text(expected)), `page 1 shows ${expected}`)
    }
  })

  it('holds every paragraph of the report text, in order, then the impression and signatures', () => {
    const all = text(pages.map((p) => p.text).join(' '))
    let at = 0
    for (let i = 1; i <= paragraphs; i++) {
      const marker = `P${String(i).padStart(2, '0')}胎盘位于子宫前壁`
      const found = all.indexOf(marker, at)
      assert.ok(found >= at, `paragraph ${i} is printed after paragraph ${i - 1}`)
      at = found
    }
    assert.ok(all.indexOf('IMPRESSION-END') > at, 'the impression follows the findings')
    const last = text(pages[pages.length - 1].text)
    assert.ok(last.includes('SIGNER-REPORT') && last.includes(text('审核医生')), 'the signatures are on the last page')
  })

  it('prints nothing but the report: no host page, no toolbar, no history', () => {
    const all = text(pages.map((p) => p.text).join(' '))
    assert.ok(!all.includes('HOST-PAGE-CONTENT'), 'the host page is not printed')
    assert.ok(!all.includes(text('打印')), 'the toolbar (Print button) is not printed')
    assert.ok(!all.includes(text('修订记录')), 'the revision history is not printed')
  })
})
