// The role view of <clinic-admin> against the contract server: the menus a role grants, changed from the keyboard
// in the tree beside the list and saved; a role with a custom data scope and its departments; deleting a role that
// people hold is refused with the reason.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import type { Page, RoleDto } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { expectAccessible } from '../support/axe'
import { until } from '../support/dom'
import { adminSession, column, deepActive, dialog, fieldError, fill, grid, mountView, pick, press, searchFor, untilRows } from './support'

const NAME = 1
const SCOPE = 2

async function roleNamed(name: string): Promise<RoleDto | undefined> {
  return (await http.get<Page<RoleDto>>('api/roles', { blurry: name })).content.find((r) => r.name === name)
}

describe('<clinic-admin view="system/role">', () => {
  const name = `角色${Date.now().toString(36)}`
  adminSession(async () => {
    const role = await roleNamed(name)
    if (role) await http.del('api/roles', [role.id])
  })

  it('grants a role a page with its directory from the keyboard and saves it', async () => {
    await http.post<RoleDto>('api/roles', { name, level: 3, dataScope: '本级', depts: [] })
    const { el, root } = await mountView('system/role', 'Roles')
    await untilRows(root, (rows) => rows.length > 0, 'roles listed')
    expect(column(grid(root), NAME)[0]).to.equal('管理员')
    expect(column(grid(root), SCOPE)[0]).to.equal('All')
    expect(root.textContent).to.include('Click a role to see and change the menus it grants.')
    await searchFor(root, name)
    await untilRows(root, (rows) => rows.length === 1 && rows[0]![NAME] === name, 'the new role found')

    const row = column(grid(root), NAME).indexOf(name) + 1
    grid(root).querySelector<HTMLElement>(`[data-cell="r${row}c${NAME}"]`)!.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => root.querySelector(`[role="tree"][aria-label="Menus of ${name}"]`), 'its menu tree')
    const tree = root.querySelector<HTMLElement>(`[role="tree"][aria-label="Menus of ${name}"]`)!
    await until(() => tree.querySelectorAll('[role="treeitem"]').length > 3, 'the top-level menus')
    const item = (title: string) => [...tree.querySelectorAll<HTMLElement>('[role="treeitem"]')].find((i) => (i.textContent ?? '').startsWith(title))
    const save = () => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === 'Save menus')!
    expect(save().disabled).to.equal(true)

    // The directories closed at first: open 系统管理 with the arrow key, move to 用户管理, check it with the space bar.
    expect(item('用户管理')).to.equal(undefined)
    item('系统管理')!.focus()
    await sendKeys({ press: 'ArrowRight' })
    await until(() => item('用户管理'), 'the pages of the directory')
    await sendKeys({ press: 'ArrowDown' })
    expect(deepActive()?.textContent).to.include('用户管理')
    await sendKeys({ press: 'Space' })
    await until(() => item('用户管理')!.getAttribute('aria-checked') === 'true', 'the page checked')
    expect(item('系统管理')!.getAttribute('aria-checked')).to.equal('mixed')
    await expectAccessible(el)

    expect(save().disabled).to.equal(false)
    save().click()
    await until(() => save().disabled, 'saved')
    const granted = (await roleNamed(name))!.menus.map((m) => m.id)
    const tree2 = await http.get<{ id: number; title: string; children?: { id: number; title: string; children?: { id: number }[] }[] }[]>('api/menus/tree')
    const system = tree2.find((m) => m.title === '系统管理')!
    const users = system.children!.find((m) => m.title === '用户管理')!
    // The page, its buttons and its directory; nothing else.
    expect(granted.sort((a, b) => a - b)).to.deep.equal([system.id, users.id, ...(users.children ?? []).map((b) => b.id)].sort((a, b) => a - b))
  })

  it('keeps a custom data scope with its departments, and asks for them', async () => {
    const { root } = await mountView('system/role', 'Roles')
    await untilRows(root, (rows) => rows.length > 0, 'roles listed')
    press(root, 'Add')
    const form = await dialog(root, 'Add role')
    await fill(form, 'Name', name)
    await pick(root, form, 'Data scope', 'Chosen departments')
    await until(() => form.querySelector('[data-field="deptIds"]'), 'the departments asked for')
    press(form, 'OK')
    await until(() => fieldError(form, 'Departments') !== '', 'departments required')
    await pick(root, form, 'Departments', '放射科', '超声科')
    press(form, 'OK')
    await until(() => !root.querySelector('[role="dialog"]'), 'saved')
    const role = (await roleNamed(name))!
    expect(role.dataScope).to.equal('自定义')
    expect(role.depts.map((d) => d.name)).to.deep.equal(['放射科', '超声科'])
    await searchFor(root, name)
    await untilRows(root, (rows) => rows.length === 1 && rows[0]![NAME] === name && rows[0]![SCOPE] === 'Chosen departments', 'listed with its scope')

    press(root, `Edit ${name}`)
    const edit = await dialog(root, 'Edit role')
    await until(() => (edit.querySelector('[data-field="deptIds"]')?.textContent ?? '').includes('超声科'), 'its departments shown')
    await pick(root, edit, 'Data scope', 'Own department')
    press(edit, 'OK')
    await until(() => !root.querySelector('[role="dialog"]'), 'saved again')
    const changed = (await roleNamed(name))!
    expect([changed.dataScope, changed.depts.length]).to.deep.equal(['本级', 0])
  })

  it('says why a role people hold cannot be deleted', async () => {
    const { root } = await mountView('system/role', 'Roles')
    await untilRows(root, (rows) => rows.length > 2, 'roles listed')
    const held = column(grid(root), NAME).find((n) => n !== '管理员')!
    press(root, `Delete ${held}`)
    press(await dialog(root, 'Delete this record?'), 'OK')
    await until(() => [...root.querySelectorAll('[role="alert"]')].some((a) => (a.textContent ?? '').includes(held)), 'the reason shown')
    expect(column(grid(root), NAME)).to.include(held)
  })

  it('says why the menu tree is empty when the backend has no menu calls, and still lists the roles', async () => {
    const el = await fixture<HTMLElement>(html`<clinic-admin view="system/role" locale="en" api-base="/__fault/without/menus/"></clinic-admin>`)
    const root = el.shadowRoot!
    await untilRows(root, (rows) => rows.length === 10, 'roles listed')
    grid(root).querySelector<HTMLElement>(`[data-cell="r1c${NAME}"]`)!.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => [...root.querySelectorAll('[role="alert"]')].some((a) => (a.textContent ?? '').includes('The choices could not be loaded: ')), 'the panel says why')
    expect([...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === 'Save menus')?.disabled).to.equal(true)
    await expectAccessible(el)
  })
})
