// The pathology area <clinic-pathology> against the contract server: a pathologist records a specimen made of an
// endoscopy biopsy from the keyboard alone (the page then links the biopsy to it), another pathologist signs it off and
// amends it (the replaced diagnosis stays on record); a link that fails is said so and made again from the row; one's own
// draft is deleted after a confirmation and frees its biopsy; the printer test page draws its sheet and its 100 mm ruler
// in true CSS millimetres and prints through the shared print helper with the chosen @page size.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-pathology'
import type { BiopsyDto, BiopsyWithExamDto, ExamDto, Page, SpecimenDto } from '../../../src/core/contract'
import { http } from '../../../src/core/http/http'
import { setLocale } from '../../../src/core/i18n'
import { $user } from '../../../src/core/session/stores'
import { dialog, fill, grid, press, rowTexts, searchFor } from '../admin/support'
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

/**
 * Chooses `text` in the dropdown labelled `label` from the keyboard alone: Enter opens it, typing `typed` jumps to the
 * option starting with it (else Home and ArrowDown walk the options), Enter chooses the active option.
 */
async function choose(form: HTMLElement, label: string, text: string, typed?: string): Promise<void> {
  const field = [...form.querySelectorAll<HTMLElement>('[data-field]')].find((f) => f.querySelector('label')?.textContent?.replace(/\*$/, '').trim() === label)
  if (!field) throw new Error(`no field ${label}`)
  const trigger = field.querySelector<HTMLElement>('[role="combobox"]')!
  const root = trigger.getRootNode() as ShadowRoot
  const active = () => root.getElementById(trigger.getAttribute('aria-activedescendant') ?? '')?.textContent?.trim()
  await until(() => trigger.getAttribute('aria-disabled') !== 'true' && !(trigger as HTMLButtonElement).disabled, `${label} enabled`)
  trigger.focus()
  expect(deepActive() === trigger, `${label} focused`).to.equal(true)
  await sendKeys({ press: 'Enter' })
  await until(() => trigger.getAttribute('aria-expanded') === 'true', `${label} open`)
  if (typed) await sendKeys({ type: typed })
  else if (active() !== text) await sendKeys({ press: 'Home' })
  for (let step = 0; active() !== text && step < 20; step++) await sendKeys({ press: 'ArrowDown' })
  expect(active(), `the active option of ${label}`).to.equal(text)
  await sendKeys({ press: 'Enter' })
  await until(() => trigger.getAttribute('aria-expanded') !== 'true' && (trigger.textContent ?? '').includes(text), `${text} chosen in ${label}`)
}

/** An examined endoscopy no specimen came from yet, its report unsigned, and a biopsy the endoscopist takes during it (bottle `bottle`). */
async function biopsyOfFreshExam(bottle: string): Promise<{ exam: ExamDto; biopsy: BiopsyDto }> {
  await signIn('neijing')
  const exams = (await http.get<Page<ExamDto>>('api/exams', { modality: 'ES', page: 0, size: 500 })).content
  await signIn('bingli')
  const taken = new Set((await http.get<Page<SpecimenDto>>('api/specimen', { page: 0, size: 1000 })).content.map((s) => s.sourceExamId))
  // Its report not signed yet: a signed report's biopsy records change only with an addendum (issue 13).
  const exam = exams.find((e) => e.examTime && !['7', '9'].includes(e.status) && !taken.has(e.id) && (!e.reportState || e.reportState === 'draft'))!
  await signIn('neijing')
  const biopsy = await http.post<BiopsyDto>('api/biopsy', { examineId: exam.id, site: '胃窦', pieces: 2, bottleNo: bottle })
  return { exam, biopsy }
}

/** Fills the add form from the keyboard: received an hour ago, the exam, its biopsy, history, gross and diagnosis. */
async function fillSpecimen(form: HTMLElement, exam: ExamDto, bottle: string): Promise<void> {
  // An hour ago, in the browser's time zone (the server refuses a future receipt).
  const received = new Date(Date.now() - 3_600_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  const local = `${received.getFullYear()}-${pad(received.getMonth() + 1)}-${pad(received.getDate())}T${pad(received.getHours())}:${pad(received.getMinutes())}`
  typeInto(form.querySelector<HTMLInputElement>('[data-field="receivedAt"] input')!, local)
  await choose(form, 'Source exam', `${exam.examNo} · ${exam.patientName} · ${exam.examItem}`, exam.examNo)
  await choose(form, 'Biopsy', `胃窦 · 2 pcs · bottle ${bottle}`)
  await fill(form, 'Clinical history', '上腹隐痛半年')
  await fill(form, 'Gross description', '灰白色黏膜组织两粒')
  await fill(form, 'Diagnosis', '（胃窦）慢性非萎缩性胃炎。')
}

/** The row button named `name`, focused and pressed with Enter. */
async function pressByKeyboard(root: ParentNode, name: string): Promise<void> {
  const button = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label') === name || (b.textContent ?? '').trim() === name)
  if (!button) throw new Error(`no button ${name}`)
  button.focus()
  await sendKeys({ press: 'Enter' })
}

const buttonNamed = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].some((b) => b.getAttribute('aria-label') === name)

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
    const bottle = `W${Date.now().toString(36).slice(-6)}`
    const { exam, biopsy } = await biopsyOfFreshExam(bottle)

    await signIn('bingli')
    let { el, root } = await mount('pis/list', 'Pathology specimens')
    await until(() => grid(root) && rowTexts(grid(root)).length > 0, 'the seeded specimens listed')
    await expectAccessible(el)
    await pressByKeyboard(root, 'Add')
    const form = await dialog(root, 'Add specimen')
    await fillSpecimen(form, exam, bottle)
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
    // The page linked the biopsy to the specimen made of it.
    const linked = await http.get<BiopsyWithExamDto>(`api/biopsy/${biopsy.id}`)
    expect(linked.specimenId).to.equal(created.id)
    expect(rowsWith(root, bottle)[0]!.join(' ')).not.to.contain('not linked')

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

  it('says so when the biopsy could not be linked and links it again from the row; deletes its own draft, which frees the biopsy', async function () {
    this.timeout(120_000)
    const bottle = `L${Date.now().toString(36).slice(-6)}`
    const { exam, biopsy } = await biopsyOfFreshExam(bottle)
    await signIn('bingli')
    const { el, root } = await mount('pis/list', 'Pathology specimens')
    await until(() => grid(root) && rowTexts(grid(root)).length > 0, 'the seeded specimens listed')
    // The specimen is saved, but the biopsy's link fails once (the server is briefly unavailable).
    const realFetch = window.fetch
    let failed = 0
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes(`api/biopsy/${biopsy.id}/specimen`) && failed === 0) {
        failed++
        return Promise.resolve(new Response(JSON.stringify({ status: 503, message: 'Service unavailable' }), { status: 503, headers: { 'Content-Type': 'application/json' } }))
      }
      return realFetch(input, init)
    }
    try {
      await pressByKeyboard(root, 'Add')
      const form = await dialog(root, 'Add specimen')
      await fillSpecimen(form, exam, bottle)
      form.querySelector<HTMLButtonElement>('button[type="submit"]')!.focus()
      await sendKeys({ press: 'Enter' })
      await until(() => !form.isConnected, 'the form closed: the specimen is saved')
    } finally {
      window.fetch = realFetch
    }
    expect(failed).to.equal(1)
    const created = (await http.get<Page<SpecimenDto>>('api/specimen', { blurry: bottle })).content[0]!
    await waitForText(root, `Specimen ${created.specimenNo} is saved, but the biopsy in bottle ${bottle} could not be linked to it: Service unavailable.`)
    await until(() => rowsWith(root, bottle)[0]?.join(' ').includes(`胃窦 · ${bottle} — not linked yet`), 'the row says the link is missing')
    expect((await http.get<BiopsyWithExamDto>(`api/biopsy/${biopsy.id}`)).specimenId).to.equal(null)
    await expectAccessible(el)

    // Linked again from the row, from the keyboard.
    await pressByKeyboard(root, `Link the biopsy of ${created.specimenNo} ${created.patientName}`)
    await until(() => rowsWith(root, bottle)[0] && !rowsWith(root, bottle)[0]!.join(' ').includes('not linked'), 'the link made')
    expect((await http.get<BiopsyWithExamDto>(`api/biopsy/${biopsy.id}`)).specimenId).to.equal(created.id)
    expect(buttonNamed(root, `Link the biopsy of ${created.specimenNo} ${created.patientName}`)).to.equal(false)

    // Edited to name no biopsy, the biopsy is released; naming it again links it again.
    const editBiopsy = async (choice: string) => {
      await pressByKeyboard(root, `Edit ${created.specimenNo} ${created.patientName}`)
      const edit = await dialog(root, 'Edit specimen')
      await choose(edit, 'Biopsy', choice)
      edit.querySelector<HTMLButtonElement>('button[type="submit"]')!.focus()
      await sendKeys({ press: 'Enter' })
      await until(() => !edit.isConnected, 'the edit saved')
    }
    await editBiopsy('No biopsy')
    await until(() => rowsWith(root, created.specimenNo)[0] && !rowsWith(root, created.specimenNo)[0]!.join(' ').includes(bottle), 'the biopsy off the row')
    expect((await http.get<BiopsyWithExamDto>(`api/biopsy/${biopsy.id}`)).specimenId).to.equal(null)
    await editBiopsy(`胃窦 · 2 pcs · bottle ${bottle}`)
    await until(() => rowsWith(root, bottle).length === 1, 'the biopsy back on the row')
    await until(async () => (await http.get<BiopsyWithExamDto>(`api/biopsy/${biopsy.id}`)).specimenId === created.id, 'linked again')
    expect(rowsWith(root, bottle)[0]!.join(' ')).not.to.contain('not linked')

    // Deleted after a confirmation: cancelled first, then confirmed.
    const remove = `Delete ${created.specimenNo} ${created.patientName}`
    await pressByKeyboard(root, remove)
    await pressByKeyboard(await dialog(root, `Delete draft specimen ${created.specimenNo}?`), 'Cancel')
    await until(() => !root.querySelector('[role="dialog"], [role="alertdialog"]'), 'the question closed')
    expect(rowsWith(root, bottle).length).to.equal(1)
    await pressByKeyboard(root, remove)
    await pressByKeyboard(await dialog(root, `Delete draft specimen ${created.specimenNo}?`), 'Delete draft')
    await until(() => rowsWith(root, bottle).length === 0, 'the draft gone from the list')
    await waitForText(root, `Specimen ${created.specimenNo} deleted`)
    // The biopsy was unlinked first, through the biopsy's own route: it is free for another specimen.
    expect((await http.get<BiopsyWithExamDto>(`api/biopsy/${biopsy.id}`)).specimenId).to.equal(null)
    expect((await http.get<Page<SpecimenDto>>('api/specimen', { blurry: bottle })).content).to.deep.equal([])

    // Deleting is offered on one's own drafts only: not on another pathologist's draft, nor on one's own submitted work.
    const me = $user.get()!.id
    const listed = (await http.get<Page<SpecimenDto>>('api/specimen', { page: 0, size: 1000 })).content
    const cases = [
      listed.find((s) => s.state === 'draft' && s.pathologistId === me)!,
      listed.find((s) => s.state === 'draft' && s.pathologistId !== me)!,
      listed.find((s) => s.state !== 'draft' && s.pathologistId === me)!,
    ]
    for (const s of cases) {
      await searchFor(root, s.specimenNo)
      await until(() => rowTexts(grid(root)).length === 1 && rowsWith(root, s.specimenNo).length === 1, `${s.specimenNo} found`)
      expect(buttonNamed(root, `Delete ${s.specimenNo} ${s.patientName}`), `delete offered on ${s.specimenNo} (${s.state})`).to.equal(s === cases[0])
    }
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
