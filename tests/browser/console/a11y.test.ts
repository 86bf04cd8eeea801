import { expectAccessible } from '../support/axe'
import { setViewport } from '@web/test-runner-commands'
import { openConsole, resetConsole } from '../support/console'
import { find, waitForText } from '../support/dom'
import { signIn } from '../support/session'

describe('console accessibility (axe)', () => {
  beforeEach(async () => {
    resetConsole()
    await setViewport({ width: 1280, height: 800 })
  })
  afterEach(resetConsole)

  it('login page', async () => {
    const el = await openConsole('/login')
    await find(el.shadowRoot!, 'clinic-login')
    await waitForText(el.shadowRoot!, 'Sign in')
    await expectAccessible(el)
  })

  it('shell with the dashboard', async () => {
    await signIn('admin')
    const el = await openConsole('/dashboard')
    await waitForText(el.shadowRoot!, 'Today at a glance')
    await expectAccessible(el)
  })

  it('personal center', async () => {
    await signIn('admin')
    const el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
    await expectAccessible(el)
  })

  it('privacy statement', async () => {
    const el = await openConsole('/other/yssm')
    await waitForText(el.shadowRoot!, 'Privacy')
    await expectAccessible(el)
  })
})
