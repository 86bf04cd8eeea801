// The monitoring views of <clinic-admin> against the contract server (issue 15): the server monitor (the real
// machine's figures, gauges, the chart of the last polls, polling that ends with the view), the SQL monitor (the
// server's own statements with their totals, detail and reset) and the database backups (make one, the typed restore
// confirmation that gives the focus back). The restore itself is proven by the server tests (tests/server/monitor.test.ts):
// it would rewind the data of the other test files sharing this server.
import { expect } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import type { BackupDto, Page } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { expectAccessible } from '../support/axe'
import { until, waitForText } from '../support/dom'
import { adminSession, deepActive, dialog, fill, grid, mountView, press, rowTexts, searchFor, untilRows } from './support'

const NOTE = `browser backup ${Date.now().toString(36)}`

describe('<clinic-admin view="monitor/server">', () => {
  adminSession()

  it('shows the machine\'s figures in four gauges, charts the polls and passes axe', async () => {
    const { el, root } = await mountView('monitor/server', 'Server monitor')
    await until(() => root.querySelectorAll('[role="meter"]').length === 4, 'four gauges')
    const meters = [...root.querySelectorAll<SVGElement>('[role="meter"]')]
    expect(meters.map((m) => m.getAttribute('aria-label'))).to.deep.equal(['CPU', 'Memory', 'Swap', 'Disk (data folder)'])
    for (const meter of meters) {
      const value = Number(meter.getAttribute('aria-valuenow'))
      expect(value >= 0 && value <= 100, `${meter.getAttribute('aria-label')} ${value}`).to.equal(true)
    }
    expect(Number(meters[1]!.getAttribute('aria-valuenow'))).to.be.greaterThan(0)
    expect(root.querySelector('[data-fact="ip"] dd')?.textContent).to.match(/^\d+\.\d+\.\d+\.\d+$/)
    expect(root.querySelector('[data-fact="time"] dd')?.textContent).to.match(/^\d{2}:\d{2}:\d{2}$/)
    expect(root.querySelector('[data-gauge="Memory"]')?.textContent).to.match(/Total[\d.]+ (KiB|MiB|GiB|TiB)/)
    await waitForText(root, 'The chart starts after the second poll.')
    // The second poll comes 3.5 s after the first; then the lines are drawn.
    await until(() => root.querySelector('[data-testid="usage-chart"] svg path[d]'), 'the CPU and memory lines drawn', { timeout: 20_000 })
    await expectAccessible(el)
  })

  it('stops polling when the view is removed', async () => {
    const started: number[] = []
    const cleared: number[] = []
    const { setInterval: set, clearInterval: clear } = window
    window.setInterval = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      const id = set(handler, ms, ...rest)
      if (ms === 3500) started.push(id)
      return id
    }) as typeof window.setInterval
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) cleared.push(id)
      clear(id)
    }) as typeof window.clearInterval
    try {
      const { el, root } = await mountView('monitor/server', 'Server monitor')
      await until(() => root.querySelectorAll('[role="meter"]').length === 4, 'measured')
      // The figures may come from the previous test's answer, drawn before the view's effects have run.
      await until(() => started.length > 0, 'the poll interval started with the view')
      expect(started.length).to.equal(1)
      expect(cleared).to.not.include(started[0])
      el.remove()
      await until(() => cleared.includes(started[0]!), 'the poll interval cleared with the view')
    } finally {
      window.setInterval = set
      window.clearInterval = clear
    }
  })
})

describe('<clinic-admin view="monitor/sql">', () => {
  adminSession()

  it('lists the server\'s statements with totals, shows one whole, resets from the keyboard, and passes axe', async () => {
    const { el, root } = await mountView('monitor/sql', 'SQL monitor')
    await until(() => /statements, \d+ runs/.test(root.querySelector('[data-testid="sql-totals"]')?.textContent ?? ''), 'the totals')
    await untilRows(root, (rows) => rows.length > 0, 'statements listed')
    const header = [...grid(root).querySelectorAll('[role="columnheader"]')].map((h) => (h.textContent ?? '').trim())
    expect(header).to.include.members(['Statement', 'Runs', 'Total ms', 'Slowest ms'])
    await searchFor(root, 'UPDATE sys_token')
    await untilRows(root, (rows) => rows.length > 0 && rows.every((r) => r.some((c) => c.startsWith('UPDATE sys_token'))), 'only the session updates')
    // A row made current shows its statement whole beside the list.
    const firstCell = grid(root).querySelector<HTMLElement>('[role="rowgroup"]:last-of-type [role="row"] [role="gridcell"]')!
    firstCell.click()
    await until(() => root.querySelector('[data-testid="sql-detail"] pre')?.textContent?.includes('sys_token'), 'the detail')
    await expectAccessible(el)

    const reset = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === 'Reset statistics')!
    reset.focus()
    await sendKeys({ press: 'Enter' })
    const confirmation = await dialog(root, 'Reset the SQL statistics')
    press(confirmation, 'Reset')
    await waitForText(document.body, 'The SQL statistics start again')
    await until(() => /: \d+ statements, (\d|1\d) runs/.test(root.querySelector('[data-testid="sql-totals"]')?.textContent ?? ''), 'counting from zero again')
    expect(rowTexts(grid(root)).length).to.be.lessThan(20)
  })
})

describe('<clinic-admin view="mnt/backup">', () => {
  adminSession(async () => {
    const made = (await http.get<Page<BackupDto>>('api/backup', { blurry: NOTE, size: 50 })).content
    if (made.length) await http.del('api/backup', made.map((b) => b.id))
  })

  it('makes a backup with a note, asks for the typed file name before restoring, and gives the focus back', async () => {
    const { el, root } = await mountView('mnt/backup', 'Database backups')
    press(root, 'Add')
    const form = await dialog(root, 'Add backup')
    await fill(form, 'Note', NOTE)
    press(form, 'OK')
    await until(() => !root.querySelector('[role="dialog"]'), 'made')
    await untilRows(root, (rows) => rows.some((r) => r.includes(NOTE)), 'listed with its note')
    const [backup] = (await http.get<Page<BackupDto>>('api/backup', { blurry: NOTE })).content
    expect(backup?.createBy).to.equal('admin')
    const row = rowTexts(grid(root)).find((r) => r.includes(NOTE))!
    expect(row).to.include(backup!.fileName)
    expect(row.some((c) => /^\d+(\.\d)? (KiB|MiB)$/.test(c))).to.equal(true)

    const restore = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label') === `Restore ${backup!.fileName}`)!
    restore.focus()
    await sendKeys({ press: 'Enter' })
    const confirm = await dialog(root, `Restore the database from ${backup!.fileName}`)
    const submit = [...confirm.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === 'Restore')!
    expect(submit.disabled).to.equal(true)
    const input = confirm.querySelector<HTMLInputElement>('input')!
    input.focus()
    await sendKeys({ type: 'clinic-wrong.sqlite' })
    expect(submit.disabled, 'another name does not confirm').to.equal(true)
    input.select()
    await sendKeys({ type: backup!.fileName })
    await until(() => !submit.disabled, 'the typed name confirms')
    await expectAccessible(el)
    await sendKeys({ press: 'Escape' })
    await until(() => !root.querySelector('[role="alertdialog"], [role="dialog"]'), 'closed')
    await until(() => deepActive() === restore, 'the focus back on the restore button')
    const after = (await http.get<Page<BackupDto>>('api/backup', { blurry: NOTE })).content
    expect(after[0]?.restoredTime, 'nothing restored').to.equal(null)
  })
})
