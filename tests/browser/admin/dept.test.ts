// The department view of <clinic-admin> against the contract server: a lazy tree opened by keyboard, "add under" a
// department with its parent preset, moving a department to the top level, and deletion refused while people work
// in a department.
import { expect } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import type { DeptDto, Page } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { expectAccessible } from '../support/axe'
import { until } from '../support/dom'
import { adminSession, column, deepActive, dialog, fill, grid, mountView, press, searchFor, untilRows } from './support'

const NAME = 1
async function removeDept(name: string): Promise<void> {
  const found = await http.get<Page<DeptDto>>('api/dept', { name })
  const ids = found.content.filter((d) => d.name === name).map((d) => d.id)
  if (ids.length) await http.del('api/dept', ids)
}

describe('<clinic-admin view="system/dept">', () => {
  const name = `科室${Date.now().toString(36)}`
  adminSession(async () => {
    await removeDept(name)
  })

  it('opens the tree level by level from the keyboard and passes axe', async () => {
    const { el, root } = await mountView('system/dept', 'Departments')
    await untilRows(root, (rows) => rows.length === 1 && rows[0]![NAME] === '康宁市妇幼保健院', 'the hospital at the root')
    const table = grid(root)
    expect(table.getAttribute('role')).to.equal('treegrid')
    table.querySelector<HTMLElement>('[data-cell="r1c1"]')!.focus()
    await sendKeys({ press: 'ArrowRight' })
    await untilRows(root, (rows) => rows.length === 4, 'its three divisions under it')
    expect(column(table, NAME)).to.deep.equal(['康宁市妇幼保健院', '医技部', '临床部', '行政部'])
    await sendKeys({ press: 'ArrowDown' })
    await sendKeys({ press: 'ArrowRight' })
    await untilRows(root, (rows) => rows.some((r) => r[NAME] === '放射科'), 'the reading departments under 医技部')
    expect(deepActive()?.getAttribute('data-cell')).to.equal('r2c1')
    await expectAccessible(el)
  })

  it('adds a department under another, moves it to the top level, and deletes it', async () => {
    const { root } = await mountView('system/dept', 'Departments')
    await untilRows(root, (rows) => rows.length === 1, 'the root')
    grid(root).querySelector<HTMLElement>('[data-cell="r1c1"]')!.focus()
    await sendKeys({ press: 'ArrowRight' })
    await untilRows(root, (rows) => rows.length === 4, 'the divisions')
    press(root, 'Add a department under 医技部')
    const form = await dialog(root, 'Add department')
    expect(form.querySelector('[data-field="pid"] button')?.textContent).to.equal('医技部')
    await fill(form, 'Name', name)
    press(form, 'OK')
    await until(() => !root.querySelector('[role="dialog"]'), 'saved')
    const created = (await http.get<Page<DeptDto>>('api/dept', { name })).content[0]!
    expect(created.pid).to.equal(2)

    // 医技部 opened shows the new department among its own.
    const row = () => column(grid(root), NAME).indexOf('医技部') + 1
    grid(root).querySelector<HTMLElement>(`[data-cell="r${row()}c1"]`)!.focus()
    await sendKeys({ press: 'ArrowRight' })
    await untilRows(root, (rows) => rows.some((r) => r[NAME] === name), 'the new department under its parent')

    press(root, `Edit ${name}`)
    const edit = await dialog(root, 'Edit department')
    expect(edit.querySelector('[data-field="pid"] button')?.textContent).to.equal('医技部')
    const top = [...edit.querySelectorAll<HTMLInputElement>('[data-field="isTop"] input')].find((r) => r.value === 'true')!
    top.click()
    await until(() => !edit.querySelector('[data-field="pid"]'), 'no parent to choose for a top-level department')
    press(edit, 'OK')
    const levels = () => [...grid(root).querySelectorAll('[role="rowgroup"]:last-of-type [role="row"]')].filter((r) => r.textContent?.includes(name)).map((r) => r.getAttribute('aria-level'))
    await until(() => levels().join() === '1', 'listed once, now at the top level')
    expect((await http.get<Page<DeptDto>>('api/dept', { name })).content[0]?.pid).to.equal(undefined)

    press(root, `Delete ${name}`)
    press(await dialog(root, 'Delete this record?'), 'OK')
    await untilRows(root, (rows) => !rows.some((r) => r[NAME] === name), 'gone')
  })

  it('says why a department with people in it cannot be deleted', async () => {
    const { root } = await mountView('system/dept', 'Departments')
    await searchFor(root, '放射', 'name')
    await untilRows(root, (rows) => rows.length === 1 && rows[0]![NAME] === '放射科', 'found')
    press(root, 'Delete 放射科')
    press(await dialog(root, 'Delete this record?'), 'OK')
    await until(() => (root.textContent ?? '').includes('放射科') && [...root.querySelectorAll('[role="alert"]')].some((a) => (a.textContent ?? '').includes('still has users')), 'the reason shown')
    expect(column(grid(root), NAME)).to.deep.equal(['放射科'])
  })
})
