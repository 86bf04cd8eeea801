// A script-tag build carries one locale's words at most: the others load on demand from `locales/` beside the
// script, and an element whose words cannot be loaded says so (in words every bundle carries) and can try again.
// This file deliberately imports no source module: only the built script runs here.
import { expect, waitUntil } from '@open-wc/testing'

function load(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`could not load ${src}; run npm run build first`))
    document.head.append(script)
  })
}

const text = (el: Element) => (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ')

describe('messages per locale in a script-tag build', () => {
  before(async () => {
    sessionStorage.clear()
    localStorage.clear()
    await fetch('/__fault/beside-locales/off')
    await load('/__fault/beside/clinic-session.js')
  })
  after(() => fetch('/__fault/beside-locales/on'))

  it('ships no other locale inside the script', async () => {
    const script = await (await fetch('/dist/iife/clinic-session.js')).text()
    // Core words of the HTTP error catalogue, in Korean and Spanish: they live in locales/, not in the script.
    expect(script).to.not.include('네트워크 요청 시간이 초과되었습니다')
    expect(script).to.not.include('Tiempo de espera')
  })

  it('says clearly when its words cannot be loaded, and shows itself once they can', async () => {
    const session = document.createElement('clinic-session')
    session.setAttribute('locale', 'en')
    document.body.append(session)
    await waitUntil(() => text(session).includes('This part of the page failed to display'), `saw: ${text(session)}`)
    const alert = session.shadowRoot!.querySelector('[role="alert"]')
    expect(alert, 'the failure is announced').to.not.equal(null)

    await fetch('/__fault/beside-locales/on')
    const retry = [...session.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent?.includes('Try again'))!
    retry.click()
    await waitUntil(() => text(session).includes('Not signed in'), `saw: ${text(session)}`)
    const loaded = performance.getEntriesByType('resource').map((e) => e.name).filter((name) => name.includes('/locales/'))
    expect(loaded.length).to.be.greaterThan(0)
    const others = loaded.filter((name) => !/\.en\.js(\?attempt=\d+)?$/.test(name))
    expect(others, `only English was fetched: ${others.join(', ')}`).to.deep.equal([])
    session.remove()
  })
})
