// The appointment calendar of <clinic-registration view="registrations/manage"> against the contract server, as the
// registrar (dengji) uses it: books a registered exam into a free slot, moves the booking, checks the patient in — all
// from the keyboard — and sees a full slot as full. The exams it books are the oldest registered ultrasound exams (the
// worklist tests take the newest), and its slots lie in next week (all of them still to come).
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-registration'
import type { AppointmentSlotDto, AppointmentSlotsDto, DeviceScheduleDto, ExamDto, Page } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { invalidate } from '../../../src/core/query/query'
import { expectAccessible } from '../support/axe'
import { deepActive, typeInto, until, waitForText } from '../support/dom'
import { dialog, searchFor } from '../admin/support'
import { deskSession } from './support'

type History = { action: string; from?: string; to: string; reason?: string }[]

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
/** The slot as the calendar names it: `Tue 06-03 10:00–10:15`. */
function slotName(slot: { start: string; end: string }): string {
  const [y, m, d] = slot.start.slice(0, 10).split('-').map(Number) as [number, number, number]
  return `${WEEKDAYS[new Date(y, m - 1, d).getDay()]} ${slot.start.slice(5, 10)} ${slot.start.slice(11, 16)}–${slot.end.slice(11, 16)}`
}

/** `yyyy-MM-dd` of today plus `days`, local. */
function dayFromToday(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Monday and Sunday of the week of `day`. */
function weekOf(day: string): [string, string] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const date = new Date(y, m - 1, d)
  date.setDate(date.getDate() - ((date.getDay() + 6) % 7))
  const monday = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
  date.setDate(date.getDate() + 6)
  return [monday, `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`]
}

/** Waits for the root's dialog to close, failing with what it says. */
async function closed(root: ShadowRoot, what: string): Promise<void> {
  try {
    await until(() => !root.querySelector('[role="dialog"]'), `${what} closed`)
  } catch (error) {
    throw new Error(`${(error as Error).message}; it says: ${root.querySelector('[role="dialog"]')?.textContent}`)
  }
}

/** Presses Tab until `predicate` holds for the focused element (at most `max` times). */
async function tabUntil(predicate: (el: Element | null) => boolean, what: string, max = 12): Promise<void> {
  for (let i = 0; i < max && !predicate(deepActive()); i++) await sendKeys({ press: 'Tab' })
  expect(predicate(deepActive()), `${what}; focus on ${deepActive()?.outerHTML.slice(0, 120)}`).to.equal(true)
}

describe('<clinic-registration view="registrations/manage">: the appointment calendar', () => {
  deskSession()

  /** Mounts the view and opens the calendar tab from the keyboard; answers the root and the device shown. */
  async function openCalendar(): Promise<{ root: ShadowRoot; deviceId: number }> {
    const el = await fixture<HTMLElement>(html`<clinic-registration view="registrations/manage" locale="en"></clinic-registration>`)
    const root = el.shadowRoot!
    await waitForText(root, 'Registration worklist')
    const worklistTab = [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) => tab.textContent === 'Worklist')!
    worklistTab.focus()
    await sendKeys({ press: 'ArrowRight' })
    await sendKeys({ press: 'Enter' })
    await until(() => root.querySelector('h1')?.textContent === 'Appointment calendar', 'the calendar tab shown')
    await until(() => root.querySelector('[role="grid"] [data-slot]'), 'the slots of the week listed')
    const selects = [...root.querySelectorAll<HTMLSelectElement>('select')]
    expect(selects[0]!.value).to.equal('US')
    return { root, deviceId: Number(selects[1]!.value) }
  }

  /** The slots of next week on the device, from the server. */
  async function nextWeek(deviceId: number): Promise<AppointmentSlotDto[]> {
    const [from, to] = weekOf(dayFromToday(7))
    const answer = await http.get<AppointmentSlotsDto>('api/appointments/slots', { deviceId, from, to })
    return answer.days.flatMap((d) => d.slots)
  }

  const cellOf = (root: ShadowRoot, slot: { start: string }) => root.querySelector<HTMLElement>(`[role="gridcell"][data-slot="${slot.start}"]`)

  it('books a registered exam into a free slot, moves it and checks the patient in, from the keyboard; a full slot is not offered', async function () {
    // A long keyboard walk with three accessibility checks: under the whole suite's load it outran the 20 s default once.
    this.timeout(60_000)
    const oldest = (await http.get<Page<ExamDto>>('api/exams', { status: '0', modality: 'US', sort: 'registerTime,asc', page: 0, size: 3 })).content
    expect(oldest.length, 'three registered ultrasound exams').to.equal(3)
    const [exam, fillerA, fillerB] = oldest as [ExamDto, ExamDto, ExamDto]
    const { root, deviceId } = await openCalendar()
    await expectAccessible(root.host as HTMLElement)

    // Another desk fills a slot of next week to its last place.
    const slots = await nextWeek(deviceId)
    const empty = slots.filter((s) => s.booked === 0 && s.capacity === 2 && !s.past)
    const [free, full] = [empty[0]!, empty[empty.length - 1]!]
    for (const other of [fillerA, fillerB]) await http.post(`api/exams/${other.id}/appoint`, { deviceId, start: full.start })

    // Next week, from the toolbar.
    const next = root.querySelector<HTMLButtonElement>('button[aria-label="Next week"]')!
    next.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => cellOf(root, free), 'next week shown')
    await until(() => (cellOf(root, full)?.textContent ?? '').includes('Full'), 'the filled slot shows full')
    expect(cellOf(root, full)!.querySelector(`button[aria-label="Book ${slotName(full)}"]`), 'a full slot offers no booking').to.equal(null)
    expect(cellOf(root, full)!.textContent).to.include(fillerA.patientName)

    // The free slot, from the keyboard: the cell, Enter presses its one button.
    const cell = cellOf(root, free)!
    cell.focus()
    await sendKeys({ press: 'Enter' })
    const book = await dialog(root, `Book ${slotName(free)}`)
    const search = book.querySelector<HTMLInputElement>('input[type="search"], input')!
    search.focus()
    await sendKeys({ type: exam.patientName })
    // The list narrows once the registrar stops typing: only that name left.
    const found = () => [...book.querySelectorAll('[role="radiogroup"] label')].map((label) => label.textContent ?? '')
    await until(() => found().length > 0 && found().every((text) => text.includes(exam.patientName)) && found().some((text) => text.includes(exam.examNo)),
      'the exam found by name')
    await tabUntil((el) => el instanceof HTMLInputElement && el.type === 'radio', 'the exams reached with Tab')
    const mine = () => book.querySelector<HTMLInputElement>(`input[type="radio"][value="${exam.id}"]`)
    for (let i = 0; i < 10 && deepActive() !== mine(); i++) await sendKeys({ press: 'ArrowDown' })
    await sendKeys({ press: ' ' })
    await until(() => mine()?.checked, 'the exam chosen')
    await tabUntil((el) => el?.textContent === 'Book' && (el as HTMLButtonElement).type === 'submit', 'the Book button reached with Tab')
    await sendKeys({ press: 'Enter' })
    await closed(root, 'the booking dialog')
    await until(() => (cellOf(root, free)?.textContent ?? '').includes(exam.patientName), 'the patient shown in the slot')
    await until(() => cellOf(root, free)!.contains(deepActive()), `focus back in the slot; on ${deepActive()?.outerHTML.slice(0, 100)}`)
    const booked = await http.get<ExamDto>(`api/exams/${exam.id}`)
    expect([booked.status, booked.appointStart, booked.deviceId]).to.deep.equal(['9', free.start, deviceId])
    await expectAccessible(root.host as HTMLElement)

    // Arrow keys move between slots.
    cellOf(root, free)!.focus()
    await sendKeys({ press: 'ArrowDown' })
    await until(() => deepActive() !== cellOf(root, free) && deepActive()?.getAttribute('role') === 'gridcell', 'the slot below focused')
    await sendKeys({ press: 'ArrowUp' })
    await until(() => deepActive() === cellOf(root, free), 'back on the slot')

    // Reschedule from the patient's menu: Enter on the cell reaches its buttons, → the patient, Enter the menu.
    await sendKeys({ press: 'Enter' })
    const patient = () => cellOf(root, free)?.querySelector<HTMLButtonElement>(`button[data-exam="${exam.id}"]`)
    for (let i = 0; i < 4 && deepActive() !== patient(); i++) await sendKeys({ press: 'ArrowRight' })
    expect(deepActive() === patient(), 'the patient\'s button focused').to.equal(true)
    await sendKeys({ press: 'Enter' })
    await until(() => deepActive()?.getAttribute('role') === 'menuitem', 'the menu open')
    expect([...root.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent)).to.deep.equal(['Reschedule', 'Check in', 'Cancel'])
    await sendKeys({ press: 'Enter' })
    const move = await dialog(root, `Reschedule ${exam.patientName} ${exam.examNo}`)
    await waitForText(move, `Booked now: ${slotName(free)}`)
    await until(() => move.querySelector('input[type="radio"]'), 'the day\'s slots listed')
    const radios = () => [...move.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
    const radioOf = (slot: { start: string }) => radios().find((r) => r.value === slot.start)
    expect(radioOf(free)?.disabled, 'its own slot is not offered').to.equal(true)
    if (full.start.slice(0, 10) === free.start.slice(0, 10)) expect(radioOf(full)?.disabled, 'the full slot is not offered').to.equal(true)
    await tabUntil((el) => el instanceof HTMLInputElement && el.type === 'radio', 'the slots reached with Tab')
    const target = slots.find((s) => s.start === (deepActive() as HTMLInputElement).value)!
    await sendKeys({ press: ' ' })
    await tabUntil((el) => el?.textContent === 'Book' && (el as HTMLButtonElement).type === 'submit', 'the Book button reached with Tab')
    await sendKeys({ press: 'Enter' })
    await closed(root, 'the reschedule dialog')
    const moved = await http.get<ExamDto>(`api/exams/${exam.id}`)
    expect(moved.appointStart).to.equal(target.start)
    await until(() => (cellOf(root, target)?.textContent ?? '').includes(exam.patientName), 'the patient shown in the new slot')
    await until(() => !(cellOf(root, free)?.textContent ?? '').includes(exam.patientName), 'and no more in the first one')
    // The patient's button went with the booking: the keyboard stays on the slot it came from.
    await until(() => deepActive() === cellOf(root, free), `focus on the first slot; on ${deepActive()?.outerHTML.slice(0, 100)}`)
    const history = await http.get<History>(`api/exams/${exam.id}/history`)
    expect(history.filter((h) => h.action === 'appoint').map((h) => `${h.from}→${h.to}`)).to.deep.equal(['0→9', '9→9'])

    // On the day the patient arrives: checked in from the menu.
    const inTarget = () => cellOf(root, target)?.querySelector<HTMLButtonElement>(`button[data-exam="${exam.id}"]`)
    inTarget()!.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => deepActive()?.getAttribute('role') === 'menuitem', 'the menu open')
    for (let i = 0; i < 3 && deepActive()?.textContent !== 'Check in'; i++) await sendKeys({ press: 'ArrowDown' })
    await sendKeys({ press: 'Enter' })
    await until(() => (inTarget()?.textContent ?? '').includes('已签到'), 'the patient\'s tag says checked in')
    expect((await http.get<ExamDto>(`api/exams/${exam.id}`)).status).to.equal('1')
    await until(() => cellOf(root, target)!.contains(deepActive()), 'focus back on the patient')
    await expectAccessible(root.host as HTMLElement)
    invalidate(['api/exams', 'api/appointments'])
  })

  it('books from the worklist row and says why when the last place went to another desk meanwhile', async () => {
    const [exam, other] = (await http.get<Page<ExamDto>>('api/exams', { status: '0', modality: 'US', sort: 'registerTime,asc', page: 0, size: 2 })).content as [ExamDto, ExamDto]
    const el = await fixture<HTMLElement>(html`<clinic-registration view="registrations/manage" locale="en"></clinic-registration>`)
    const root = el.shadowRoot!
    await waitForText(root, 'Registration worklist')
    await searchFor(root, exam.examNo)
    const bookButton = () => root.querySelector<HTMLButtonElement>(`[role="grid"] button[aria-label="Book ${exam.patientName} ${exam.examNo}"]`)
    await until(bookButton, 'the row offers a booking')
    bookButton()!.focus()
    await sendKeys({ press: 'Enter' })
    const appoint = await dialog(root, `Book ${exam.patientName} ${exam.examNo}`)
    // A day of next week, typed into the day field.
    const day = weekOf(dayFromToday(7))[0]
    const dayInput = appoint.querySelector<HTMLInputElement>('input[type="date"]')!
    const device = Number(appoint.querySelector<HTMLSelectElement>('select')!.value)
    const free = (await http.get<AppointmentSlotsDto>('api/appointments/slots', { deviceId: device, from: day, to: day })).days[0]!.slots
      .filter((s) => s.booked === 0 && s.capacity === 2)
    const slot = free[Math.floor(free.length / 2)]!
    dayInput.focus()
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    setter.call(dayInput, day)
    dayInput.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
    await until(() => appoint.querySelector(`input[type="radio"][value="${slot.start}"]`), 'the day\'s slots listed')
    const radio = appoint.querySelector<HTMLInputElement>(`input[type="radio"][value="${slot.start}"]`)!
    radio.focus()
    await sendKeys({ press: ' ' })
    // Meanwhile another desk takes both places.
    await http.post(`api/exams/${other.id}/appoint`, { deviceId: device, start: slot.start })
    const third = (await http.get<Page<ExamDto>>('api/exams', { status: '0', modality: 'US', sort: 'registerTime,asc', page: 0, size: 3 })).content
      .find((e) => e.id !== exam.id && e.id !== other.id)!
    await http.post(`api/exams/${third.id}/appoint`, { deviceId: device, start: slot.start })
    await tabUntil((el) => el?.textContent === 'Book' && (el as HTMLButtonElement).type === 'submit', 'the Book button reached with Tab')
    await sendKeys({ press: 'Enter' })
    await waitForText(appoint, 'is fully booked (2 per slot); choose another time')
    await until(() => appoint.querySelector<HTMLInputElement>(`input[type="radio"][value="${slot.start}"]`)?.disabled, 'the slot no longer offered')
    await expectAccessible(root.host as HTMLElement)
    // Escape closes it; the focus is back on the row's button.
    await sendKeys({ press: 'Escape' })
    await until(() => !root.querySelector('[role="dialog"]'), 'the dialog closed')
    await until(() => deepActive() === bookButton(), `focus back on the row's button; on ${deepActive()?.outerHTML.slice(0, 100)}`)
    expect((await http.get<ExamDto>(`api/exams/${exam.id}`)).status).to.equal('0')
    invalidate(['api/exams', 'api/appointments'])
  })

  it('edits a device\'s weekly schedule: a refused period is marked with the server\'s reason, the saved week is what the calendar offers', async () => {
    const { root } = await openCalendar()
    // Another ultrasound machine than the one the booking tests use.
    const deviceSelect = [...root.querySelectorAll<HTMLSelectElement>('select')][1]!
    const other = deviceSelect.options[deviceSelect.options.length - 1]!
    deviceSelect.value = other.value
    deviceSelect.dispatchEvent(new Event('change', { bubbles: true }))
    const deviceId = Number(other.value)
    const original = await http.get<DeviceScheduleDto>(`api/appointments/schedule/${deviceId}`)
    try {
      const open = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Schedule')!
      open.focus()
      await sendKeys({ press: 'Enter' })
      const box = await dialog(root, `Weekly schedule of ${other.textContent}`)
      await until(() => box.querySelectorAll('tbody tr').length === original.periods.length, 'the periods of the week')
      await expectAccessible(box)
      typeInto(box.querySelector<HTMLInputElement>('input[aria-label="Patients per slot of period 1"]')!, '4')
      ;[...box.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Add a period')!.click()
      const last = original.periods.length + 1
      await until(() => box.querySelector(`input[aria-label="Start of period ${last}"]`), 'a new period')
      typeInto(box.querySelector<HTMLInputElement>(`input[aria-label="Start of period ${last}"]`)!, '14:00')
      typeInto(box.querySelector<HTMLInputElement>(`input[aria-label="End of period ${last}"]`)!, '13:00')
      ;[...box.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Save schedule')!.click()
      await until(() => box.querySelector('[role="alert"]'), 'the refusal')
      expect(box.querySelectorAll('tr[aria-invalid="true"]').length, 'the refused period marked').to.equal(1)
      expect(box.querySelector('tr[aria-invalid="true"] input[aria-label^="Start of period"]')!.getAttribute('aria-label')).to.equal(`Start of period ${last}`)
      expect(box.querySelector('[role="alert"]')!.textContent).to.match(new RegExp(`^Period ${last}: `))
      box.querySelector<HTMLButtonElement>(`button[aria-label="Remove period ${last}"]`)!.click()
      await until(() => box.querySelectorAll('tbody tr').length === original.periods.length, 'the refused period removed')
      ;[...box.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Save schedule')!.click()
      await closed(root, 'the schedule dialog')
      await until(() => deepActive()?.textContent === 'Schedule', 'the focus back on the Schedule button')
      const saved = await http.get<DeviceScheduleDto>(`api/appointments/schedule/${deviceId}`)
      expect(saved.periods[0]!.capacity).to.equal(4)
      expect(saved.periods.length).to.equal(original.periods.length)
      // The calendar offers the new capacity on that weekday (next week: none of its slots has passed).
      root.querySelector<HTMLButtonElement>('button[aria-label="Next week"]')!.click()
      const weekday = saved.periods[0]!.weekday
      await until(() => [...root.querySelectorAll('[role="gridcell"][data-slot]')].some((cell) => {
        const [y, m, d] = cell.getAttribute('data-slot')!.slice(0, 10).split('-').map(Number) as [number, number, number]
        return ((new Date(y, m - 1, d).getDay() + 6) % 7) + 1 === weekday && /\d\/4(?!\d)/.test(cell.textContent ?? '')
      }), 'slots of 4 places on that weekday')
    } finally {
      await http.put(`api/appointments/schedule/${deviceId}`, { periods: original.periods })
      invalidate(['api/appointments/slots'])
    }
  })
})
