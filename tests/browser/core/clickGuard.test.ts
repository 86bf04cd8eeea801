import { aTimeout, expect } from '@open-wc/testing'
import { guardClicks } from '../../../src/core/clickGuard'
import { settings } from '../../../src/core/config'

describe('click guard (SPEC §4)', () => {
  it('ignores repeat clicks for one second', async () => {
    expect(settings.clickGuardMs).to.equal(1000)
    let calls = 0
    const click = guardClicks(() => calls++)
    click()
    click()
    click()
    expect(calls).to.equal(1)
    await aTimeout(600)
    click()
    expect(calls, 'still inside the window').to.equal(1)
    await aTimeout(450)
    click()
    expect(calls, 'after the window').to.equal(2)
  })
})
