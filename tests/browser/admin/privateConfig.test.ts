// The private settings view of <clinic-admin> against the contract server: the signed-in user's own settings only,
// a known setting said in words, and a change that the console applies at once.
import { expect } from '@open-wc/testing'
import type { UserConfig } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { setLocale } from '../../../src/core/i18n'
import { $imageViewType, loadUserConfig } from '../../../src/core/userConfig/userConfig'
import { expectAccessible } from '../support/axe'
import { until } from '../support/dom'
import { resetAll, signIn } from '../support/session'
import { column, dialog, fill, grid, mountView, press, untilRows } from './support'

const MEANING = 1

async function clearOwn(): Promise<void> {
  const own = await http.get<UserConfig[]>('api/userConfig/all/own')
  const mine = own.filter((c) => c.configPath === 'navbar' || c.configType === 'test')
  if (mine.length) await http.del('api/userConfig', mine.map((c) => c.id))
}

describe('<clinic-admin view="system/privateConfig">', () => {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn('fangshe')
    await clearOwn()
    await signIn('admin')
    await clearOwn()
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-admin').forEach((el) => el.remove())
    await signIn('fangshe')
    await clearOwn()
    await signIn('admin')
    await clearOwn()
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('lists only the user\'s own settings and applies a change to the console at once', async () => {
    // Somebody else's setting is not listed.
    await signIn('fangshe')
    await http.post('api/userConfig', { configType: 'test', configPath: 'someone-else', configValue: 'x' })
    await signIn('admin')
    await http.post('api/userConfig', { configType: 'page', configPath: 'navbar', configValue: 'WEB', comment: 'pic-view' })
    await loadUserConfig()
    expect($imageViewType.get()).to.equal('WEB')

    const { el, root } = await mountView('system/privateConfig', 'Private settings')
    await untilRows(root, (rows) => rows.some((r) => r[MEANING] === 'Images open in: the browser viewer (WEB)'), 'the image viewer setting in words')
    expect(column(grid(root), 3)).to.not.include('someone-else')
    await expectAccessible(el)

    press(root, 'Edit page navbar')
    const form = await dialog(root, 'Edit setting')
    await fill(form, 'Value', 'CLIENT')
    press(form, 'OK')
    await until(() => !root.querySelector('[role="dialog"]'), 'saved')
    await untilRows(root, (rows) => rows.some((r) => r[MEANING] === 'Images open in: the desktop viewer (CLIENT)'), 'the new value listed')
    await until(() => $imageViewType.get() === 'CLIENT', 'the console opens images in the desktop viewer now')
  })

  it('sorts the settings in the browser (the endpoint answers them unsorted)', async () => {
    for (const path of ['beta', 'alpha', 'gamma']) await http.post('api/userConfig', { configType: 'test', configPath: path, configValue: path })
    const { root } = await mountView('system/privateConfig', 'Private settings')
    const paths = () => column(grid(root), 3).filter((p) => ['alpha', 'beta', 'gamma'].includes(p))
    await untilRows(root, () => paths().length === 3, 'the three settings')
    expect(paths()).to.deep.equal(['alpha', 'beta', 'gamma'])
    const header = () => [...grid(root).querySelectorAll<HTMLElement>('[role="columnheader"]')].find((h) => h.textContent === 'Path')!
    header().click()
    await until(() => header().getAttribute('aria-sort') === 'ascending', 'sorted by path')
    header().click()
    await until(() => header().getAttribute('aria-sort') === 'descending', 'sorted by path, descending')
    expect(paths()).to.deep.equal(['gamma', 'beta', 'alpha'])
  })
})
