// Printing one report from a host page: only the viewer's path prints, and the page is put back afterwards — also
// where the browser never says `afterprint` (some embedded and mobile browsers).
import { expect } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import { printElement } from '../../../src/ui/print/printElement'

const marks = () => document.querySelectorAll('[data-clinic-print-path]').length
const pageRules = () => [...document.head.querySelectorAll('style')].filter((style) => style.textContent?.includes('@page')).length

describe('printing a report', () => {
  let host: HTMLElement
  let printed = 0
  beforeEach(() => {
    host = document.createElement('div')
    host.attachShadow({ mode: 'open' }).innerHTML = '<article>报告</article>'
    document.body.append(host)
    printed = 0
    // A browser whose print() returns at once and never fires afterprint.
    window.print = () => void printed++
  })
  afterEach(() => {
    host.remove()
    delete (window as { print?: unknown }).print
  })

  it('marks the path to the viewer while printing', () => {
    printElement(host)
    expect(printed).to.equal(1)
    expect(marks()).to.be.greaterThan(1)
    expect(pageRules()).to.equal(1)
    window.dispatchEvent(new Event('afterprint'))
    expect(marks()).to.equal(0)
    expect(pageRules()).to.equal(0)
  })

  it('puts the page back at the next key or click when afterprint never comes', async () => {
    printElement(host)
    expect(marks()).to.be.greaterThan(1)
    await sendKeys({ press: 'Shift' })
    expect(marks(), 'marks removed').to.equal(0)
    expect(pageRules(), 'page rules removed').to.equal(0)
  })

  it('never piles up: a second print ends the first one', () => {
    printElement(host)
    printElement(host)
    expect(pageRules()).to.equal(1)
    window.dispatchEvent(new Event('afterprint'))
    expect(marks()).to.equal(0)
    expect(pageRules()).to.equal(0)
  })
})
