// The online users, operation log and error log views of <clinic-admin> against the contract server: a second signed-in
// session kicked out (gone from the list, its next call refused) while one's own is marked and kept; the operation log
// with what the test itself did and its parameters; the seeded error log with its exception dialog, opened from the
// keyboard and giving the focus back.
import { expect } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import type { LoginResponse, Page, SysLogErrorDto, UserInfo } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { expectAccessible } from '../support/axe'
import { signIn } from '../support/session'
import { until } from '../support/dom'
import { adminSession, deepActive, dialog, grid, mountView, press, rowTexts, searchFor, untilRows } from './support'

/** Columns of the lists (the online users' first column holds the checkboxes). */
const ONLINE_USER = 1
const LOG_DESCRIPTION = 3

async function infoStatus(token: string): Promise<number> {
  return (await fetch('/auth/info', { headers: { Authorization: token } })).status
}

describe('<clinic-admin view="monitor/online">', () => {
  adminSession()

  it('marks one\'s own session, kicks out a second signed-in session after a confirmation, and that session ends', async () => {
    // A second session, of a user no other test signs in as, then back to the administrator.
    const other: LoginResponse = await signIn('neijing2')
    await signIn('admin')
    expect(await infoStatus(other.token)).to.equal(200)

    const { el, root } = await mountView('monitor/online', 'Online users')
    await untilRows(root, (rows) => rows.some((r) => r[ONLINE_USER]?.startsWith('admin') && r[ONLINE_USER]?.includes('This session')), 'one\'s own session, marked')
    const ownKick = [...root.querySelectorAll<HTMLButtonElement>('button[aria-label^="Kick out admin"]')].find((b) => b.getAttribute('aria-disabled') === 'true')
    expect(ownKick, 'one\'s own session cannot be kicked out').to.not.equal(undefined)
    await expectAccessible(el)

    await searchFor(root, 'neijing2', 'username')
    await untilRows(root, (rows) => rows.length === 1 && rows[0]?.[ONLINE_USER] === 'neijing2' && rows[0].includes('徐婷'), 'the second session alone')
    const kick = root.querySelector<HTMLButtonElement>('button[aria-label^="Kick out neijing2"]')!
    kick.focus()
    await sendKeys({ press: 'Enter' })
    press(await dialog(root, 'Kick out neijing2 (徐婷)?'), 'Kick out')
    await until(() => (grid(root).parentElement?.textContent ?? '').includes('No data') && rowTexts(grid(root)).length === 0, 'gone from the list')
    expect(await infoStatus(other.token), 'the kicked session\'s next call').to.equal(401)
    expect((await http.get<UserInfo>('auth/info')).user.username, 'one\'s own session works on').to.equal('admin')
  })
})

describe('<clinic-admin view="monitor/log">', () => {
  adminSession()

  it('lists what was done, newest first, with a detail of the request and its parameters', async () => {
    // Something to find: the sign-in of this test is logged.
    const { el, root } = await mountView('monitor/log', 'Operation log')
    await untilRows(root, (rows) => rows.some((r) => r[LOG_DESCRIPTION]?.startsWith('Log in')), 'the sign-in logged')
    await searchFor(root, 'Update a job')
    await untilRows(root, (rows) => rows.length > 0 && rows.every((r) => r[LOG_DESCRIPTION] === 'Update a job'), 'the seeded job update alone')
    const detail = root.querySelector<HTMLButtonElement>('button[aria-label^="Details of Update a job"]')!
    detail.focus()
    await sendKeys({ press: 'Enter' })
    const box = await dialog(root, 'Operation: Update a job')
    expect(box.querySelector('[data-request]')?.textContent).to.equal('PUT /api/job')
    expect(box.querySelector('[data-params]')?.textContent).to.include('"name": "主治医师"')
    await expectAccessible(el)
    await sendKeys({ press: 'Escape' })
    await until(() => deepActive() === detail, 'the focus back on the detail button')
  })
})

describe('<clinic-admin view="monitor/log/errorLog">', () => {
  adminSession()

  it('lists the errors and shows an exception in a dialog opened from the keyboard, then gives the focus back', async () => {
    const errors = await http.get<Page<SysLogErrorDto>>('api/logs/error', { blurry: '/api/reportInfo/save' })
    expect(errors.totalElements, 'the seeded demonstration error').to.be.greaterThan(0)
    const { el, root } = await mountView('monitor/log/errorLog', 'Error log')
    await untilRows(root, (rows) => rows.some((r) => r.includes('/api/reportInfo/save')), 'the seeded errors')
    const button = root.querySelector<HTMLButtonElement>('button[aria-label^="Details of Save a report"]')!
    button.focus()
    await sendKeys({ press: 'Enter' })
    const box = await dialog(root, 'Error: Save a report')
    await until(() => box.querySelector('[data-exception]'), 'the exception loaded')
    const stack = box.querySelector<HTMLElement>('[data-exception]')!
    expect(stack.textContent).to.match(/^TypeError: .*\n\s+at saveReport/)
    expect(getComputedStyle(stack).fontFamily.toLowerCase()).to.match(/mono|consol|courier/)
    expect(['auto', 'scroll']).to.include(getComputedStyle(stack).overflowY)
    expect(box.querySelector('[data-request]')?.textContent).to.equal('PUT /api/reportInfo/save')
    expect([...box.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Copy the exception')).to.equal(true)
    await expectAccessible(el)
    await sendKeys({ press: 'Escape' })
    await until(() => deepActive() === button, 'the focus back on the details button')
  })
})
