// HIS orders at the registration desk (<clinic-registration> views registrations/his and registrations/hisDirectly)
// against the contract server's seeded orders, as the registrar (dengji) works: by number and Enter, or by ticking
// order items and reviewing them; another desk taking an order meanwhile; the slip; the lists following.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-registration'
import type { HisOrderItemDto } from '../../../src/core/contract/registration'
import { http } from '../../../src/core/http'
import { expectAccessible } from '../support/axe'
import { buttonByText, deepActive, deepText, until, waitForText } from '../support/dom'
import { untilRows } from '../admin/support'
import { deskSession } from './support'

const press = (key: string) => sendKeys({ press: key })
const type = (text: string) => sendKeys({ type: text })
/** A short name of an element for assertions (chai must never print a DOM element). */
const nameOf = (el: Element | null | undefined) => (el ? `${el.localName}[${el.getAttribute('aria-label') ?? el.id ?? ''}]` : 'nothing')

/** Pending order items, grouped by order, of orders whose every item is still to register (tests running in parallel take others). */
async function pendingOrders(filter: (items: HisOrderItemDto[]) => boolean): Promise<HisOrderItemDto[][]> {
  const page = await http.get<{ content: HisOrderItemDto[] }>('api/applyform', { registered: 'false', size: 500 })
  const forms = new Map<number, HisOrderItemDto[]>()
  for (const item of page.content.filter((i) => i.patientId.startsWith('PH'))) forms.set(item.formId, [...(forms.get(item.formId) ?? []), item])
  return [...forms.values()].filter(filter)
}

describe('<clinic-registration> HIS orders', () => {
  deskSession('dengji', ['api/applyform', 'api/exams'])

  it('registers every pending order of a patient by card number and Enter, prints the slip, and is ready for the next card', async () => {
    // An antenatal visit: the scan and the ECG ordered together, one card.
    const [order] = await pendingOrders((items) => items.length === 2 && items.some((i) => i.modality === 'ECG'))
    expect(order, 'a seeded antenatal order').to.not.equal(undefined)
    const card = order![0]!.cardNo!
    const el = await fixture<HTMLElement>(html`<clinic-registration view="registrations/hisDirectly" locale="en"></clinic-registration>`)
    const root = el.shadowRoot!
    await waitForText(root, 'Register by number')
    await until(() => nameOf(deepActive()).startsWith('input'), 'the number field has the focus')
    await type(card)
    await press('Enter')
    await until(() => root.querySelector('[data-slip]'), 'the slip')
    const slip = root.querySelector('[data-slip]')!
    const examNos = Array.from(slip.querySelectorAll('[data-barcode]')).map((b) => b.getAttribute('data-barcode'))
    expect(examNos.length).to.equal(2)
    expect(slip.textContent).to.include(order![0]!.patientName)
    for (const item of order!) expect(slip.textContent).to.include(item.examItem)
    await expectAccessible(root.querySelector('[role="alertdialog"]') ?? slip)
    buttonByText(root, 'Next patient')!.click()
    await until(() => !root.querySelector('[data-slip]'), 'the slip closes')
    await until(() => nameOf(deepActive()).startsWith('input'), 'the focus is back in the number field')
    expect((deepActive() as HTMLInputElement).value).to.equal('')
    // The worklist below shows the new exams; the same card again has nothing left to register.
    await until(() => examNos.every((no) => deepText(root).includes(no!)), 'the worklist shows the registered exams')
    await type(card)
    await press('Enter')
    await waitForText(root, `No order to register for ${card}.`)
    await expectAccessible(el)
  })

  it('reviews ticked order items, sends them to a chosen device, and the list no longer offers them', async () => {
    const [order] = await pendingOrders((items) => items.length === 1 && items[0]!.modality === 'US')
    const item = order![0]!
    const el = await fixture<HTMLElement>(html`<clinic-registration view="registrations/his" locale="en"></clinic-registration>`)
    const root = el.shadowRoot!
    await waitForText(root, 'HIS orders')
    const search = await until(() => root.querySelector('input[type="search"], [data-filter="blurry"] input'), 'the search box').then(() =>
      root.querySelector<HTMLInputElement>('input[type="search"], [data-filter="blurry"] input')!)
    search.focus()
    await type(item.cardNo!)
    await press('Enter')
    await untilRows(root, (rows) => rows.length === 1 && rows[0]!.join(' ').includes(item.applyNo), 'the order found by its card', 'HIS orders')
    await expectAccessible(el)
    const tick = root.querySelector<HTMLElement>(`[aria-label="Select ${item.patientName} ${item.examItem}"]`)!
    expect(tick, 'a checkbox per item').to.not.equal(null)
    tick.focus()
    await press('Space')
    const registerSelected = await until(() => buttonByText(root, 'Register selected (1)')?.getAttribute('aria-disabled') !== 'true', 'enabled')
      .then(() => buttonByText(root, 'Register selected (1)')!)
    registerSelected.focus()
    await press('Enter')
    await waitForText(root, `Register orders of ${item.patientName} (1 item(s))`)
    const dialog = root.querySelector('[role="dialog"]')!
    // The sex in the page's language, not the record's 女/男.
    expect(dialog.textContent).to.include(`${item.gender === '女' ? 'Female' : 'Male'} · ${item.birthDate}`)
    await expectAccessible(dialog)
    const device = dialog.querySelector<HTMLSelectElement>('select')!
    await until(() => device.options.length > 1, 'the devices of the modality')
    const chosen = device.options[1]!.textContent!
    device.focus()
    await press('ArrowDown')
    await until(() => device.value !== '', 'a device chosen')
    buttonByText(dialog, 'Register 1 item(s)')!.click()
    await until(() => root.querySelector('[data-slip]'), 'the slip')
    expect(root.querySelector('[data-slip]')!.textContent).to.include(chosen)
    buttonByText(root, 'Next patient')!.click()
    await until(() => !root.querySelector('[data-slip]') && !deepText(root).includes(item.applyNo), 'the registered item leaves the list')
    await until(() => deepActive()?.textContent?.includes('Register selected'), 'the focus returns to the toolbar button')
  })

  it('tells the registrar which exam and registrar took an order another desk registered meanwhile, and registers nothing twice', async () => {
    const [order] = await pendingOrders((items) => items.length === 1 && items[0]!.modality === 'US')
    const item = order![0]!
    const el = await fixture<HTMLElement>(html`<clinic-registration view="registrations/his" locale="en"></clinic-registration>`)
    const root = el.shadowRoot!
    await waitForText(root, 'HIS orders')
    const search = root.querySelector<HTMLInputElement>('input[type="search"], [data-filter="blurry"] input')!
    search.focus()
    await type(item.applyNo)
    await press('Enter')
    await untilRows(root, (rows) => rows.length === 1 && rows[0]!.join(' ').includes(item.applyNo), 'the order found by its number', 'HIS orders')
    root.querySelector<HTMLButtonElement>(`[aria-label="Register ${item.patientName} ${item.examItem}"]`)!.click()
    await waitForText(root, `Register orders of ${item.patientName}`)
    // Another desk registers the same order first.
    const other = await http.post<{ exams: { examNo: string }[] }>('api/registrations/orders', { requestId: `other-desk-${Date.now()}`, items: [{ itemId: item.id }] })
    const taken = other.exams[0]!.examNo
    const dialog = root.querySelector('[role="dialog"]')!
    buttonByText(dialog, 'Register 1 item(s)')!.click()
    await until(() => dialog.querySelector('[role="alert"]')?.textContent?.includes(taken), 'the refusal names the exam that holds the order')
    expect(root.querySelector('[data-slip]')).to.equal(null)
    const exams = await http.get<{ content: { examNo: string }[] }>('api/exams', { blurry: item.applyNo, size: 20 })
    expect(exams.content.map((e) => e.examNo)).to.deep.equal([taken])
  })
})
