// The device views of <clinic-admin> against the contract server: a device with its AE title and address checked
// before sending (SPEC §5's IP rule), found by its type and status, exported and deleted; a device type whose code
// is written in capitals, and one with devices that cannot be deleted.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import type { DeviceDto, DeviceTypeDto, Page } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { expectAccessible } from '../support/axe'
import { until } from '../support/dom'
import { adminSession, column, dialog, fieldError, fill, grid, mountView, pick, press, searchFor, untilRows } from './support'

const NAME = 1

/** Chooses an option of the search row's select `filter` from the keyboard. */
async function choose(root: ShadowRoot, filter: string, text: string): Promise<void> {
  root.querySelector<HTMLElement>(`[data-filter="${filter}"] [role="combobox"]`)!.focus()
  await sendKeys({ press: 'Enter' })
  await until(() => [...root.querySelectorAll('[role="option"]')].some((o) => o.textContent === text), `${text} offered`)
  ;[...root.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === text)!.click()
  await until(() => root.querySelector(`[data-filter="${filter}"] [role="combobox"]`)?.textContent === text, `${text} chosen`)
}

describe('<clinic-admin> device views', () => {
  const stamp = Date.now().toString(36).toUpperCase().slice(-5)
  const device = `US9 测试机 ${stamp}`
  const code = `Q${stamp.replace(/[^A-Z0-9]/g, '')}`.slice(0, 8)
  adminSession(async () => {
    const devices = (await http.get<Page<DeviceDto>>('api/device', { blurry: stamp })).content
    if (devices.length) await http.del('api/device', devices.map((d) => d.id))
    const types = (await http.get<Page<DeviceTypeDto>>('api/deviceType', { blurry: code })).content
    if (types.length) await http.del('api/deviceType', types.map((t) => t.id))
  })

  it('adds a device with a checked AE title and address, finds it by type and status, and deletes it', async () => {
    const { el, root } = await mountView('system/deviceList', 'Devices')
    await untilRows(root, (rows) => rows.some((r) => r[NAME] === 'CT1 联影 uCT 760'), 'the seeded devices')
    press(root, 'Add')
    const form = await dialog(root, 'Add device')
    await fill(form, 'Name', device)
    await fill(form, 'AE title', 'KN\\US9')
    await fill(form, 'IP address', '10.20.2.300')
    await fill(form, 'Room', '超声科 9 室')
    press(form, 'OK')
    await until(() => fieldError(form, 'AE title') === '1 to 16 printable ASCII characters, no backslash', 'the AE title refused')
    expect(fieldError(form, 'IP address')).to.equal('Please enter a valid IP address')
    expect(fieldError(form, 'Device type')).to.not.equal('')
    await fill(form, 'AE title', `KN_${stamp}`)
    await fill(form, 'IP address', '10.20.2.99')
    await pick(root, form, 'Device type', '超声')
    await expectAccessible(el)
    press(form, 'OK')
    await until(() => !root.querySelector('[role="dialog"]'), 'saved')
    const [saved] = (await http.get<Page<DeviceDto>>('api/device', { blurry: stamp })).content
    expect([saved?.aeTitle, saved?.modality.code, saved?.ip, saved?.port, saved?.status]).to.deep.equal([`KN_${stamp}`, 'US', '10.20.2.99', 104, '1'])

    // Ultrasound devices in service: the new one among them, no CT.
    await choose(root, 'modalityId', '超声')
    await choose(root, 'status', '在用')
    press(root, 'Search')
    await untilRows(root, (rows) => rows.some((r) => r[NAME] === device) && rows.every((r) => r[3] === 'US'), 'the ultrasound devices')

    press(root, `Delete ${device}`)
    press(await dialog(root, 'Delete this record?'), 'OK')
    await untilRows(root, (rows) => !rows.some((r) => r[NAME] === device) && rows.length > 0, 'gone')
  })

  it('writes a new type code in capitals and keeps a type that has devices', async () => {
    const { el, root } = await mountView('system/deviceType', 'Device types')
    await untilRows(root, (rows) => rows.length >= 8, 'the modalities')
    expect(column(grid(root), 1).slice(0, 4)).to.deep.equal(['CT', 'MR', 'DR', 'MG'])
    press(root, 'Add')
    const form = await dialog(root, 'Add device type')
    await fill(form, 'Modality code', '9X')
    await fill(form, 'Name', 'X 线血管造影')
    press(form, 'OK')
    await until(() => fieldError(form, 'Modality code') === '2 to 10 letters or digits, starting with a letter', 'the code refused')
    await fill(form, 'Modality code', code.toLowerCase())
    await expectAccessible(el)
    press(form, 'OK')
    await until(() => !root.querySelector('[role="dialog"]'), 'saved')
    expect((await http.get<Page<DeviceTypeDto>>('api/deviceType', { blurry: code })).content.map((t) => t.code)).to.deep.equal([code])

    press(root, 'Delete CT 计算机断层扫描')
    press(await dialog(root, 'Delete this record?'), 'OK')
    await until(() => [...root.querySelectorAll('[role="alert"]')].some((a) => (a.textContent ?? '').includes('计算机断层扫描')), 'the reason shown')
    expect(column(grid(root), 1)).to.include('CT')
  })

  it('still lists and searches devices when the backend has no modality calls, and says why the type is not offered', async () => {
    const el = await fixture<HTMLElement>(html`<clinic-admin view="system/deviceList" locale="en" api-base="/__fault/without/modality/"></clinic-admin>`)
    const root = el.shadowRoot!
    await untilRows(root, (rows) => rows.length === 10, 'devices listed')
    await searchFor(root, 'KN_US')
    await untilRows(root, (rows) => rows.length > 0 && rows.every((r) => r[2]!.startsWith('KN_US')), 'found by AE title')
    press(root, 'Add')
    const form = await dialog(root, 'Add device')
    await until(() => (form.querySelector('[data-field="modalityId"]')?.textContent ?? '').includes('The choices could not be loaded'), 'the type field says why it offers nothing')
    await expectAccessible(el)
  })
})
