// The physical-exam ultrasound batch (<clinic-ultrasound view="ultrasonic/indexPE">) against the contract server: the
// sonographer confirms today's physical-exam exams one after the other from the keyboard — each report submitted with
// its exam item's normal template text — and a report another sonographer has open is said so and skipped.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-ultrasound'
import type { ExamDto, Page } from '../../../src/core/contract'
import type { ReportViewDto } from '../../../src/core/contract/report'
import type { TemplateNode } from '../../../src/core/contract/template'
import { toWireDate } from '../../../src/core/format/time'
import { http } from '../../../src/core/http/http'
import { setLocale } from '../../../src/core/i18n'
import { choiceOf, normalTemplateFor } from '../../../src/areas/ultrasound/views/ultrasonic/indexPE/peTemplate'
import { peBatchKey } from '../../../src/areas/ultrasound/views/ultrasonic/indexPE/usePeBatch'
import { focusPageStart } from '../../../src/ui/a11y/focusPageStart'
import { textToReportHtml } from '../../../src/ui/report/editor/reportText'
import { templateTreeKey } from '../../../src/ui/report/templates/templateTree'
import { expectAccessible } from '../support/axe'
import { deepActive, deepText, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

/** A second sonographer at another workstation: his own session, spoken to directly. */
async function otherSession(username: string): Promise<(method: string, url: string) => Promise<Response>> {
  const { token } = await signIn(username)
  return (method, url) => fetch(`/${url}`, { method, headers: { Authorization: token } })
}

/** Ctrl+Enter: confirm from anywhere, the text fields too. */
async function ctrlEnter(): Promise<void> {
  await sendKeys({ down: 'Control' })
  try {
    await sendKeys({ press: 'Enter' })
  } finally {
    await sendKeys({ up: 'Control' })
  }
}

const confirmKey = (inText: boolean) => (inText ? ctrlEnter() : sendKeys({ press: 'Enter' }))

const text = (root: ShadowRoot, selector: string) => deepText(root.querySelector(selector) ?? document.createElement('i')).trim()

describe('<clinic-ultrasound> physical-exam batch', () => {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-ultrasound').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('confirms two exams in a row with their normal template text, and skips the one another sonographer holds — keyboard only', async () => {
    // Today's batch as the view lists it: examined physical-exam ultrasound, no report yet (the seed puts four there).
    const colleague = await otherSession('chaosheng2')
    await signIn('chaosheng')
    const page = await http.get<Page<ExamDto>>(peBatchKey(toWireDate(new Date())))
    const batch = page.content.filter((exam) => exam.patientType === '3' && exam.reportId === undefined)
    expect(batch.length, 'physical-exam ultrasound exams waiting today').to.be.at.least(3)
    const [first, second, held] = batch as [ExamDto, ExamDto, ExamDto]
    const templates = await http.get<TemplateNode[]>(templateTreeKey('US'))
    // 林晓 opened the third report at her workstation.
    expect((await colleague('POST', `api/reportLock/${held.id}`)).status).to.equal(200)

    const el = await fixture<HTMLElement>(html`<clinic-ultrasound view="ultrasonic/indexPE" locale="en"></clinic-ultrasound>`)
    const root = el.shadowRoot!
    await waitForText(root, `0 of ${batch.length} confirmed`)
    await waitForText(root, 'Keyboard shortcuts')
    expect(deepText(root)).to.include('Ctrl+Enter').and.include('Alt+N')
    // As the console does after a navigation: the focus on the page's heading. From here on, only keys.
    focusPageStart(el.parentElement!)
    await until(() => deepActive()?.localName === 'h1', 'the focus on the heading')

    let inText = false
    for (const [index, exam] of [first, second].entries()) {
      await until(() => text(root, '[data-testid="patient-banner"]').includes(exam.examNo), `the banner of ${exam.examNo}`)
      const node = normalTemplateFor(templates, exam)
      expect(node, `a normal template for ${exam.examItem}`).to.not.equal(null)
      const template = choiceOf(node!)
      await until(() => text(root, '[data-testid="pe-template"]').includes(template.name), `the template ${template.name}`)
      expect(root.querySelector<HTMLTextAreaElement>('textarea[data-field="findings"]')!.value).to.equal(template.findings)

      await confirmKey(inText)
      // A blank of the template (a measurement) is selected for the sonographer to fill before the report goes.
      const blanks = `${template.findings}\n${template.impression}\n${template.recommendation}`.split('__').length - 1
      for (let blank = 0; blank < blanks; blank++) {
        await waitForText(root, 'Fill in the blanks (__) before confirming')
        await until(() => {
          const area = deepActive() as HTMLTextAreaElement | null
          return area?.localName === 'textarea' && area.value.slice(area.selectionStart, area.selectionEnd) === '__' && !area.readOnly
        }, 'the blank selected')
        await sendKeys({ type: '9' })
        await ctrlEnter()
        inText = true
      }
      await waitForText(root, `${index + 1} of ${batch.length} confirmed`)

      // Submitted through the report lifecycle with the template's text, by the sonographer.
      const filled = (value: string) => value.replaceAll('__', '9')
      const { report } = await http.get<ReportViewDto>('api/reportInfo/view', { examineId: exam.id })
      expect(report?.state).to.equal('preliminary')
      expect(report?.findings).to.equal(textToReportHtml(filled(template.findings)))
      expect(report?.impression).to.equal(textToReportHtml(filled(template.impression)))
      expect(report?.positive).to.equal(false)
      expect(report?.reportPhysician).to.equal('陈静')
    }

    // The third: 林晓 holds it. Said at once, and confirming skips it untouched.
    await until(() => text(root, '[data-testid="patient-banner"]').includes(held.examNo), 'the held exam shown')
    await waitForText(root, '林晓 has this report open since')
    await confirmKey(inText)
    await until(() => text(root, '[data-testid="pe-skipped"]').includes(`Not confirmed: ${held.patientName} (${held.examNo})`), 'the skip said')
    expect(text(root, '[data-testid="pe-skipped"]')).to.include('林晓 has this report open in the editor')
    await waitForText(root, `2 of ${batch.length} confirmed · Skipped: 1`)
    const untouched = await http.get<ReportViewDto>('api/reportInfo/view', { examineId: held.id })
    expect(untouched.report, 'no report written over the colleague').to.equal(null)
    const heldRow = root.querySelector(`button[data-exam-no="${held.examNo}"]`)
    expect(heldRow?.getAttribute('aria-label')).to.include('skipped')
    const fourth = batch[3]
    if (fourth) await until(() => text(root, '[data-testid="patient-banner"]').includes(fourth.examNo), 'moved on to the next exam')

    await expectAccessible(el)
    await colleague('DELETE', `api/reportLock/${held.id}`)
  })

  it('selects each blank of the template for the sonographer to fill before the report goes, and keeps an edited text', async () => {
    await signIn('chaosheng')
    const page = await http.get<Page<ExamDto>>(peBatchKey(toWireDate(new Date())))
    const batch = page.content.filter((exam) => exam.patientType === '3' && exam.reportId === undefined)
    const templates = await http.get<TemplateNode[]>(templateTreeKey('US'))
    // The abdomen's normal template measures the portal vein and the spleen: two blanks.
    const exam = batch.find((candidate) => choiceOf(normalTemplateFor(templates, candidate) ?? templates[0]!).findings.includes('__'))
    expect(exam, 'an exam whose normal template has blanks (the seeded abdomen)').to.not.equal(undefined)
    const template = choiceOf(normalTemplateFor(templates, exam!)!)

    const el = await fixture<HTMLElement>(html`<clinic-ultrasound view="ultrasonic/indexPE" locale="en"></clinic-ultrasound>`)
    const root = el.shadowRoot!
    await waitForText(root, `0 of ${batch.length} confirmed`)
    focusPageStart(el.parentElement!)
    await until(() => deepActive()?.localName === 'h1', 'the focus on the heading')
    // Alt+N to the exam.
    for (let step = 0; step < batch.length && !text(root, '[data-testid="patient-banner"]').includes(exam!.examNo); step++) {
      await sendKeys({ down: 'Alt' })
      await sendKeys({ press: 'KeyN' })
      await sendKeys({ up: 'Alt' })
    }
    await until(() => text(root, '[data-testid="patient-banner"]').includes(exam!.examNo), 'the exam with blanks shown')
    await until(() => text(root, '[data-testid="pe-template"]').includes(template.name), 'its normal template')

    await sendKeys({ press: 'Enter' })
    await waitForText(root, 'Fill in the blanks (__) before confirming')
    await until(() => {
      const area = deepActive() as HTMLTextAreaElement | null
      return area?.localName === 'textarea' && area.value.slice(area.selectionStart, area.selectionEnd) === '__' && !area.readOnly
    }, 'the first blank selected')
    await sendKeys({ type: '11' })
    await waitForText(root, 'Edited text: kept on this computer until confirmed.')
    const kept = JSON.parse(localStorage.getItem(`clinic-report-draft:chaosheng:${exam!.id}`) ?? '{}') as { findings?: string }
    expect(kept.findings).to.equal(template.findings.replace('__', '11'))
    await ctrlEnter()
    await until(() => {
      const area = deepActive() as HTMLTextAreaElement | null
      return area?.localName === 'textarea' && area.value.slice(area.selectionStart, area.selectionEnd) === '__' && !area.readOnly
        && !area.value.startsWith(template.findings.slice(0, template.findings.indexOf('__') + 2))
    }, 'the next blank selected')
    await sendKeys({ type: '95' })
    await ctrlEnter()
    await waitForText(root, `1 of ${batch.length} confirmed`)
    const { report } = await http.get<ReportViewDto>('api/reportInfo/view', { examineId: exam!.id })
    expect(report?.state).to.equal('preliminary')
    expect(report?.findings).to.equal(textToReportHtml(template.findings.replace('__', '11').replace('__', '95')))
    expect(localStorage.getItem(`clinic-report-draft:chaosheng:${exam!.id}`), 'the kept copy dropped once submitted').to.equal(null)
  })
})
