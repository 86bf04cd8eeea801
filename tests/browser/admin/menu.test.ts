// The menu view of <clinic-admin> against the contract server: a page added under a directory with what its type
// asks for (an external link needs an http address, checked before sending), found again under its directory and by
// a search, and deleted.
import { expect } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import type { MenuDto, Page } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { expectAccessible } from '../support/axe'
import { until } from '../support/dom'
import { adminSession, column, dialog, fieldError, fill, grid, mountView, press, searchFor, untilRows } from './support'

const TITLE = 1

async function menusNamed(title: string): Promise<MenuDto[]> {
  return (await http.get<Page<MenuDto>>('api/menus', { blurry: title })).content.filter((m) => m.title === title)
}

describe('<clinic-admin view="system/menu">', () => {
  const title = `菜单${Date.now().toString(36)}`
  adminSession(async () => {
    const left = await menusNamed(title)
    if (left.length) await http.del('api/menus', left.map((m) => m.id))
  })

  it('adds a page under a directory, asking what a page needs, and deletes it', async () => {
    const { el, root } = await mountView('system/menu', 'Menus')
    await untilRows(root, (rows) => rows.some((r) => r[TITLE] === '系统管理'), 'the directories')
    expect(grid(root).getAttribute('role')).to.equal('treegrid')
    press(root, 'Add a menu under 系统管理')
    const form = await dialog(root, 'Add menu')
    // A page under a directory: its component and cache are asked for, the parent is preset.
    expect([...form.querySelectorAll<HTMLInputElement>('[data-field="type"] input')].find((r) => r.checked)?.value).to.equal('1')
    expect(form.querySelector('[data-field="pid"] button')?.textContent).to.equal('系统管理')
    expect(form.querySelector('[data-field="component"]')).to.not.equal(null)
    await fill(form, 'Title', title)
    await fill(form, 'Route path', 'system/ward')
    ;[...form.querySelectorAll<HTMLInputElement>('[data-field="iFrame"] input')].find((r) => r.value === 'true')!.click()
    await until(() => !form.querySelector('[data-field="component"]'), 'an external link has no component')
    press(form, 'OK')
    await until(() => fieldError(form, 'Route path') === 'An external link needs an address starting with http:// or https://', 'the address refused')
    ;[...form.querySelectorAll<HTMLInputElement>('[data-field="iFrame"] input')].find((r) => r.value === 'false')!.click()
    await fill(form, 'Component', 'system/ward/index')
    await fill(form, 'Permission', 'ward:list')
    await expectAccessible(el)
    press(form, 'OK')
    await until(() => !root.querySelector('[role="dialog"]'), 'saved')

    const [created] = await menusNamed(title)
    const system = (await http.get<MenuDto[]>('api/menus/lazy')).find((m) => m.title === '系统管理')!
    expect([created?.pid, created?.type, created?.component, created?.permission, created?.iFrame]).to.deep.equal([system.id, 1, 'system/ward/index', 'ward:list', false])

    // Open 系统管理 from the keyboard: the new page is listed under it.
    const row = column(grid(root), TITLE).indexOf('系统管理') + 1
    grid(root).querySelector<HTMLElement>(`[data-cell="r${row}c1"]`)!.focus()
    await sendKeys({ press: 'ArrowRight' })
    await untilRows(root, (rows) => rows.some((r) => r[TITLE] === title), 'listed under its directory')

    press(root, `Delete ${title}`)
    press(await dialog(root, 'Delete this record?'), 'OK')
    await untilRows(root, (rows) => !rows.some((r) => r[TITLE] === title) && rows.some((r) => r[TITLE] === '用户管理'), 'gone, its siblings kept')
    expect(await menusNamed(title)).to.deep.equal([])
  })

  it('finds menus by their component or permission', async () => {
    const { root } = await mountView('system/menu', 'Menus')
    await untilRows(root, (rows) => rows.length > 3, 'the directories')
    await searchFor(root, 'system/dept')
    await untilRows(root, (rows) => rows.length === 1 && rows[0]![TITLE] === '部门管理', 'the departments page alone')
  })
})
