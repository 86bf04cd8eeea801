// The ultrasound report (<clinic-ultrasound view="ultrasonic/ultrasonicReport" examine-id=…>) against the contract
// server: a sonographer fills a twin pregnancy's tables by keyboard, sees gestational age and fetal weight per fetus
// with the formula named, an impossible value warned and its EFW withheld, saves, finds the tables again after a
// reload (and unsaved values restored from the browser), and inserts the measurements into the report text.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-ultrasound'
import type { ExamDto, Page } from '../../../src/core/contract'
import type { ImageStudyDto } from '../../../src/core/contract/image'
import type { UsMeasurementsDto } from '../../../src/core/contract/ultrasound'
import { http } from '../../../src/core/http'
import { setLocale } from '../../../src/core/i18n'
import { setReloadAction } from '../../../src/core/navigation'
import { invalidate } from '../../../src/core/query/query'
import { $token } from '../../../src/core/session/stores'
import { expectAccessible } from '../support/axe'
import { buttonByText, deepActive, deepText, typeInto, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

let used = 0
/** A mid/late obstetric ultrasound exam examined and not reported yet, a different one per test (from the end of the list). */
async function obstetricExam(): Promise<ExamDto> {
  const page = await http.get<Page<ExamDto>>('api/exams', { status: '2', size: 500 })
  const candidates = page.content.filter((exam) => exam.modality === 'US' && exam.reportId === undefined && /晚孕|中孕/.test(exam.examItem))
  const exam = candidates[candidates.length - 1 - used++]
  if (!exam) throw new Error('no unreported obstetric ultrasound exam left')
  return exam
}

/** The LMP that puts the exam at 24+3 weeks (171 days), the note's worked example. */
function lmpFor(exam: ExamDto): string {
  const day = Date.parse(`${(exam.examTime ?? exam.registerTime).slice(0, 10)}T00:00:00Z`) - 171 * 86_400_000
  return new Date(day).toISOString().slice(0, 10)
}

async function mount(exam: ExamDto): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  invalidate(['api/reportInfo', 'api/reportDraft', 'api/keyImage'])
  const el = await fixture<HTMLElement>(html`<clinic-ultrasound view="ultrasonic/ultrasonicReport" examine-id=${String(exam.id)} locale="en"></clinic-ultrasound>`)
  const root = el.shadowRoot!
  await until(() => root.querySelector('textarea[data-field="findings"]') && !root.querySelector<HTMLTextAreaElement>('textarea[data-field="findings"]')!.readOnly, 'the editor, editable')
  await until(() => root.querySelector('input[aria-label="Biparietal diameter (BPD), fetus A"]'), 'the obstetric table of fetus A')
  return { el, root }
}

const input = (root: ShadowRoot, item: string, fetus = 'A') => root.querySelector<HTMLInputElement>(`input[aria-label="${item}, fetus ${fetus}"]`)!
const efw = (root: ShadowRoot, fetus: string) => deepText(root.querySelector(`[data-testid="efw-${fetus}"]`)!)

async function serverMeasurements(examId: number): Promise<UsMeasurementsDto> {
  const answer = await fetch(`/api/ultrasound/measurements/${examId}`, { headers: { Authorization: $token.get()! } })
  return (await answer.json()) as UsMeasurementsDto
}

describe('<clinic-ultrasound> ultrasound report with measurement tables', () => {
  let realReload: (() => void) | null = null
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn('chaosheng')
    realReload = setReloadAction(() => undefined)
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-ultrasound').forEach((el) => el.remove())
    if (realReload) setReloadAction(realReload)
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('fills a twin pregnancy by keyboard, withholds the EFW of an impossible value, saves, reloads and inserts into the report', async () => {
    const exam = await obstetricExam()
    let { el, root } = await mount(exam)
    expect(root.querySelector<HTMLSelectElement>('select')!.value, 'the exam item suggests the obstetric table').to.equal('obstetric')
    typeInto(root.querySelector<HTMLInputElement>('input[type="date"]')!, lmpFor(exam))
    await waitForText(root, 'GA by dates 24w 3d')

    // Fetus A by keyboard alone: type, Enter to the next field (an empty OFD is passed with Enter).
    input(root, 'Biparietal diameter (BPD)').focus()
    await sendKeys({ type: '60' })
    await sendKeys({ press: 'Enter' })
    expect(deepActive()?.getAttribute('aria-label')).to.equal('Occipito-frontal diameter (OFD), fetus A')
    await sendKeys({ press: 'Enter' })
    await sendKeys({ type: '220' })
    await sendKeys({ press: 'Enter' })
    await sendKeys({ type: '195' })
    await sendKeys({ press: 'Enter' })
    expect(deepActive()?.getAttribute('aria-label')).to.equal('Femur length (FL), fetus A')
    await sendKeys({ type: '44' })
    await until(() => efw(root, 'A').includes('681 g (Hadlock 4 (BPD, HC, AC, FL))'), `fetus A's EFW; saw ${efw(root, 'A')}`)
    await waitForText(root, '24w 3d (Hadlock 1984 (BPD))')
    await waitForText(root, '24w 0d (Hadlock 1984 (HC))')
    await waitForText(root, 'Hadlock 1984 (BPD, HC, AC, FL)')
    await waitForText(root, '(Hadlock 1991 (σ 0.12))')

    // Fetus B, with a femur typed in the wrong unit: warned beside the field, its EFW withheld, saving refused.
    buttonByText(root, 'Add fetus')!.click()
    await until(() => input(root, 'Biparietal diameter (BPD)', 'B'), 'fetus B\'s table')
    typeInto(input(root, 'Biparietal diameter (BPD)', 'B'), '58')
    typeInto(input(root, 'Head circumference (HC)', 'B'), '214')
    typeInto(input(root, 'Abdominal circumference (AC)', 'B'), '188')
    typeInto(input(root, 'Femur length (FL)', 'B'), '430')
    await waitForText(root, 'Impossible value (possible 2–95)')
    await until(() => efw(root, 'B').includes('Not computed: FL is impossible'), `fetus B's EFW withheld; saw ${efw(root, 'B')}`)
    expect(efw(root, 'B')).not.to.match(/\d+ g/)
    expect(input(root, 'Femur length (FL)', 'B').getAttribute('aria-invalid')).to.equal('true')
    buttonByText(root, 'Save measurements')!.click()
    await waitForText(root, 'Correct the impossible values before saving: FL (B)')
    expect((await serverMeasurements(exam.id)).version).to.equal(0)

    // 4.3 (cm typed into the mm field) is possible in general but absurd at 24 weeks: withheld too.
    typeInto(input(root, 'Femur length (FL)', 'B'), '4.3')
    await until(() => efw(root, 'B').includes('implausible for the gestational age'), `fetus B's EFW withheld; saw ${efw(root, 'B')}`)
    typeInto(input(root, 'Femur length (FL)', 'B'), '43')
    await until(() => /\d+ g \(Hadlock 4/.test(efw(root, 'B')), 'fetus B\'s EFW once FL is right')
    await expectAccessible(el)

    buttonByText(root, 'Save measurements')!.click()
    await waitForText(root, 'Measurements saved at')
    const saved = await serverMeasurements(exam.id)
    expect(saved.version).to.equal(1)
    expect(saved.fetuses.map((f) => [f.label, f.values.BPD, f.values.FL])).to.deep.equal([['A', 60, 44], ['B', 58, 43]])

    // A reload shows the saved tables.
    el.remove()
    ;({ el, root } = await mount(exam))
    await until(() => input(root, 'Femur length (FL)', 'B')?.value === '43', 'fetus B after the reload')
    expect(input(root, 'Biparietal diameter (BPD)').value).to.equal('60')
    await until(() => efw(root, 'A').includes('681 g'), 'fetus A\'s EFW after the reload')

    // Insert into the report: the findings get the measurements, fetus by fetus, with the formula.
    const findings = root.querySelector<HTMLTextAreaElement>('textarea[data-field="findings"]')!
    findings.focus()
    buttonByText(root, 'Insert into report')!.click()
    await until(() => findings.value.includes('Fetus A: BPD 60 mm, HC 220 mm, AC 195 mm, FL 44 mm'), `inserted text; saw ${findings.value}`)
    expect(findings.value).to.include('estimated fetal weight 681 g (Hadlock 4)')
    expect(findings.value).to.include('Fetus B: BPD 58 mm, HC 214 mm, AC 188 mm, FL 43 mm')
  })

  it('keeps unsaved values in the browser across a reload and says so', async () => {
    const exam = await obstetricExam()
    let { el, root } = await mount(exam)
    typeInto(input(root, 'Abdominal circumference (AC)'), '201')
    await waitForText(root, 'Unsaved changes')
    el.remove()
    ;({ el, root } = await mount(exam))
    await waitForText(root, 'were restored from this browser')
    // The table shows the browser's values once the report is the sonographer's to edit again (its lock taken back).
    await until(() => input(root, 'Abdominal circumference (AC)').value === '201', 'the restored value in the table')
    buttonByText(root, 'Discard them')!.click()
    await until(() => input(root, 'Abdominal circumference (AC)').value === '', 'the saved (empty) table back')
    expect(deepText(root)).not.to.include('were restored')
    el.remove()
  })
  it('imports a twin pregnancy from the device\'s structured report (DICOM SR, TID 5000) into editable tables, by keyboard', async function () {
    this.timeout(60_000)
    const exam = await obstetricExam()
    // The device sends its SR to the archive: made by dcmtk's xml2dsr (a browser cannot), stored for the exam.
    const study = await http.get<ImageStudyDto>(`api/pacs/retrieve/image/examineId/${exam.id}`).catch(() => null)
    const studyUid = study?.studyInstanceUid ?? `2.25.${Date.now()}`
    const sr = await fetch(`/__fault/sr/twin?${new URLSearchParams({ studyUid, patientId: exam.patientId, sopUid: `${studyUid}.99.${exam.id}` })}`)
    expect(sr.status, 'an SR made').to.equal(200)
    const stored = await fetch(`/api/images/${exam.id}/instances`, {
      method: 'POST', headers: { Authorization: $token.get()!, 'Content-Type': 'application/dicom' }, body: await sr.arrayBuffer(),
    })
    expect(stored.status, await stored.clone().text()).to.equal(201)

    const { el, root } = await mount(exam)
    const button = buttonByText(root, 'Import from the device (SR)')!
    button.focus()
    await sendKeys({ press: 'Enter' })
    await waitForText(root, 'imported from 1 device report(s)')
    // Each fetus its own table: fetus 1 of the SR is A, fetus 2 is B; the cervix (3.1 cm) in mm.
    await until(() => input(root, 'Biparietal diameter (BPD)', 'B'), 'the table of fetus B')
    await until(() => input(root, 'Biparietal diameter (BPD)').value !== '', 'the values of fetus A shown')
    expect([input(root, 'Biparietal diameter (BPD)').value, input(root, 'Femur length (FL)').value]).to.deep.equal(['72.4', '55.1'])
    expect([input(root, 'Biparietal diameter (BPD)', 'B').value, input(root, 'Femur length (FL)', 'B').value]).to.deep.equal(['70.8', '54'])
    expect(root.querySelector<HTMLInputElement>('input[aria-label="Cervical length"]')!.value).to.equal('31')
    // Still the sonographer's: a value changed by hand stays.
    input(root, 'Femur length (FL)', 'B').focus()
    await sendKeys({ press: 'End' })
    await sendKeys({ type: '.5' })
    await until(() => input(root, 'Femur length (FL)', 'B').value === '54.5', 'edited after the import')
    await expectAccessible(el)
  })
})
