import { expect, fixture, html } from '@open-wc/testing'
import bootstrapCss from 'bootstrap/dist/css/bootstrap.min.css?inline'
import '../../../elements/clinic-login'
import { setLocale } from '../../../src/core/i18n'
import { confirm } from '../../../src/core/notify'
import { find, until } from '../support/dom'
import { resetAll } from '../support/session'

const HOSTILE = `${bootstrapCss}
* { font-size: 20px; box-sizing: content-box; font-family: "Times New Roman", serif; line-height: 3; letter-spacing: 3px; word-spacing: 9px; text-transform: uppercase; font-style: italic; text-align: center }
div { color: purple; padding: 3px }
button { background: hotpink; border-radius: 0 }
input { border: 4px solid lime; height: 60px }
label { font-weight: 900; text-transform: uppercase }
[role="dialog"], [role="alertdialog"] { background: black; color: yellow }`

const PROPS = [
  'font-size', 'font-family', 'font-weight', 'font-style', 'line-height', 'letter-spacing', 'word-spacing', 'text-align',
  'box-sizing', 'color', 'background-color', 'border-top-width', 'height', 'width', 'padding-top', 'text-transform', 'border-radius',
] as const

function snapshot(nodes: Record<string, Element | null>): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {}
  for (const [name, node] of Object.entries(nodes)) {
    if (!node) throw new Error(`missing ${name}`)
    const style = getComputedStyle(node)
    out[name] = Object.fromEntries(PROPS.map((p) => [p, style.getPropertyValue(p)]))
  }
  return out
}

function parts(root: ShadowRoot): Record<string, Element | null> {
  return {
    title: root.querySelector('h1'),
    label: root.querySelector('label'),
    input: root.querySelector('input[name="username"]'),
    inputWrapper: root.querySelector('input[name="username"]')?.parentElement ?? null,
    submit: root.querySelector('button[type="submit"]'),
    form: root.querySelector('form'),
  }
}

describe('an element on a hostile page', () => {
  let style: HTMLStyleElement | null = null
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
  })
  afterEach(async () => {
    style?.remove()
    style = null
    await setLocale('zh-CN', false)
  })

  it('is styled exactly as on a bare page, and its dialog renders inside its shadow root, styled the same', async () => {
    const el = await fixture<HTMLElement>(html`<clinic-login locale="en"></clinic-login>`)
    const root = el.shadowRoot!
    await find(root, 'img[src^="data:image"]')
    const bare = snapshot(parts(root))

    const question = confirm({ title: 'System prompt', message: 'Styled?', confirmText: 'OK', cancelText: 'Cancel' })
    const dialog = await find(root, '[role="alertdialog"]')
    const bareDialog = snapshot({ dialog, title: dialog.querySelector('h2') })

    style = document.createElement('style')
    style.textContent = HOSTILE
    document.head.append(style)
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    const probe = document.body.appendChild(document.createElement('span'))
    expect(getComputedStyle(probe).fontSize, 'the page itself is hostile').to.equal('20px')
    expect(getComputedStyle(probe).boxSizing).to.equal('content-box')
    probe.remove()

    expect(snapshot(parts(root))).to.deep.equal(bare)
    expect(snapshot({ dialog, title: dialog.querySelector('h2') })).to.deep.equal(bareDialog)
    expect(document.body.querySelector('[role="alertdialog"]'), 'no portal escaped to the page').to.equal(null)
    expect(dialog.getRootNode()).to.equal(root)

    root.querySelectorAll<HTMLButtonElement>('[role="alertdialog"] button')[1]?.click()
    expect(await question).to.equal(true)
    await until(() => !root.querySelector('[role="alertdialog"]'))
  })
})
