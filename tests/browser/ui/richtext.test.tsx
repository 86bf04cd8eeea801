// The shared rich-text editor (src/ui/richtext) keeps every keystroke when its owner's state lags behind the typing:
// a value coming back that the editor itself reported earlier is not an outside change to load again. (The editor's
// words load on first use: it suspends once, hence the Suspense boundary an element root provides in the product.)
import { expect } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import { act, Suspense, useRef, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { RichTextEditor } from '../../../src/ui/richtext/RichTextEditor'
import { caretIn, until } from '../support/dom'

/** An owner whose state is always one report behind the editor (as a busy page's re-render can be). */
function Lagging({ seen }: { seen: string[] }) {
  const [value, setValue] = useState('')
  const previous = useRef<string | null>(null)
  return (
    <RichTextEditor label="Message" value={value} onChange={(html) => {
      seen.push(html)
      const behind = previous.current
      previous.current = html
      if (behind !== null) setValue(behind)
    }} />
  )
}

/** An owner that empties the editor from outside (a form reset after sending). */
function Resettable({ reset }: { reset: { current: (() => void) | null } }) {
  const [value, setValue] = useState('')
  reset.current = () => setValue('')
  return <RichTextEditor label="Message" value={value} onChange={setValue} />
}

describe('<RichTextEditor>', () => {
  let container: HTMLDivElement
  let root: Root
  beforeEach(() => {
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
  })

  it('keeps every typed character while its owner re-renders with older values', async () => {
    const seen: string[] = []
    await act(async () => root.render(<Suspense fallback={null}><Lagging seen={seen} /></Suspense>))
    await until(() => container.querySelector('[contenteditable="true"]'), 'the editor')
    const editable = container.querySelector<HTMLElement>('[contenteditable="true"]')!
    editable.focus()
    await caretIn(document, editable)
    await sendKeys({ type: 'urgent follow-up' })
    await until(() => (editable.textContent ?? '').length >= 'urgent follow-up'.length || seen.length >= 16, 'the typing reported')
    await until(() => editable.textContent === 'urgent follow-up', 'every character kept')
    expect(seen.at(-1)).to.contain('urgent follow-up')
  })

  it('still takes a new value from outside', async () => {
    const reset: { current: (() => void) | null } = { current: null }
    await act(async () => root.render(<Suspense fallback={null}><Resettable reset={reset} /></Suspense>))
    await until(() => container.querySelector('[contenteditable="true"]'), 'the editor')
    const editable = container.querySelector<HTMLElement>('[contenteditable="true"]')!
    editable.focus()
    await caretIn(document, editable)
    await sendKeys({ type: 'draft' })
    await until(() => editable.textContent === 'draft', 'typed')
    act(() => reset.current!())
    await until(() => editable.textContent === '', 'emptied from outside')
  })
})
