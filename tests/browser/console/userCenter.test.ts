import { setViewport } from '@web/test-runner-commands'
import { expect } from '@open-wc/testing'
import { $user } from '../../../src/core/session'
import { openConsole, resetConsole } from '../support/console'
import { afterClickGuard, buttonByText, typeInto, until, waitForText } from '../support/dom'
import { signIn } from '../support/session'

/** A real 1×1 PNG, as a user's picture file would be. */
function pngFile(): File {
  const bytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))
  return new File([bytes], 'me.png', { type: 'image/png' })
}

function chooseFile(input: HTMLInputElement, file: File): void {
  const transfer = new DataTransfer()
  transfer.items.add(file)
  input.files = transfer.files
  input.dispatchEvent(new Event('change', { bubbles: true }))
}

describe('personal center', () => {
  let el: HTMLElement
  beforeEach(async () => {
    resetConsole()
    await setViewport({ width: 1280, height: 800 })
    await signIn('chaosheng')
    el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
  })
  afterEach(resetConsole)

  it('shows the account facts', async () => {
    const text = el.shadowRoot!.querySelector('dl')!.textContent ?? ''
    expect(text).to.include('chaosheng')
    expect(text).to.include($user.get()!.nickName)
  })

  it('checks and saves the profile, then shows it everywhere', async () => {
    const root = el.shadowRoot!
    typeInto(root.querySelector<HTMLInputElement>('input[name="phone"]')!, '12345')
    buttonByText(root, 'Save')!.click()
    await waitForText(root, 'Please enter a valid mobile number')
    typeInto(root.querySelector<HTMLInputElement>('input[name="phone"]')!, '13912345678')
    typeInto(root.querySelector<HTMLInputElement>('input[name="nickName"]')!, '陈静医生')
    await afterClickGuard()
    buttonByText(root, 'Save')!.click()
    await waitForText(root, 'Your profile was saved')
    await until(() => $user.get()?.nickName === '陈静医生' && $user.get()?.phone === '13912345678', 'user reloaded')
    await until(() => root.querySelector('button[aria-label^="Account of"]')?.textContent?.includes('陈静医生'), 'navbar shows the new name')
  })

  it('ignores a second click on Save within one second (click guard)', async () => {
    let puts = 0
    const original = window.fetch
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('api/users/center')) puts++
      return original(input, init)
    }
    try {
      const save = buttonByText(el.shadowRoot!, 'Save')!
      save.click()
      save.click()
      save.click()
      await waitForText(el.shadowRoot!, 'Your profile was saved')
      await new Promise((r) => setTimeout(r, 300))
      expect(puts).to.equal(1)
    } finally {
      window.fetch = original
    }
  })

  it('uploads an avatar and refuses what is not a picture', async () => {
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!
    chooseFile(input, new File(['not a picture'], 'notes.txt', { type: 'text/plain' }))
    await waitForText(el.shadowRoot!, 'Choose a JPG, PNG or GIF picture')
    chooseFile(input, pngFile())
    await waitForText(el.shadowRoot!, 'Your avatar was changed')
    const name = $user.get()?.avatarName
    expect(name).to.be.a('string')
    const served = await fetch(`/avatar/${name}`)
    expect(served.status).to.equal(200)
    expect(served.headers.get('content-type')).to.include('image/png')
  })

  it('sends an email code with a 60 s countdown and shows the server refusing a wrong code', async () => {
    const root = el.shadowRoot!
    ;[...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Change email')!.click()
    const dialog = await until(() => root.querySelector('[role="dialog"]'), 'email dialog').then(() => root.querySelector<HTMLElement>('[role="dialog"]')!)
    typeInto(dialog.querySelector<HTMLInputElement>('input[name="email"]')!, 'not-an-email')
    buttonByText(dialog, 'Get code')!.click()
    await waitForText(dialog, 'Please enter a valid email address')
    typeInto(dialog.querySelector<HTMLInputElement>('input[name="email"]')!, 'chen.jing@mch.example.com')
    buttonByText(dialog, 'Get code')!.click()
    await until(() => /Resend in \d+ s/.test(dialog.textContent ?? ''), 'countdown')
    typeInto(dialog.querySelector<HTMLInputElement>('input[name="code"]')!, '000000')
    typeInto(dialog.querySelector<HTMLInputElement>('input[name="password"]')!, '123456')
    buttonByText(dialog, 'OK')!.click()
    await until(() => dialog.querySelector('[role="alert"]')?.textContent, 'server refusal shown')
    expect($user.get()?.email).to.not.equal('chen.jing@mch.example.com')
  })

  it("lists the user's own operations", async () => {
    const root = el.shadowRoot!
    typeInto(root.querySelector<HTMLInputElement>('input[name="nickName"]')!, '陈静')
    buttonByText(root, 'Save')!.click()
    await waitForText(root, 'Your profile was saved')
    ;[...root.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) => tab.textContent?.includes('Operation log'))!.click()
    await until(() => root.querySelectorAll('table[aria-label="Operation log"] tbody tr').length > 0, 'log rows')
    expect(root.querySelector('table[aria-label="Operation log"]')!.textContent).to.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)
  })
})
