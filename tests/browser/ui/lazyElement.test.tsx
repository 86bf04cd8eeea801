// toLazyElement when its code cannot be loaded (a chunk of the ES build missing after a deployment, a dropped
// connection): the element says so in its own language instead of the browser's bare error, and tries again on request.
import { expect } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import { setLocale } from '../../../src/core/i18n'
import { toLazyElement } from '../../../src/ui/element/toLazyElement'
import { expectAccessible } from '../support/axe'
import { deepActive, until } from '../support/dom'

const failure = 'Failed to fetch dynamically imported module: http://127.0.0.1/assets/Area-3f9c.js'

function Loaded({ label }: { label?: string }) {
  return (
    <p data-loaded>
      <button type="button">{label}</button>
    </p>
  )
}

/** A lazy element `name` whose code fails to load the first `failures` times; answers how often it was asked for. */
function failingElement(name: string, failures: number): () => number {
  let attempts = 0
  customElements.define(
    name,
    class extends toLazyElement<{ label?: string }>(() => (++attempts <= failures ? Promise.reject(new Error(failure)) : Promise.resolve(Loaded)), {
      props: { label: 'string' },
    }) {},
  )
  return () => attempts
}
const attemptsOnce = failingElement('test-lazy-fails-once', 1)
const attemptsTwice = failingElement('test-lazy-fails-twice', 2)

describe('toLazyElement: code that could not be loaded', () => {
  afterEach(async () => {
    document.querySelectorAll('test-lazy-fails-once, test-lazy-fails-twice').forEach((el) => el.remove())
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
    expect(attemptsOnce()).to.equal(2)
    // The keyboard goes on into the element, not back to the page (the button pressed went with its notice).
    await until(() => deepActive()?.textContent === 'the area', `focus on the element's first control; on ${deepActive()?.outerHTML.slice(0, 60)}`)
  })

  it('keeps the keyboard on "Try again" while it fails, and gives it to the element once it loads', async () => {
    const el = document.createElement('test-lazy-fails-twice')
    el.setAttribute('locale', 'en')
    el.setAttribute('label', 'the area')
    document.body.append(el)
    const root = el.shadowRoot!
    await until(() => root.querySelector('[role="alert"] button'), 'the failure said')
    root.querySelector<HTMLButtonElement>('[role="alert"] button')!.focus()
    const first = root.querySelector('[role="alert"]')
    await sendKeys({ press: 'Enter' })
    await until(() => root.querySelector('[role="alert"]') && root.querySelector('[role="alert"]') !== first, 'failed again')
    expect(deepActive()?.textContent, 'the new notice\'s button has the keyboard').to.equal('Try again')
    await sendKeys({ press: 'Enter' })
    await until(() => deepActive()?.textContent === 'the area', `focus on the element's first control; on ${deepActive()?.outerHTML.slice(0, 60)}`)
    expect(attemptsTwice()).to.equal(3)
  })
})
