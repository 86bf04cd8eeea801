// Two separately built IIFE bundles (each with its own React) on one page share one session through the runtime
// registry. This file deliberately imports no source module: only the built scripts run here.
import { expect, waitUntil } from '@open-wc/testing'
import testEnv from '../../support/test-env.json'

function load(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`could not load ${src}; run npm run build first`))
    document.head.append(script)
  })
}

function text(el: Element): string {
  return (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ')
}

function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
}

describe('two bundles, one session', () => {
  before(async () => {
    sessionStorage.clear()
    await load('/dist/iife/clinic-login.js')
    await load('/dist/iife/clinic-session.js')
  })

  it('a login in the clinic-login bundle shows in the clinic-session bundle', async () => {
    const login = document.createElement('clinic-login')
    login.setAttribute('locale', 'en')
    const session = document.createElement('clinic-session')
    document.body.append(login, session)
    await waitUntil(() => text(session).includes('Not signed in'), 'session element rendered')
    const root = login.shadowRoot!
    await waitUntil(() => root.querySelector('img[src^="data:image"]'), 'captcha shown')
    type(root.querySelector<HTMLInputElement>('input[name="username"]')!, 'dengji')
    type(root.querySelector<HTMLInputElement>('input[name="password"]')!, '123456')
    type(root.querySelector<HTMLInputElement>('input[name="code"]')!, testEnv.captcha)
    root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click()
    await waitUntil(() => text(session).includes('dengji'), `session shows the user; saw: ${text(session)}`, { timeout: 10_000 })
    expect(sessionStorage.getItem('EL-ADMIN-TOEKN')).to.match(/^Bearer /)

    const runtime = (globalThis as unknown as Record<symbol, { createdBy: string; adopters: string[] }>)[Symbol.for('clinic.runtime.v1')]
    expect(runtime?.createdBy).to.equal('iife:clinic-login')
    expect(runtime?.adopters).to.deep.equal(['iife:clinic-session'])
    login.remove()
    session.remove()
  })
})
