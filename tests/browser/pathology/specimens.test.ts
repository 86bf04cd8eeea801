// The pathology area <clinic-pathology> against the contract server: a pathologist records a specimen made of an
// endoscopy biopsy (the biopsy then names it), another pathologist signs it off and amends it (the replaced diagnosis
// stays on record); the printer test page draws its sheet and its 100 mm ruler in true CSS millimetres and prints
// through the shared print helper with the chosen @page size.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-pathology'
import type { BiopsyDto, BiopsyWithExamDto, ExamDto, Page, SpecimenDto } from '../../../src/core/contract'
import { http } from '../../../src/core/http/http'
import { setLocale } from '../../../src/core/i18n'
import { dialog, fill, grid, pick, press, rowTexts, searchFor } from '../admin/support'
import { expectAccessible } from '../support/axe'
import { deepActive, deepText, typeInto, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

/** CSS pixels per millimetre (96 px per inch). */
const PX_PER_MM = 96 / 25.4

async function mount(view: string, heading: string): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  const el = await fixture<HTMLElement>(html`<clinic-pathology view=${view} locale="en"></clinic-pathology>`)
  el.style.width = '1600px'
  const root = el.shadowRoot!
  await waitForText(root, heading, 15_000)
  return { el, root }
}

/** The body rows of the list whose text contains `text`. */
function rowsWith(root: ShadowRoot, text: string): string[][] {
  const table = grid(root)
  return table ? rowTexts(table).filter((cells) => cells.join(' ').includes(text)) : []
}

describe('<clinic-pathology>', () => {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-pathology').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('records a specimen of an endoscopy biopsy, links the biopsy, and is signed off and amended by another pathologist', async function () {
    this.timeout(120_000)
    // The endoscopist took a biopsy during an examined endoscopy no specimen came from yet.
    await signIn('neijing')
    const exams = (await http.get<Page<ExamDto>>('api/exams', { modality: 'ES', page: 0, size: 500 })).content
    await signIn('bingli')
    const taken = new Set((await http.get<Page<SpecimenDto>>('api/specimen', { page: 0, size: 1000 })).content.map((s) => s.sourceExamId))
    const exam = exams.find((e) => e.examTime && !['7', '9'].includes(e.status) && !taken.has(e.id))!
    await signIn('neijing')
    const bottle = `W${Date.now().toString(36).slice(-6)}`
    const biopsy = await http.post<BiopsyDto>('api/biopsy', { examineId: exam.id, site: '胃窦', pieces: 2, bottleNo: bottle })

    await signIn('bingli')
    let { el, root } = await mount('pis/list', 'Pathology specimens')
    await until(() => grid(root) && rowTexts(grid(root)).length > 0, 'the seeded specimens listed')
    await expectAccessible(el)
    press(root, 'Add')
    const form = await dialog(root, 'Add specimen')
    // An hour ago, in the browser's time zone (the server refuses a future receipt).
    const received = new Date(Date.now() - 3_600_000)
    const pad = (n: number) => String(n).padStart(2, '0')
    const local = `${received.getFullYear()}-${pad(received.getMonth() + 1)}-${pad(received.getDate())}T${pad(received.getHours())}:${pad(received.getMinutes())}`
    typeInto(form.querySelector<HTMLInputElement>('[data-field="receivedAt"] input')!, local)
    await pick(root, form, 'Source exam', `${exam.examNo} · ${exam.patientName} · ${exam.examItem}`)
    await pick(root, form, 'Biopsy', `胃窦 · 2 pcs · bottle ${bottle}`)
    await fill(form, 'Clinical history', '上腹隐痛半年')
    await fill(form, 'Gross description', '灰白色黏膜组织两粒')
    await fill(form, 'Diagnosis', '（胃窦）慢性非萎缩性胃炎。')
    await expectAccessible(form)
    press(form, 'OK')
    try {
      await until(() => !form.isConnected, 'the form closed')
    } catch (error) {
      throw new Error(`${(error as Error).message}; it says: ${deepText(form)}`)
    }
    await until(() => rowsWith(root, bottle).length === 1, 'the new specimen listed with its biopsy')
    const row = rowsWith(root, bottle)[0]!.join(' ')
    expect(row).to.contain('Draft').and.contain(exam.examNo).and.contain(exam.patientName)
    const created = (await http.get<Page<SpecimenDto>>('api/specimen', { blurry: bottle })).content[0]!
    // The biopsy names the specimen made of it.
    const linked = await http.get<BiopsyWithExamDto>(`api/biopsy/${biopsy.id}`)
    expect(linked.specimenId).to.equal(created.id)

    // Submitted for sign-off from its row, from the keyboard.
    const submit = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label') === `Submit ${created.specimenNo} ${created.patientName} for sign-off`)!
    submit.focus()
    await sendKeys({ press: 'Enter' })
    press(await dialog(root, `Submit specimen ${created.specimenNo}`), 'Submit for sign-off')
    await until(() => rowsWith(root, bottle)[0]?.join(' ').includes('Preliminary'), 'submitted')
    el.remove()

    // Another pathologist signs it off, then amends it with a reason.
    await signIn('binglizr')
    ;({ el, root } = await mount('pis/list', 'Pathology specimens'))
    await searchFor(root, created.specimenNo)
    await until(() => rowsWith(root, created.specimenNo).length === 1 && rowTexts(grid(root)).length === 1, 'found by its number')
    press(root, `Sign off ${created.specimenNo} ${created.patientName}`)
    press(await dialog(root, `Sign off specimen ${created.specimenNo}`), 'Sign off')
    await until(() => rowsWith(root, created.specimenNo)[0]?.join(' ').includes('Final'), 'signed off')
    press(root, `Amend ${created.specimenNo} ${created.patientName}`)
    const amend = await dialog(root, `Amend specimen ${created.specimenNo}`)
    await fill(amend, 'Reason for the amendment', 'HP 免疫组化阳性')
    await fill(amend, 'Corrected diagnosis', '（胃窦）慢性非萎缩性胃炎，HP（+）。')
    press(amend, 'OK')
    await until(() => rowsWith(root, created.specimenNo)[0]?.join(' ').includes('Amended'), 'amended')
    // The record beside the list keeps the diagnosis the amendment replaced.
    const cell = [...grid(root).querySelectorAll<HTMLElement>('[role="gridcell"]')].find((c) => (c.textContent ?? '').includes(created.specimenNo))!
    cell.click()
    await until(() => root.querySelector('[data-testid="specimen-amendments"]'), 'the amendments shown')
    const detail = deepText(root.querySelector('[data-testid="specimen-detail"]')!)
    expect(detail).to.contain('HP 免疫组化阳性').and.contain('before: （胃窦）慢性非萎缩性胃炎。').and.contain(`bottle ${bottle}`)
    await expectAccessible(el)
  })

  it('draws the printer test page in true size, and prints it with the chosen paper\'s @page rule', async () => {
    await signIn('bingli')
    const { el, root } = await mount('test/print', 'Printer test')
    const sheet = root.querySelector<HTMLElement>('[data-testid="print-sheet"]')!
    const ruler = root.querySelector<SVGSVGElement>('[data-testid="calibration-ruler"]')!
    expect(Math.abs(ruler.getBoundingClientRect().width - 100 * PX_PER_MM)).to.be.below(0.5)
    expect(Math.abs(sheet.getBoundingClientRect().width - 210 * PX_PER_MM)).to.be.below(1)
    expect(deepText(sheet)).to.contain('Pathology report (test page)').and.contain('10 cm (100 mm)')
    await expectAccessible(el)

    // Keyboard only: the paper size radios take the arrow keys.
    root.querySelector<HTMLInputElement>('input[type="radio"][value="A4"]')!.focus()
    await sendKeys({ press: 'ArrowRight' })
    await until(() => sheet.dataset.paper === 'A5', 'A5 chosen')
    await until(() => Math.abs(sheet.getBoundingClientRect().width - 148 * PX_PER_MM) < 1, 'the sheet 148 mm wide')
    expect(Math.abs(ruler.getBoundingClientRect().width - 100 * PX_PER_MM)).to.be.below(0.5)

    const original = window.print
    const printed: string[] = []
    window.print = () => {
      printed.push([...document.head.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n'))
    }
    try {
      const button = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => (b.textContent ?? '').includes('Print test page'))!
      button.focus()
      expect(deepActive() === button, 'the print button focused').to.equal(true)
      await sendKeys({ press: 'Enter' })
      await until(() => printed.length === 1, 'printed')
    } finally {
      window.print = original
    }
    expect(printed[0]).to.contain('@page{size:A5 portrait;margin:10mm}')
  })
})
