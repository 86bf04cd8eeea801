import { setViewport } from '@web/test-runner-commands'
import { expect } from '@open-wc/testing'
import { $token } from '../../../src/core/session'
import { encryptPassword } from '../../../src/core/crypto'
import { http } from '../../../src/core/http'
import { openConsole, reloads, resetConsole } from '../support/console'
import { afterClickGuard, buttonByText, typeInto, until, waitForText } from '../support/dom'
import { signIn } from '../support/session'

async function openPasswordDialog(el: HTMLElement): Promise<HTMLElement> {
  el.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label^="Account of"]')!.click()
  await until(() => el.shadowRoot!.querySelector('[role="menu"]'), 'user menu open')
  ;[...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((i) => i.textContent?.includes('Change password'))!.click()
  let dialog: HTMLElement | null = null
  await until(() => (dialog = el.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]')), 'password dialog open')
  return dialog!
}

function fill(dialog: HTMLElement, oldPass: string, newPass: string, confirmPass: string): void {
  typeInto(dialog.querySelector<HTMLInputElement>('input[name="oldPass"]')!, oldPass)
  typeInto(dialog.querySelector<HTMLInputElement>('input[name="newPass"]')!, newPass)
  typeInto(dialog.querySelector<HTMLInputElement>('input[name="confirmPass"]')!, confirmPass)
}

describe('password change from the user menu', () => {
  beforeEach(async () => {
    resetConsole()
    await setViewport({ width: 1280, height: 800 })
  })
  afterEach(resetConsole)

  it('shows each validation message of SPEC §5', async () => {
    await signIn('admin')
    const el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    const dialog = await openPasswordDialog(el)
    buttonByText(dialog, 'Save')!.click()
    await waitForText(dialog, 'Please enter old password')
    await waitForText(dialog, 'Please enter new password')
    await waitForText(dialog, 'Please enter password again')
    fill(dialog, 'x', '12345', '12345')
    await afterClickGuard()
    buttonByText(dialog, 'Save')!.click()
    await waitForText(dialog, 'Length must be 6 to 20 characters')
    fill(dialog, 'x', '123456', '654321')
    await afterClickGuard()
    buttonByText(dialog, 'Save')!.click()
    await waitForText(dialog, 'The two passwords do not match')
  })

  it("shows the server's refusal when the old password is wrong, and keeps the session", async () => {
    await signIn('zhikong')
    const el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    const dialog = await openPasswordDialog(el)
    fill(dialog, 'wrong-old', '7654321', '7654321')
    buttonByText(dialog, 'Save')!.click()
    await until(() => dialog.querySelector('[role="alert"]')?.textContent, 'server error shown')
    expect($token.get()).to.not.equal(null)
    expect(reloads.count).to.equal(0)
  })

  it('changes the password with both values encrypted, says so, and logs out after 1.5 s', async () => {
    await signIn('bingli')
    const el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    const bodies: string[] = []
    const original = window.fetch
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('updatePass') && typeof init?.body === 'string') bodies.push(init.body)
      return original(input, init)
    }
    try {
      const dialog = await openPasswordDialog(el)
      fill(dialog, '123456', 'bingli-2025', 'bingli-2025')
      buttonByText(dialog, 'Save')!.click()
      await waitForText(el.shadowRoot!, 'Password changed successfully, please log in again')
      const sent = JSON.parse(bodies[0] ?? '{}') as { oldPass: string; newPass: string }
      expect(sent.oldPass).to.not.equal('123456')
      expect(atob(sent.newPass).length).to.equal(256)
      expect($token.get(), 'still signed in right after').to.not.equal(null)
      const start = performance.now()
      await until(() => reloads.count > 0, 'forced logout and reload', { timeout: 4000 })
      expect(performance.now() - start).to.be.greaterThan(1000)
      expect($token.get()).to.equal(null)
    } finally {
      window.fetch = original
    }
    // Put the seeded password back for the other tests.
    await signIn('bingli', 'bingli-2025')
    await http.post('api/users/updatePass', { oldPass: await encryptPassword('bingli-2025'), newPass: await encryptPassword('123456') })
  })
})
