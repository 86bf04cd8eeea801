// The header search sets aside entries that could never match before Fuse runs: its answers must stay Fuse's own.
import { expect } from '@open-wc/testing'
import Fuse from 'fuse.js'
import { settings } from '../../../src/core/config/settings'
import { createMenuSearch } from '../../../src/core/menus/menuSearch'
import type { RouteRecord } from '../../../src/core/menus/routeTable'

const groups = ['registration', 'report', 'ultrasound', 'endoscopy', 'follow-up', '登记管理', '超声诊断', '影像质控', 'HIS登记']
const routes: RouteRecord[] = Array.from({ length: 600 }, (_, i) => {
  const group = groups[i % groups.length]!
  const title = `${group} page ${i}`
  return { path: `/${group}/page${i}`, name: `P${i}`, title, component: `${group}/page${i}`, hidden: false, noCache: true, affix: false, breadcrumb: [{ title: group }, { title, path: `/${group}/page${i}` }] }
})

describe('menu search', () => {
  it('answers exactly what Fuse alone answers, for typed and mistyped patterns', () => {
    const search = createMenuSearch(routes, (crumb) => crumb.title)
    const pool = routes.map((r) => ({ title: r.breadcrumb.map((c) => c.title).join(' > '), path: r.path }))
    const { keys, maxPatternLength: _max, ...options } = settings.fuzzySearch
    const plain = new Fuse(pool, { ...options, keys: keys.map((k) => ({ ...k })) })
    let seed = 11
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
    const alphabet = 'abcdefghijklmnopqrstuvwxyz /-0123456789登记超声影像质控'
    let compared = 0
    for (let n = 0; n < 400; n++) {
      const length = 1 + Math.floor(random() * 20)
      let pattern = ''
      if (random() < 0.6) {
        const title = pool[Math.floor(random() * pool.length)]!.title
        const start = Math.floor(random() * title.length)
        pattern = title.slice(start, start + length)
        if (random() < 0.5) pattern = pattern.replace(/./, 'x')
      } else for (let i = 0; i < length; i++) pattern += alphabet[Math.floor(random() * alphabet.length)]
      const trimmed = pattern.trim().slice(0, settings.fuzzySearch.maxPatternLength)
      const expected = trimmed ? plain.search(trimmed).map((r) => r.item.path) : []
      expect(search(pattern).map((e) => e.path), `pattern ${JSON.stringify(pattern)}`).to.deep.equal(expected)
      compared += expected.length > 0 ? 1 : 0
    }
    expect(compared, 'patterns that matched something').to.be.greaterThan(100)
  })
})
