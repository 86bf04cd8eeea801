// The manual registration of <clinic-registration> against the contract server, as the registrar (dengji) uses it:
// by keyboard alone, with the desk's derivations, the duplicate warning, a dropped connection, a draft kept, the slip.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-registration'
import type { ExamDto, Page } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { invalidate } from '../../../src/core/query/query'
import { ageFromBirth } from '../../../src/core/registration/age'
import { fromLmp } from '../../../src/core/registration/pregnancy'
import { residentIdCheck } from '../../../src/core/registration/residentId'
import { toWireDate } from '../../../src/core/format/time'
import { expectAccessible } from '../support/axe'
import { buttonByText, deepActive, until, waitForText } from '../support/dom'
import { deskSession } from './support'

/** A valid resident ID number nobody registered yet: a random woman born in the 1990s. */
function freshIdCard(): { id: string; birth: string } {
  const year = 1988 + Math.floor(Math.random() * 12)
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')
  const serial = `${String(Math.floor(Math.random() * 100)).padStart(2, '0')}${2 * Math.floor(Math.random() * 5)}`
  const first17 = `330106${year}${month}${day}${serial}`
  return { id: first17 + residentIdCheck(first17), birth: `${year}-${month}-${day}` }
}

const field = (root: ShadowRoot, name: string) => root.querySelector<HTMLInputElement>(`[data-field="${name}"] input, [data-field="${name}"] textarea`)!
const combo = (root: ShadowRoot, name: string) => root.querySelector<HTMLButtonElement>(`[data-field="${name}"] button[role="combobox"]`)!
const press = (key: string) => sendKeys({ press: key })
/** A short name of an element for assertions (chai must never print a DOM element: it walks React's fibres). */
const nameOf = (el: Element | null | undefined) =>
  el ? `${el.localName}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}@${el.closest('[data-field]')?.getAttribute('data-field') ?? ''}` : 'nothing'
const focusName = () => nameOf(deepActive())
const type = (text: string) => sendKeys({ type: text })

/**
 * Opens the focused select and chooses an option: by typing the start of a Latin label (typeahead), or the option
 * `n` places below the first (Chinese labels are not typed key by key).
 */
async function choose(what: string | number = 0): Promise<void> {
  await press('ArrowDown')
  if (typeof what === 'string') await type(what)
  else for (let i = 0; i < what; i++) await press('ArrowDown')
  await press('Enter')
}

describe('<clinic-registration view="registrations/manual">', () => {
  deskSession()

  async function mount(): Promise<ShadowRoot> {
    const el = await fixture<HTMLElement>(html`<clinic-registration view="registrations/manual" locale="en"></clinic-registration>`)
    const root = el.shadowRoot!
    await waitForText(root, 'Manual registration')
    // The hospital's own hospital is chosen once the list arrives.
    await until(() => combo(root, 'applyHospitalId')?.textContent?.includes('康宁市妇幼保健院'), 'own hospital preselected')
    return root
  }

  it('registers a pregnant patient by keyboard alone: pinyin, ID → birth, sex and age, LMP → gestational age and EDD, the slip', async () => {
    const root = await mount()
    const { id, birth } = freshIdCard()
    const today = toWireDate(new Date())
    field(root, 'patient.name').focus()
    await type('林晓雯')
    await press('Enter')
    expect(focusName(), 'focus').to.equal(nameOf(field(root, 'patient.namePinyin')))
    await until(() => field(root, 'patient.namePinyin').value === 'LIN XIAO WEN', 'pinyin from the name')
    await press('Enter')
    await type(id)
    await press('Enter')
    await until(() => field(root, 'patient.birthDate').value === birth, 'birth date from the ID')
    const age = ageFromBirth(birth, today)!
    expect(field(root, 'age').value).to.equal(String(age.age))
    expect(root.querySelector<HTMLInputElement>('[data-field="patient.gender"] input[value="女"]')!.checked).to.equal(true)
    expect((deepActive() as HTMLInputElement).value, 'Enter lands on the chosen sex').to.equal('女')
    await press('Enter') // birth date (filled)
    await press('Enter') // age
    await press('Enter') // age unit
    await press('Enter') // mobile
    await type('13912345678')
    await press('Enter') // visit type (outpatient)
    await press('Enter')
    expect(focusName(), 'focus').to.equal(nameOf(field(root, 'outpatientNo')))
    await type('MZ30009876')
    await press('Enter') // ordering hospital (preselected)
    await press('Enter')
    expect(focusName(), 'focus').to.equal(nameOf(combo(root, 'applyDeptId')))
    await choose(0) // 产科门诊, the first department
    await until(() => combo(root, 'applyDeptId').textContent?.includes('产科门诊'), 'department chosen')
    await press('Enter')
    await choose()
    await until(() => /\S/.test(combo(root, 'applyPhysicianId').textContent ?? ''), 'physician chosen')
    await press('Enter') // priority (routine)
    await press('Enter')
    expect(focusName(), 'focus').to.equal(nameOf(combo(root, 'modalityId')))
    await choose('US')
    await until(() => combo(root, 'modalityId').textContent?.startsWith('US'), 'ultrasound chosen')
    await press('Enter')
    await choose()
    await until(() => /US/.test(combo(root, 'deviceId').textContent ?? ''), 'device chosen')
    await press('Enter') // the first item's body part
    await choose(0) // 产科
    await until(() => root.querySelector('[data-item="1"]')?.textContent?.includes('产科'), 'body part chosen')
    // The small parts of 产科 arrive (the select is disabled until then; Enter passes over a disabled one).
    await until(() => !root.querySelector<HTMLButtonElement>('[data-item="1"] [data-field="bodyPartSmallId"] button[role="combobox"]')!.disabled, 'small parts listed')
    await press('Enter') // small part
    await choose(1) // NT, after 早孕
    await press('Enter') // method
    await choose(0) // 经腹
    await until(() => root.querySelector<HTMLInputElement>('[data-item="1"] input[role="spinbutton"]')?.value === '160', 'fee from the part and method')
    expect(root.textContent).to.include('Total 160.00 yuan')
    await press('Enter') // method → fee
    expect(focusName(), 'focus').to.equal('input@fee')
    await press('Enter') // fee → clinical diagnosis
    expect(focusName(), 'focus').to.equal('textarea@clinicalDiagnosis')
    await type('孕早期')
    await press('Tab') // history
    await press('Tab') // purpose
    await press('Tab')
    expect(focusName(), 'focus').to.equal(nameOf(field(root, 'lmp')))
    // A date field takes its segments in the browser's order (month, day, year here).
    const lmp = new Date(Date.now() - 85 * 86_400_000)
    const mm = String(lmp.getMonth() + 1).padStart(2, '0')
    const dd = String(lmp.getDate()).padStart(2, '0')
    await type(`${mm}${dd}${lmp.getFullYear()}`)
    const lmpText = `${lmp.getFullYear()}-${mm}-${dd}`
    await until(() => field(root, 'lmp').value === lmpText, 'LMP typed')
    const pregnancy = fromLmp(lmpText, today)
    if (!pregnancy.ok) throw new Error('test date')
    await until(() => root.querySelector('[data-derived="pregnancy"]')?.textContent === `Gestational age ${pregnancy.value.text} weeks · EDD ${pregnancy.value.edd}`, 'GA and EDD shown')
    await press('Enter')
    await type('2')
    await press('Enter')
    await type('1')
    await press('Enter')
    await type('1')
    await expectAccessible(root.host as HTMLElement)
    await sendKeys({ down: 'Control' })
    await press('Enter')
    await sendKeys({ up: 'Control' })

    await waitForText(root, 'Registered: 1 exam(s)')
    const slip = root.querySelector('[data-slip]')!
    const examNo = slip.querySelector('[data-barcode]')!.getAttribute('data-barcode')!
    expect(examNo).to.match(/^US\d{11}$/)
    expect(slip.querySelector(`[data-qr="${examNo}"]`), 'a QR code of the exam number').to.not.equal(null)
    expect(slip.textContent).to.include('LIN XIAO WEN')
    await expectAccessible(root.host as HTMLElement)
    const exam = (await http.get<Page<ExamDto>>('api/exams', { blurry: examNo, page: 0, size: 5 })).content[0]!
    expect([exam.patientName, exam.birthDate, exam.gender, exam.modality, exam.bodyPartSmall, exam.checkMethod, exam.status])
      .to.deep.equal(['林晓雯', birth, '女', 'US', 'NT', '经腹', '0'])
    expect([exam.lmp, exam.gestationalAge, exam.edd, exam.gravidity, exam.parity, exam.fetusCount])
      .to.deep.equal([lmpText, pregnancy.value.text, pregnancy.value.edd, 2, 1, 1])
    expect([exam.applyDeptName, exam.outpatientNo, exam.phone, exam.fee]).to.deep.equal(['产科门诊', 'MZ30009876', '13912345678', 160])

    // The slip prints alone (A5), then the next patient starts at the name with the order kept.
    let printed = 0
    window.print = () => void printed++
    try {
      buttonByText(root, 'Print slip')!.click()
      expect(printed).to.equal(1)
      expect(slip.hasAttribute('data-clinic-print-path'), 'only the slip’s path prints').to.equal(true)
      window.dispatchEvent(new Event('afterprint'))
    } finally {
      delete (window as { print?: unknown }).print
    }
    buttonByText(root, 'Next patient')!.click()
    await until(() => deepActive() === field(root, 'patient.name'), 'the focus at the next patient’s name')
    expect(field(root, 'patient.name').value).to.equal('')
    expect(combo(root, 'modalityId').textContent).to.match(/^US/)
  })

  it('refuses a wrong check digit, a birth date after today and a future LMP on their fields, and names the missing item', async () => {
    const root = await mount()
    const { id } = freshIdCard()
    field(root, 'patient.name').focus()
    await type('周雨')
    await until(() => field(root, 'patient.namePinyin').value === 'ZHOU YU', 'pinyin')
    field(root, 'patient.idCardNo').focus()
    await type(id.slice(0, 17) + (id[17] === '1' ? '2' : '1'))
    buttonByText(root, 'Register')!.click()
    await waitForText(root, 'The check digit is wrong: please check the number')
    await until(() => focusName() === 'input@patient.idCardNo', 'the focus on the first field in error')
    expect(root.textContent).to.include('Choose the body part of every item')
    await expectAccessible(root.host as HTMLElement)
    // A fresh form for the dates (the draft of this one is dropped).
    buttonByText(root, 'Clear')!.click()
    await until(() => field(root, 'patient.idCardNo').value === '', 'cleared')
    field(root, 'lmp').focus()
    const next = new Date(Date.now() + 3 * 86_400_000)
    await type(`${String(next.getMonth() + 1).padStart(2, '0')}${String(next.getDate()).padStart(2, '0')}${next.getFullYear()}`)
    field(root, 'patient.birthDate').focus()
    await type(`${String(next.getMonth() + 1).padStart(2, '0')}${String(next.getDate()).padStart(2, '0')}${next.getFullYear()}`)
    buttonByText(root, 'Register')!.click()
    await waitForText(root, 'The last menstrual period cannot be after today')
    await waitForText(root, 'The birth date cannot be after today')
  })

  it('asks before registering the same exam twice today, and keeps the values and retries after a dropped connection', async () => {
    const { id } = freshIdCard()
    // Registered once already today (another desk), through the same endpoint.
    const [dept] = await http.get<{ id: number; hospitalId: number }[]>('api/applyDept/own')
    const us = (await http.get<{ id: number; code: string }[]>('api/modality/by-departmentId')).find((m) => m.code === 'US')!
    const part = (await http.get<{ id: number; name: string }[]>('api/bodyPart/by-modalityId', { modalityId: us.id })).find((p) => p.name === '妇科')!
    const birth = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`
    await http.post('api/registrations', {
      requestId: `other-desk-${id}`, patient: { name: '何佳怡', namePinyin: 'HE JIA YI', gender: '女', birthDate: birth, idCardNo: id },
      patientType: '1', applyHospitalId: dept!.hospitalId, applyDeptId: dept!.id, modalityId: us.id, items: [{ bodyPartId: part.id, fee: 160 }], urgency: '0',
    })
    const count = async () => (await http.get<Page<ExamDto>>('api/exams', { blurry: '何佳怡', page: 0, size: 50 })).content.filter((e) => e.birthDate === birth).length
    expect(await count()).to.equal(1)

    const root = await mount()
    field(root, 'patient.name').focus()
    await type('何佳怡')
    await until(() => field(root, 'patient.namePinyin').value === 'HE JIA YI', 'pinyin')
    field(root, 'patient.idCardNo').focus()
    await type(id)
    await until(() => field(root, 'patient.birthDate').value === birth, 'birth from the ID')
    combo(root, 'applyDeptId').focus()
    await choose()
    combo(root, 'modalityId').focus()
    await choose('US')
    root.querySelector<HTMLButtonElement>('[data-item="1"] button[role="combobox"]')!.focus()
    await choose(1) // 妇科, after 产科
    await until(() => root.querySelector('[data-item="1"]')?.textContent?.includes('妇科'), 'body part')

    // The server takes the registration but the answer never arrives: the form keeps everything and says so.
    const realFetch = window.fetch
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init)
      if (response.ok && String(input instanceof Request ? input.url : input).includes('api/registrations') && init?.method?.toUpperCase() === 'POST') {
        window.fetch = realFetch
        throw new TypeError('Failed to fetch')
      }
      return response
    }
    try {
      buttonByText(root, 'Register')!.click()
      // The first answer is the duplicate question (the other desk's exam).
      await waitForText(root, 'Registered today already')
      buttonByText(root, 'Register again')!.click()
      await waitForText(root, 'Every value is kept')
    } finally {
      window.fetch = realFetch
    }
    expect(field(root, 'patient.name').value).to.equal('何佳怡')
    expect(await count(), 'the lost answer’s registration did happen').to.equal(2)
    const retry = buttonByText(root, 'Retry registering')!
    retry.click()
    // The retry is answered with the exams already made: no third one.
    await waitForText(root, 'Registered: 1 exam(s)')
    expect(await count()).to.equal(2)
  })

  it('says why a choice is missing when the backend has no list of ordering hospitals (404), and still registers nothing blindly', async () => {
    const realFetch = window.fetch
    window.fetch = (input, init) => (String(input instanceof Request ? input.url : input).includes('api/applyHospital/own')
      ? Promise.resolve(new Response(JSON.stringify({ status: 404, message: 'Not Found' }), { status: 404, headers: { 'Content-Type': 'application/json' } }))
      : realFetch(input, init))
    invalidate(['api/applyHospital']) // an earlier test's answer is cached for the page
    try {
      const el = await fixture<HTMLElement>(html`<clinic-registration view="registrations/manual" locale="en"></clinic-registration>`)
      const root = el.shadowRoot!
      await waitForText(root, 'The choices could not be loaded')
      expect(root.querySelector('[data-field="applyHospitalId"]')?.textContent).to.include('The choices could not be loaded')
      buttonByText(root, 'Register')!.click()
      await until(() => root.querySelector('[data-field="applyHospitalId"]')?.textContent?.includes('This field is required'), 'the hospital asked for')
      await expectAccessible(root.host as HTMLElement)
    } finally {
      window.fetch = realFetch
    }
  })

  it('keeps a half-typed registration across a reload of the view, and starts over on request', async () => {
    let root = await mount()
    field(root, 'patient.name').focus()
    await type('郑可欣')
    await until(() => sessionStorage.getItem('clinic-registration-draft:dengji')?.includes('郑可欣'), 'draft written')
    root.host.remove()
    root = await mount()
    expect(field(root, 'patient.name').value).to.equal('郑可欣')
    await waitForText(root, 'A registration you had not saved was restored.')
    buttonByText(root, 'Start over')!.click()
    await until(() => field(root, 'patient.name').value === '', 'cleared')
  })
})
