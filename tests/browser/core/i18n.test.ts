import { expect } from '@open-wc/testing'
import { settings } from '../../../src/core/config'
import { coreMessages } from '../../../src/core/i18n/messages'
import { setLocale, t, type MessageBundle, type MessageTree } from '../../../src/core/i18n'

// Every area's message bundle: each area keeps its words in one `messages.ts`.
const areaModules = import.meta.glob<Record<string, unknown>>(['../../../src/areas/**/messages.ts', '../../../src/areas/**/*Messages.ts'], { eager: true })

function bundles(): [string, MessageBundle][] {
  const found: [string, MessageBundle][] = [['core', coreMessages]]
  for (const [path, module] of Object.entries(areaModules)) {
    for (const [name, value] of Object.entries(module)) {
      if (value && typeof value === 'object' && 'en' in value) found.push([`${path}#${name}`, value as MessageBundle])
    }
  }
  return found
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

  it('finds the core bundle and at least one area bundle', () => {
    expect(bundles().length).to.be.greaterThan(2)
  })

  it('has every key, non-empty, in every locale', () => {
    for (const [name, bundle] of bundles()) {
      const reference = leaves(bundle.en)
      for (const locale of settings.locales) {
        const keys = leaves(bundle[locale])
        expect([...reference.keys()].filter((k) => !keys.has(k)), `${name}: missing in ${locale}`).to.deep.equal([])
        expect([...keys.keys()].filter((k) => !reference.has(k)), `${name}: extra in ${locale}`).to.deep.equal([])
        expect([...keys].filter(([, v]) => !v.trim()).map(([k]) => k), `${name}: empty in ${locale}`).to.deep.equal([])
        const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort().join()
        const mismatched = [...reference].filter(([k, v]) => placeholders(v) !== placeholders(keys.get(k) ?? ''))
        expect(mismatched.map(([k]) => k), `${name}: placeholders differ in ${locale}`).to.deep.equal([])
      }
    }
  })

  it('switches every string when the locale changes', () => {
    setLocale('en', false)
    expect(t('http.timeout')).to.equal('Network request timeout')
    setLocale('zh-CN', false)
    expect(t('http.timeout')).to.equal('网络请求超时')
    setLocale('ja', false)
    expect(t('http.timeout')).to.not.equal('Network request timeout')
  })
})
