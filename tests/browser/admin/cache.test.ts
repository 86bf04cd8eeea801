// The cache view of <clinic-admin> against the contract server's in-process cache: it says Redis is not configured
// and how to turn it on, shows the figures, lists the captcha a GET auth/code just stored, shows its value and deletes
// it after a confirmation — from the keyboard, with the focus given back.
import { expect } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import type { CacheInfoDto, CaptchaResponse } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { HttpError } from '../../../src/core/http/HttpError'
import { expectAccessible } from '../support/axe'
import { until, waitForText } from '../support/dom'
import { adminSession, deepActive, dialog, mountView, press, rowTexts, grid, searchFor, untilRows } from './support'

const KEY = 1

describe('<clinic-admin view="mnt/cache">', () => {
  adminSession()

  it('shows the in-process cache, says Redis is not configured, and lists a captcha just asked for', async () => {
    const { uuid } = await http.get<CaptchaResponse>('auth/code')
    const { el, root } = await mountView('mnt/cache', 'Cache in use')
    await waitForText(root, 'Redis is not configured')
    expect(root.querySelector('[data-testid="redis-not-configured"]')?.textContent).to.include('REDIS_URL=redis://127.0.0.1:6379/0')
    const backend = () => root.querySelector('[data-fact="backend"] dd')?.textContent
    await until(() => backend(), 'the figures')
    expect(backend()).to.equal('In-process (the server\'s own memory)')
    expect(root.querySelector('[data-fact="address"]'), 'no Redis address in-process').to.equal(null)
    expect(Number(root.querySelector('[data-fact="keys"] dd')?.textContent?.replace(/\D/g, ''))).to.be.greaterThan(0)
    expect(root.querySelector('[data-fact="hitRate"] dd')?.textContent).to.match(/^\d+\.\d% \(\d+ hits, \d+ misses\)$/)

    await searchFor(root, 'captcha_code:*', 'pattern')
    await untilRows(root, (rows) => rows.some((r) => r[KEY] === uuid), 'the new captcha listed')
    const row = rowTexts(grid(root)).find((r) => r[KEY] === uuid)!
    expect(row[2]).to.equal('string')
    expect(row[3]).to.match(/^(1 min \d+ s|\d+ s)$/, 'expires within two minutes')
    expect(row[4]).to.match(/^\d+ B$/)
    await expectAccessible(el)
  })

  it('shows a value from the keyboard and gives the focus back, then deletes the key after a confirmation', async () => {
    const { uuid } = await http.get<CaptchaResponse>('auth/code')
    const { el, root } = await mountView('mnt/cache', 'Cache in use')
    // A plain text finds the keys containing it.
    await searchFor(root, uuid.slice(-12), 'pattern')
    await untilRows(root, (rows) => rows.length === 1 && rows[0]![KEY] === uuid, 'only that captcha')

    const view = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label') === `View the value of ${uuid}`)!
    view.focus()
    await sendKeys({ press: 'Enter' })
    const shown = await dialog(root, 'Value of')
    await until(() => shown.querySelector('pre')?.textContent?.includes('"answer"'), 'the value, JSON indented')
    expect(shown.textContent).to.include(uuid)
    expect(shown.textContent).to.include('string')
    await expectAccessible(el)
    await sendKeys({ press: 'Escape' })
    await until(() => !root.querySelector('[role="dialog"]') && deepActive() === view, 'the focus back on the button it came from')

    press(root, `Delete ${uuid}`)
    press(await dialog(root, 'Delete this record?'), 'OK')
    await untilRows(root, (rows) => !rows.some((r) => r[KEY] === uuid), 'gone from the list')
    const refused = await http.get(`api/cache/value?key=${encodeURIComponent(uuid)}`, undefined, { silent: true }).then(() => null, (error: unknown) => error)
    expect(refused instanceof HttpError && refused.message).to.equal(`The cache key does not exist or has expired: ${uuid}`)
    const info = await http.get<CacheInfoDto>('api/cache')
    expect(info.backend).to.equal('memory')
  })
})
