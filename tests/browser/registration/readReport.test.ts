// The front desk's report lookup (<clinic-registration view="registrations/readReport">) against the contract server:
// signed-off reports only, opened in <clinic-report-viewer>, and a signed link for the patient that opens without a login.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-registration'
import '../../../elements/clinic-report-viewer'
import type { ExamDto, Page } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { setLocale } from '../../../src/core/i18n'
import { invalidate } from '../../../src/core/query/query'
import { untilRows } from '../admin/support'
import { expectAccessible } from '../support/axe'
import { buttonByText, deepActive, deepText, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

const press = (key: string) => sendKeys({ press: key })

describe('<clinic-registration view="registrations/readReport">', () => {
  afterEach(async () => {
    document.querySelectorAll('clinic-registration').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  async function mount(username: string): Promise<{ el: HTMLElement; root: ShadowRoot; exam: ExamDto }> {
    resetAll()
    await setLocale('en', false)
    await signIn(username)
    invalidate(['api/exams'])
    const audited = await http.get<Page<ExamDto>>('api/exams', { status: '4', modality: 'US', size: 1, sort: 'auditTime,desc' })
    const exam = audited.content[0]!
    const el = await fixture<HTMLElement>(html`<clinic-registration view="registrations/readReport" locale="en"></clinic-registration>`)
    const root = el.shadowRoot!
    await waitForText(root, 'Reports')
    return { el, root, exam }
  }

  it('lists signed-off reports only, opens one in the report viewer, and gives the focus back', async () => {
    const { el, root, exam } = await mount('dengji')
    await untilRows(root, (rows) => rows.length > 3, 'reports listed')
    // The status column (the last before the actions) reads 已审核 or 已打印 only (the status dictionary's labels).
    await untilRows(root, (rows) => rows.every((cells) => ['已审核', '已打印'].includes(cells[cells.length - 2] ?? '')), 'signed-off reports only')
    const search = root.querySelector<HTMLInputElement>('[data-filter="blurry"] input')!
    search.focus()
    await sendKeys({ type: exam.examNo })
    await press('Enter')
    await untilRows(root, (rows) => rows.length === 1 && rows[0]!.join(' ').includes(exam.examNo), 'the exam found')
    await expectAccessible(el)
    const open = root.querySelector<HTMLButtonElement>(`[aria-label="Open the report of ${exam.patientName} ${exam.examNo}"]`)!
    open.focus()
    await press('Enter')
    const viewer = await until(() => root.querySelector('clinic-report-viewer'), 'the report viewer').then(() => root.querySelector('clinic-report-viewer')!)
    expect(viewer.getAttribute('examine-id')).to.equal(String(exam.id))
    await until(() => viewer.shadowRoot && deepText(viewer.shadowRoot).includes(exam.examNo), 'the report shows the exam')
    buttonByText(root, 'Close')!.click()
    await until(() => !root.querySelector('clinic-report-viewer'), 'closed')
    await until(() => deepActive()?.getAttribute('aria-label') === open.getAttribute('aria-label'), 'the focus is back on the row’s button')
  })

  it('gives a 7-day share link and its QR code that open the report without a login, and only that report', async () => {
    const { el, root, exam } = await mount('dengji')
    const search = root.querySelector<HTMLInputElement>('[data-filter="blurry"] input')!
    search.focus()
    await sendKeys({ type: exam.examNo })
    await press('Enter')
    await untilRows(root, (rows) => rows.length === 1 && rows[0]!.join(' ').includes(exam.examNo), 'the exam found')
    root.querySelector<HTMLButtonElement>(`[aria-label="Report link for ${exam.patientName} ${exam.examNo}"]`)!.click()
    await waitForText(root, `Report link · ${exam.patientName}`)
    buttonByText(root, 'Create link')!.click()
    const input = await until(() => root.querySelector('[role="dialog"] input[readonly]'), 'the link').then(() => root.querySelector<HTMLInputElement>('[role="dialog"] input[readonly]')!)
    const url = new URL(input.value)
    expect(url.pathname).to.match(/^\/share\/[A-Za-z0-9_-]{43}$/)
    const token = url.pathname.slice('/share/'.length)
    expect(root.querySelector(`[role="dialog"] [data-qr="${input.value}"]`), 'a QR code of the link').to.not.equal(null)
    await expectAccessible(root.querySelector('[role="dialog"]')!)
    // The link opens the report with no session at all.
    const opened = await fetch(`/api/share/${token}/open`, { method: 'POST' })
    expect(opened.status).to.equal(200)
    const { shareToken, expiresAt } = await opened.json() as { shareToken: string; expiresAt: string }
    expect(expiresAt > new Date(Date.now() + 60 * 60_000).toISOString().slice(0, 10), 'the 7-day link').to.equal(true)
    const anonymous = await fetch(`/api/reportInfo/view?examineId=${exam.id}`, { headers: { Authorization: `Share ${shareToken}` } })
    expect(anonymous.status).to.equal(200)
    expect(JSON.stringify(await anonymous.json())).to.include(exam.patientName)
    const another = await fetch(`/api/reportInfo/view?examineId=${exam.id + 1}`, { headers: { Authorization: `Share ${shareToken}` } })
    expect(another.status, 'another exam').to.equal(403)
    void el
  })

  it('offers no link to a physician without report:link', async () => {
    const { root } = await mount('fangshe')
    await untilRows(root, (rows) => rows.length > 0, 'reports listed')
    expect(root.querySelector('[aria-label^="Report link for"]')).to.equal(null)
    expect(root.querySelector('[aria-label^="Open the report of"]')).to.not.equal(null)
  })
})
