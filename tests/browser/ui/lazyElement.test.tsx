// toLazyElement when its code cannot be loaded (a chunk of the ES build missing after a deployment, a dropped
// connection): the element says so in its own language instead of the browser's bare error, and tries again on request.
import { expect } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import { setLocale } from '../../../src/core/i18n'
import { toLazyElement } from '../../../src/ui/element/toLazyElement'
import { expectAccessible } from '../support/axe'
import { until } from '../support/dom'

let attempts = 0
const failure = 'Failed to fetch dynamically imported module: http://127.0.0.1/assets/Area-3f9c.js'

function Loaded({ label }: { label?: string }) {
  return <p data-loaded>{label}</p>
}

class LazyFailsOnce extends toLazyElement<{ label?: string }>(
  () => (++attempts === 1 ? Promise.reject(new Error(failure)) : Promise.resolve(Loaded)),
  { props: { label: 'string' } },
) {}
customElements.define('test-lazy-fails-once', LazyFailsOnce)

describe('toLazyElement: code that could not be loaded', () => {
  afterEach(async () => {
    document.querySelectorAll('test-lazy-fails-once').forEach((el) => el.remove())
    await setLocale('zh-CN', false)
  })

  it('says so in the element\'s language with the reason, and loads again from the keyboard on request', async () => {
    const el = document.createElement('test-lazy-fails-once')
    el.setAttribute('locale', 'ja')
    el.setAttribute('label', 'the area')
    document.body.append(el)
    const root = el.shadowRoot!
    await until(() => root.querySelector('[role="alert"]'), 'the failure said')
    const alert = root.querySelector<HTMLElement>('[role="alert"]')!
    expect(alert.querySelector('p')!.textContent).to.equal(`この部分を表示できませんでした：${failure}`)
    const again = alert.querySelector('button')!
    expect(again.textContent).to.equal('再試行')
    await expectAccessible(el)

    again.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => root.querySelector('[data-loaded]'), 'the element rendered on the second attempt', { timeout: 15_000 })
    expect(root.querySelector('[data-loaded]')!.textContent).to.equal('the area')
    expect(root.querySelector('[role="alert"]'), 'the failure gone').to.equal(null)
    expect(attempts).to.equal(2)
  })
})
