import { expect } from '@open-wc/testing'
import { settings } from '../../../src/core/config'
import { declaredCatalogs, setLocale, t, type MessageCatalog, type MessageTree } from '../../../src/core/i18n'

// Every catalogue: a folder `messages/` (or `xxxMessages/`) with one file per locale and an index declaring it.
const localeFiles = import.meta.glob<{ default: MessageTree }>(['../../../src/**/messages/*.ts', '../../../src/**/*Messages/*.ts', '!**/index.ts'], { eager: true })
const indexFiles = import.meta.glob<Record<string, unknown>>(['../../../src/**/messages/index.ts', '../../../src/**/*Messages/index.ts'], { eager: true })

type Bundle = Record<string, MessageTree>

function bundles(): [string, Bundle][] {
  const byFolder = new Map<string, Bundle>()
  for (const [path, module] of Object.entries(localeFiles)) {
    const folder = path.slice(0, path.lastIndexOf('/'))
    const locale = path.slice(path.lastIndexOf('/') + 1, -3)
    const bundle = byFolder.get(folder) ?? {}
    bundle[locale] = module.default
    byFolder.set(folder, bundle)
  }
  return [...byFolder]
}

function leaves(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of leaves(value, path)) out.set(k, v)
  }
  return out
}

describe('i18n', () => {
  afterEach(() => setLocale('zh-CN', false))

  it('finds the core catalogue and the areas\' catalogues, each a file per locale', () => {
    const found = bundles()
    expect(found.length).to.be.greaterThan(2)
    expect(found.map(([folder]) => folder).some((f) => f.endsWith('core/i18n/messages'))).to.equal(true)
    for (const [folder, bundle] of found) expect(Object.keys(bundle).sort(), folder).to.deep.equal([...settings.locales].sort())
  })

  it('names each catalogue after its folder, the name script-tag builds load its locale files by', () => {
    for (const [path, module] of Object.entries(indexFiles)) {
      const folder = path.slice(path.indexOf('/src/') + 5, path.lastIndexOf('/'))
      const catalogs = Object.values(module).filter((v): v is MessageCatalog => typeof v === 'object' && v !== null && 'id' in v)
      expect(catalogs.map((c) => c.id), path).to.deep.equal([folder])
      expect(declaredCatalogs()).to.include(folder)
    }
  })

  it('has no locale file still waiting for its translation (npm run new:view marks them)', () => {
    const sources = import.meta.glob<string>(['../../../src/**/messages/*.ts', '../../../src/**/*Messages/*.ts', '!**/index.ts'], { eager: true, query: '?raw', import: 'default' })
    const pending = Object.entries(sources).filter(([, text]) => text.includes('TODO(translate)')).map(([path]) => path)
    expect(pending).to.deep.equal([])
  })

  it('has every key, non-empty, in every locale', () => {
    for (const [name, bundle] of bundles()) {
      const reference = leaves(bundle.en!)
      for (const locale of settings.locales) {
        const keys = leaves(bundle[locale]!)
        expect([...reference.keys()].filter((k) => !keys.has(k)), `${name}: missing in ${locale}`).to.deep.equal([])
        expect([...keys.keys()].filter((k) => !reference.has(k)), `${name}: extra in ${locale}`).to.deep.equal([])
        expect([...keys].filter(([, v]) => !v.trim()).map(([k]) => k), `${name}: empty in ${locale}`).to.deep.equal([])
        const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort().join()
        const mismatched = [...reference].filter(([k, v]) => placeholders(v) !== placeholders(keys.get(k) ?? ''))
        expect(mismatched.map(([k]) => k), `${name}: placeholders differ in ${locale}`).to.deep.equal([])
      }
    }
  })

  it('loads a locale\'s words only when the page switches to it', async () => {
    const core = Object.values(indexFiles).flatMap((m) => Object.values(m)).find((c) => (c as MessageCatalog).id === 'core/i18n/messages') as MessageCatalog
    expect(core.has('ko'), 'Korean loaded before anyone asked for it').to.equal(false)
    await setLocale('ko', false)
    expect(core.has('ko')).to.equal(true)
    expect(t('http.timeout')).to.equal('네트워크 요청 시간이 초과되었습니다')
  })

  it('switches every string when the locale changes', async () => {
    await setLocale('en', false)
    expect(t('http.timeout')).to.equal('Network request timeout')
    await setLocale('zh-CN', false)
    expect(t('http.timeout')).to.equal('网络请求超时')
    await setLocale('ja', false)
    expect(t('http.timeout')).to.not.equal('Network request timeout')
  })
})
