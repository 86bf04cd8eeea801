import { expectAccessible } from '../support/axe'
import { expect, fixture, html, oneEvent } from '@open-wc/testing'
import '../../../elements/clinic-login'
import { setLocale } from '../../../src/core/i18n'
import { $roles, $token, $user, rememberedCredentials } from '../../../src/core/session'
import { find, typeInto, until, waitForText } from '../support/dom'
import { resetAll, TEST_CAPTCHA } from '../support/session'

interface Sent {
  url: string
  body: Record<string, string>
}

/** Records login bodies while letting them through. */
function spyOnLogin(): { sent: Sent[]; restore: () => void } {
  const sent: Sent[] = []
  const original = window.fetch
  window.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.endsWith('/auth/login') && typeof init?.body === 'string') sent.push({ url, body: JSON.parse(init.body) as Record<string, string> })
    return original(input, init)
  }
  return { sent, restore: () => (window.fetch = original) }
}

async function mount(attrs = ''): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  const el = await fixture<HTMLElement>(html`<clinic-login locale="en" .redirect=${attrs || undefined}></clinic-login>`)
  const root = el.shadowRoot!
  await find(root, 'img[src^="data:image/"]')
  return { el, root }
}

function fill(root: ShadowRoot, username: string, password: string, code: string): void {
  typeInto(root.querySelector<HTMLInputElement>('input[name="username"]')!, username)
  typeInto(root.querySelector<HTMLInputElement>('input[name="password"]')!, password)
  typeInto(root.querySelector<HTMLInputElement>('input[name="code"]')!, code)
}

function submit(root: ShadowRoot): void {
  root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click()
}

describe('<clinic-login>', () => {
  beforeEach(resetAll)
  afterEach(async () => {
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('shows the form with a captcha image that refreshes on click', async () => {
    const { root } = await mount()
    await waitForText(root, 'Username')
    await waitForText(root, 'Verification code')
    const img = root.querySelector<HTMLImageElement>('img')!
    const first = img.src
    expect(first).to.match(/^data:image\/svg\+xml;base64,/)
    root.querySelector<HTMLButtonElement>('button[aria-label="Get a new verification code"]')!.click()
    await until(() => root.querySelector<HTMLImageElement>('img')?.src !== first, 'captcha refreshed')
  })

  it('asks for every missing field before calling the server', async () => {
    const spy = spyOnLogin()
    try {
      const { root } = await mount()
      submit(root)
      await waitForText(root, 'Please enter your username')
      await waitForText(root, 'Please enter your password')
      await waitForText(root, 'Please enter the verification code')
      expect(spy.sent).to.have.length(0)
    } finally {
      spy.restore()
    }
  })

  it("shows the server's message and refreshes the captcha when the code is wrong", async () => {
    const { root } = await mount()
    const first = root.querySelector<HTMLImageElement>('img')!.src
    fill(root, 'admin', '123456', '99999')
    submit(root)
    const alert = await find(root, '[role="alert"]')
    await until(() => (alert.textContent ?? '').length > 0)
    expect(alert.textContent).to.match(/captcha|verification|code/i)
    await until(() => root.querySelector<HTMLImageElement>('img')?.src !== first, 'captcha refreshed after failure')
    expect(root.querySelector<HTMLInputElement>('input[name="code"]')!.value).to.equal('')
    expect($token.get()).to.equal(null)
  })

  it("shows the server's message for a wrong password", async () => {
    const { root } = await mount()
    fill(root, 'zhikong', 'not-the-password', TEST_CAPTCHA)
    submit(root)
    const alert = await find(root, '[role="alert"]')
    await until(() => /password|incorrect|wrong/i.test(alert.textContent ?? ''), `saw ${alert.textContent}`)
    expect($token.get()).to.equal(null)
  })

  it('signs in with an RSA-encrypted password and fires clinic-logged-in', async () => {
    const spy = spyOnLogin()
    try {
      const { el, root } = await mount()
      fill(root, 'admin', '123456', TEST_CAPTCHA)
      const event = oneEvent(el, 'clinic-logged-in')
      submit(root)
      const { detail } = await event
      expect(detail.username).to.equal('admin')
      expect($token.get()).to.match(/^Bearer /)
      expect($user.get()?.username).to.equal('admin')
      expect($roles.get()).to.deep.equal(['admin'])
      const [sent] = spy.sent
      expect(sent?.body.password).to.not.equal('123456')
      expect(atob(sent?.body.password ?? '').length, 'one 2048-bit RSA block').to.equal(256)
      expect(sent?.body.code).to.equal(TEST_CAPTCHA)
      expect(sent?.body.uuid).to.match(/^captcha_code:[0-9a-f]{32}$/)
    } finally {
      spy.restore()
    }
  })

  it('remembers the username and ciphertext when asked, and prefills them next time', async () => {
    const { root } = await mount()
    fill(root, 'admin', '123456', TEST_CAPTCHA)
    root.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click()
    submit(root)
    await until(() => $token.get() !== null, 'signed in')
    const saved = rememberedCredentials()
    expect(saved?.username).to.equal('admin')
    expect(saved?.password).to.not.equal('123456')
    const again = await fixture<HTMLElement>(html`<clinic-login locale="en"></clinic-login>`)
    const username = await find<HTMLInputElement>(again.shadowRoot!, 'input[name="username"]')
    await until(() => username.value === 'admin')
    expect(again.shadowRoot!.querySelector<HTMLInputElement>('input[name="password"]')!.value).to.equal(saved?.password)
    expect(again.shadowRoot!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).to.equal(true)
  })

  it('switches language from its own menu', async () => {
    const { root } = await mount()
    await waitForText(root, 'Sign in')
    await setLocale('zh-CN', false)
    await waitForText(root, '验证码')
  })

  it('is accessible', async () => {
    const { el } = await mount()
    await expectAccessible(el)
  })
})
