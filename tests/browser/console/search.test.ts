import { setViewport } from '@web/test-runner-commands'
import { expect } from '@open-wc/testing'
import { $routes, createMenuSearch } from '../../../src/core/menus'
import { $defaultPage } from '../../../src/core/userConfig'
import type { UserConfig } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { openConsole, resetConsole, waitForPath } from '../support/console'
import { typeInto, until, waitForText } from '../support/dom'
import { signIn } from '../support/session'

function searchBox(el: HTMLElement): HTMLInputElement {
  return el.shadowRoot!.querySelector<HTMLInputElement>('[role="search"] input')!
}

function resultPaths(el: HTMLElement): string[] {
  return [...el.shadowRoot!.querySelectorAll('[role="search"] li a span:last-child')].map((s) => s.textContent ?? '')
}

describe('header search', () => {
  let el: HTMLElement
  beforeEach(async () => {
    resetConsole()
    await setViewport({ width: 1280, height: 800 })
    await signIn('admin')
    el = await openConsole('/user/center')
    await waitForText(el.shadowRoot!, 'My account')
  })
  afterEach(resetConsole)

  it('finds pages by title and by path, titles weighing more than paths', async () => {
    typeInto(searchBox(el), 'list')
    await until(() => resultPaths(el).length > 0)
    const paths = resultPaths(el)
    // "Follow-up list" and "Pathology worklist" carry the word in their titles; "Devices" only in its path.
    expect(paths).to.include.members(['/followup/list', '/pis/list', '/system/deviceList'])
    expect(paths.indexOf('/followup/list')).to.be.lessThan(paths.indexOf('/system/deviceList'))
    expect(paths.indexOf('/pis/list')).to.be.lessThan(paths.indexOf('/system/deviceList'))
  })

  it('never lists hidden pages', async () => {
    typeInto(searchBox(el), 'CTreportwrite')
    await new Promise((r) => setTimeout(r, 200))
    expect(resultPaths(el)).to.not.include('/diagnos/CTreportwrite')
  })

  it('searches with at most 32 characters', async () => {
    expect(searchBox(el).maxLength).to.equal(32)
    const search = createMenuSearch($routes.get(), (c) => c.title)
    const long = `${'registrations/his'}${'x'.repeat(40)}`
    expect(search(long)).to.deep.equal(search(long.slice(0, 32)))
  })

  it('opens the page of a result', async () => {
    typeInto(searchBox(el), 'Departments')
    await until(() => resultPaths(el)[0] === '/system/dept')
    el.shadowRoot!.querySelector<HTMLAnchorElement>('[role="search"] li a')!.click()
    await waitForPath('/system/dept')
  })

  it('stars a result as the default page, saved in user config', async () => {
    typeInto(searchBox(el), 'Dictionaries')
    await until(() => resultPaths(el)[0] === '/system/dict')
    const star = el.shadowRoot!.querySelector<HTMLButtonElement>('[role="search"] li button')!
    expect(star.getAttribute('aria-pressed')).to.equal('false')
    star.click()
    await until(() => $defaultPage.get() === '/system/dict', 'default page set')
    const rows = await http.get<UserConfig[]>('api/userConfig/all/own', { configTypes: 'page', configPaths: '/' })
    expect(rows.find((r) => r.configPath === '/')?.configValue).to.equal('/system/dict')
    await until(() => el.shadowRoot!.querySelector('[role="search"] li button')?.getAttribute('aria-pressed') === 'true')
  })
})
