// The areas' panels beside the report text (ultrasound measurements, ECG measurements, endoscopy captures and
// biopsies) follow the report: on a signed report they show the saved values and change nothing; on a hospital
// backend that lacks their calls they say so plainly, and the report itself still works.
import { expect, fixture, html } from '@open-wc/testing'
import '../../../elements/clinic-ecg'
import '../../../elements/clinic-endoscopy'
import '../../../elements/clinic-ultrasound'
import type { ExamDto, Page } from '../../../src/core/contract'
import { http } from '../../../src/core/http/http'
import { setLocale } from '../../../src/core/i18n'
import { expectAccessible } from '../support/axe'
import { buttonByText, deepText, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

/** An exam of `modality` whose report is signed (printed, status 5): nobody holds it, nothing in it changes. */
async function signedExam(modality: string): Promise<ExamDto> {
  const page = await http.get<Page<ExamDto>>('api/exams', { modality, status: '5', size: 1, sort: 'examTime,desc' })
  const exam = page.content[0]
  expect(exam, `a signed ${modality} exam`).to.not.equal(undefined)
  return exam as ExamDto
}

const ABSENT = 'this backend does not keep them'

describe('report panels', () => {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
  })
  afterEach(async () => {
    for (const tag of ['clinic-ultrasound', 'clinic-ecg', 'clinic-endoscopy']) document.querySelectorAll(tag).forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('shows a signed ultrasound report\'s measurements as saved, with nothing to change, save or insert', async () => {
    await signIn('chaosheng')
    const exam = await signedExam('US')
    const el = await fixture<HTMLElement>(html`<clinic-ultrasound view="ultrasonic/ultrasonicReport" query=${`examineId=${exam.id}`} locale="en"></clinic-ultrasound>`)
    const root = el.shadowRoot!
    let panel: HTMLElement | null = null
    await until(() => (panel = root.querySelector<HTMLElement>(`[aria-labelledby="us-measure-${exam.id}"]`)), 'the measurement panel', { timeout: 15000 })
    await until(() => panel!.querySelector('select') !== null, 'the exam type')
    const controls = Array.from(panel!.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select'))
    expect(controls.length).to.be.greaterThan(0)
    expect(controls.filter((c) => !c.disabled).map((c) => c.outerHTML.slice(0, 80)), 'every field read-only').to.deep.equal([])
    expect(buttonByText(panel!, 'Save measurements') ?? null, 'no save').to.equal(null)
    expect(buttonByText(panel!, 'Insert into report')?.disabled, 'no insert into a signed report').to.equal(true)
    await expectAccessible(el)
  })

  it('says plainly when the backend keeps no ultrasound or ECG measurements, and the report still opens', async () => {
    await signIn('chaosheng')
    const us = await signedExam('US')
    const el = await fixture<HTMLElement>(html`<clinic-ultrasound view="ultrasonic/ultrasonicReport" query=${`examineId=${us.id}`} locale="en"
      api-base="/__fault/without/ultrasound/"></clinic-ultrasound>`)
    await waitForText(el.shadowRoot!, `Measurements: ${ABSENT}`, 15000)
    await waitForText(el.shadowRoot!, us.examNo)
    expect(deepText(el.shadowRoot!)).to.not.include('does not offer this')
    await expectAccessible(el)
    el.remove()

    resetAll()
    await signIn('xindian')
    const ecg = await signedExam('ECG')
    const other = await fixture<HTMLElement>(html`<clinic-ecg view="ecg/ecgReport" query=${`examineId=${ecg.id}`} locale="en"
      api-base="/__fault/without/ecg/"></clinic-ecg>`)
    await waitForText(other.shadowRoot!, `ECG measurements: ${ABSENT}`, 15000)
    await waitForText(other.shadowRoot!, ecg.examNo)
  })

  it('shows the endoscopy biopsies when the backend keeps no captures, and the captures when it keeps no biopsies', async () => {
    await signIn('neijing')
    const exam = await signedExam('ES')
    const noCaptures = await fixture<HTMLElement>(html`<clinic-endoscopy view="es/esReport" query=${`examineId=${exam.id}`} locale="en"
      api-base="/__fault/without/endoscopy/"></clinic-endoscopy>`)
    await waitForText(noCaptures.shadowRoot!, `Captured images: ${ABSENT}`, 15000)
    await until(() => noCaptures.shadowRoot!.querySelector('[data-testid="es-biopsies"]'), 'the biopsies')
    expect(noCaptures.shadowRoot!.querySelector('[data-testid="es-strip"]')).to.equal(null)
    noCaptures.remove()

    const noBiopsies = await fixture<HTMLElement>(html`<clinic-endoscopy view="es/esReport" query=${`examineId=${exam.id}`} locale="en"
      api-base="/__fault/without/biopsy/"></clinic-endoscopy>`)
    await waitForText(noBiopsies.shadowRoot!, `Biopsies: ${ABSENT}`, 15000)
    await until(() => noBiopsies.shadowRoot!.querySelector('[data-testid="es-strip"]'), 'the captured images')
    await expectAccessible(noBiopsies)
  })
})
