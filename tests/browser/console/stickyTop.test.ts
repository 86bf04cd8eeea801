// The console's fixed header and a view's sticky part: the report editor's patient banner, inside the diagnosis element
// inside the console, sticks just below the header when the page scrolls — never under it — and at the very top when
// the header scrolls away with the page.
import { expect } from '@open-wc/testing'
import { setViewport } from '@web/test-runner-commands'
import type { ExamDto, Page } from '../../../src/core/contract'
import { http } from '../../../src/core/http/http'
import { changeLayoutSetting } from '../../../src/core/layout/layout'
import { openConsole, resetConsole } from '../support/console'
import { until } from '../support/dom'
import { signIn } from '../support/session'

/** The first element matching `selector` anywhere below `root`, shadow roots included. */
function deepQuery(root: ParentNode, selector: string): HTMLElement | null {
  const found = root.querySelector<HTMLElement>(selector)
  if (found) return found
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const inner = el.shadowRoot ? deepQuery(el.shadowRoot, selector) : null
    if (inner) return inner
  }
  return null
}

/** The console's scrolling column: the nearest ancestor of `el` across shadow roots that scrolls. */
function scroller(el: Element): HTMLElement {
  let node: Node | null = el
  while (node) {
    node = node instanceof ShadowRoot ? node.host : node.parentNode
    if (node instanceof HTMLElement && node.scrollHeight > node.clientHeight && getComputedStyle(node).overflowY === 'auto') return node
  }
  throw new Error('no scrolling ancestor')
}

describe('sticky parts below the console header', () => {
  let examId = 0
  before(async () => {
    await signIn('admin')
    const page = await http.get<Page<ExamDto>>('api/exams?modality=CT&status=5&size=1')
    examId = (page.content[0] as ExamDto).id
  })
  beforeEach(async () => {
    resetConsole()
    await setViewport({ width: 1280, height: 600 })
    await signIn('admin')
  })
  afterEach(async () => {
    resetConsole()
    changeLayoutSetting('fixedHeader', true)
    await setViewport({ width: 1280, height: 800 })
  })

  it('keeps the report\'s patient banner just below the fixed header while the report scrolls, and at the top without it', async () => {
    const el = await openConsole(`/diagnos/CTreportwrite?examineId=${examId}`)
    let banner: HTMLElement | null = null
    await until(() => (banner = deepQuery(el.shadowRoot!, '[data-testid="patient-banner"]')), 'the patient banner', { timeout: 15000 })
    const header = el.shadowRoot!.querySelector('header')!.parentElement!
    const column = scroller(banner!)
    column.scrollTop = column.scrollHeight
    await until(() => column.scrollTop > 200, 'the report scrolled')
    const headerBottom = header.getBoundingClientRect().bottom
    expect(headerBottom, 'the header stays').to.be.greaterThan(40)
    await until(() => Math.abs(banner!.getBoundingClientRect().top - headerBottom) <= 1, 'the banner just below the header')

    changeLayoutSetting('fixedHeader', false)
    // The header joins the scrolling column when the console renders again: scrolled to the end until it has.
    await until(() => {
      column.scrollTop = column.scrollHeight
      return header.getBoundingClientRect().bottom <= column.getBoundingClientRect().top
    }, 'the header scrolled away')
    await until(() => Math.abs(banner!.getBoundingClientRect().top - column.getBoundingClientRect().top) <= 1, 'the banner at the top')
  })
})
