import { expect, waitUntil } from '@open-wc/testing'
import { $runtimeConfig, apiUrl, configure, loadRuntimeConfig, resetRuntimeConfig, settings } from '../../../src/core/config'

describe('config (SPEC §9)', () => {
  afterEach(() => {
    delete window.CLINIC_CONFIG
    resetRuntimeConfig()
  })

  it('holds every business constant of SPEC §9', () => {
    expect(settings.tokenKey).to.equal('EL-ADMIN-TOEKN')
    expect(settings.outerTokenKey).to.equal('WEBOUTER-TOEKN')
    expect(settings.timeout).to.equal(1_200_000)
    expect(settings.tokenCookieExpires).to.equal(1)
    expect(settings.passCookieExpires).to.equal(1)
    expect(settings.sidebarWidth).to.equal(205)
    expect(settings.mobileBreakpoint).to.equal(992)
    expect(settings.defaultSize).to.equal('small')
    expect(settings.layout).to.deep.equal({ tagsView: true, fixedHeader: true, uniqueOpened: true, sidebarLogo: true, showFooter: true })
    expect(settings.theme).to.equal('#409EFF')
    expect(settings.settingsFileTheme).to.equal('#1890ff')
    expect(settings.themePresets).to.have.length(8)
    expect(settings.themePresets[0]).to.equal('#409EFF')
    expect(settings.clickGuardMs).to.equal(1000)
    expect([settings.passwordMinLength, settings.passwordMaxLength]).to.deep.equal([6, 20])
    expect(settings.dictPageSize).to.equal(9999)
    expect(settings.logoutDelayMs).to.equal(1500)
    expect(settings.errorNotificationMs).to.equal(5000)
    expect(settings.fuzzySearch.threshold).to.equal(0.4)
    expect(settings.fuzzySearch.maxPatternLength).to.equal(32)
    expect(settings.fuzzySearch.keys).to.deep.equal([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ])
    expect(settings.tagScrollPadding).to.equal(4)
    expect(settings.contextMenuWidth).to.equal(105)
    expect(settings.defaultRole).to.equal('ROLE_SYSTEM_DEFAULT')
    expect(settings.version).to.equal('V2025032001')
    expect(settings.locales).to.deep.equal(['zh-CN', 'zh-TW', 'en', 'ja', 'ko', 'es'])
    expect(Object.isFrozen(settings)).to.equal(true)
  })

  it('takes values from window.CLINIC_CONFIG', () => {
    window.CLINIC_CONFIG = { apiBase: 'https://pacs.example.org/gateway', locale: 'en' }
    resetRuntimeConfig()
    expect($runtimeConfig.get().apiBase).to.equal('https://pacs.example.org/gateway')
    expect(apiUrl('auth/login')).to.equal('https://pacs.example.org/gateway/auth/login')
    expect(apiUrl('/api/users')).to.equal('https://pacs.example.org/gateway/api/users')
  })

  it('resolves contract paths against the page origin by default', () => {
    expect(apiUrl('auth/code')).to.equal(`${location.origin}/auth/code`)
    configure({ apiBase: '/backend/' })
    expect(apiUrl('api/menus/build')).to.equal(`${location.origin}/backend/api/menus/build`)
  })

  it('loads the RSA public key from the served config.json', async () => {
    const config = await loadRuntimeConfig()
    expect(config.rsaPublicKey).to.be.a('string').and.match(/^MII[A-Za-z0-9+/=]+$/)
    expect(config.rsaPadding).to.equal('pkcs1')
  })

  it('lets the page override what config.json says', async () => {
    window.CLINIC_CONFIG = { locale: 'ja' }
    resetRuntimeConfig()
    const config = await loadRuntimeConfig()
    expect(config.locale).to.equal('ja')
    expect(config.rsaPublicKey).to.be.a('string')
  })

  it('given an api-base, asks for config.json there and never at the host page\'s own origin', async () => {
    configure({ apiBase: '/__eladmin/' })
    performance.clearResourceTimings()
    const config = await loadRuntimeConfig()
    const asked = () => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('config.json'))
    // Resource timings are recorded a moment after the answer.
    await waitUntil(() => asked().length > 0, 'a config.json asked for')
    expect(asked()).to.deep.equal([new URL('/__eladmin/config.json', location.href).href])
    expect(config.rsaPublicKey, 'the eladmin backend serves no key: the page must give it').to.equal(null)
  })
})
