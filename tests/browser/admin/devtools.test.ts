// The developer tools of <clinic-admin> against the contract server: the API docs (try it out), the payment tool with
// the sandbox gateway, the code generator's preview and the read-only code console.
import { expect } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import { expectAccessible } from '../support/axe'
import { afterClickGuard, deepActive, deepText, until, waitForText } from '../support/dom'
import { adminSession, dialog, fill, grid, mountView, press, rowTexts, searchFor, untilRows } from './support'

describe('<clinic-admin> developer tools', () => {
  adminSession()

  describe('view="tools/swagger"', () => {
    it('groups the operations by tag, finds one by search and tries it out with the session', async () => {
      const { el, root } = await mountView('tools/swagger', 'API documentation')
      await waitForText(root, 'operations in')
      const search = root.querySelector<HTMLInputElement>('input[type="search"]')!
      search.focus()
      await sendKeys({ type: '/api/job' })
      await until(() => [...root.querySelectorAll('h2')].map((h) => (h.textContent ?? '').split(' ')[0]).join() === 'job,timing', 'only the operations of /api/job…')
      const header = [...root.querySelectorAll<HTMLButtonElement>('h3 button')].find((b) => (b.textContent ?? '').startsWith('GET/api/job') && !(b.textContent ?? '').includes('download'))!
      header.click()
      await waitForText(root, 'Permission')
      expect(deepText(root)).to.contain('job:list')
      press(root, 'Send')
      await until(() => root.querySelector('[data-testid="try-result"]'), 'the answer shown')
      const result = root.querySelector('[data-testid="try-result"]')!
      expect(result.querySelector('[role="status"]')?.textContent).to.match(/^Status 200 \d+ ms$/)
      const body = JSON.parse(result.querySelector('pre')?.textContent ?? '{}') as { totalElements: number }
      expect(body.totalElements).to.be.greaterThan(0)
      await expectAccessible(el)
    })
  })

  describe('view="tools/aliPay"', () => {
    let opened: string[] = []
    const realOpen = window.open
    beforeEach(() => {
      opened = []
      window.open = ((url?: string | URL) => {
        opened.push(String(url))
        return null
      }) as typeof window.open
    })
    afterEach(() => {
      window.open = realOpen
      document.querySelectorAll('iframe[data-sandbox]').forEach((f) => f.remove())
    })

    it('shows the settings with the sandbox gateway and never the private key', async () => {
      const { el, root } = await mountView('tools/aliPay', 'Alipay tool')
      await waitForText(root, 'own sandbox')
      const privateKey = [...root.querySelectorAll<HTMLElement>('[data-field]')].find((f) => (f.textContent ?? '').startsWith('Application private key'))
      expect(privateKey?.querySelector('textarea')?.value).to.equal('')
      expect(deepText(root)).to.contain('BEGIN PUBLIC KEY')
      await expectAccessible(el)
    })

    it('pays through the sandbox cashier page and lists the trade as paid', async () => {
      const { el, root } = await mountView('tools/aliPay', 'Alipay tool')
      const payTab = [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) => (tab.textContent ?? '').startsWith('Payment test'))!
      payTab.click()
      await waitForText(root, 'Trades')
      const subject = `Sandbox ${Date.now()}`
      const form = root.querySelector<HTMLElement>('form')!
      await fill(form, 'Subject', subject)
      await fill(form, 'Amount (yuan)', '8.88')
      await afterClickGuard()
      press(root, 'Pay')
      await until(() => opened.length === 1, 'the cashier opened')
      const cashierUrl = new URL(opened[0]!)
      expect(cashierUrl.pathname).to.equal('/api/aliPay/sandbox/gateway.do')

      // The cashier page as the buyer sees it: its Pay button sends the signed notify, then the signed return.
      const frame = document.createElement('iframe')
      frame.dataset.sandbox = ''
      frame.title = 'cashier'
      frame.src = cashierUrl.pathname + cashierUrl.search
      document.body.append(frame)
      await until(() => frame.contentDocument?.querySelector('button[value="pay"]'), 'the cashier page loaded')
      expect(frame.contentDocument!.body.textContent).to.contain('¥8.88')
      frame.contentDocument!.querySelector<HTMLButtonElement>('button[value="pay"]')!.click()
      await until(() => frame.contentDocument?.querySelector('[role="status"][data-state]'), 'the return page', { timeout: 15000 })
      expect(frame.contentDocument!.querySelector('[role="status"]')!.getAttribute('data-state')).to.equal('TRADE_SUCCESS')

      await afterClickGuard()
      press(root, 'Refresh')
      await untilRows(root, (rows) => rows.some((cells) => cells.includes(subject) && cells.includes('Paid') && cells.includes('8.88')), 'the trade paid')
      await expectAccessible(el)
    })
  })

  describe('view="generator"', () => {
    it('lists the tables, previews the generated files in tabs, and returns the focus on close', async () => {
      const { el, root } = await mountView('generator', 'Code generator')
      await searchFor(root, 'sys_job', 'name')
      await untilRows(root, (rows) => rows.length === 1 && rows[0]!.includes('sys_job'), 'sys_job found')
      const previewButton = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label') === 'Preview the code of sys_job')!
      previewButton.focus()
      await sendKeys({ press: 'Enter' })
      const box = await dialog(root, 'Generated code of sys_job')
      await until(() => box.querySelectorAll('[role="tab"]').length > 8, 'the file tabs')
      const tabs = [...box.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => tab.title.split('/').pop())
      expect(tabs).to.include.members(['job.resource.ts', 'index.tsx', 'en.ts', 'zh-CN.ts', 'job.ts'])
      box.querySelector<HTMLElement>('[role="tab"][title$="job.resource.ts"]')!.click()
      await until(() => (box.querySelector('pre')?.textContent ?? '').includes('export const jobResource: ResourceView<JobDto>'), 'the declaration shown')
      await expectAccessible(el)
      await sendKeys({ press: 'Escape' })
      await until(() => !root.querySelector('[role="dialog"]'), 'the preview closed')
      await until(() => deepActive() === previewButton, 'focus back on the preview button')
    })

    it('refuses to generate into the project with the server\'s message', async () => {
      const { root } = await mountView('generator', 'Code generator')
      await searchFor(root, 'sys_job', 'name')
      await untilRows(root, (rows) => rows.length === 1, 'sys_job found')
      press(root, 'Generate sys_job into the project')
      await until(() => deepText(document.body).includes('never writes source files'), 'the refusal shown')
      expect(rowTexts(grid(root))[0]).to.include('sys_job')
    })
  })

  describe('view="tools/codeConsole"', () => {
    it('runs a query from the keyboard, shows the rows, refuses a write and keeps the history', async () => {
      const { el, root } = await mountView('tools/codeConsole', 'Code console')
      const editor = root.querySelector<HTMLTextAreaElement>('textarea')!
      editor.focus()
      editor.select()
      await sendKeys({ type: "SELECT username, enabled FROM sys_user WHERE username = 'admin'" })
      await sendKeys({ down: 'Control' })
      await sendKeys({ press: 'Enter' })
      await sendKeys({ up: 'Control' })
      await waitForText(root, '1 rows in')
      const table = grid(root, 'Query results')
      expect(rowTexts(table)).to.deep.equal([['admin', '1']])
      expect([...table.querySelectorAll('[role="columnheader"]')].map((h) => (h.textContent ?? '').trim())).to.deep.equal(['username', 'enabled'])
      await expectAccessible(el)

      editor.focus()
      editor.select()
      await sendKeys({ type: 'DELETE FROM sys_job' })
      await sendKeys({ down: 'Control' })
      await sendKeys({ press: 'Enter' })
      await sendKeys({ up: 'Control' })
      await waitForText(root, 'Only read-only statements')
      expect(root.querySelector('[role="alert"]')?.textContent).to.contain('Refused')
      expect([...root.querySelectorAll('ul button')].map((b) => b.textContent)).to.deep.equal(['DELETE FROM sys_job', "SELECT username, enabled FROM sys_user WHERE username = 'admin'"])
      expect(sessionStorage.getItem('clinic.codeConsole.history')).to.contain('DELETE FROM sys_job')
    })
  })
})
