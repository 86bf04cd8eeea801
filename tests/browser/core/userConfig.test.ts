import { expect } from '@open-wc/testing'
import type { UserConfig } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { $defaultPage, $imageViewType, loadUserConfig, setDefaultPage, setImageViewType } from '../../../src/core/userConfig'
import { resetAll, signIn } from '../support/session'

async function ownRows(): Promise<UserConfig[]> {
  return http.get<UserConfig[]>('api/userConfig/all/own', { configTypes: 'page' })
}

describe('user config: image view type and default page (SPEC §3, §4)', () => {
  beforeEach(resetAll)
  after(resetAll)

  it('creates the WEB image view type when the user has none, and loads it', async () => {
    await signIn('chaosheng')
    const before = (await ownRows()).filter((r) => r.comment === 'pic-view')
    for (const row of before) await http.del('api/userConfig', [row.id])
    $imageViewType.set('CLIENT')
    await loadUserConfig()
    expect($imageViewType.get()).to.equal('WEB')
    const rows = (await ownRows()).filter((r) => r.comment === 'pic-view')
    expect(rows).to.have.length(1)
    expect(rows[0]).to.include({ configType: 'page', configPath: 'navbar', configValue: 'WEB' })
  })

  it('saves a switch to CLIENT on the server, where the next load finds it', async () => {
    await signIn('xindian')
    await loadUserConfig()
    await setImageViewType('CLIENT')
    $imageViewType.set('WEB')
    await loadUserConfig()
    expect($imageViewType.get()).to.equal('CLIENT')
    await setImageViewType('WEB')
  })

  it('saves the default page', async () => {
    await signIn('neijing')
    await loadUserConfig()
    await setDefaultPage('/es/diagnosList')
    $defaultPage.set(null)
    await loadUserConfig()
    expect($defaultPage.get()).to.equal('/es/diagnosList')
  })
})
