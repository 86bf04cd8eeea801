// The reading worklists of <clinic-diagnosis> (院内诊断, 外院诊断) against the contract server: the tabs and filters as
// the radiologist and as the audit physician, the preview (hostile report HTML stays inert), the patient's priors, the
// rejected-reports prompt, the edit lock and its takeover, opening an exam, axe.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-diagnosis'
import type { ExamDto, PriorReportDto, ReportDto } from '../../../src/core/contract'
import { http } from '../../../src/core/http/http'
import { setLocale } from '../../../src/core/i18n'
import { invalidate } from '../../../src/core/query/query'
import { shortcutRange } from '../../../src/core/resource/dateShortcuts'
import { dialog, fill, grid, rowTexts, searchFor, untilRows } from '../admin/support'
import { expectAccessible } from '../support/axe'
import { deepActive, find, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

type Page<T> = { content: T[]; totalElements: number }

const IMAGING = 'CT,MR,DR,DX,CR,MG'
const TITLE = { in: 'In-house reading', out: 'Outside reading' }

/** The exams the list should show: the same query the view sends, first page. */
async function expected(query: Record<string, string | readonly string[]>): Promise<Page<ExamDto>> {
  return http.get<Page<ExamDto>>('api/exams', { page: 0, size: 20, ...query })
}

/** The index of a column by its header. */
function columnOf(root: ParentNode, header: string): number {
  const headers = [...grid(root).querySelectorAll('[role="columnheader"]')].map((h) => (h.textContent ?? '').trim())
  const index = headers.findIndex((h) => h.startsWith(header))
  if (index < 0) throw new Error(`no column ${header} in ${headers.join('|')}`)
  return index
}

/** Mounts a reading view; answers the rejected prompt with `answer` when it comes (it comes when the count says so). */
async function mount(view: 'in' | 'out', answer: 'Later' | 'Handle now' | null = 'Later'): Promise<{ el: HTMLElement; root: ShadowRoot; navigated: string[] }> {
  const count = (await http.get<{ count: number }>('api/exams/rejected/count', { modality: IMAGING, source: view })).count
  const navigated: string[] = []
  const el = await fixture<HTMLElement>(html`<clinic-diagnosis view="diagnos/diagnos-${view}" locale="en"></clinic-diagnosis>`)
  // The console would route it; here it is recorded and taken, so the element does not open the editor in place.
  el.addEventListener('clinic-navigate', (event) => {
    navigated.push((event as CustomEvent<{ path: string }>).detail.path)
    event.preventDefault()
  })
  const root = el.shadowRoot!
  await waitForText(root, TITLE[view])
  if (count > 0 && answer) {
    const prompt = await dialog(root, 'Rejected reports')
    // Other test files reject and rewrite reports meanwhile: the count shown is the API's of a moment between the two
    // readings around the element's.
    const later = (await http.get<{ count: number }>('api/exams/rejected/count', { modality: IMAGING, source: view })).count
    const shown = Number(/Reports of yours rejected by the auditor: (\d+)\./.exec(prompt.textContent ?? '')?.[1])
    expect(shown, prompt.textContent ?? '').to.be.within(Math.min(count, later), Math.max(count, later))
    ;[...prompt.querySelectorAll('button')].find((b) => b.textContent === answer)!.click()
    await until(() => ![...root.querySelectorAll('[role="alertdialog"]')].some((d) => d.textContent?.includes('Rejected reports')), 'the prompt closed')
  }
  await until(() => grid(root)?.querySelector('[role="rowgroup"]:last-of-type [role="row"]'), 'rows listed')
  return { el, root, navigated }
}

/** Presses a tab or range button of the reading filters. */
function press(root: ParentNode, selector: string): void {
  root.querySelector<HTMLButtonElement>(selector)!.click()
}

/**
 * Waits until the list shows exactly the exams the server lists for `query` (their numbers, in order). Other test
 * files write reports on these exams at the same time: while the two differ, the server is asked again and the list
 * refreshed (its Refresh button), every second, until they agree.
 */
async function untilListed(
  root: ParentNode, query: Record<string, string | readonly string[]>, message: string, also: (rows: string[][]) => boolean = () => true,
): Promise<Page<ExamDto>> {
  let page = await expected(query)
  let asked = Date.now()
  const examNo = columnOf(root, 'Exam no.')
  const shown = () => {
    const table = grid(root)
    return table ? rowTexts(table) : null
  }
  await until(async () => {
    const rows = shown()
    if (rows && rows.map((cells) => cells[examNo] ?? '').filter(Boolean).join() === page.content.map((exam) => exam.examNo).join() && also(rows)) return true
    if (Date.now() - asked > 1000) {
      asked = Date.now()
      page = await expected(query)
      root.querySelector<HTMLButtonElement>('button[aria-label="Refresh"]')?.click()
    }
    return false
  }, message, { timeout: 15000 })
  return page
}

/** Every tab of the reading filters lists what the server lists for it, with the state, physicians and marks it says. */
async function checkTabs(root: ShadowRoot, me: string): Promise<void> {
  const base = { modality: IMAGING, source: 'in' }
  const state = columnOf(root, 'Report')
  const writer = columnOf(root, 'Report physician')
  const auditor = columnOf(root, 'Audit physician')
  const unwritten = await untilListed(root, { ...base, reading: 'unwritten' }, 'unwritten first')
  expect(unwritten.totalElements).to.be.greaterThan(0)
  expect(rowTexts(grid(root)).every((cells) => ['Unwritten', 'Draft', 'Rejected'].includes(cells[state]!))).to.equal(true)
  press(root, '[data-tab="unaudited"]')
  await untilListed(root, { ...base, reading: 'unaudited' }, 'unaudited',
    (rows) => rows.every((cells) => cells[state] === 'Preliminary' && cells[writer] !== '' && cells[auditor] === ''))
  press(root, '[data-tab="audited"]')
  await untilListed(root, { ...base, reading: 'audited' }, 'audited',
    (rows) => rows.every((cells) => ['Audited', 'Corrected'].includes(cells[state]!) && cells[auditor] !== ''))
  press(root, '[data-tab="mine"]')
  const mine = await untilListed(root, { ...base, reading: 'mine' }, 'mine',
    (rows) => rows.every((cells) => cells.length < 3 || cells[writer] === me || cells[auditor] === me))
  expect(mine.content.every((exam) => exam.reportPhysician === me || exam.auditPhysician === me)).to.equal(true)
  press(root, '[data-tab="all"]')
  await untilListed(root, { ...base, reading: 'all' }, 'any status')
  expect(root.querySelector('[data-tab="all"]')!.getAttribute('aria-pressed')).to.equal('true')
  // A quick range, then the same one again drops it.
  press(root, '[data-range="last3Days"]')
  await untilListed(root, { ...base, reading: 'all', registerTime: shortcutRange('last3Days') }, 'the last three days')
  press(root, '[data-range="last3Days"]')
  await untilListed(root, { ...base, reading: 'all' }, 'any time again')
  // The search row: a report physician (contains), kept with the tab.
  await searchFor(root, me.slice(1), 'reportPhysician')
  await untilListed(root, { ...base, reading: 'all', reportPhysician: me.slice(1) }, 'by report physician',
    (rows) => rows.every((cells) => cells.length < 3 || cells[writer]!.includes(me.slice(1))))
}

describe('<clinic-diagnosis> reading worklists', () => {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    invalidate(['api/exams', 'api/reportInfo'])
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-diagnosis').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('filters by report status, range and physician as the radiologist, and passes axe', async () => {
    await signIn('fangshe')
    const { root } = await mount('in')
    await checkTabs(root, '李建国')
    await expectAccessible(root.host)
  })

  it('filters as the audit physician, by modality too', async () => {
    await signIn('fangshezr')
    const { root } = await mount('in')
    await checkTabs(root, '张卫东')
    // Reset brings the list back to its start (unwritten, every modality); then CT only.
    ;[...root.querySelectorAll<HTMLButtonElement>('form[role="search"] button')].find((b) => b.textContent === 'Reset')!.click()
    await until(() => root.querySelector('[data-tab="unwritten"]')?.getAttribute('aria-pressed') === 'true', 'back to unwritten')
    const select = root.querySelector<HTMLButtonElement>('[data-filter="modality"]')!
    select.click()
    await until(() => [...root.querySelectorAll('[role="option"]')].some((o) => o.textContent === 'CT'), 'the modalities offered')
    ;[...root.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === 'CT')!.click()
    const modality = columnOf(root, 'Modality')
    await untilRows(root, (rows) => rows.length > 0 && rows.every((cells) => cells[modality] === 'CT'), 'CT only')
    expect(select.textContent).to.equal('CT')
  })

  it('previews findings and impression with hostile HTML inert, lists the priors, and opens exams', async () => {
    await signIn('fangshe')
    // An unwritten exam of a patient with a prior report (the CT phantom's patient has one).
    const candidates = (await expected({ modality: IMAGING, source: 'in', reading: 'unwritten', size: '200' })).content
    let exam: ExamDto | undefined
    let priors: PriorReportDto[] = []
    for (const candidate of candidates) {
      priors = await http.get<PriorReportDto[]>('api/reportInfo/once/list', { examineId: candidate.id })
      if (priors.length && !candidate.lock) {
        exam = candidate
        break
      }
    }
    expect(exam, 'an unwritten exam with priors').to.not.equal(undefined)
    // The report page as a hostile backend might send it: the client's sanitiser alone stands between it and the page.
    const hostile = '<p onclick="window.__pwned=1">肺纹理<img src=x onerror="window.__pwned=2">清晰</p><script>window.__pwned=3</script>'
      + '<a href="javascript:window.__pwned=4">链接</a><iframe srcdoc="<script>parent.__pwned=5</script>"></iframe>'
    const realFetch = window.fetch
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init)
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (!url.includes(`api/reportInfo/view?examineId=${exam!.id}`)) return response
      const body = (await response.json()) as { report: ReportDto | null }
      const report = { ...(body.report ?? {}), state: 'draft', findings: hostile, impression: '<p>双肺<b>未见</b>异常</p>' }
      return new Response(JSON.stringify({ ...body, report }), { status: 200, headers: { 'Content-Type': 'application/json' } })
    }
    try {
      const { root, navigated } = await mount('in')
      await searchFor(root, exam!.examNo)
      const examNo = columnOf(root, 'Exam no.')
      await untilRows(root, (rows) => rows.length === 1 && rows[0]![examNo] === exam!.examNo, 'the exam found')
      const row = grid(root).querySelector<HTMLElement>('[role="rowgroup"]:last-of-type [role="row"]')!
      row.querySelector<HTMLElement>('[role="gridcell"]')!.click()
      const preview = await find<HTMLElement>(root, `[data-preview="${exam!.id}"]`)
      await waitForText(preview, '肺纹理清晰')
      expect(preview.textContent).to.contain(exam!.checkMethod ?? '')
      expect(preview.textContent).to.contain('双肺未见异常')
      expect(preview.querySelector('b')?.textContent).to.equal('未见')
      expect(preview.querySelectorAll('img, script, iframe, a, [onclick], [onerror]').length).to.equal(0)
      expect(preview.textContent).to.not.contain('window.__pwned')
      expect((window as { __pwned?: number }).__pwned).to.equal(undefined)
      // The patient's priors, each openable.
      const prior = priors[0]!
      await until(() => preview.querySelector(`[data-prior="${prior.examineId}"]`), 'the prior listed')
      expect(preview.querySelector('[data-priors]')!.textContent).to.contain(prior.examNo)
      preview.querySelector<HTMLButtonElement>(`[data-prior="${prior.examineId}"] button`)!.click()
      expect(navigated.at(-1)).to.equal(`/diagnos/CTreportwrite?examineId=${prior.examineId}`)
      // The row opens by its button, a double click, and Enter on the chosen row.
      row.querySelector<HTMLButtonElement>(`button[aria-label="Open the report of ${exam!.patientName} ${exam!.examNo}"]`)!.click()
      expect(navigated.at(-1)).to.equal(`/diagnos/CTreportwrite?examineId=${exam!.id}`)
      navigated.length = 0
      row.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }))
      expect(navigated).to.deep.equal([`/diagnos/CTreportwrite?examineId=${exam!.id}`])
      row.querySelector<HTMLElement>('[role="gridcell"]')!.focus()
      await sendKeys({ press: 'Enter' })
      expect(navigated).to.have.length(2)
    } finally {
      window.fetch = realFetch
    }
  })

  it('asks at entry about rejected reports and jumps to them', async () => {
    // The radiologist submits a report; the auditor sends it back.
    await signIn('fangshe')
    const exam = (await expected({ modality: 'CT', source: 'in', reading: 'unwritten', size: '200' })).content
      .find((e) => e.reportState === undefined && !e.lock)!
    const report = await http.post<ReportDto>('api/reportInfo/submit', { examineId: exam.id, findings: '<p>两肺纹理清晰。</p>', impression: '<p>胸部未见异常。</p>' })
    await signIn('fangshezr')
    await http.post('api/reportInfo/reject', { reportId: report.id, reason: '请补充纵隔窗描述' })
    await signIn('fangshe')
    const { root } = await mount('in', 'Handle now')
    await until(() => root.querySelector('[data-tab="rejected"]')?.getAttribute('aria-pressed') === 'true', 'the rejected tab chosen')
    const state = columnOf(root, 'Report')
    const page = await untilListed(root, { modality: IMAGING, source: 'in', reading: 'rejected' }, 'the rejected reports',
      (rows) => rows.every((cells) => cells[state] === 'Rejected'))
    expect(page.content.some((e) => e.id === exam.id && e.rejectReason === '请补充纵隔窗描述')).to.equal(true)
    await until(() => deepActive() !== document.body && deepActive() !== null, 'the focus back in the page')
  })

  it('shows who edits a report since when, and lets the audit physician take it over with a reason', async () => {
    await signIn('fangshe2')
    const exam = (await expected({ modality: IMAGING, source: 'in', reading: 'unwritten', size: '200' })).content
      .find((e) => e.reportState === undefined && !e.lock)!
    const lock = await http.post<{ holder: { since: string } }>(`api/reportLock/${exam.id}`)
    const since = lock.holder.since.slice(0, 16)
    // A radiologist sees who and since when, with no way to take it over.
    await signIn('fangshe')
    let { root } = await mount('in')
    await searchFor(root, exam.examNo)
    const lockColumn = columnOf(root, 'Being edited')
    await untilRows(root, (rows) => rows.length === 1 && rows[0]![lockColumn]!.startsWith('王磊'), 'the lock shown')
    const badge = grid(root).querySelector<HTMLElement>('[data-lock]')!
    expect(badge.getAttribute('title')).to.equal(`Being edited by 王磊 since ${since}`)
    expect(badge.textContent).to.contain(since.slice(11))
    expect(badge.querySelector('button')).to.equal(null)
    document.querySelectorAll('clinic-diagnosis').forEach((el) => el.remove())
    // The audit physician takes it over, saying why.
    await signIn('fangshezr')
    ;({ root } = await mount('in'))
    await searchFor(root, exam.examNo)
    await untilRows(root, (rows) => rows.length === 1 && rows[0]![lockColumn]!.startsWith('王磊'), 'the lock shown to the auditor')
    const takeover = grid(root).querySelector<HTMLButtonElement>('[data-lock] button')!
    expect(takeover.getAttribute('aria-label')).to.equal(`Take over the report of ${exam.patientName} ${exam.examNo} from 王磊`)
    takeover.click()
    const form = await dialog(root, `Take over the report of ${exam.patientName} ${exam.examNo}`)
    await fill(form, 'Reason', '王磊下班，急诊报告需及时完成')
    ;[...form.querySelectorAll('button')].find((b) => b.textContent === 'OK' || b.getAttribute('type') === 'submit')!.click()
    await untilRows(root, (rows) => rows.length === 1 && rows[0]![lockColumn]!.startsWith('张卫东'), 'the lock is the auditor\'s now')
    const history = await http.get<{ action: string; reason?: string }[]>(`api/exams/${exam.id}/history`)
    expect(history.some((h) => h.action === 'lockTakeover' && h.reason === '王磊: 王磊下班，急诊报告需及时完成')).to.equal(true)
    await http.del(`api/reportLock/${exam.id}`)
  })

  it('lists the outside exams with their hospitals, and passes axe', async () => {
    await signIn('fangshe')
    const { root } = await mount('out')
    const page = await untilListed(root, { modality: IMAGING, source: 'out', reading: 'unwritten' }, 'the outside exams')
    expect(page.totalElements).to.be.greaterThan(0)
    const hospital = columnOf(root, 'Ordering hospital')
    expect(rowTexts(grid(root)).every((cells) => cells[hospital] !== '' && cells[hospital] !== '康宁市妇幼保健院')).to.equal(true)
    // No device or ordering department of this hospital to choose from.
    expect(root.querySelector('[data-filter="deviceId"]')).to.equal(null)
    await expectAccessible(root.host)
  })
})
