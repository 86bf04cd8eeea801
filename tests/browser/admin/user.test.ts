// The user view of <clinic-admin> against the contract server: the department tree filtering the list, the form
// with its lookups (department tree, jobs, roles), the status switch that asks first, reset password, and the
// rule that nobody disables or deletes himself.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import type { Page, UserDto } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { setLocale } from '../../../src/core/i18n'
import { expectAccessible } from '../support/axe'
import { until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'
import { dialog, fieldError, fill, grid, mountView, pick, press, untilRows } from './support'

const USERNAME = 1
async function removeUser(username: string): Promise<void> {
  const page = await http.get<Page<UserDto>>('api/users', { blurry: username })
  const ids = page.content.filter((u) => u.username === username).map((u) => u.id)
  if (ids.length) await http.del('api/users', ids)
}

describe('<clinic-admin view="system/user">', () => {
  const username = `u${Date.now().toString(36)}`
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn('admin')
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-admin').forEach((el) => el.remove())
    await signIn('admin')
    await removeUser(username)
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('filters by the department chosen in the tree, keeps it through a text search, and passes axe', async () => {
    const { el, root } = await mountView('system/user', 'Users')
    await untilRows(root, (rows) => rows.length === 10, 'a first page of users')
    const tree = root.querySelector<HTMLElement>('nav [role="tree"]')!
    await until(() => [...tree.querySelectorAll('[role="treeitem"]')].some((i) => i.textContent === '医技部'), 'the department tree')
    const open = [...tree.querySelectorAll<HTMLElement>('[role="treeitem"]')].find((i) => i.textContent === '医技部')!
    open.click()
    await until(() => [...tree.querySelectorAll('[role="treeitem"]')].some((i) => i.textContent === '放射科'), 'its departments shown')
    // 医技部 holds the five reading departments: their physicians and the technologist, nobody from the clinical or
    // admin side.
    const reading = ['fangshe', 'chaosheng', 'xindian', 'neijing', 'bingli', 'fangshe2', 'fangshezr', 'chaosheng2', 'chaoshengzr',
      'xindian2', 'xindianzr', 'neijing2', 'neijingzr', 'bingli2', 'binglizr', 'jishi']
    await waitForText(root, `${reading.length} in all`)
    await untilRows(root, (rows) => rows.length === 10 && rows.every((r) => reading.includes(r[USERNAME]!)), 'the users of 医技部 and the departments under it')
    const radiology = [...tree.querySelectorAll<HTMLElement>('[role="treeitem"]')].find((i) => i.textContent === '放射科')!
    // The tree works from the keyboard: the department takes focus, Enter chooses it.
    radiology.focus()
    await sendKeys({ press: 'Enter' })
    await untilRows(root, (rows) => rows.map((r) => r[USERNAME]).sort().join() === 'fangshe,fangshe2,fangshezr,jishi', 'only radiology')

    const search = root.querySelector<HTMLInputElement>('[data-filter="blurry"] input')!
    search.focus()
    await sendKeys({ type: 'chao' })
    await sendKeys({ press: 'Enter' })
    await waitForText(root, 'No data')
    press(root, 'All departments')
    await untilRows(root, (rows) => rows.map((r) => r[USERNAME]).sort().join() === 'chaosheng,chaosheng2,chaoshengzr', 'the search alone')
    await expectAccessible(el)
  })

  it('adds a user through the form with its lookups, edits it, and keeps the own row safe', async () => {
    const { root } = await mountView('system/user', 'Users')
    await untilRows(root, (rows) => rows.length > 0, 'rows')
    const search = root.querySelector<HTMLInputElement>('[data-filter="blurry"] input')!
    search.focus()
    await sendKeys({ type: 'admin' })
    await sendKeys({ press: 'Enter' })
    await untilRows(root, (rows) => rows.length === 1 && rows[0]![USERNAME] === 'admin', 'the own row')
    const ownRow = grid(root).querySelector('[role="rowgroup"]:last-of-type [role="row"]')!
    expect(ownRow.querySelector<HTMLButtonElement>('button[aria-label="Delete admin"]')?.disabled, 'no deleting oneself').to.equal(true)
    expect(ownRow.querySelector<HTMLInputElement>('[role="switch"]')?.disabled, 'no disabling oneself').to.equal(true)

    press(root, 'Add')
    const form = await dialog(root, 'Add user')
    await fill(form, 'Username', username)
    await fill(form, 'Name', '测试护士')
    await fill(form, 'Mobile', '12345')
    await fill(form, 'E-mail', `${username}@mch.example.com`)
    press(form, 'OK')
    await until(() => fieldError(form, 'Mobile') !== '', 'the mobile number is refused before sending')
    expect(fieldError(form, 'Department')).to.not.equal('')
    await fill(form, 'Mobile', '13900001234')
    await pick(root, form, 'Department', '康宁市妇幼保健院')
    await pick(root, form, 'Jobs', '技师')
    await pick(root, form, 'Roles', '登记员')
    await expectAccessible(form)
    press(form, 'OK')
    await until(() => !root.querySelector('[role="dialog"]'), 'saved')
    const created = (await http.get<Page<UserDto>>('api/users', { blurry: username })).content[0]!
    expect([created.dept?.name, created.jobs.map((j) => j.name), created.roles.map((r) => r.name)]).to.deep.equal(['康宁市妇幼保健院', ['技师'], ['登记员']])

    search.focus()
    search.select()
    await sendKeys({ type: username })
    await sendKeys({ press: 'Enter' })
    await untilRows(root, (rows) => rows.length === 1 && rows[0]![USERNAME] === username, 'the new user alone')
    press(root, `Edit ${username}`)
    const edit = await dialog(root, 'Edit user')
    expect(edit.querySelector('[data-field="deptId"] button')?.textContent).to.equal('康宁市妇幼保健院')
    await fill(edit, 'Name', '测试护士长')
    press(edit, 'OK')
    await untilRows(root, (rows) => rows[0]?.[2] === '测试护士长', 'the new name listed')
  })

  it('disables an account from its switch after asking, and resets passwords of the selection', async () => {
    await http.post('api/users', { username, nickName: '临时', phone: '13900004321', email: `${username}@mch.example.com`, gender: '女', enabled: true, dept: { id: 12 }, jobs: [{ id: 6 }], roles: [{ id: 2 }] })
    const { root } = await mountView('system/user', 'Users')
    const search = root.querySelector<HTMLInputElement>('[data-filter="blurry"] input')!
    search.focus()
    await sendKeys({ type: username })
    await sendKeys({ press: 'Enter' })
    await untilRows(root, (rows) => rows.length === 1, 'the user alone')
    grid(root).querySelector<HTMLInputElement>('[role="switch"]')!.click()
    const question = await dialog(root, `Disable the account ${username}?`)
    press(question, 'OK')
    await until(async () => (await http.get<Page<UserDto>>('api/users', { blurry: username })).content[0]?.enabled === false, 'disabled on the server')
    await until(() => grid(root).querySelector<HTMLInputElement>('[role="switch"]')?.checked === false, 'the switch off')

    grid(root).querySelector<HTMLInputElement>('[role="rowgroup"]:last-of-type input[type="checkbox"]')!.click()
    press(root, 'Reset password')
    const reset = await dialog(root, 'Reset the password of 1 selected accounts')
    press(reset, 'OK')
    await until(async () => Boolean((await http.get<Page<UserDto>>('api/users', { blurry: username })).content[0]?.pwdResetTime), 'reset on the server')
  })

  it('says so when the backend has no department calls, and still lists and searches users', async () => {
    const el = await fixture<HTMLElement>(html`<clinic-admin view="system/user" locale="en" api-base="/__fault/without/dept/"></clinic-admin>`)
    const root = el.shadowRoot!
    await waitForText(root, 'Users')
    await untilRows(root, (rows) => rows.length === 10, 'users listed without departments')
    await until(() => [...root.querySelectorAll('nav [role="alert"]')].some((a) => (a.textContent ?? '').includes('The choices could not be loaded: ')), 'the department panel says why it is empty')
    press(root, 'Add')
    const form = await dialog(root, 'Add user')
    await until(() => (form.querySelector('[data-field="deptId"]')?.textContent ?? '').includes('The choices could not be loaded'), 'the department field says why it offers nothing')
    await expectAccessible(el)
  })
})
