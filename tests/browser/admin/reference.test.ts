// The registration desk's reference tables in <clinic-admin> (信息维护) against the contract server: an administrator
// adds a body part from the keyboard (device type, name, a fee in yuan and fen, minutes), finds it, adds a small part
// under it in the panel beside the list, and is told by the server why a part with small parts cannot be deleted;
// departments show their physicians beside them the same way; the hospitals and check methods list what was seeded.
import { expect } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import type { BodyPartAdminDto, BodyPartSmallAdminDto, Page } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { expectAccessible } from '../support/axe'
import { deepActive, until, waitForText } from '../support/dom'
import { adminSession, dialog, grid, mountView, press, rowTexts, searchFor, untilRows } from './support'

/** The text of a control or field as a user reads it. */
const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').trim()

/** Presses a button from the keyboard: focus, then Enter. */
async function pressWithKeyboard(root: ParentNode, name: string): Promise<void> {
  const button = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label') === name || textOf(b) === name)
  if (!button) throw new Error(`no button ${name}`)
  button.focus()
  await sendKeys({ press: 'Enter' })
}

/** The label of the field that has the keyboard focus. */
function focusedField(): string {
  return textOf(deepActive()?.closest('[data-field]')?.querySelector('label')).replace(/\*$/, '').trim()
}

describe('<clinic-admin> reference tables of the registration desk', () => {
  const stamp = Date.now().toString(36).slice(-5)
  const part = `测试部位${stamp}`
  const small = `测试小部位${stamp}`
  adminSession(async () => {
    const parts = (await http.get<Page<BodyPartAdminDto>>('api/bodyPart', { blurry: stamp, size: 100 })).content
    for (const found of parts) {
      const smalls = (await http.get<Page<BodyPartSmallAdminDto>>('api/bodyPartSmall', { bodyPartId: found.id, size: 100 })).content
      if (smalls.length) await http.del('api/bodyPartSmall', smalls.map((s) => s.id))
    }
    if (parts.length) await http.del('api/bodyPart', parts.map((p) => p.id))
  })

  it('adds a body part from the keyboard, finds it, adds a small part under it, and cannot delete it while the small part is there', async () => {
    const { el, root } = await mountView('infoManage/bodyPart', 'Body parts')
    await untilRows(root, (rows) => rows.some((r) => r[1] === 'CT' && r[2] === '胸部'), 'the seeded body parts')
    await waitForText(root, 'Choose a body part on the left to see its small parts.')

    await pressWithKeyboard(root, 'Add')
    const form = await dialog(root, 'Add body part')
    await until(() => focusedField() === 'Device type', `the first field focused; on ${deepActive()?.outerHTML.slice(0, 80)}`)
    await sendKeys({ press: 'Enter' })
    await until(() => [...root.querySelectorAll('[role="option"]')].some((o) => textOf(o) === 'US 超声'), 'the device types offered')
    await sendKeys({ type: 'US' })
    await sendKeys({ press: 'Enter' })
    await until(() => textOf(form.querySelector('[data-field="modalityId"] [role="combobox"]')) === 'US 超声', 'US chosen')
    await sendKeys({ press: 'Tab' })
    expect(focusedField()).to.equal('Body part')
    await sendKeys({ type: part })
    await sendKeys({ press: 'Tab' })
    expect(focusedField()).to.equal('Fee (CNY)')
    await sendKeys({ type: '88.5' })
    await sendKeys({ press: 'Tab' })
    expect(focusedField()).to.equal('Minutes')
    // A fee keeps its fen (a number field shows whole numbers unless it declares decimals).
    expect(form.querySelector<HTMLInputElement>('[data-field="fee"] input')?.value).to.equal('88.5')
    await sendKeys({ down: 'Control' })
    await sendKeys({ press: 'a' })
    await sendKeys({ up: 'Control' })
    await sendKeys({ type: '25' })
    await expectAccessible(el)
    await sendKeys({ press: 'Enter' })
    await until(() => !root.querySelector('[role="dialog"]'), 'saved and closed')

    await searchFor(root, stamp)
    await untilRows(root, (rows) => rows.length === 1 && rows[0]![2] === part, 'the new part found')
    // Device type, name, fee, minutes, small parts, status.
    expect(rowTexts(grid(root))[0]!.slice(1, 7)).to.deep.equal(['US', part, '88.50', '25', '0', 'In use'])

    // Enter on the row makes it the current one: its small parts show beside the list.
    grid(root).querySelector<HTMLElement>('[data-cell="r1c2"]')!.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => root.querySelector('section[aria-label="Small parts"]'), 'the small parts panel')
    const panel = root.querySelector<HTMLElement>('section[aria-label="Small parts"]')!
    await waitForText(panel, 'No data')
    await pressWithKeyboard(panel, 'Add')
    const smallForm = await dialog(root, 'Add small part')
    await until(() => focusedField() === 'Small part', 'the name field focused')
    await sendKeys({ type: small })
    await sendKeys({ press: 'Enter' })
    await until(() => !root.querySelector('[role="dialog"]'), 'the small part saved')
    expect(smallForm.isConnected).to.equal(false)
    await untilRows(panel, (rows) => rows.length === 1 && rows[0]![1] === small, 'the small part listed under its part')
    await untilRows(root, (rows) => rows[0]?.[5] === '1', 'the part counts its small part')
    await expectAccessible(el)

    press(root, `Delete US ${part}`)
    press(await dialog(root, 'Delete this record?'), 'OK')
    const reason = `The body part "${part}" still has 1 small part(s) and cannot be deleted`
    await until(() => [...root.querySelectorAll('[role="alert"]')].some((a) => textOf(a).includes(reason)), 'the server\'s reason shown')
    expect(rowTexts(grid(root)).map((r) => r[2])).to.deep.equal([part])
  })

  it('shows the physicians of the department chosen, and lists the seeded hospitals and check methods', async () => {
    const depts = await mountView('infoManage/applyDept', 'Referring departments')
    await untilRows(depts.root, (rows) => rows.some((r) => r[1] === '产科门诊'), 'the seeded departments')
    await waitForText(depts.root, 'Choose a department on the left to see its physicians.')
    const row = rowTexts(grid(depts.root)).findIndex((r) => r[1] === '产科门诊')
    expect(rowTexts(grid(depts.root))[row]!.slice(2, 4)).to.deep.equal(['康宁市妇幼保健院', '3'])
    grid(depts.root).querySelector<HTMLElement>(`[data-cell="r${row + 1}c1"]`)!.click()
    await until(() => depts.root.querySelector('section[aria-label="Physicians"]'), 'the physicians panel')
    const panel = depts.root.querySelector<HTMLElement>('section[aria-label="Physicians"]')!
    await untilRows(panel, (rows) => rows.length === 3, 'the department\'s physicians')
    expect(rowTexts(grid(panel)).map((r) => r[1])).to.deep.equal(['张丽华', '李秀英', '王敏'])
    await expectAccessible(depts.el)
    depts.el.remove()

    const hospitals = await mountView('infoManage/applyHospital', 'Referring hospitals')
    await untilRows(hospitals.root, (rows) => rows.length === 4, 'the seeded hospitals')
    expect(rowTexts(grid(hospitals.root))[0]!.slice(1, 4)).to.deep.equal(['康宁市妇幼保健院', 'KNFY', 'Yes'])
    await expectAccessible(hospitals.el)
    hospitals.el.remove()

    const methods = await mountView('infoManage/checkMethod', 'Check methods')
    await untilRows(methods.root, (rows) => rows.some((r) => r[2] === '平扫+增强' && r[3] === '240.00'), 'the seeded check methods with their extra fee')
    await expectAccessible(methods.el)
  })
})
