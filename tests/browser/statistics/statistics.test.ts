// The report statistics (<clinic-statistics>) against the contract server, as the department head (zhikong) uses them
// from the keyboard: the workload by modality, a count opened to the exams behind it, the chart, the xlsx export, and
// the quality view's tabs (positive rate, turnaround against the limits, critical values). Other tests write reports
// on the same server meanwhile, so figures are compared with the server's answer for the same filters, and every
// drill-down with the figure it was opened from.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-report-viewer'
import '../../../elements/clinic-statistics'
import type { CriticalStatDto, TurnaroundDto, WorkloadDto } from '../../../src/core/contract/statistics'
import { http } from '../../../src/core/http'
import { setLocale } from '../../../src/core/i18n'
import { invalidate } from '../../../src/core/query/query'
import { readXlsx } from '../../support/readXlsx'
import { grid, rowTexts } from '../admin/support'
import { expectAccessible } from '../support/axe'
import { deepActive, deepText, until } from '../support/dom'
import { resetAll, signIn } from '../support/session'

const press = (key: string) => sendKeys({ press: key })
const day = (ms: number) => {
  const d = new Date(ms)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}
// The seed registers its exams in the month before the server started.
const FROM = day(Date.now() - 45 * 86_400_000)
const TO = day(Date.now())
const PERIOD = `from=${FROM}&to=${TO}`
// The test asks the server with the parameters in another order than the view does: the HTTP module cancels a second
// identical request while the first is in flight, and the view's must not be the one cancelled.
/** A short name of an element for assertions (chai must never print a DOM element). */
const nameOf = (el: Element | null | undefined) => (el ? `${el.localName}[${el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40)}]` : 'nothing')

async function mount(view: string, query: string): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  const el = await fixture<HTMLElement>(html`<clinic-statistics view=${view} query=${query} locale="en"></clinic-statistics>`)
  el.style.width = '1400px'
  await until(() => el.shadowRoot?.querySelector('[role="grid"]'), 'the summary table', { timeout: 15_000 })
  return { el, root: el.shadowRoot! }
}

/** The open dialogs of the element (Fluent portals them into its shadow root). */
const dialogs = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[role="dialog"]')]

/** Opens a figure's exams from the keyboard: its cell focused, Enter; waits for the list to hold `count` rows. */
async function drillByKeyboard(root: ShadowRoot, button: HTMLElement, count: number): Promise<HTMLElement> {
  const cell = button.closest<HTMLElement>('[data-cell]')!
  cell.focus()
  await press('Enter')
  let dialog: HTMLElement | undefined
  await until(() => (dialog = dialogs(root).at(-1)) && rowTexts(grid(dialog, 'Exams behind the figure')).length === Math.min(count, 20),
    `the dialog listing ${count} exams`)
  return dialog!
}

describe('<clinic-statistics>', () => {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn('zhikong')
    invalidate(['api/statistic'])
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-statistics').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('shows the workload by modality as the server counts it, with a bar chart, and passes axe', async () => {
    const { root } = await mount('statistics/firstStatic', `${PERIOD}&groupBy=modality`)
    const expected = await http.get<WorkloadDto>(`api/statistic/workload?groupBy=modality&${PERIOD}`)
    expect(expected.rows.length).to.be.greaterThan(3)
    const table = grid(root, 'Workload: summary table')
    await until(() => rowTexts(table).length === expected.rows.length + 1, 'a row per modality and the totals')
    const rows = rowTexts(table)
    expect(rows.map((r) => [r[0], Number(r[1])])).to.deep.equal([...expected.rows.map((r) => [r.key, r.exams]), ['Total', expected.totals.exams]])
    expect(deepText(root)).to.contain('Modality')

    await until(() => (root.querySelector('[data-testid="statistics-chart"]')?.querySelectorAll('svg rect').length ?? 0) >= expected.rows.length,
      'the chart\'s bars', { timeout: 15_000 })
    expect(root.querySelector('figcaption')?.textContent).to.contain(`${FROM} to ${TO}`)
    await expectAccessible(root.host)
  })

  it('opens a count to exactly that many exams from the keyboard, and Escape brings the focus back to it', async () => {
    const { root } = await mount('statistics/firstStatic', `${PERIOD}&groupBy=modality`)
    const expected = await http.get<WorkloadDto>(`api/statistic/workload?groupBy=modality&${PERIOD}`)
    // A count short enough to be listed on one page: the audited reports of the smallest modality.
    const row = [...expected.rows].filter((r) => r.audits > 0).sort((a, b) => a.audits - b.audits)[0]!
    let button: HTMLElement | null = null
    await until(() => (button = root.querySelector<HTMLElement>(`[data-drill="${row.key}:audits"]`)), `the audited count of ${row.key}`)
    expect(button!.textContent).to.equal(String(row.audits))
    const dialog = await drillByKeyboard(root, button!, row.audits)
    expect(deepText(dialog)).to.contain(`Audited · ${row.key} · ${row.audits} exams`)
    const listed = rowTexts(grid(dialog, 'Exams behind the figure'))
    expect(listed.every((cells) => cells[2] === row.key)).to.equal(true)
    // An exam's report opens in the report viewer over the list; closing it comes back to the list.
    const open = dialog.querySelector<HTMLElement>(`[aria-label^="Open the report of"]`)!
    open.closest<HTMLElement>('[data-cell]')!.focus()
    await press('Enter')
    await until(() => root.querySelector('clinic-report-viewer'), 'the report viewer')
    const viewer = root.querySelector('clinic-report-viewer')!
    await until(() => viewer.shadowRoot && deepText(viewer.shadowRoot).includes(listed[0]![0]!), 'the report of the first exam shows')
    await press('Escape')
    await until(() => !root.querySelector('clinic-report-viewer') && dialogs(root).length === 1, 'back to the list')
    await press('Escape')
    await until(() => dialogs(root).length === 0, 'the dialog closed')
    await until(() => deepActive()?.closest('[role="grid"]')?.getAttribute('aria-label') === 'Workload: summary table',
      `focus back in the table; it is on ${nameOf(deepActive())}`)
  })

  it('exports the summary as an .xlsx file', async () => {
    const { root } = await mount('statistics/firstStatic', `${PERIOD}&groupBy=modality`)
    const blobs: Blob[] = []
    const names: string[] = []
    const createObjectURL = URL.createObjectURL.bind(URL)
    const click = HTMLAnchorElement.prototype.click
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) blobs.push(blob)
      return createObjectURL(blob)
    }
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) names.push(this.download)
      else click.call(this)
    }
    try {
      const button = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Export')!
      button.focus()
      await press('Enter')
      await until(() => names.length === 1, 'a file saved')
    } finally {
      URL.createObjectURL = createObjectURL
      HTMLAnchorElement.prototype.click = click
    }
    expect(names[0]).to.equal(`Workload ${FROM}–${TO}.xlsx`)
    const { sheetName, rows } = readXlsx(new Uint8Array(await blobs[0]!.arrayBuffer()))
    expect(sheetName).to.equal('Workload')
    expect(rows[0]!.slice(0, 2)).to.deep.equal(['Modality', 'Exams'])
    expect(rows.at(-1)![0]).to.equal('Total')
  })

  it('moves through the quality tabs by keyboard: turnaround with each modality\'s limit, critical values opened to their exams; axe on each', async () => {
    const { root } = await mount('statistics/secondStatic', PERIOD)
    await until(() => grid(root, 'Positive rate: summary table') && rowTexts(grid(root, 'Positive rate: summary table')).length > 1, 'the positive rates')
    await expectAccessible(root.host)

    const selected = root.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')!
    selected.focus()
    await press('ArrowRight')
    await press('Enter')
    const turnaround = await http.get<TurnaroundDto>(`api/statistic/turnaround?groupBy=modality&${PERIOD}`)
    await until(() => grid(root, 'Turnaround: summary table') && rowTexts(grid(root, 'Turnaround: summary table')).length === turnaround.rows.length + 1,
      'the turnaround by modality')
    const us = rowTexts(grid(root, 'Turnaround: summary table')).find((cells) => cells[0] === 'US')!
    const usLimit = turnaround.rows.find((r) => r.key === 'US')!.limitMinutes
    expect(us).to.include(`${usLimit} min`)
    await expectAccessible(root.host)

    root.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')!.focus()
    await press('ArrowRight')
    await press('Enter')
    const critical = await http.get<CriticalStatDto>(`api/statistic/critical?groupBy=modality&${PERIOD}`)
    await until(() => grid(root, 'Critical values: summary table') && rowTexts(grid(root, 'Critical values: summary table')).length === critical.rows.length + 1,
      'the critical values by modality')
    await expectAccessible(root.host)
    const flagged = critical.totals.flagged
    expect(flagged).to.be.greaterThan(0)
    const total = root.querySelector<HTMLElement>('[data-drill="*:flagged"]')!
    const dialog = await drillByKeyboard(root, total, flagged)
    expect(deepText(dialog)).to.contain(`Flagged critical · Total · ${flagged} exams`)
    await expectAccessible(root.host)
  })
})
