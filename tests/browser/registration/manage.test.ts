// The registration worklist of <clinic-registration> against the contract server, as the registrar (dengji) uses it.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-registration'
import type { ExamDto, Page } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { setLocale } from '../../../src/core/i18n'
import { expectAccessible } from '../support/axe'
import { deepActive, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'
import { rowTexts, grid, searchFor, untilRows } from '../admin/support'

describe('<clinic-registration view="registrations/manage">', () => {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn('dengji')
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-registration').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  async function mount(): Promise<ShadowRoot> {
    const el = await fixture<HTMLElement>(html`<clinic-registration view="registrations/manage" locale="en"></clinic-registration>`)
    await waitForText(el.shadowRoot!, 'Registration worklist')
    await until(() => el.shadowRoot!.querySelector('[role="grid"] [role="rowgroup"]:last-of-type [role="row"]'), 'rows listed')
    return el.shadowRoot!
  }

  it('lists the exams newest first with their status tags, and passes axe', async () => {
    const root = await mount()
    expect(root.querySelector('h1')?.textContent).to.equal('Registration worklist')
    const rows = rowTexts(grid(root))
    expect(rows.length).to.be.greaterThan(5)
    const statuses = new Set(['已登记', '已签到', '已检查', '初步报告', '已审核', '已打印', '已退回', '已作废', '检查中', '已预约', '已取消'])
    expect(rows.every((cells) => cells.some((cell) => statuses.has(cell))), 'every row has its status tag').to.equal(true)
    await expectAccessible(root.host as HTMLElement)
  })

  it('checks a registered patient in, then cancels the exam with a reason, the list following each move', async () => {
    const exam = (await http.get<Page<ExamDto>>('api/exams', { status: '0', page: 0, size: 1 })).content[0]!
    const root = await mount()
    await searchFor(root, exam.examNo)
    await untilRows(root, (rows) => rows.length === 1 && rows[0]!.includes('已登记'), 'the registered exam found')
    const button = (name: string) => root.querySelector<HTMLButtonElement>(`[role="grid"] button[aria-label="${name} ${exam.patientName} ${exam.examNo}"]`)
    expect(button('Void'), 'registered exams may be voided by the registrar').to.not.equal(null)
    button('Check in')!.click()
    await untilRows(root, (rows) => rows[0]!.includes('已签到'), 'checked in')
    await until(() => button('Check in') === null, 'no second check-in offered')

    const cancel = button('Cancel')!
    cancel.focus()
    await sendKeys({ press: 'Enter' })
    const dialog = await new Promise<HTMLElement>((resolve) => {
      const look = () => {
        const found = root.querySelector<HTMLElement>('[role="dialog"]')
        if (found) resolve(found)
        else requestAnimationFrame(look)
      }
      look()
    })
    dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.click()
    await waitForText(dialog, 'Please give a reason')
    dialog.querySelector('textarea')!.focus()
    await sendKeys({ type: '患者要求改约' })
    dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.click()
    await untilRows(root, (rows) => rows[0]!.includes('已取消'), 'cancelled')
    await until(() => !root.querySelector('[role="dialog"]'), 'dialog closed')
    const history = await http.get<{ action: string; reason?: string }[]>(`api/exams/${exam.id}/history`)
    expect(history.map((h) => h.action)).to.deep.equal(['checkIn', 'cancel'])
    expect(history[1]!.reason).to.equal('患者要求改约')
    expect(deepActive()?.localName, 'the focus stays in the list').to.not.equal('body')
  })
})
