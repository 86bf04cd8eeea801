// The registration worklist of <clinic-registration> against the contract server, as the registrar (dengji) uses it.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-registration'
import type { ExamDto, Page } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { expectAccessible } from '../support/axe'
import { deepActive, until, waitForText } from '../support/dom'
import { rowTexts, grid, searchFor, untilRows } from '../admin/support'
import { deskSession } from './support'

/** WCAG contrast of an element's text against the first opaque background behind it. */
function contrast(element: Element): number {
  const rgb = (text: string) => (text.match(/[\d.]+/g) ?? []).map(Number)
  const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
    [r, g, b].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0)
  let node: Element | null = element
  let background = [255, 255, 255]
  while (node) {
    const colour = rgb(getComputedStyle(node).backgroundColor)
    if (colour.length >= 3 && (colour[3] ?? 1) > 0) {
      background = colour
      break
    }
    node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host ?? null)
  }
  const [a, b] = [luminance(rgb(getComputedStyle(element).color)), luminance(background)].sort((x, y) => y - x)
  return (a! + 0.05) / (b! + 0.05)
}

describe('<clinic-registration view="registrations/manage">', () => {
  deskSession()

  /**
   * A registered exam of this test's own, for a new patient of a random name: the newest registered exam may be one
   * another test file (running beside this one) has just registered and is moving on.
   */
  async function ownExam(name = `宋${['雨晴', '晓月', '一诺', '思琶'][Math.floor(Math.random() * 4)]}${'甲乙丙丁戊'[Math.floor(Math.random() * 5)]}`): Promise<ExamDto> {
    const [dept] = await http.get<{ id: number; hospitalId: number }[]>('api/applyDept/own')
    const us = (await http.get<{ id: number; code: string }[]>('api/modality/by-departmentId')).find((m) => m.code === 'US')!
    const [part] = await http.get<{ id: number }[]>('api/bodyPart/by-modalityId', { modalityId: us.id })
    const made = await http.post<{ exams: ExamDto[] }>('api/registrations', {
      requestId: `manage-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      patient: { name, namePinyin: 'SONG TEST', gender: '女', birthDate: '1991-05-05' },
      patientType: '1', applyHospitalId: dept!.hospitalId, applyDeptId: dept!.id, modalityId: us.id, items: [{ bodyPartId: part!.id, fee: 160 }], urgency: '0',
    })
    return made.exams[0]!
  }

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
    // The tags read the status dictionary, which may arrive just after the rows.
    await until(() => rowTexts(grid(root)).every((cells) => cells.some((cell) => statuses.has(cell))), 'every row has its status tag')
    await expectAccessible(root.host as HTMLElement)
    // Every tone of the status tags is readable (a void exam's tag was once white on white).
    for (const status of ['7', '6', '5', '4', '3', '2', '1', '0']) {
      const exam = (await http.get<Page<ExamDto>>('api/exams', { status, page: 0, size: 1 })).content[0]!
      await searchFor(root, exam.examNo)
      await untilRows(root, (found) => found.length === 1 && found[0]!.includes(exam.examNo), `the exam of status ${status}`)
      const tag = [...grid(root).querySelectorAll('[role="gridcell"] .fui-Badge')].find((badge) => /^[^\s]+$/.test(badge.textContent ?? ''))
      expect(tag?.textContent, `status ${status} has a label`).to.match(/\S/)
      expect(contrast(tag!), `status ${status}'s label stands out from its background`).to.be.at.least(4.5)
      await expectAccessible(root.host as HTMLElement)
    }
  })

  it('checks a registered patient in, then cancels the exam with a reason, the list following each move', async function () {
    // A keyboard walk of a dozen steps, each awaiting the server and the event stream: more than the default 20 s
    // under the whole suite's load.
    this.timeout(60_000)
    const exam = await ownExam()
    const root = await mount()
    await searchFor(root, exam.examNo)
    await untilRows(root, (rows) => rows.length === 1 && rows[0]!.includes('已登记'), 'the registered exam found')
    const button = (name: string) => root.querySelector<HTMLButtonElement>(`[role="grid"] button[aria-label="${name} ${exam.patientName} ${exam.examNo}"]`)
    expect(button('Void'), 'registered exams may be voided by the registrar').to.not.equal(null)
    button('Check in')!.focus()
    await sendKeys({ press: 'Enter' })
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
    await waitForText(dialog, 'This field is required')
    dialog.querySelector('textarea')!.focus()
    await sendKeys({ type: '患者要求改约' })
    dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.click()
    await untilRows(root, (rows) => rows[0]!.includes('已取消'), 'cancelled')
    await until(() => !root.querySelector('[role="dialog"]'), 'dialog closed')
    const history = await http.get<{ action: string; reason?: string }[]>(`api/exams/${exam.id}/history`)
    // An exam registered through the desk (by another test) begins its history with its creation; the related-exams
    // test, running beside this one, may link and unlink it meanwhile. The moves are what this test made.
    const moves = history.filter((h) => !['create', 'link', 'unlink'].includes(h.action))
    expect(moves.map((h) => h.action)).to.deep.equal(['checkIn', 'cancel'])
    expect(moves[1]!.reason).to.equal('患者要求改约')
    // The button that opened the dialog is gone with the move: the keyboard stays on the exam's row.
    await until(() => deepActive()?.getAttribute('role') === 'gridcell' && deepActive()?.closest('[role="row"]')?.textContent?.includes(exam.examNo),
      `focus on the exam's row; on ${deepActive()?.outerHTML.slice(0, 80)}`)
  })

  it('keeps the typed reason and says why when the exam moved on meanwhile', async () => {
    const exam = await ownExam()
    const root = await mount()
    await searchFor(root, exam.examNo)
    await untilRows(root, (rows) => rows.length === 1 && rows[0]!.includes('已登记'), 'the registered exam found')
    root.querySelector<HTMLButtonElement>(`[role="grid"] button[aria-label="Cancel ${exam.patientName} ${exam.examNo}"]`)!.click()
    await until(() => root.querySelector('[role="dialog"] textarea'), 'reason asked for')
    const dialog = root.querySelector<HTMLElement>('[role="dialog"]')!
    // Another desk voids the exam in the meantime.
    await http.post(`api/exams/${exam.id}/void`, { reason: '重复登记' })
    dialog.querySelector('textarea')!.focus()
    await sendKeys({ type: '患者离院' })
    dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.click()
    await waitForText(dialog, 'The exam is “void”; it cannot be cancelled now')
    expect(dialog.querySelector('textarea')!.value).to.equal('患者离院')
  })

  it('says in place of its rows when the backend has no exam list, and when it has no status dictionary shows the codes', async () => {
    const el = await fixture<HTMLElement>(html`<clinic-registration view="registrations/manage" locale="en" api-base="/__fault/without/exams/"></clinic-registration>`)
    // The test backend's 404 carries a message, which the list shows in place of its rows.
    await until(() => [...el.shadowRoot!.querySelectorAll('[role="alert"]')].some((a) => a.textContent === 'The list could not be loaded: no api/exams here'), 'the list says why it is empty')
    el.remove()
    const other = await fixture<HTMLElement>(html`<clinic-registration view="registrations/manage" locale="en" api-base="/__fault/without/dictDetail/"></clinic-registration>`)
    await until(() => other.shadowRoot!.querySelector('[role="grid"] [role="rowgroup"]:last-of-type [role="row"]'), 'rows listed without dictionaries')
    const statuses = rowTexts(grid(other.shadowRoot!)).map((cells) => cells.find((cell) => /^(10|[0-9])$/.test(cell)))
    expect(statuses.every((code) => code !== undefined), `every row shows its status code: ${JSON.stringify(statuses)}`).to.equal(true)
  })

  it('shows an exam another desk registers, and its check-in, without a reload (the server\'s event stream)', async () => {
    const root = await mount()
    const name = `宋${['雨晴', '晓月', '一诺', '思琶'][Math.floor(Math.random() * 4)]}${'甲乙丙丁戊'[Math.floor(Math.random() * 5)]}${'子丑寅卯辰'[Math.floor(Math.random() * 5)]}`
    await searchFor(root, name)
    await untilRows(root, (rows) => rows.length === 0, 'nobody of that name yet')
    const made = await ownExam(name)
    await untilRows(root, (rows) => rows.length === 1 && rows[0]!.includes(made.examNo) && rows[0]!.includes('已登记'), 'the new exam listed by itself')
    await http.post(`api/exams/${made.id}/checkIn`)
    await untilRows(root, (rows) => rows[0]!.includes('已签到'), 'its check-in shown by itself')
  })

  it('shows today\'s counts, filters by ordering department with the keyboard, and exports what it shows as an .xlsx', async () => {
    const root = await mount()
    // Other test files register and check in meanwhile (the view follows them through the event stream): the counts
    // shown are compared with the API's answer of the same moment.
    const shown = () => [root.querySelector('[data-count="registered"]')?.textContent, root.querySelector('[data-count="waiting"]')?.textContent].join()
    await until(async () => {
      const counts = await http.get<{ registered: number; waiting: number }>('api/exams/today')
      return shown() === [`Registered ${counts.registered}`, `Waiting ${counts.waiting}`].join()
    }, 'today\'s counts equal to the API\'s', { interval: 250 })
    // The ordering department: the select is filled from the referring departments; choose 产科门诊 and search.
    const select = root.querySelector<HTMLButtonElement>('[data-filter="applyDeptName"] button[role="combobox"]')!
    await until(() => select.getAttribute('aria-disabled') !== 'true', 'departments loaded')
    const depts = await http.get<{ name: string }[]>('api/applyDept/own')
    const index = depts.findIndex((d) => d.name === '产科门诊')
    select.focus()
    await sendKeys({ press: 'ArrowDown' })
    for (let i = 0; i <= index; i++) await sendKeys({ press: 'ArrowDown' })
    await sendKeys({ press: 'Enter' })
    await until(() => select.textContent?.includes('产科门诊'), 'the department chosen')
    const searchButton = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Search')!
    searchButton.click()
    const expected = await http.get<Page<ExamDto>>('api/exams', { applyDeptName: '产科门诊', size: 10, sort: 'registerTime,desc' })
    await untilRows(root, (rows) => rows.length > 0 && rows[0]!.join(' ').includes(expected.content[0]!.examNo), 'the department\'s exams listed')
    // Export: the file the server makes from the same filters.
    // (The kit revokes the file's object URL once the download starts: kept here to read the file back.)
    const original = HTMLAnchorElement.prototype.click
    const revoke = URL.revokeObjectURL
    const links: HTMLAnchorElement[] = []
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      links.push(this)
    }
    URL.revokeObjectURL = () => undefined
    try {
      ;[...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Export')!.click()
      await until(() => links.length === 1, 'a download started')
    } finally {
      HTMLAnchorElement.prototype.click = original
      URL.revokeObjectURL = revoke
    }
    expect(links[0]!.download).to.match(/\.xlsx$/)
    const bytes = new Uint8Array(await (await fetch(links[0]!.href)).arrayBuffer())
    expect(Array.from(bytes.subarray(0, 2)), 'a zip (xlsx) file').to.deep.equal([0x50, 0x4b])
    URL.revokeObjectURL(links[0]!.href)
  })
})
