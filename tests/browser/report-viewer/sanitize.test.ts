// Report text is HTML from the server: the viewer sanitises it again, so hostile markup never runs or survives.
import { expect } from '@open-wc/testing'
import '../../../elements/clinic-report-viewer'
import { reportHtmlToText, sanitizeReportHtml } from '../../../src/core/report/sanitizeReportHtml'
import { find } from '../support/dom'
import { resetAll } from '../support/session'
import { answer, HOSTILE_FINDINGS, place, unplaceAll, viewIn } from './fixtures'

declare global {
  interface Window {
    __pwned?: string
  }
}

function everyElement(root: ParentNode): Element[] {
  return Array.from(root.querySelectorAll('*'))
}

describe('report text sanitising', () => {
  let stub: ReturnType<typeof answer> | null = null
  beforeEach(() => {
    resetAll()
    delete window.__pwned
  })
  afterEach(() => {
    unplaceAll()
    stub?.restore()
    stub = null
    resetAll()
  })

  it('keeps the allowed subset and colspan/rowspan, drops everything else', () => {
    const out = sanitizeReportHtml('<p class="x" style="color:red">a<b>b</b><span title="t">c</span></p><table><tr><td colspan="2" rowspan="x" onclick="y">d</td></tr></table>')
    expect(out).to.deep.equal([
      { tag: 'p', attrs: {}, children: ['a', { tag: 'b', attrs: {}, children: ['b'] }, { tag: 'span', attrs: {}, children: ['c'] }] },
      { tag: 'table', attrs: {}, children: [{ tag: 'tbody', attrs: {}, children: [{ tag: 'tr', attrs: {}, children: [{ tag: 'td', attrs: { colSpan: 2 }, children: ['d'] }] }] }] },
    ])
    expect(sanitizeReportHtml('<div>one</div><h1>two</h1>three<a href="javascript:x()">four</a>')).to.deep.equal([
      'one',
      { tag: 'br', attrs: {}, children: [] },
      'two',
      { tag: 'br', attrs: {}, children: [] },
      'threefour',
    ])
    expect(sanitizeReportHtml('line one\nline two')).to.deep.equal(['line one\nline two'])
    expect(reportHtmlToText('<p>A</p><ul><li>B</li><li>C</li></ul>')).to.equal('A\nB\nC')
  })

  it('neutralises script tags, event handlers, javascript: URLs and embedded content in the viewer', async () => {
    stub = answer([{ pattern: /\/api\/reportInfo\/view\?/, body: viewIn('final', { findings: HOSTILE_FINDINGS, impression: '<p onmouseover="window.__pwned=1">诊断<img src=x onerror="window.__pwned=2"></p>' }) }])
    const { el, loaded } = place('<clinic-report-viewer examine-id="9001" token="Bearer fixture" locale="en"></clinic-report-viewer>')
    await loaded
    const root = el.shadowRoot!
    const findings = await find(root, '[data-section="findings"]')
    await new Promise((r) => setTimeout(r, 300))
    expect(window.__pwned, 'no hostile code ran').to.equal(undefined)
    const text = (findings.textContent ?? '').replace(/\s+/g, ' ')
    expect(text).to.include('肝脏大小正常').and.include('onclick paragraph').and.include('javascript link').and.include('cell')
    const allowed = new Set(['DIV', 'H3', 'P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'UL', 'OL', 'LI', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TD', 'TH', 'SPAN', 'SECTION'])
    for (const element of everyElement(findings)) {
      expect(allowed.has(element.tagName), `element ${element.tagName}`).to.equal(true)
      for (const attribute of Array.from(element.attributes)) {
        expect(['class', 'id', 'colspan', 'rowspan', 'data-section', 'aria-labelledby'], `attribute ${attribute.name} on ${element.tagName}`).to.include(attribute.name)
        expect(attribute.value).to.not.match(/javascript:/i)
      }
    }
    for (const element of everyElement(root)) {
      expect(element.tagName).to.not.be.oneOf(['SCRIPT', 'IFRAME', 'SVG', 'MATH', 'FORM', 'OBJECT', 'EMBED'])
      for (const attribute of Array.from(element.attributes)) expect(attribute.name, `on ${element.tagName}`).to.not.match(/^on/i)
      expect(element.getAttribute('href') ?? '').to.not.match(/javascript:/i)
    }
    expect(findings.querySelector('td')?.getAttribute('colspan')).to.equal('2')
  })
})
