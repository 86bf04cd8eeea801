// A resource view end to end, on the dictionaries of the administration area against the contract server: list,
// filter, sort, page, add with a server validation error on its field, edit, delete one and many, permissions
// hiding buttons and the server refusing anyway, and the whole view by keyboard.
import { expect } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import { http } from '../../../src/core/http'
import { HttpError } from '../../../src/core/http/HttpError'
import { setLocale } from '../../../src/core/i18n'
import { $roles } from '../../../src/core/session'
import type { DictDto, Page } from '../../../src/core/contract'
import { expectAccessible } from '../support/axe'
import { until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'
import { column, deepActive, dialog, fieldError, fill, grid, mountView, press, rowTexts, untilRows } from './support'


async function cleanUp(prefix: string): Promise<void> {
  const page = await http.get<Page<DictDto>>('api/dict', { blurry: prefix, size: 100 })
  const ids = page.content.filter((d) => d.name.startsWith(prefix)).map((d) => d.id)
  if (ids.length) await http.del('api/dict', ids)
}

describe('a resource view: dictionaries', () => {
  const prefix = `t${Date.now().toString(36)}`
  before(async () => {
    resetAll()
    await signIn('admin')
  })
  beforeEach(async () => {
    await setLocale('en', false)
    await signIn('admin')
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-admin').forEach((el) => el.remove())
    await signIn('admin')
    await cleanUp(prefix)
  })
  after(async () => {
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('lists, sorts by a column, filters with Enter, resets and pages', async () => {
    for (let i = 0; i < 12; i++) await http.post('api/dict', { name: `${prefix}_${String(i).padStart(2, '0')}`, description: `sample ${i}` })
    const total = (await http.get<DictDto[]>('api/dict/all')).length
    const { root } = await mountView('system/dict', 'Dictionaries')
    await untilRows(root, (rows) => rows.length === 10, 'first page of 10')
    await waitForText(root, `${total} in all`)

    const nameHeader = [...root.querySelectorAll<HTMLElement>('[role="columnheader"]')].find((h) => h.textContent === 'Name')!
    nameHeader.click()
    await until(() => nameHeader.getAttribute('aria-sort') === 'ascending', 'sorted ascending')
    await untilRows(root, (rows) => rows[0]?.[1] === 'critical_flag', 'the alphabetically first dictionary first')
    nameHeader.click()
    await until(() => nameHeader.getAttribute('aria-sort') === 'descending', 'sorted descending')
    await untilRows(root, (rows) => rows[0]?.[1] === 'user_status', 'the alphabetically last first')

    const search = root.querySelector<HTMLInputElement>('[data-filter="blurry"] input')!
    search.focus()
    await sendKeys({ type: prefix })
    await sendKeys({ press: 'Enter' })
    await untilRows(root, (rows) => rows.length === 10 && rows.every((r) => r[1]!.startsWith(prefix)), 'only the matching dictionaries')
    await waitForText(root, '12 in all')
    press(root, 'Next page')
    await untilRows(root, (rows) => rows.length === 2, 'the second page holds the last two')
    expect(root.querySelector('[aria-current="page"]')?.textContent).to.equal('2')

    press(root, 'Reset')
    await waitForText(root, `${total} in all`)
    expect(search.value).to.equal('')
  })

  it('keeps a server validation error on its field and the dialog open, then adds, edits and deletes', async () => {
    const { root } = await mountView('system/dict', 'Dictionaries')
    await untilRows(root, (rows) => rows.length > 0, 'rows shown')
    press(root, 'Add')
    let form = await dialog(root, 'Add dictionary')
    // A comma is refused by the server only (a dictionary name is a key of `dictDetail/map?dictName=a,b`).
    await fill(form, 'Name', 'a,b')
    press(form, 'OK')
    await until(() => fieldError(form, 'Name') !== '', 'the server refuses the name, on its field')
    expect(root.querySelector('[role="dialog"]'), 'the dialog stays open').to.not.equal(null)
    await expectAccessible(form)

    await fill(form, 'Name', `${prefix}_added`)
    await fill(form, 'Description', 'made by the test')
    press(form, 'OK')
    await until(() => !root.querySelector('[role="dialog"]'), 'dialog closed after saving')
    press(root, 'Reset')
    const filter = root.querySelector<HTMLInputElement>('[data-filter="blurry"] input')!
    filter.focus()
    await sendKeys({ type: `${prefix}_added` })
    await sendKeys({ press: 'Enter' })
    await untilRows(root, (rows) => rows.length === 1 && rows[0]![2] === 'made by the test', 'the new dictionary listed')

    press(root, `Edit ${prefix}_added`)
    form = await dialog(root, 'Edit dictionary')
    await fill(form, 'Description', 'changed')
    press(form, 'OK')
    await untilRows(root, (rows) => rows[0]?.[2] === 'changed', 'the edit shown')

    press(root, `Delete ${prefix}_added`)
    const question = await dialog(root, 'Delete this record?')
    press(question, 'OK')
    await untilRows(root, (rows) => rows.length === 0, 'the dictionary deleted')
    await waitForText(root, 'No data')
  })

  it('deletes the selected rows after asking how many', async () => {
    for (const n of ['a', 'b', 'c']) await http.post('api/dict', { name: `${prefix}_${n}` })
    const { root } = await mountView('system/dict', 'Dictionaries')
    const filter = root.querySelector<HTMLInputElement>('[data-filter="blurry"] input')!
    filter.focus()
    await sendKeys({ type: prefix })
    await sendKeys({ press: 'Enter' })
    await untilRows(root, (rows) => rows.length === 3, 'three listed')
    const boxes = [...grid(root).querySelectorAll<HTMLInputElement>('[role="rowgroup"]:last-of-type input[type="checkbox"]')]
    boxes[0]!.click()
    boxes[2]!.click()
    press(root, 'Delete')
    const question = await dialog(root, 'Delete the 2 selected records?')
    press(question, 'OK')
    await untilRows(root, (rows) => rows.length === 1 && rows[0]![1] === `${prefix}_b`, 'only the unselected one left')
  })

  it('hides the buttons a user may not use, and the server refuses the call anyway', async () => {
    const { root } = await mountView('system/dict', 'Dictionaries')
    await untilRows(root, (rows) => rows.length > 0, 'rows shown')
    expect([...root.querySelectorAll('button')].some((b) => b.textContent === 'Add')).to.equal(true)
    $roles.set(['dict:list'])
    await until(() => ![...root.querySelectorAll('button')].some((b) => b.textContent === 'Add' || b.textContent === 'Delete'), 'add and delete gone')
    expect(root.querySelector('[aria-label^="Edit "]'), 'no row edit button').to.equal(null)
    expect(column(grid(root), 0).length).to.be.greaterThan(0)

    await signIn('dengji')
    const refused = await http.post('api/dict', { name: `${prefix}_refused` }, { silent: true }).catch((e: unknown) => e)
    expect(refused).to.be.instanceOf(HttpError)
    expect((refused as HttpError).status).to.equal(403)
  })

  it('keeps the keyboard focus on its cell when a sort brings other records under it', async () => {
    for (let i = 0; i < 3; i++) await http.post('api/dict', { name: `${prefix}_k${i}`, description: '' })
    const { root } = await mountView('system/dict', 'Dictionaries')
    await untilRows(root, (rows) => rows.length > 3, 'rows shown')
    const table = grid(root)
    const firstName = rowTexts(table)[0]![1]
    const cell = table.querySelector<HTMLElement>('[data-cell="r1c1"]')!
    cell.focus()
    const nameHeader = [...root.querySelectorAll<HTMLElement>('[role="columnheader"]')].find((h) => h.textContent === 'Name')!
    nameHeader.click()
    await untilRows(root, (rows) => rows[0]?.[1] !== firstName, 'another record first')
    await until(() => deepActive()?.getAttribute('data-cell') === 'r1c1', `focus on the first row's name cell; on ${deepActive()?.outerHTML.slice(0, 60)}`)
    await sendKeys({ press: 'ArrowDown' })
    expect(deepActive()?.getAttribute('data-cell')).to.equal('r2c1')
  })

  it('works by keyboard: arrows move through the grid, Space selects, Enter sorts and edits, Escape returns', async () => {
    await http.post('api/dict', { name: `${prefix}_kb`, description: 'keyboard' })
    const { root } = await mountView('system/dict', 'Dictionaries')
    await untilRows(root, (rows) => rows.length > 0, 'rows shown')
    const table = grid(root)
    const cell = (r: number, c: number) => table.querySelector<HTMLElement>(`[data-cell="r${r}c${c}"]`)
    cell(0, 0)!.focus()
    await sendKeys({ press: 'ArrowRight' })
    expect(deepActive()).to.equal(cell(0, 1))
    await sendKeys({ press: 'Enter' })
    await until(() => cell(0, 1)!.getAttribute('aria-sort') === 'ascending', 'Enter on a header sorts')
    await sendKeys({ press: 'ArrowDown' })
    await until(() => deepActive() === cell(1, 1), `first row's name cell focused; on ${deepActive()?.outerHTML.slice(0, 80)}`)
    await sendKeys({ press: 'ArrowLeft' })
    await sendKeys({ press: ' ' })
    await until(() => table.querySelector('[aria-selected="true"]'), 'Space selected the row')
    await sendKeys({ press: 'End' })
    const actions = deepActive() as HTMLElement
    expect(actions.getAttribute('data-cell')).to.equal('r1c4')
    await sendKeys({ press: 'Enter' })
    expect(deepActive()?.getAttribute('aria-label')).to.match(/^Edit /)
    await sendKeys({ press: 'Enter' })
    const form = await dialog(root, 'Edit dictionary')
    await until(() => form.contains(deepActive()), 'focus inside the dialog')
    await sendKeys({ press: 'Escape' })
    await until(() => !root.querySelector('[role="dialog"]'), 'dialog closed')
    await until(() => actions.contains(deepActive()), `focus back on the row's actions; on ${deepActive()?.outerHTML.slice(0, 80)}`)
    await expectAccessible(root.host)
    expect(rowTexts(table).length).to.be.greaterThan(0)
  })
})
