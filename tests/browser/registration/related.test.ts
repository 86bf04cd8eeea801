// Related exams and duplicate patients (<clinic-registration view="registrations/related">) against the contract server,
// as the registrar (dengji) works from the keyboard: a woman registered twice is merged, her exams seen under the record
// kept, the merge undone from the history; two exams of one patient linked and unlinked. Each test registers its own
// patients (tests run in parallel on one server; a seeded pair may be merged by another).
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-registration'
import type { ApplyDeptDto, BodyPartDto, RegistrationBody, RegistrationResult } from '../../../src/core/contract/registration'
import type { DeviceTypeDto } from '../../../src/core/contract/system'
import { http } from '../../../src/core/http'
import { setLocale } from '../../../src/core/i18n'
import { invalidate } from '../../../src/core/query/query'
import { residentIdCheck } from '../../../src/core/registration/residentId'
import { grid, rowTexts, untilRows } from '../admin/support'
import { expectAccessible } from '../support/axe'
import { buttonByText, deepActive, deepText, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

const press = (key: string) => sendKeys({ press: key })
const type = (text: string) => sendKeys({ type: text })
/** A short name of an element for assertions (chai must never print a DOM element). */
const nameOf = (el: Element | null | undefined) => (el ? `${el.localName}[${el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40)}]` : 'nothing')

const SURNAMES = ['柳', '简', '左', '甘', '车', '乔', '卞', '司']
const GIVEN = ['若', '曦', '沐', '棠', '芷', '苒', '绮', '瑾', '岑', '霁', '蔓', '黛']

/** A name nobody else registers in this run, a slip of it (the last character changed), a birth date and her resident ID. */
function newWoman(): { name: string; slip: string; birth: string; card: string } {
  const n = Math.floor(Math.random() * 1e6)
  const name = `${SURNAMES[n % SURNAMES.length]}${GIVEN[Math.floor(n / 8) % GIVEN.length]}${GIVEN[Math.floor(n / 96) % GIVEN.length]}`
  const slip = `${name.slice(0, -1)}${GIVEN[(Math.floor(n / 96) + 5) % GIVEN.length]}`
  const birth = `19${80 + (n % 20)}-0${1 + (n % 9)}-1${n % 10}`
  const first17 = `330102${birth.replaceAll('-', '')}${String(n % 100).padStart(2, '0')}${(n % 5) * 2}`
  return { name, slip, birth, card: first17 + residentIdCheck(first17) }
}

describe('<clinic-registration view="registrations/related">', () => {
  let form: { applyDeptId: number; modalityId: number; parts: BodyPartDto[] }
  let seq = 0

  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn('dengji')
    invalidate(['api/exams', 'api/patients'])
    const us = (await http.get<DeviceTypeDto[]>('api/modality/by-departmentId')).find((m) => m.code === 'US')!
    const depts = await http.get<ApplyDeptDto[]>('api/applyDept/own/withApplyPhysicians')
    form = { applyDeptId: depts[0]!.id, modalityId: us.id, parts: await http.get<BodyPartDto[]>('api/bodyPart/by-modalityId', { modalityId: us.id }) }
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-registration').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  const register = (patient: Partial<RegistrationBody['patient']> & { name: string; birthDate: string }, part = '产科') =>
    http.post<RegistrationResult>('api/registrations', {
      requestId: `related-browser-${++seq}-${Date.now()}`,
      patient: { namePinyin: 'TEST PATIENT', gender: '女', idCardNo: null, phone: '13912345678', ...patient },
      patientType: '1', applyHospitalId: 1, applyDeptId: form.applyDeptId, applyPhysicianId: null, modalityId: form.modalityId, deviceId: null,
      items: [{ bodyPartId: form.parts.find((p) => p.name === part)!.id, checkMethodId: null, fee: 160 }], urgency: '0', confirmDuplicate: true,
    } satisfies RegistrationBody)

  async function mount(): Promise<{ el: HTMLElement; root: ShadowRoot }> {
    const el = await fixture<HTMLElement>(html`<clinic-registration view="registrations/related" locale="en"></clinic-registration>`)
    const root = el.shadowRoot!
    await waitForText(root, 'Find the patient')
    return { el, root }
  }

  /** Opens a tab from the keyboard. */
  async function openTab(root: ShadowRoot, name: string): Promise<void> {
    const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')]
    const current = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true')
    const target = tabs.findIndex((tab) => tab.textContent === name)
    tabs[current]!.focus()
    if (target !== current) await press(target > current ? 'ArrowRight' : 'ArrowLeft')
    await press('Enter')
    await until(() => root.querySelector('[role="tab"][aria-selected="true"]')?.textContent === name, `the ${name} tab`)
  }

  /** Types into the search row of the list titled `title` and presses Enter. */
  async function search(root: ShadowRoot, title: string, text: string): Promise<void> {
    const section = root.querySelector(`section[aria-label="${title}"]`)!
    const input = section.querySelector<HTMLInputElement>('[data-filter="blurry"] input')!
    input.focus()
    input.select()
    await type(text)
    await press('Enter')
  }

  /** Presses the button named `label` from the keyboard. */
  async function activate(root: ParentNode, label: string): Promise<HTMLElement> {
    await until(() => root.querySelector(`[aria-label="${label}"]`), `the button ${label}`)
    const button = root.querySelector<HTMLElement>(`[aria-label="${label}"]`)!
    button.focus()
    await press('Enter')
    return button
  }

  /** Types `text` into the open dialog's reason field and presses its OK button. */
  async function giveReason(dialog: Element, text: string): Promise<void> {
    dialog.querySelector<HTMLTextAreaElement>('textarea')!.focus()
    if (text) await type(text)
    buttonByText(dialog, 'OK')!.focus()
    await press('Enter')
  }

  it('merges a woman registered twice from the keyboard, shows her exams under the record kept, and undoes it from the history', async () => {
    const woman = newWoman()
    // First with her ID card; then at another desk with a slip in the name and no ID card, which is typed in later.
    const kept = await register({ name: woman.name, birthDate: woman.birth, idCardNo: woman.card })
    const slip = await register({ name: woman.slip, birthDate: woman.birth }, '妇科')
    const again = await register({ patientId: slip.patientId, name: woman.slip, birthDate: woman.birth, idCardNo: woman.card }, '妇科')
    const moved = [...slip.exams, ...again.exams].map((e) => e.examNo)

    const { el, root } = await mount()
    await openTab(root, 'Merge patients')
    await waitForText(root, 'Probable duplicate patients')
    await search(root, 'Probable duplicate patients', woman.slip)
    await untilRows(root, (rows) => rows.length === 1 && rows[0]!.join(' ').includes(kept.patientId) && rows[0]!.join(' ').includes(slip.patientId),
      'the pair found', 'Probable duplicate patients')
    expect(rowTexts(grid(root, 'Probable duplicate patients'))[0]!.join(' ')).to.include('Same resident ID')
    await expectAccessible(el)

    const opener = await activate(root, `Merge ${woman.name} ${kept.patientId} · ${woman.slip} ${slip.patientId}`)
    await waitForText(root, `Merge the records of ${woman.name}`)
    const dialog = root.querySelector('[role="dialog"]')!
    // Both records side by side: the two names (marked as differing), the same ID card, every exam of each.
    await until(() => moved.every((no) => (dialog.textContent ?? '').includes(no)) && (dialog.textContent ?? '').includes(kept.exams[0]!.examNo), 'the exams of both records')
    const table = dialog.querySelector('table')!
    const nameRow = [...table.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th')?.textContent === 'Name')!
    expect(nameRow.textContent).to.include(woman.name).and.include(woman.slip).and.include('differs')
    const cardRow = [...table.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th')?.textContent === 'Resident ID')!
    expect(cardRow.textContent).to.not.include('differs')
    await expectAccessible(dialog)

    // Keep the record with the right name (the one with more exams is suggested), say why, confirm.
    const radios = [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
    const keepRight = radios.find((r) => r.closest('.fui-Radio')?.textContent === `Keep ${woman.name} (${kept.patientId})`)!
    expect(keepRight.checked, 'the record with more exams is suggested').to.equal(false)
    keepRight.focus()
    await press('Space')
    await until(() => keepRight.checked, 'the record with the right name chosen')
    buttonByText(dialog, 'OK')!.focus()
    await press('Enter')
    await until(() => dialog.querySelector('[data-field="reason"] [aria-invalid="true"]'), 'a reason is required')
    await giveReason(dialog, 'Registered again at the emergency desk with a typo in the name')
    await until(() => !root.querySelector('[role="dialog"]'), 'the dialog closes')
    await untilRows(root, (rows) => !rows.some((cells) => cells.join(' ').includes(slip.patientId)), 'the pair leaves the list', 'Probable duplicate patients')
    // The row and its button are gone: the focus stays in the list, never on the page's body.
    await until(() => deepActive()?.closest('[role="grid"]')?.getAttribute('aria-label') === 'Probable duplicate patients', `the focus stays in the list (${nameOf(deepActive())})`)
    expect(opener.isConnected).to.equal(false)
    await untilRows(root, (rows) => rows.some((cells) => cells.join(' ').includes(slip.patientId) && moved.every((no) => cells.join(' ').includes(no))),
      'the merge in the history', 'Merge history')

    // Her exams, under the record kept.
    await openTab(root, 'Link exams')
    await search(root, 'Find the patient', woman.name)
    await untilRows(root, (rows) => rows.length === 3, 'three exams under the name kept', 'Find the patient')
    expect(deepText(grid(root, 'Find the patient'))).to.not.include(woman.slip)
    const firstCell = grid(root, 'Find the patient').querySelector<HTMLElement>('[role="rowgroup"]:last-of-type [role="row"] [data-cell]')!
    firstCell.focus()
    await press('Enter')
    await waitForText(root, `Exams of ${woman.name} (${kept.patientId})`)
    await untilRows(root, (rows) => rows.length === 3 && moved.every((no) => rows.some((cells) => cells.includes(no))), 'every exam of the patient', 'Exams of the patient')

    // Undone from the history.
    await openTab(root, 'Merge patients')
    await search(root, 'Merge history', slip.patientId)
    await untilRows(root, (rows) => rows.length === 1, 'the merge found', 'Merge history')
    const undo = await activate(root, `Undo the merge of ${woman.slip} ${slip.patientId}`)
    await waitForText(root, `Undo merge: ${woman.slip} ${slip.patientId} from ${woman.name} ${kept.patientId}`)
    const undoDialog = root.querySelector('[role="dialog"]')!
    await expectAccessible(undoDialog)
    await giveReason(undoDialog, 'Checked with the patient: two records kept apart')
    await until(() => !root.querySelector('[role="dialog"]'), 'the dialog closes')
    await untilRows(root, (rows) => rows[0]!.join(' ').includes('Undone by'), 'the merge shown undone', 'Merge history')
    await until(() => !undo.isConnected || deepActive() === undo, 'the undo button goes')
    await until(() => deepActive()?.closest('[role="grid"]')?.getAttribute('aria-label') === 'Merge history', `the focus stays on the history (${nameOf(deepActive())})`)
    await untilRows(root, (rows) => rows.some((cells) => cells.join(' ').includes(slip.patientId)), 'the pair offered again', 'Probable duplicate patients')
    const back = await http.get<{ examNo: string }[]>(`api/patients/${encodeURIComponent(slip.patientId)}/exams`)
    expect(back.map((e) => e.examNo).sort()).to.deep.equal([...moved].sort())
    await expectAccessible(el)
  })

  it('links two exams of a patient from the keyboard, gives the focus back, and unlinks them with a reason', async () => {
    const woman = newWoman()
    const first = await register({ name: woman.name, birthDate: woman.birth, idCardNo: woman.card })
    const second = await register({ patientId: first.patientId, name: woman.name, birthDate: woman.birth }, '妇科')
    const exams = [first.exams[0]!, second.exams[0]!]

    const { el, root } = await mount()
    await search(root, 'Find the patient', woman.name)
    await untilRows(root, (rows) => rows.length === 2, 'her two exams', 'Find the patient')
    const cell = grid(root, 'Find the patient').querySelector<HTMLElement>('[role="rowgroup"]:last-of-type [role="row"] [data-cell]')!
    cell.focus()
    await press('Enter')
    await waitForText(root, `Exams of ${woman.name} (${first.patientId})`)
    await untilRows(root, (rows) => rows.length === 2, 'the patient\'s exams', 'Exams of the patient')
    await expectAccessible(el)

    for (const exam of exams) {
      const tick = root.querySelector<HTMLElement>(`[aria-label="Select ${exam.examNo} ${exam.examItem}"]`)!
      tick.focus()
      await press('Space')
    }
    await until(() => buttonByText(root, 'Link selected (2)')?.getAttribute('aria-disabled') !== 'true', 'the link button enabled')
    const link = buttonByText(root, 'Link selected (2)')!
    link.focus()
    await press('Enter')
    await waitForText(root, `Link 2 exams of ${woman.name}`)
    const dialog = root.querySelector('[role="dialog"]')!
    await expectAccessible(dialog)
    await giveReason(dialog, 'Read together')
    await until(() => !root.querySelector('[role="dialog"]'), 'the dialog closes')
    await until(() => nameOf(deepActive()).includes('Link selected'), `the focus is back on the toolbar button (${nameOf(deepActive())})`)
    let groupNo = ''
    await untilRows(root, (rows) => {
      const groups = rows.map((cells) => cells.find((text) => /^GL\d{11}$/.test(text)) ?? '')
      groupNo = groups[0] ?? ''
      return groups.length === 2 && groupNo !== '' && groups.every((g) => g === groupNo)
    }, 'both exams in one group', 'Exams of the patient')

    // Unlinking asks why; Escape first leaves everything as it was and gives the focus back.
    const label = `Unlink group ${groupNo} (${exams[0]!.examNo} ${exams[0]!.examItem})`
    const opener = await activate(root, label)
    await waitForText(root, `Unlink group ${groupNo}`)
    await press('Escape')
    await until(() => !root.querySelector('[role="dialog"]'), 'the dialog closes')
    await until(() => deepActive() === opener, `the focus is back on the row's button (${nameOf(deepActive())})`)
    await press('Enter')
    await waitForText(root, `Unlink group ${groupNo}`)
    const unlink = root.querySelector('[role="dialog"]')!
    await giveReason(unlink, '')
    await until(() => unlink.querySelector('[aria-invalid="true"]'), 'a reason is required')
    await giveReason(unlink, 'Not the same visit')
    await until(() => !root.querySelector('[role="dialog"]'), 'the dialog closes')
    await untilRows(root, (rows) => rows.length === 2 && rows.every((cells) => !cells.includes(groupNo)), 'the group dissolved', 'Exams of the patient')
    await until(() => deepActive()?.closest('[role="grid"]')?.getAttribute('aria-label') === 'Exams of the patient', `the focus stays in the list (${nameOf(deepActive())})`)
    await expectAccessible(el)
  })
})
