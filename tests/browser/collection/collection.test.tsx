// The case collection against the contract server: the reusable collect dialog mounted alone (keyboard only), then
// <clinic-collection> personal and public views as a radiologist, and the public view as a sonographer of another
// department, who sees the radiology teaching case without its patient.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import { createRoot, type Root } from 'react-dom/client'
import '../../../elements/clinic-collection'
import type { CollectedCaseDto, ExamDto, Page } from '../../../src/core/contract'
import { http } from '../../../src/core/http/http'
import { setLocale } from '../../../src/core/i18n'
import { CollectDialog } from '../../../src/ui/collection/CollectDialog'
import { ElementRoot } from '../../../src/ui/element/ElementRoot'
import { expectAccessible } from '../support/axe'
import { deepActive, deepText, until } from '../support/dom'
import { resetAll, signIn } from '../support/session'

const run = String(Date.now() % 1_000_000)
const FOLDER = `Teaching ${run}`
const TAG = `tag${run}`

let mounted: { host: HTMLElement; root: Root }[] = []

function mountDialog(examineId: number, onClose: () => void): ShadowRoot {
  const host = document.createElement('div')
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const root = createRoot(shadow)
  mounted.push({ host, root })
  root.render(<ElementRoot container={shadow}><CollectDialog open examineId={examineId} examLabel="CT chest" onClose={onClose} /></ElementRoot>)
  return shadow
}

/** The folder dropdown of a dialog, once the folders are loaded. */
async function pickerOf(root: ParentNode): Promise<HTMLButtonElement> {
  await until(() => {
    const button = root.querySelector<HTMLButtonElement>('button[role="combobox"]')
    return button && !button.disabled && button.textContent
  }, 'the folders loaded')
  return root.querySelector<HTMLButtonElement>('button[role="combobox"]')!
}

const rows = (el: HTMLElement) => Array.from(el.shadowRoot!.querySelectorAll('[role="row"]')).slice(1)
const buttonLabelled = (root: ParentNode, label: string) =>
  Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.getAttribute('aria-label') === label)

describe('case collection', () => {
  let exam: ExamDto
  before(async () => {
    await signIn('fangshe')
    const exams = await http.get<Page<ExamDto>>('api/exams', { modality: 'CT', page: 0, size: 50 })
    exam = exams.content.find((e) => e.status >= '4') ?? exams.content[0]!
    resetAll()
  })
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
  })
  afterEach(async () => {
    for (const { host, root } of mounted) {
      root.unmount()
      host.remove()
    }
    mounted = []
    document.querySelectorAll('clinic-collection').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('collects a case into a new folder with a tag and a note by keyboard alone, passes axe, and gives the focus back', async () => {
    await signIn('fangshe')
    const opener = document.createElement('button')
    opener.textContent = 'collect'
    document.body.append(opener)
    opener.focus()
    let closed = 0
    const shadow = mountDialog(exam.id, () => {
      closed++
      mounted.forEach(({ root }) => root.render(<></>))
    })
    const picker = await pickerOf(shadow)
    expect(deepText(shadow)).to.contain('Exam: CT chest')
    await expectAccessible(shadow.host)

    // The focus starts in the dialog; open the folder dropdown and take its last option, "New folder…", by keyboard.
    picker.focus()
    await sendKeys({ press: 'ArrowDown' })
    await until(() => picker.getAttribute('aria-expanded') === 'true', 'the folders listed')
    await sendKeys({ press: 'End' })
    await sendKeys({ press: 'Enter' })
    await until(() => deepText(shadow).includes('Name of the new folder'), 'the new folder\'s fields shown')
    await sendKeys({ press: 'Tab' })
    await until(() => deepActive()?.tagName === 'INPUT', 'on the name')
    await sendKeys({ type: FOLDER })
    await sendKeys({ press: 'Tab' }) // the kind: personal stays chosen
    await sendKeys({ press: 'Tab' })
    await until(() => deepActive()?.getAttribute('role') === 'combobox', 'on the tags')
    await sendKeys({ type: TAG })
    await until(() => deepText(shadow).includes(`Add tag “${TAG}”`), 'the new tag offered')
    await sendKeys({ press: 'Enter' })
    await until(() => Array.from(shadow.querySelectorAll('.fui-Tag')).some((t) => (t.textContent ?? '').includes(TAG)), 'the tag chosen')
    await sendKeys({ press: 'Tab' })
    await until(() => deepActive()?.tagName === 'TEXTAREA', `on the note (at ${deepActive()?.tagName ?? ''})`)
    await sendKeys({ type: 'Spiculated margin' })
    await sendKeys({ press: 'Tab' }) // Cancel
    await sendKeys({ press: 'Tab' }) // Collect
    expect(deepActive()?.textContent).to.equal('Collect')
    await sendKeys({ press: 'Enter' })
    await until(() => closed === 1, 'closed after collecting')
    await until(() => deepActive() === opener, 'the focus back on the opener')
    opener.remove()

    const found = await http.get<Page<CollectedCaseDto>>('api/collection', { tag: TAG, page: 0, size: 10 })
    expect(found.totalElements).to.equal(1)
    expect([found.content[0]!.folderName, found.content[0]!.scope, found.content[0]!.note, found.content[0]!.examineId])
      .to.deep.equal([FOLDER, 'personal', 'Spiculated margin', exam.id])
  })

  it('shows the 409 of a case already in the folder under the folder, and keeps the dialog open', async () => {
    await signIn('fangshe')
    const folder = (await http.get<Page<CollectedCaseDto>>('api/collection', { tag: TAG, page: 0, size: 1 })).content[0]!.folderId
    const host = document.createElement('div')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    const root = createRoot(shadow)
    mounted.push({ host, root })
    root.render(<ElementRoot container={shadow}><CollectDialog open examineId={exam.id} folderId={folder} onClose={() => undefined} /></ElementRoot>)
    const picker = await pickerOf(shadow)
    await until(() => picker.textContent === FOLDER, 'the asked folder chosen')
    const submit = Array.from(shadow.querySelectorAll('button')).find((b) => b.textContent === 'Collect')!
    submit.click()
    await until(() => deepText(shadow).includes(`already in the folder “${FOLDER}”`), 'the duplicate said under the folder')
    expect(shadow.querySelector('[role="dialog"]')).to.not.equal(null)
  })

  it('finds the case by its tag in the personal view, opens its report, and moves it to the public folder', async () => {
    await signIn('fangshe')
    const el = await fixture<HTMLElement>(html`<clinic-collection view="collection/person" locale="en"></clinic-collection>`)
    await until(() => rows(el).length > 0, 'the personal cases listed', { timeout: 15_000 })
    await until(() => deepText(el.shadowRoot!).includes(FOLDER), 'the new folder in the tree')
    const search = el.shadowRoot!.querySelector<HTMLInputElement>('form[role="search"] input')!
    search.focus()
    await sendKeys({ type: TAG })
    await sendKeys({ press: 'Enter' })
    await until(() => rows(el).length === 1 && deepText(rows(el)[0]!).includes(TAG), 'only the tagged case')
    expect(deepText(rows(el)[0]!)).to.contain(exam.patientName)
    await expectAccessible(el)

    const name = `${exam.examNo} ${exam.examItem}`
    const paths: string[] = []
    el.addEventListener('clinic-navigate', (event) => {
      paths.push((event as CustomEvent<{ path: string }>).detail.path)
      event.preventDefault()
    })
    const report = buttonLabelled(el.shadowRoot!, `Open the report of ${name}`)!
    report.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => paths.length === 1, 'navigated')
    expect(paths[0]).to.equal(`/commonPage/readReport?examineId=${exam.id}`)

    buttonLabelled(el.shadowRoot!, `Move ${name}`)!.focus()
    await sendKeys({ press: 'Enter' })
    const dialog = await until(() => el.shadowRoot!.querySelector('[role="dialog"]')).then(() => el.shadowRoot!.querySelector('[role="dialog"]')!)
    const target = await pickerOf(dialog)
    target.focus()
    await sendKeys({ press: 'ArrowDown' })
    await until(() => target.getAttribute('aria-expanded') === 'true', 'the folders to move to')
    const active = () => el.shadowRoot!.getElementById(target.getAttribute('aria-activedescendant') ?? '')?.textContent ?? ''
    for (let i = 0; i < 30 && !active().includes('放射科教学病例'); i++) await sendKeys({ press: 'ArrowDown' })
    expect(active()).to.contain('放射科教学病例')
    await sendKeys({ press: 'Enter' })
    await until(() => (target.textContent ?? '').startsWith('放射科教学病例'), 'the public folder chosen')
    await sendKeys({ press: 'Tab' }) // Cancel
    await sendKeys({ press: 'Tab' }) // OK
    expect(deepActive()?.textContent).to.equal('OK')
    await sendKeys({ press: 'Enter' })
    await until(() => deepText(el.shadowRoot!).includes('Moved to “放射科教学病例”') || rows(el).length === 0, 'moved')
    const moved = await http.get<Page<CollectedCaseDto>>('api/collection', { tag: TAG, page: 0, size: 10 })
    expect([moved.content[0]!.scope, moved.content[0]!.folderName]).to.deep.equal(['public', '放射科教学病例'])
  })

  it('shows the radiology case to a sonographer without its patient, with its teaching content, and passes axe', async () => {
    await signIn('chaosheng')
    const el = await fixture<HTMLElement>(html`<clinic-collection view="collection/public" locale="en"></clinic-collection>`)
    await until(() => rows(el).length > 0, 'the public cases listed', { timeout: 15_000 })
    const search = el.shadowRoot!.querySelector<HTMLInputElement>('form[role="search"] input')!
    search.focus()
    await sendKeys({ type: TAG })
    await sendKeys({ press: 'Enter' })
    await until(() => rows(el).length === 1 && deepText(rows(el)[0]!).includes(TAG), 'the moved case found by its tag')
    const text = deepText(rows(el)[0]!)
    expect(text).to.contain('Withheld (other department)')
    expect(text).to.contain(exam.examItem)
    expect(text.includes(exam.patientName)).to.equal(false)
    expect(text.includes(exam.examNo)).to.equal(false)
    expect(buttonLabelled(el.shadowRoot!, `Open the report of ${exam.examItem}`)).to.equal(undefined)
    buttonLabelled(el.shadowRoot!, `Details of ${exam.examItem}`)!.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => deepText(el.shadowRoot!).includes('the patient is not shown'), 'the details say why')
    expect(deepText(el.shadowRoot!.querySelector('[role="dialog"]')!).includes(exam.patientName)).to.equal(false)
    await expectAccessible(el)
  })
})
