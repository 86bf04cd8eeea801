import { expect } from '@open-wc/testing'
import { http } from '../../../src/core/http'
import { $token } from '../../../src/core/session'
import { registerViews } from '../../../src/core/views'
import { go, openConsole, resetConsole, waitForPath } from '../support/console'
import { buttonByText, until, waitForText } from '../support/dom'
import { signIn } from '../support/session'

/** A view that calls the user list as soon as it shows, like any list page would. */
customElements.define(
  'test-calling-view',
  class extends HTMLElement {
    connectedCallback(): void {
      this.textContent = 'calling view'
      void http.get('api/users', { page: 0, size: 1 }).catch(() => undefined)
    }
  },
)
registerViews([{ component: 'test/cap1', tag: 'test-calling-view', load: async () => undefined }])

describe('401 and 403 while navigating', () => {
  beforeEach(resetConsole)
  afterEach(resetConsole)

  it('asks to log in again when the session expired on the server', async () => {
    const { token } = await signIn('admin')
    const el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    await fetch('/auth/logout', { method: 'DELETE', headers: { Authorization: token } })
    go('/test/cap1')
    await waitForText(el.shadowRoot!, 'Login status expired, you can stay on this page or log in again')
    const dialog = el.shadowRoot!.querySelector<HTMLElement>('[role="alertdialog"]')!
    expect(dialog.textContent).to.include('System prompt')
    expect(buttonByText(dialog, 'Re-login')).to.not.equal(undefined)
    expect(buttonByText(dialog, 'Cancel')).to.not.equal(undefined)
    buttonByText(dialog, 'Cancel')!.click()
    await until(() => !el.shadowRoot!.querySelector('[role="alertdialog"]'))
    expect($token.get(), 'cancel keeps the user where they are').to.equal(token)
  })

  it('lands on /401 when the server refuses the call (403)', async () => {
    await signIn('test')
    const el = await openConsole('/test/cap1')
    await waitForPath('/401')
    await waitForText(el.shadowRoot!, 'no permission')
  })
})
