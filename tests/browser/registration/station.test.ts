// The technologist's station of <clinic-registration> against the contract server, as the technologist (jishi) uses it:
// his queue per device, calling the next patient in, starting, finishing with the contrast given, sending back. The
// patients it works on are registered and checked in at the desk (dengji) by the test itself: the seeded queue is short
// and changes with the day.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-registration'
import type { ApplyDeptDto, ApplyHospitalDto, BodyPartDto, CheckMethodDto, RegistrationBody, RegistrationResult } from '../../../src/core/contract/registration'
import type { DeviceDto, DeviceTypeDto, ExamDto, Page } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { expectAccessible } from '../support/axe'
import { deepActive, until, waitForText } from '../support/dom'
import { dialog, grid, rowTexts, untilRows } from '../admin/support'
import { signIn } from '../support/session'
import { deskSession } from './support'

/** Columns of a row: queue number, exam number … status, images (the device column is hidden at first). */
const QUEUE_NO = 0
const EXAM_NO = 1
const STATUS = 8
const QUEUED = new Set(['已签到', '检查中'])

type History = { action: string; reason?: string }[]

/** The technologist's devices (of the modalities his department performs). */
async function stationDevices(): Promise<DeviceDto[]> {
  const modalities = await http.get<DeviceTypeDto[]>('api/modality/by-departmentId')
  return http.get<DeviceDto[]>('api/device/by-modalityIds', { modalityIds: modalities.map((m) => m.id).join(',') })
}

/**
 * Registers one patient per urgency on `device` at the desk and checks each in, in that order; the technologist is
 * signed in again afterwards. Names are new each time, so no registration is a duplicate.
 */
async function queuePatients(device: DeviceDto, names: string[], urgencies: RegistrationBody['urgency'][]): Promise<ExamDto[]> {
  await signIn('dengji')
  const hospital = (await http.get<ApplyHospitalDto[]>('api/applyHospital/own')).find((h) => h.own)!
  const dept = (await http.get<ApplyDeptDto[]>('api/applyDept/own/withApplyPhysicians'))[0]!
  const part = (await http.get<BodyPartDto[]>('api/bodyPart/by-modalityId', { modalityId: device.modality.id }))[0]!
  const method = (await http.get<CheckMethodDto[]>(`api/checkMethod/byModalityId/${device.modality.id}`))[0]
  const exams: ExamDto[] = []
  for (const [i, urgency] of urgencies.entries()) {
    const { exams: [exam] } = await http.post<RegistrationResult>('api/registrations', {
      requestId: `station-${Date.now().toString(36)}-${i}-${Math.random().toString(36).slice(2, 10)}`,
      patient: { name: names[i]!, namePinyin: 'CE SHI', gender: '女', birthDate: `1990-03-${String(10 + i).padStart(2, '0')}` },
      patientType: '1', applyHospitalId: hospital.id, applyDeptId: dept.id, applyPhysicianId: dept.physicians?.[0]?.id ?? null,
      modalityId: device.modality.id, deviceId: device.id, items: [{ bodyPartId: part.id, checkMethodId: method?.id ?? null, fee: part.fee }], urgency,
    } satisfies RegistrationBody)
    exams.push(await http.post<ExamDto>(`api/exams/${exam!.id}/checkIn`))
  }
  await signIn('jishi')
  return exams
}

describe('<clinic-registration view="RadTechStation/station">', () => {
  deskSession('jishi')

  async function mount(): Promise<ShadowRoot> {
    const el = await fixture<HTMLElement>(html`<clinic-registration view="RadTechStation/station" locale="en"></clinic-registration>`)
    await waitForText(el.shadowRoot!, 'Technologist workstation')
    await until(() => el.shadowRoot!.querySelector('[role="grid"] [role="rowgroup"]:last-of-type [role="row"]'), 'rows listed')
    return el.shadowRoot!
  }

  const combo = (root: ShadowRoot, filter: string) => root.querySelector<HTMLButtonElement>(`[data-filter="${filter}"] [role="combobox"]`)!

  /** Chooses an option of the search row's select `filter` from the keyboard and searches. */
  async function choose(root: ShadowRoot, filter: string, text: string): Promise<void> {
    combo(root, filter).focus()
    await sendKeys({ press: 'Enter' })
    await until(() => [...root.querySelectorAll('[role="option"]')].some((o) => o.textContent === text), `${text} offered`)
    ;[...root.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === text)!.click()
    await until(() => combo(root, filter).textContent === text, `${text} chosen`)
    root.querySelector<HTMLButtonElement>('[role="search"] button[type="submit"]')!.click()
  }

  const callNextButton = (root: ShadowRoot) => [...root.querySelectorAll<HTMLButtonElement>('[role="toolbar"] button')].find((b) => b.textContent?.trim() === 'Call next')!
  const announcement = (root: ShadowRoot) => [...root.querySelectorAll('[role="status"]')].map((s) => s.textContent ?? '').find((text) => text.startsWith('Called')) ?? ''
  /** A row's move button, once it can be pressed (a move just made keeps them disabled until the list shows it). */
  async function moveButton(root: ShadowRoot, move: string, exam: ExamDto): Promise<HTMLButtonElement> {
    const find = () => root.querySelector<HTMLButtonElement>(`[role="grid"] button[aria-label="${move} ${exam.patientName} ${exam.examNo}"]`)
    await until(() => find() && !find()!.disabled, `${move} ${exam.examNo} offered`)
    return find()!
  }
  const hasMove = (root: ShadowRoot, move: string, exam: ExamDto) =>
    root.querySelector(`[role="grid"] button[aria-label="${move} ${exam.patientName} ${exam.examNo}"]`) !== null

  /** Waits until the rows are the first ones of the device's queue, as the server lists it. */
  async function untilDeviceQueue(root: ShadowRoot, device: DeviceDto): Promise<void> {
    const queue = (await http.get<Page<ExamDto>>('api/exams', { status: '1,8', deviceId: device.id, sort: 'queue,asc', page: 0, size: 20 })).content
    const examNos = queue.map((exam) => exam.examNo)
    await untilRows(root, (found) => found.length > 0 && found.map((cells) => cells[EXAM_NO]).join() === examNos.slice(0, found.length).join(),
      `the queue of ${device.name}: ${examNos.join()}`)
  }

  it('lists the checked-in and started exams of his modalities in queue order, per device, and passes axe', async () => {
    const root = await mount()
    // The status tags read the dictionary, which may arrive after the rows.
    await untilRows(root, (found) => found.length > 3 && found.every((cells) => QUEUED.has(cells[STATUS]!)), 'only the queue')
    // The rows on screen (the table renders what fits in its window) are the queue's first ones, numbered from 1.
    const rows = rowTexts(grid(root))
    expect(rows.every((cells) => /^(CT|MR|DR|MG)\d/.test(cells[EXAM_NO]!)), 'only radiology (his data scope)').to.equal(true)
    expect(rows.map((cells) => cells[QUEUE_NO])).to.deep.equal(rows.map((_cells, i) => String(i + 1)))
    const queue = (await http.get<Page<ExamDto>>('api/exams', { status: '1,8', sort: 'queue,asc', page: 0, size: 20 })).content
    expect(rows.map((cells) => cells[EXAM_NO])).to.deep.equal(queue.slice(0, rows.length).map((exam) => exam.examNo))
    expect(combo(root, 'status').textContent).to.equal('In the queue (checked in, in progress)')
    await expectAccessible(root.host as HTMLElement)

    const device = (await stationDevices()).find((d) => d.id === queue[0]!.deviceId)!
    await choose(root, 'deviceId', device.name)
    await untilDeviceQueue(root, device)

    await choose(root, 'status', 'Examined')
    await untilRows(root, (found) => found.length > 0 && found.every((cells) => cells[STATUS] === '已检查' && cells[QUEUE_NO] === ''), 'the examined ones')
    // Reset goes back to the queue, and the search row says so.
    ;[...root.querySelectorAll<HTMLButtonElement>('[role="search"] button')].find((b) => b.textContent === 'Reset')!.click()
    await untilRows(root, (found) => found.length > 3 && found.every((cells) => QUEUED.has(cells[STATUS]!)), 'the queue again')
    expect(combo(root, 'status').textContent).to.equal('In the queue (checked in, in progress)')
  })

  it('calls the critical patient in first and says to which room, starts from the keyboard, finishes with the contrast given, sends back', async () => {
    const device = (await stationDevices()).find((d) => d.modality.code === 'CT')!
    const [routine, , critical] = await queuePatients(device, ['叫号甲', '叫号乙', '叫号丙'], ['0', '0', '2'])
    const root = await mount()
    await choose(root, 'deviceId', device.name)
    await untilDeviceQueue(root, device)
    expect(rowTexts(grid(root))[0]![EXAM_NO], 'the critical patient heads the queue although checked in last').to.equal(critical!.examNo)

    // Call next: the head of the queue, said in a polite live region with the device's room.
    await until(() => callNextButton(root).getAttribute('aria-disabled') !== 'true', 'call next offered')
    callNextButton(root).click()
    await until(() => announcement(root) === `Called ${critical!.patientName} ${critical!.examNo} to ${device.room}`, 'who and where announced')
    expect((await http.get<History>(`api/exams/${critical!.id}/history`)).at(-1)!.action).to.equal('call')

    // Start, from the keyboard: the tag turns to 检查中 and neither call nor start is offered any more.
    ;(await moveButton(root, 'Start', critical!)).focus()
    await sendKeys({ press: 'Enter' })
    await untilRows(root, (found) => found.some((cells) => cells[EXAM_NO] === critical!.examNo && cells[STATUS] === '检查中'), 'started')
    await until(() => !hasMove(root, 'Call', critical!) && !hasMove(root, 'Start', critical!), 'no call or start once started')

    // Finish, the dialog by keyboard only: contrast agent, Tab, dose, Enter.
    ;(await moveButton(root, 'Finish', critical!)).focus()
    await sendKeys({ press: 'Enter' })
    const finish = await dialog(root, 'Finish')
    const technologist = [...finish.querySelectorAll<HTMLInputElement>('input')].find((input) => input.disabled)
    expect(technologist?.value, 'the signed-in technologist').to.equal('马超')
    await until(() => finish.contains(deepActive()) && deepActive()?.tagName === 'INPUT', 'the first field has the focus')
    await expectAccessible(root.host as HTMLElement)
    await sendKeys({ type: '碘海醇 350' })
    await sendKeys({ press: 'Tab' })
    await sendKeys({ type: '80 ml' })
    await sendKeys({ press: 'Enter' })
    await until(() => !root.querySelector('[role="dialog"]'), 'dialog closed')
    await untilRows(root, (found) => !found.some((cells) => cells[EXAM_NO] === critical!.examNo), 'the finished exam left the queue')
    const stored = await http.get<ExamDto>(`api/exams/${critical!.id}`)
    expect([stored.status, stored.contrastAgent, stored.contrastDose, stored.technician]).to.deep.equal(['2', '碘海醇 350', '80 ml', '马超'])
    // Its row is gone: the keyboard stays in the queue.
    await until(() => deepActive()?.closest('[role="grid"]'), 'focus in the grid')

    // Send back: Escape closes the dialog and the focus returns to the button; then with a reason.
    const sendBack = await moveButton(root, 'Send back', routine!)
    sendBack.focus()
    await sendKeys({ press: 'Enter' })
    const asked = await dialog(root, 'Send back')
    await until(() => asked.contains(deepActive()), 'focus inside the dialog')
    await sendKeys({ press: 'Escape' })
    await until(() => !root.querySelector('[role="dialog"]'), 'dialog closed')
    await until(() => deepActive() === sendBack, 'focus back on the button').catch((e: Error) => {
      throw new Error(`${e.message}; on ${deepActive()?.outerHTML.slice(0, 120)}`)
    })
    sendBack.click()
    const reasonDialog = await dialog(root, 'Send back')
    reasonDialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.click()
    await waitForText(reasonDialog, 'This field is required')
    reasonDialog.querySelector('textarea')!.focus()
    await sendKeys({ type: '未去除金属饰品' })
    reasonDialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.click()
    await untilRows(root, (found) => !found.some((cells) => cells[EXAM_NO] === routine!.examNo), 'sent back: out of the queue')
    expect((await http.get<History>(`api/exams/${routine!.id}/history`)).at(-1)).to.deep.include({ action: 'sendBack', reason: '未去除金属饰品' })
    expect((await http.get<ExamDto>(`api/exams/${routine!.id}`)).status).to.equal('0')
  })

  it('says why it cannot call anyone when nobody of the device is waiting', async () => {
    const device = (await stationDevices()).find((d) => d.modality.code === 'MR')!
    await queuePatients(device, ['空队甲'], ['0'])
    const root = await mount()
    await choose(root, 'deviceId', device.name)
    await untilDeviceQueue(root, device)
    await until(() => callNextButton(root).getAttribute('aria-disabled') !== 'true', 'call next offered')
    // Every waiting patient of this device goes into the room (started at another station by the same technologist).
    const waiting = (await http.get<Page<ExamDto>>('api/exams', { status: '1', deviceId: device.id, page: 0, size: 100 })).content
    for (const exam of waiting) await http.post(`api/exams/${exam.id}/start`)
    root.querySelector<HTMLButtonElement>('button[aria-label="Refresh"]')!.click()
    const reason = () => root.getElementById(callNextButton(root).getAttribute('aria-describedby') ?? '')?.textContent
    await until(() => callNextButton(root).getAttribute('aria-disabled') === 'true' && reason() === 'No checked-in patient is waiting', 'call next disabled, saying why')
    callNextButton(root).click()
    expect(announcement(root), 'a disabled call calls nobody').to.equal('')
    await expectAccessible(root.host as HTMLElement)
  })
})
