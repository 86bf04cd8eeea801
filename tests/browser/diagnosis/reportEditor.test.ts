// The report editor (<clinic-diagnosis view="diagnos/diagnos-in/report" examine-id=…>) against the contract server: two
// physicians writing, rejecting, rewriting, approving and adding an addendum; the edit lock; drafts that survive a
// reload, an expired session and a dropped network; a save conflict shown as both versions; the wrong-patient guard;
// hostile markup kept inert.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-diagnosis'
import '../../../elements/clinic-pic-viewer'
import type { ExamDto, Page } from '../../../src/core/contract'
import type { ReportDto, ReportViewDto } from '../../../src/core/contract/report'
import { setReloadAction } from '../../../src/core/navigation'
import { http } from '../../../src/core/http'
import { setLocale } from '../../../src/core/i18n'
import { invalidate } from '../../../src/core/query/query'
import { logout } from '../../../src/core/session'
import { $roles, $token } from '../../../src/core/session/stores'
import { expectAccessible } from '../support/axe'
import { buttonByText, deepActive, deepText, find, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

const press = (key: string) => sendKeys({ press: key })

/** A second physician at another workstation: his own session, spoken to directly. */
async function otherSession(username: string): Promise<(method: string, url: string, body?: unknown) => Promise<Response>> {
  const { token } = await signIn(username)
  return (method, url, body) => fetch(`/${url}`, {
    method,
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

let used = 0
/** An imaging exam (CT, MR, DR, MG) examined and not reported yet, a different one for each test (from the end of the list). */
async function freshExam(): Promise<ExamDto> {
  const page = await http.get<Page<ExamDto>>('api/exams', { status: '2', modality: 'CT,MR,DR,MG', size: 500 })
  const unreported = page.content.filter((exam) => exam.reportId === undefined && ['CT', 'MR', 'DR', 'MG'].includes(exam.modality))
  // In-house exams first, the outside ones last: the reading worklist test, beside this file, works on the outside
  // exams. (In full runs the 'session expires' test failed twice on the same outside exam, WYMR20261117004, and
  // passes on it alone: the interaction is not found yet.)
  const ordered = [...unreported.filter((e) => e.source === 'out'), ...unreported.filter((e) => e.source !== 'out')]
  const exam = ordered[ordered.length - 1 - used++]
  if (!exam) throw new Error('no unreported CT exam left')
  return exam
}

/** The editor on an exam; by default waits until the text is editable (the lock is the user's). */
async function mount(exam: ExamDto, view = 'diagnos/diagnos-in/report', editable = true): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  invalidate(['api/reportInfo', 'api/reportDraft', 'api/keyImage'])
  const el = await fixture<HTMLElement>(html`<clinic-diagnosis view=${view} examine-id=${String(exam.id)} locale="en"></clinic-diagnosis>`)
  const root = el.shadowRoot!
  await until(() => root.querySelector('textarea[data-field="findings"]'), 'the editor')
  if (editable) await until(() => !root.querySelector<HTMLTextAreaElement>('textarea[data-field="findings"]')!.readOnly, 'the editor editable (the lock taken)')
  return { el, root }
}

const field = (root: ShadowRoot, name: string) => root.querySelector<HTMLTextAreaElement>(`textarea[data-field="${name}"]`)!

async function typeIn(root: ShadowRoot, name: string, text: string): Promise<void> {
  const area = field(root, name)
  area.focus()
  area.setSelectionRange(area.value.length, area.value.length)
  await sendKeys({ type: text })
  await until(() => field(root, name).value.endsWith(text), `typed into ${name}`)
}

const KEYS: Record<string, string> = { s: 'KeyS', Enter: 'Enter', '/': 'Slash' }
async function ctrl(key: string): Promise<void> {
  await sendKeys({ down: 'Control' })
  try {
    await sendKeys({ press: KEYS[key] ?? key })
  } finally {
    await sendKeys({ up: 'Control' })
  }
}

/** The report as the server holds it (read past the editor's own query). */
async function serverReport(examId: number): Promise<ReportDto | null> {
  const answer = await fetch(`/api/reportInfo/view?examineId=${examId}`, { headers: { Authorization: $token.get()! } })
  return ((await answer.json()) as ReportViewDto).report
}

describe('<clinic-diagnosis> report editor', () => {
  let realReload: (() => void) | null = null
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn('fangshe')
    realReload = setReloadAction(() => undefined)
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-diagnosis').forEach((el) => el.remove())
    if (realReload) setReloadAction(realReload)
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('writes, saves and submits; the auditor rejects; the writer rewrites; the auditor approves; an addendum follows', async () => {
    const exam = await freshExam()
    let { el, root } = await mount(exam)
    // The patient stays in view while writing.
    const banner = root.querySelector('[data-testid="patient-banner"]')!
    expect(deepText(banner)).to.include(exam.patientName).and.include(exam.patientId).and.include(exam.examNo)
    await typeIn(root, 'findings', 'Right upper lobe nodule, 8 mm, solid.')
    await typeIn(root, 'impression', 'Pulmonary nodule.')
    await ctrl('s')
    await waitForText(root, 'Saved at')
    expect((await serverReport(exam.id))?.findings).to.include('Right upper lobe nodule')
    await expectAccessible(el)
    await ctrl('Enter')
    await waitForText(root, 'Preliminary (awaiting audit)')
    el.remove()

    // The auditor at his workstation sends it back.
    const auditor = await otherSession('fangshezr')
    await signIn('fangshe')
    const submitted = (await serverReport(exam.id))!
    const rejected = await auditor('POST', 'api/reportInfo/reject', { reportId: submitted.id, reason: 'Give the segment.', version: submitted.version })
    expect(rejected.status).to.equal(200)

    ;({ el, root } = await mount(exam))
    await waitForText(root, 'Rejected by the auditor: Give the segment.')
    await typeIn(root, 'findings', ' Apical segment.')
    await ctrl('Enter')
    await waitForText(root, 'Preliminary (awaiting audit)')
    el.remove()

    // The auditor in the editor: approve (four eyes: not the writer).
    resetAll()
    await signIn('fangshezr')
    ;({ el, root } = await mount(exam))
    await until(() => buttonByText(root, 'Approve') && !buttonByText(root, 'Approve')!.disabled, 'approve offered once the lock is his')
    buttonByText(root, 'Approve')!.click()
    await waitForText(root, 'Approved at')
    await waitForText(root, 'Final')
    expect(field(root, 'findings').readOnly).to.equal(true)

    // The final text is never changed: an addendum is added.
    await until(() => buttonByText(root, 'Add addendum'), 'addendum offered')
    buttonByText(root, 'Add addendum')!.click()
    const dialog = await until(() => root.querySelector('[role="dialog"] textarea'), 'addendum dialog').then(() => root.querySelector<HTMLTextAreaElement>('[role="dialog"] textarea')!)
    dialog.focus()
    await sendKeys({ type: 'Compared with outside CT: stable.' })
    buttonByText(root.querySelector('[role="dialog"]')!, 'Add addendum')!.click()
    await waitForText(root, 'Addendum added')
    const final = (await serverReport(exam.id))!
    expect(final.state).to.equal('corrected')
    expect(final.findings).to.include('Apical segment')
    expect(final.addenda[0]?.text).to.include('stable')
  })

  it('refuses the second editor while another physician holds the report open, and lets the auditor take it over with a reason', async () => {
    const exam = await freshExam()
    const colleague = await otherSession('fangshe2')
    expect((await colleague('POST', `api/reportLock/${exam.id}`)).status).to.equal(200)
    await signIn('fangshe')
    const { root } = await mount(exam, undefined, false)
    await waitForText(root, '王磊 has this report open since')
    expect(field(root, 'findings').readOnly).to.equal(true)
    expect(buttonByText(root, 'Save')!.disabled).to.equal(true)
    expect(buttonByText(root, 'Take over'), 'no takeover for a writer').to.equal(undefined)
    document.querySelector('clinic-diagnosis')!.remove()

    resetAll()
    await signIn('fangshezr')
    const auditorView = await mount(exam, undefined, false)
    await waitForText(auditorView.root, 'has this report open since')
    buttonByText(auditorView.root, 'Take over')!.click()
    const reason = await until(() => auditorView.root.querySelector('[role="dialog"] textarea'), 'reason').then(() => auditorView.root.querySelector<HTMLTextAreaElement>('[role="dialog"] textarea')!)
    reason.focus()
    await sendKeys({ type: 'Urgent: clinician waiting' })
    buttonByText(auditorView.root.querySelector('[role="dialog"]')!, 'Take over')!.click()
    await until(() => !field(auditorView.root, 'findings').readOnly, 'the auditor may write now')
    const lock = await http.get<{ holder: { name: string } | null }>(`api/reportLock/${exam.id}`)
    expect(lock.holder?.name).to.equal('张卫东')
  })

  it('keeps every keystroke: a reload offers the draft back with what differs', async () => {
    const exam = await freshExam()
    let { el, root } = await mount(exam)
    await typeIn(root, 'findings', 'Liver normal in size.')
    el.remove() // the tab closes without saving
    ;({ el, root } = await mount(exam, undefined, false))
    await waitForText(root, 'Restore your unsaved draft?')
    const dialog = root.querySelector('[role="alertdialog"], [role="dialog"]')!
    expect(deepText(dialog)).to.include('Liver normal in size.')
    await expectAccessible(dialog)
    buttonByText(dialog, 'Restore the draft')!.click()
    await until(() => field(root, 'findings').value === 'Liver normal in size.', 'restored')
  })

  it('offers the draft back even when the user\'s rights arrive after the report (a slow user-info answer)', async () => {
    const exam = await freshExam()
    let { el, root } = await mount(exam)
    await typeIn(root, 'findings', 'Kept while the rights were loading.')
    el.remove()
    const rights = $roles.get()
    $roles.set([]) // the user's rights are not known yet: nothing may be written
    try {
      ;({ el, root } = await mount(exam, undefined, false))
      await until(() => field(root, 'findings').readOnly, 'the report shown read-only')
    } finally {
      $roles.set(rights)
    }
    await waitForText(root, 'Restore your unsaved draft?')
    buttonByText(root, 'Restore the draft')!.click()
    await until(() => field(root, 'findings').value === 'Kept while the rights were loading.', 'restored')
  })

  it('loses nothing when the session expires while typing: log in again and the draft is offered', async () => {
    const exam = await freshExam()
    let { el, root } = await mount(exam)
    await typeIn(root, 'findings', 'Typed before the session ended.')
    // The server ends the session (an expiry): the next call answers 401.
    await fetch('/auth/logout', { method: 'DELETE', headers: { Authorization: $token.get()! } })
    await ctrl('s')
    await until(() => buttonByText(root, 'Re-login') ?? buttonByText(document.body, 'Re-login'), 'the re-login question (SPEC §8)')
    ;(buttonByText(root, 'Re-login') ?? buttonByText(document.body, 'Re-login'))!.click()
    await until(() => $token.get() === null, 'the dead session cleared')
    el.remove()
    // Logged in again (the same user; an expiry is not a logout: the draft stayed on this computer).
    await signIn('fangshe')
    ;({ el, root } = await mount(exam, undefined, false))
    await waitForText(root, 'Restore your unsaved draft?')
    buttonByText(root, 'Restore the draft')!.click()
    await until(() => field(root, 'findings').value === 'Typed before the session ended.', 'nothing lost')
    await until(() => !field(root, 'findings').readOnly, 'editable again')
    field(root, 'findings').focus()
    await ctrl('s')
    await waitForText(root, 'Saved at')
    expect((await serverReport(exam.id))?.findings).to.include('Typed before the session ended.')
  })

  it('keeps the text when the network drops during a save, and saves once it is back', async () => {
    const exam = await freshExam()
    const { root } = await mount(exam)
    await typeIn(root, 'findings', 'Saved after the network came back.')
    const realFetch = window.fetch
    window.fetch = (input, init) => (String(input instanceof Request ? input.url : input).includes('api/reportInfo/save') ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(input, init))
    try {
      await ctrl('s')
      await waitForText(root, 'Your text is kept on this computer')
      expect(field(root, 'findings').value).to.equal('Saved after the network came back.')
      expect(Object.keys(localStorage).some((key) => key.includes(`:${exam.id}`) && (localStorage.getItem(key) ?? '').includes('network came back')), 'the local draft').to.equal(true)
    } finally {
      window.fetch = realFetch
    }
    buttonByText(root, 'Save')!.click()
    await waitForText(root, 'Saved at')
    expect((await serverReport(exam.id))?.findings).to.include('network came back')
  })

  it('shows both versions instead of overwriting when the report changed meanwhile', async () => {
    const exam = await freshExam()
    const { root } = await mount(exam)
    await typeIn(root, 'findings', 'First words.')
    await ctrl('s')
    await waitForText(root, 'Saved at')
    const saved = (await serverReport(exam.id))!
    // The same physician in another tab saves a different text.
    const other = await http.post<ReportDto>('api/reportInfo/save', { examineId: exam.id, findings: '<p>Other tab text.</p>', impression: '<p>x</p>', version: saved.version })
    expect(other.version).to.be.greaterThan(saved.version)
    await typeIn(root, 'findings', ' More words.')
    await ctrl('s')
    await waitForText(root, 'Someone else changed this report')
    const dialog = root.querySelector('[role="alertdialog"], [role="dialog"]')!
    expect(deepText(dialog)).to.include('Other tab text.').and.include('First words. More words.')
    buttonByText(dialog, 'Keep mine')!.click()
    await waitForText(root, 'Saved at')
    expect((await serverReport(exam.id))?.findings).to.include('More words.')
  })

  it('moves drafts to the server at logout and leaves none on the workstation', async () => {
    const exam = await freshExam()
    const { el, root } = await mount(exam)
    await typeIn(root, 'findings', 'Draft at logout.')
    el.remove()
    await logout()
    expect(Object.keys(localStorage).filter((key) => key.startsWith('clinic-report-draft:'))).to.deep.equal([])
    await signIn('fangshe')
    const copy = await http.get<{ findings: string } | null>(`api/reportDraft/${exam.id}`)
    expect(copy?.findings).to.equal('Draft at logout.')
  })

  it('refuses to submit when the images beside the report are another exam’s, and warns when their header names another patient', async () => {
    const exam = await freshExam()
    const { root } = await mount(exam, 'diagnos/diagnos-in/reportOld')
    await typeIn(root, 'findings', 'Text.')
    await typeIn(root, 'impression', 'Text.')
    const viewer = await until(() => root.querySelector('clinic-pic-viewer'), 'the viewer beside the report').then(() => root.querySelector('clinic-pic-viewer')!)
    const show = (detail: Record<string, string>) => viewer.dispatchEvent(new CustomEvent('clinic-image-selected', { bubbles: true, composed: true, detail }))
    show({ studyId: String(exam.studyId ?? ''), patientId: 'P-OTHER', accessionNumber: 'OTHER-1' })
    await waitForText(root, 'The images’ DICOM header names OTHER-1 / P-OTHER, not this patient and exam')
    show({ studyId: '999999', patientId: 'P-OTHER', accessionNumber: 'OTHER-1' })
    await waitForText(root, 'The images shown belong to another exam (OTHER-1 / P-OTHER)')
    expect(buttonByText(root, 'Submit')!.disabled).to.equal(true)
    field(root, 'findings').focus()
    await ctrl('Enter')
    expect((await serverReport(exam.id))?.state ?? 'none').to.not.equal('preliminary')
  })

  it('keeps hostile markup inert: typed markup is text, stored escaped', async () => {
    const exam = await freshExam()
    const { root } = await mount(exam)
    ;(window as unknown as { hacked?: boolean }).hacked = false
    await typeIn(root, 'findings', '<img src=x onerror="window.hacked=true">')
    await ctrl('s')
    await waitForText(root, 'Saved at')
    const stored = (await serverReport(exam.id))!
    expect(stored.findings).to.not.include('<img')
    expect(stored.findings).to.include('&lt;img')
    expect(root.querySelector('img[src="x"]')).to.equal(null)
    expect((window as unknown as { hacked?: boolean }).hacked).to.equal(false)
  })

  it('saves a critical flag at once: the critical-value list shows it open before anything else is saved', async () => {
    const exam = await freshExam()
    const { root } = await mount(exam)
    await typeIn(root, 'findings', 'Free air under the right hemidiaphragm.')
    const box = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((input) => deepText(input.closest('label') ?? input.parentElement!).includes('Critical value'))!
    box.click()
    // The notification record is asked for; the flag is on the server already, not only in this browser.
    const dialog = await find(root, '[role="dialog"]')
    await waitForText(dialog, 'Critical value')
    await until(async () => (await serverReport(exam.id))?.critical === true, 'the flag saved')
    const open = await http.get<Page<{ examineId: number }>>('api/critical', { state: 'open', size: 200 })
    expect(open.content.map((value) => value.examineId)).to.include(exam.id)
    expect((await serverReport(exam.id))?.findings).to.include('Free air')
  })

  it('lists its shortcuts in a help dialog (Ctrl+/) and gives the focus back', async () => {
    const exam = await freshExam()
    const { root } = await mount(exam)
    field(root, 'findings').focus()
    await ctrl('/')
    const dialog = await find(root, '[role="dialog"]')
    await waitForText(dialog, 'Keyboard shortcuts')
    expect(deepText(dialog)).to.include('Ctrl+S').and.include('Ctrl+Enter').and.include('Alt+N').and.include('Alt+T')
    await expectAccessible(dialog)
    await press('Escape')
    await until(() => deepActive()?.getAttribute('data-field') === 'findings', 'focus back in the findings')
  })
})
