// The component gallery of <clinic-admin> (组件管理): the icon picker, the rich-text editor with its sanitised output,
// Markdown with a sanitised live preview, the YAML editor's validation with line and column, and the charts.
import { expect } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import { expectAccessible } from '../support/axe'
import { caretIn, until } from '../support/dom'
import { adminSession, mountView } from './support'

/** Replaces the whole text of a textarea from the keyboard. */
async function retype(textarea: HTMLTextAreaElement, text: string): Promise<void> {
  textarea.focus()
  textarea.select()
  await sendKeys({ press: 'Backspace' })
  await sendKeys({ type: text })
}

describe('<clinic-admin view="components/…"> (component gallery)', () => {
  adminSession()

  it('components/icons: searches the Fluent set, pages through it, and copies a name from the keyboard', async () => {
    const { el, root } = await mountView('components/icons', 'Icons')
    await until(() => root.querySelector('[data-icon-search]'), 'the catalogue loaded')
    const total = Number(/\d+/.exec(root.querySelector('[data-icon-count]')!.textContent ?? '')![0])
    expect(total, 'the whole set is offered').to.be.above(2000)
    expect(root.querySelector('[data-icon-page]')?.textContent).to.match(/^Page 1 of \d+$/)
    await until(() => root.querySelector('[data-icon] svg'), 'the first page of icons drawn')
    await expectAccessible(el)
    const firstPage = root.querySelector('[data-icon]')!.getAttribute('data-icon')
    const next = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Next page')!
    next.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => /^Page 2 of/.test(root.querySelector('[data-icon-page]')?.textContent ?? ''), 'the second page')
    expect(root.querySelector('[data-icon]')!.getAttribute('data-icon')).to.not.equal(firstPage)

    root.querySelector<HTMLInputElement>('input[data-icon-search], [data-icon-search] input')!.focus()
    await sendKeys({ type: 'heart pulse' })
    await until(() => root.querySelector('[data-icon="HeartPulse"] svg'), 'HeartPulse found and drawn')
    const names = [...root.querySelectorAll('[data-icon]')].map((tile) => tile.getAttribute('data-icon'))
    expect(names.every((name) => /heart/i.test(name!) && /pulse/i.test(name!))).to.equal(true)
    const tile = root.querySelector<HTMLButtonElement>('[data-icon="HeartPulse"]')!
    expect(tile.textContent).to.equal('HeartPulse')
    expect(tile.getAttribute('title')).to.equal('HeartPulseRegular')
    tile.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => /HeartPulseRegular/.test(root.querySelector('[data-icon-copied]')?.textContent ?? ''), 'the copy reported')
  })

  it('components/MarkDown: previews as it is typed, through the sanitiser (no script, no handler)', async () => {
    const { el, root } = await mountView('components/MarkDown', 'Markdown')
    const preview = root.querySelector<HTMLElement>('[data-markdown-preview]')!
    await until(() => preview.querySelector('strong'), 'the sample previewed')
    expect(preview.querySelector('script') === null, 'no script element').to.equal(true)
    await expectAccessible(el)
    await retype(root.querySelector<HTMLTextAreaElement>('[data-markdown-source] textarea, textarea[data-markdown-source]')!,
      '**Bold** and *italic*\n\n- one\n- two\n\n<img src=x onerror="window.__pwned=1">')
    await until(() => preview.querySelectorAll('li').length === 2, 'the list previewed')
    expect(preview.querySelector('strong')?.textContent).to.equal('Bold')
    expect(preview.querySelector('em')?.textContent).to.equal('italic')
    expect(preview.querySelector('img') === null, 'no image element, so no handler').to.equal(true)
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined)
  })

  it('components/YamlEdit: names the line and column of an error and shows a valid document\'s value', async () => {
    const { el, root } = await mountView('components/YamlEdit', 'YAML editor')
    await until(() => root.querySelector('[data-yaml-status="valid"]'), 'the sample valid')
    expect(root.querySelector('[data-yaml-status]')?.textContent).to.equal('Valid YAML: 2 top-level keys.')
    await expectAccessible(el)
    const source = root.querySelector<HTMLTextAreaElement>('textarea[data-yaml-source], [data-yaml-source] textarea')!
    await retype(source, 'a: 1\nb: [1, 2\nc: 3')
    await until(() => root.querySelector('[data-yaml-status="invalid"]'), 'the error found')
    expect(root.textContent).to.match(/Line \d+, column \d+: /)
    expect(source.getAttribute('aria-invalid')).to.equal('true')
    await expectAccessible(el)
    await retype(source, 'ward: 3\nbeds: 40')
    await until(() => root.querySelector('[data-yaml-status="valid"]'), 'valid again')
    expect(root.querySelector('pre')?.textContent).to.contain('"beds": 40')
  })

  it('components/Echarts: draws a line, a bar, a donut and a gauge (the chart library loads with the view)', async () => {
    const { el, root } = await mountView('components/Echarts', 'Charts')
    await until(() => root.querySelectorAll('[data-gallery-charts] figure svg').length >= 4, 'four charts drawn', { timeout: 15_000 })
    const captions = [...root.querySelectorAll('figcaption')].map((c) => c.textContent)
    expect(captions).to.deep.equal(['Exams per day', 'Exams by modality', 'Reports by state', 'Reports signed on time'])
    await expectAccessible(el)
  })

  it('components/Editor: edits rich text and shows its HTML, sanitised, beside it', async () => {
    const { el, root } = await mountView('components/Editor', 'Rich text')
    const editable = await (async () => {
      await until(() => root.querySelector('[contenteditable="true"]'), 'the editor ready')
      return root.querySelector<HTMLElement>('[contenteditable="true"]')!
    })()
    const preview = root.querySelector<HTMLElement>('[data-editor-preview]')!
    await until(() => preview.querySelector('strong'), 'the sample shown')
    await expectAccessible(el)
    editable.focus()
    await caretIn(root, editable)
    await sendKeys({ down: 'Control' })
    await sendKeys({ press: 'End' })
    await sendKeys({ up: 'Control' })
    await sendKeys({ press: 'Enter' })
    await sendKeys({ type: 'Typed here' })
    await until(() => (preview.textContent ?? '').includes('Typed here'), 'the typed text in the preview')
    expect(root.querySelector('[data-editor-source]')?.textContent).to.contain('Typed here')
  })
})
