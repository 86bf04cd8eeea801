// The deployment tools of <clinic-admin> (mnt/app, mnt/server, mnt/deploy, mnt/deployHistory, mnt/database) against
// the contract server: the deploy view's log streams a real deployment line by line over the WebSocket.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import { strToU8, zipSync } from 'fflate'
import { expectAccessible } from '../support/axe'
import { deepActive, until, waitForText } from '../support/dom'
import { adminSession, dialog, grid, mountView, rowTexts, untilRows } from './support'

/** Puts `file` into a file input the way choosing it does (the picker itself cannot be driven). */
function chooseFile(input: HTMLInputElement, file: File): void {
  const transfer = new DataTransfer()
  transfer.items.add(file)
  input.files = transfer.files
  input.dispatchEvent(new Event('change', { bubbles: true }))
}

/** The lines of the deployment log, in order. */
function logLines(root: ParentNode): string[] {
  return [...root.querySelectorAll('[data-deploy-log] [data-msg-type]')].map((line) => (line.textContent ?? '').trim())
}

describe('<clinic-admin view="mnt/…"> (deployment tools)', () => {
  adminSession()

  it('mnt/deploy: deploys a package from the keyboard and streams the log line by line, in order', async () => {
    const { el, root } = await mountView('mnt/deploy', 'Deployments')
    await untilRows(root, (rows) => rows.some((cells) => cells.includes('clinic-demo')), 'the seeded deployment listed')
    await until(() => root.querySelector('[data-socket-status="open"]'), 'the log socket signed in')
    expect(root.querySelector('[data-socket-status]')?.textContent).to.equal('Live')
    await expectAccessible(el)

    const upload = root.querySelector<HTMLButtonElement>('[data-action="upload"]')!
    expect(upload.getAttribute('aria-label')).to.equal('Deploy a package to clinic-demo')
    upload.focus()
    await sendKeys({ press: 'Enter' })
    const form = await dialog(root, 'Deploy a package: clinic-demo')
    await expectAccessible(el)
    const input = form.querySelector<HTMLInputElement>('[data-file-input]')!
    const stamp = String(Date.now())
    const pkg = zipSync({ 'index.html': strToU8(`<h1>${stamp}</h1>`), 'start.sh': strToU8(`echo "hello ${stamp}"\n`) })
    chooseFile(input, new File([pkg as BlobPart], 'browser.zip', { type: 'application/zip' }))
    const submit = [...form.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Deploy')!
    await until(() => !submit.disabled, 'the Deploy button enabled by the chosen file')
    submit.focus()
    await sendKeys({ press: 'Enter' })

    await until(() => logLines(root).some((line) => line === 'Application clinic-demo deployed'), 'the deployment finished in the log', { timeout: 15_000 })
    const lines = logLines(root)
    const order = ['Deploying clinic-demo to localhost (127.0.0.1)', 'Stopping the application', 'Unpacking the package into', '2 files unpacked',
      'Running the start script of clinic-demo', `hello ${stamp}`, 'Application clinic-demo started', 'Application clinic-demo deployed']
    let at = 0
    for (const text of order) {
      const found = lines.findIndex((line, i) => i >= at && line.startsWith(text))
      expect(found, `"${text}" in order in:\n${lines.join('\n')}`).to.be.at.least(0)
      at = found + 1
    }
    expect(lines.some((line) => line.startsWith('Error:'))).to.equal(false)
    // The dialog closed and the focus went back to the button that opened it.
    await until(() => !root.querySelector('[role="dialog"]'), 'the dialog closed')
    await until(() => deepActive() === upload, 'the focus back on the upload button')
    await expectAccessible(el)

    // Clearing the log, from the keyboard.
    const clear = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Clear the log')!
    clear.focus()
    await sendKeys({ press: 'Enter' })
    await waitForText(root, 'No messages yet')
  })

  it('mnt/deploy: the socket closes when the view goes away', async () => {
    const { el, root } = await mountView('mnt/deploy', 'Deployments')
    await until(() => root.querySelector('[data-socket-status="open"]'), 'the log socket signed in')
    const sockets: WebSocket[] = []
    const close = WebSocket.prototype.close
    WebSocket.prototype.close = function (this: WebSocket, ...args: [number?, string?]) {
      sockets.push(this)
      close.apply(this, args)
    }
    try {
      el.remove()
      await until(() => sockets.length === 1, 'the socket closed on unmount')
      expect(sockets[0]!.url).to.match(/\/webSocket\/deploy$/)
    } finally {
      WebSocket.prototype.close = close
    }
  })

  it('mnt/app, mnt/server, mnt/deployHistory: list their records and pass axe', async () => {
    for (const [view, heading, expected] of [['mnt/app', 'Applications', 'clinic-demo'], ['mnt/server', 'Servers', 'localhost'], ['mnt/deployHistory', 'Deployment history', 'clinic-demo']] as const) {
      const { el, root } = await mountView(view, heading)
      await untilRows(root, (rows) => rows.some((cells) => cells.includes(expected)), `${view} lists ${expected}`)
      await expectAccessible(el)
      el.remove()
    }
  })

  it('mnt/server: tests a connection and says the answer', async () => {
    const { root } = await mountView('mnt/server', 'Servers')
    await untilRows(root, (rows) => rows.some((cells) => cells.includes('localhost')), 'the seeded server listed')
    const test = root.querySelector<HTMLButtonElement>('[aria-label="Test the connection to localhost"]')!
    test.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => /localhost \(127\.0\.0\.1:22\) (accepts connections|does not answer)/.test(root.textContent ?? ''), 'the answer shown', { timeout: 6000 })
  })

  it('mnt/database: a failing script says that nothing changed, and the focus returns', async () => {
    const { el, root } = await mountView('mnt/database', 'Databases')
    await untilRows(root, (rows) => rows.some((cells) => cells.includes('clinic')), 'the seeded database listed')
    expect(rowTexts(grid(root)).some((cells) => cells.some((c) => c.includes('jdbc:sqlite:clinic.sqlite')))).to.equal(true)
    const run = root.querySelector<HTMLButtonElement>('[aria-label="Run a script on clinic"]')!
    run.focus()
    await sendKeys({ press: 'Enter' })
    const form = await dialog(root, 'Run a script: clinic')
    chooseFile(form.querySelector<HTMLInputElement>('[data-file-input]')!, new File(['INSERT INTO no_such_table VALUES (1);'], 'probe.sql'))
    const submit = [...form.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Run')!
    await until(() => !submit.disabled, 'the Run button enabled')
    submit.focus()
    await sendKeys({ press: 'Enter' })
    await waitForText(form, 'Failed, nothing was changed: no such table: no_such_table')
    await expectAccessible(el)
    await sendKeys({ press: 'Escape' })
    await until(() => !root.querySelector('[role="dialog"]'), 'the dialog closed')
    await until(() => deepActive() === run, 'the focus back on the run button')
  })

  it('mnt/database: a script the server refuses keeps the dialog open with the reason in it, and the file can be changed', async () => {
    const { el, root } = await mountView('mnt/database', 'Databases')
    await untilRows(root, (rows) => rows.some((cells) => cells.includes('clinic')), 'the seeded database listed')
    const run = root.querySelector<HTMLButtonElement>('[aria-label="Run a script on clinic"]')!
    run.focus()
    await sendKeys({ press: 'Enter' })
    const form = await dialog(root, 'Run a script: clinic')
    chooseFile(form.querySelector<HTMLInputElement>('[data-file-input]')!, new File(["ATTACH DATABASE '/tmp/other.sqlite' AS other;"], 'attach.sql'))
    const submit = [...form.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Run')!
    await until(() => !submit.disabled, 'the Run button enabled')
    submit.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => form.querySelector('[role="alert"]')?.textContent?.includes('A script may not ATTACH another database'), 'the refusal in the dialog')
    expect(root.querySelector('[role="dialog"]'), 'the dialog stays open').to.not.equal(null)
    await expectAccessible(el)
    await sendKeys({ press: 'Escape' })
    await until(() => !root.querySelector('[role="dialog"]'), 'the dialog closed')
    await until(() => deepActive() === run, 'the focus back on the run button')
  })

  it('mnt/deploy: a roll-back whose history cannot be read says why, not that there is none', async () => {
    const el = await fixture<HTMLElement>(html`<clinic-admin view="mnt/deploy" locale="en" api-base="/__fault/without/deployHistory/"></clinic-admin>`)
    const root = el.shadowRoot!
    await waitForText(root, 'Deployments')
    await untilRows(root, (rows) => rows.some((cells) => cells.includes('clinic-demo')), 'the seeded deployment listed')
    const rollback = root.querySelector<HTMLButtonElement>('[data-action="rollback"]')!
    rollback.focus()
    await sendKeys({ press: 'Enter' })
    const form = await dialog(root, 'Roll back clinic-demo')
    await until(() => form.querySelector('[role="status"], [class*="MessageBar"]') && /no api\/deployHistory here|not found/i.test(form.textContent ?? ''), `the failure said: ${form.textContent}`)
    expect(form.textContent).to.not.contain('No earlier deployment of this application is kept.')
    const submit = [...form.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Roll back')!
    expect(submit.disabled, 'nothing to roll back to').to.equal(true)
    await expectAccessible(el)
    await sendKeys({ press: 'Escape' })
    await until(() => !root.querySelector('[role="dialog"]'), 'the dialog closed')
    await until(() => deepActive() === rollback, 'the focus back on the roll-back button')
  })
})
