// <clinic-ecg> against the contract server: the ECG reading worklist, and the ECG report filled by an ECG physician from
// calipers on the exam's seeded 12-lead waveform (waveform_ecg.dcm), QTc by each formula, a critical value proposed.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-ecg'
import type { ExamDto, Page } from '../../../src/core/contract'
import type { EcgMeasurementsDto } from '../../../src/core/contract/ecg'
import { http } from '../../../src/core/http/http'
import { setLocale } from '../../../src/core/i18n'
import { invalidate } from '../../../src/core/query/query'
import { expectAccessible } from '../support/axe'
import { buttonByText, deepActive, deepText, find, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'
import { nextFrame, useBuiltCodecs } from '../pic-viewer/support'

/** CSS pixels per millimetre of paper: the sheet is drawn at 96 px per inch, 25 mm/s. */
const PX_PER_MM = 96 / 25.4

function pointer(target: Element, type: string, clientX: number, clientY: number, buttons = 1): void {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, cancelable: true, clientX, clientY, pointerId: 1, pointerType: 'mouse', button: 0, buttons, isPrimary: true }))
}

/** Drags a caliper along the rhythm strip (baseline 113 mm) from 60 mm over `mm` millimetres of paper. */
async function caliperOnRhythmStrip(sheet: HTMLElement, mm: number): Promise<void> {
  const rect = sheet.getBoundingClientRect()
  const x = rect.left + 60 * PX_PER_MM
  const y = rect.top + 113 * PX_PER_MM
  pointer(sheet, 'pointerdown', x, y)
  pointer(sheet, 'pointermove', x + (mm * PX_PER_MM) / 2, y)
  await nextFrame()
  pointer(sheet, 'pointermove', x + mm * PX_PER_MM, y)
  pointer(sheet, 'pointerup', x + mm * PX_PER_MM, y, 0)
}

const input = (root: ShadowRoot, field: string) => root.querySelector<HTMLInputElement>(`[data-ecg-field="${field}"]`)!

/** Chooses an option of the Fluent dropdown labelled `label`. */
async function choose(root: ShadowRoot, label: string, option: string): Promise<void> {
  const labelEl = Array.from(root.querySelectorAll('label')).find((l) => deepText(l).trim() === label)!
  const dropdown = labelEl.parentElement!.querySelector<HTMLElement>('button[role="combobox"]')!
  dropdown.click()
  let found: HTMLElement | undefined
  await until(() => (found = Array.from(root.querySelectorAll<HTMLElement>('[role="option"]')).find((o) => deepText(o).trim().startsWith(option))), `option ${option}`)
  found!.click()
  await until(() => deepText(dropdown).includes(option), `${label}: ${option} chosen`)
}

describe('<clinic-ecg>', () => {
  before(useBuiltCodecs)
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-ecg').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('lists the ECG exams in the ECG reading worklist', async () => {
    await signIn('xindian')
    const exams = await http.get<Page<ExamDto>>('api/exams', { modality: 'ECG', page: 0, size: 5 })
    const el = await fixture<HTMLElement>(html`<clinic-ecg view="ecg/diagnosList" locale="en"></clinic-ecg>`)
    await waitForText(el.shadowRoot!, 'ECG reading', 15_000)
    await until(() => /ECG\d{6,}/.test(deepText(el.shadowRoot!)), 'ECG exams listed', { timeout: 15_000 })
    const text = deepText(el.shadowRoot!)
    expect(exams.content.length).to.be.above(0)
    expect(text, 'ECG exams listed').to.match(/ECG\d{6,}/)
    expect(text, 'nothing but ECG').to.not.match(/\b(CT|MR|DR|MG|US|ES|BL)\d{6,}/)
    await expectAccessible(el)
  })

  it('lets the ECG physician fill the report from calipers: QTc by each formula, a critical value proposed, saved and inserted', async function () {
    this.timeout(120_000)
    await signIn('xindian')
    const page = await http.get<Page<ExamDto>>('api/exams', { modality: 'ECG', status: '2', page: 0, size: 50, sort: 'id,asc' })
    const exam = page.content.find((candidate) => candidate.studyId && !candidate.reportState) ?? page.content[0]!
    invalidate(['api/reportInfo', 'api/reportDraft'])
    const el = await fixture<HTMLElement>(html`<clinic-ecg view="ecg/ecgReport" examine-id=${String(exam.id)} locale="en"></clinic-ecg>`)
    el.style.width = '1600px'
    const root = el.shadowRoot!
    await waitForText(root, 'ECG measurements', 15_000)
    await until(() => !root.querySelector<HTMLTextAreaElement>('textarea[data-field="findings"]')?.readOnly, 'the editor editable (the lock taken)')

    // The panel's own viewer shows the exam's ECG; its calipers send their readings to the panel. (The heading's words are
    // also in the panel's loading text, so the panel is there when its button is.)
    let show: HTMLButtonElement | undefined
    await until(() => (show = buttonByText(root, 'Show the waveform')), 'the measurement panel loaded', { timeout: 15_000 })
    show!.click()
    const viewer = await find<HTMLElement>(root, 'clinic-pic-viewer', 15_000)
    await until(() => viewer.shadowRoot && deepText(viewer.shadowRoot).includes('25 mm/s · 10 mm/mV'), 'the ECG sheet', { timeout: 20_000 })
    const vroot = viewer.shadowRoot!
    buttonByText(vroot, 'Calipers')!.click()
    const sheet = await find<HTMLElement>(vroot, '[data-calipers="on"]')
    // 20 mm at 25 mm/s: an RR of 800 ms, a rate of 75 /min.
    await caliperOnRhythmStrip(sheet, 20)
    await waitForText(root.querySelector('[data-ecg-caliper]')!, 'Last caliper: II Δt 800 ms')
    buttonByText(root, 'RR → heart rate')!.click()
    await until(() => input(root, 'hr').value === '75', 'HR from the caliper')
    // 10 mm: a QT of 400 ms.
    await caliperOnRhythmStrip(sheet, 10)
    await waitForText(root.querySelector('[data-ecg-caliper]')!, 'Δt 400 ms')
    buttonByText(root.querySelector('[role="group"]')!, 'QT')!.click()
    await until(() => input(root, 'qt').value === '400', 'QT from the caliper')

    // Typed from the keyboard.
    input(root, 'pr').focus()
    await sendKeys({ type: '160' })
    await sendKeys({ press: 'Tab' })
    expect(deepActive()).to.equal(input(root, 'qrs'))
    await sendKeys({ type: '90' })

    // QTc by each formula, named (ris-domain §5.4: QT 400 ms at 75 /min).
    const qtc = () => deepText(root.querySelector('[data-ecg-qtc]')!)
    await until(() => qtc() === 'QTc 447 ms by Bazett (QT / √RR)', `Bazett; saw ${qtc()}`)
    await choose(root, 'QTc formula', 'Fridericia')
    await until(() => qtc() === 'QTc 431 ms by Fridericia (QT / ∛RR)', `Fridericia; saw ${qtc()}`)
    await choose(root, 'QTc formula', 'Framingham (Sagie)')
    await until(() => qtc() === 'QTc 431 ms by Framingham (Sagie) (QT + 154 × (1 − RR))', `Framingham; saw ${qtc()}`)
    await choose(root, 'QTc formula', 'Hodges')
    await until(() => qtc() === 'QTc 426 ms by Hodges (QT + 1.75 × (HR − 60))', `Hodges; saw ${qtc()}`)

    // An impossible value is refused with a reason, and nothing is computed from it.
    input(root, 'qt').focus()
    await sendKeys({ press: 'End' })
    await sendKeys({ type: '0' })
    await waitForText(root, 'Not a possible value: 150 to 800')
    expect(qtc()).to.equal('QTc: enter the QT and the heart rate')
    await sendKeys({ press: 'Backspace' })
    await until(() => qtc().startsWith('QTc 426 ms'), 'QTc back')

    // A pause of 3.2 s: the critical value is proposed, and one click opens the editor's critical-value record.
    input(root, 'longestRr').focus()
    await sendKeys({ type: '3200' })
    const proposal = await find(root, '[data-ecg-critical]')
    await waitForText(proposal, 'Long RR of 3.0 s or more — 长 RR 间期 3.20 s（≥ 3.0 s）')
    await choose(root, 'Rhythm', 'Sinus rhythm')
    await choose(root, 'Phrase', 'ST-T changes')
    buttonByText(root, 'Add phrase')!.click()
    await waitForText(root, 'ST-T改变')
    // The measurements propose phrases: an axis of −45° proposes left axis deviation, taken from the keyboard.
    input(root, 'axis').focus()
    await sendKeys({ type: '-45' })
    const suggested = await find(root, '[data-testid="ecg-suggestions"]')
    await until(() => buttonByText(suggested, 'Left axis deviation (axis -45°)'), 'left axis deviation proposed')
    buttonByText(suggested, 'Left axis deviation')!.focus()
    await sendKeys({ press: 'Enter' })
    await waitForText(root, '电轴左偏')
    await until(() => !buttonByText(root, 'Left axis deviation ('), 'the proposal gone once written')
    buttonByText(proposal, 'Mark critical and record the notification')!.click()
    const dialog = await find(root, '[role="dialog"]')
    await waitForText(dialog, 'Critical value')
    const box = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((i) => deepText(i.parentElement!).includes('Critical value'))!
    expect(box.checked).to.equal(true)
    await sendKeys({ press: 'Escape' })
    await until(() => !root.querySelector('[role="dialog"]'), 'the record dialog closed')

    // Saved (the server computes the QTc) and inserted into the report.
    const save = buttonByText(root, 'Save measurements')!
    save.focus()
    await sendKeys({ press: 'Enter' })
    await waitForText(root, 'Measurements saved at')
    const stored = await http.get<EcgMeasurementsDto>(`api/ecg/measurements/${exam.id}`)
    expect([stored.hr, stored.pr, stored.qrs, stored.qt, stored.qtc, stored.qtcFormula, stored.longestRr, stored.rhythm]).to.deep.equal([75, 160, 90, 400, 426, 'hodges', 3200, 'sinus'])
    expect(stored.interpretation).to.deep.equal(['ST-T改变', '电轴左偏'])
    expect(stored.axis).to.equal(-45)
    buttonByText(root, 'Insert into report')!.click()
    const findings = root.querySelector<HTMLTextAreaElement>('textarea[data-field="findings"]')!
    await until(() => findings.value.includes('心率 75 次/分，PR 间期 160 ms，QRS 时限 90 ms，QT/QTc 400/426 ms（QTc 按 Hodges 公式），QRS 电轴 -45°，最长 RR 间期 3.20 s。'), `inserted; saw ${findings.value}`)
    expect(findings.value).to.contain('心电图诊断：\n1. 窦性心律\n2. ST-T改变\n3. 电轴左偏')
    await expectAccessible(el)
  })
})
