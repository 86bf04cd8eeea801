// The pure pieces of the template picker: pick-list placeholders, the search index (names, pinyin initials, text) and
// the tree built from the server's flat list.
import { expect } from '@open-wc/testing'
import type { TemplateNode } from '../../../src/core/contract/template'
import { countPickLists, fillPickLists, parsePickLists } from '../../../src/ui/report/templates/pickList'
import { createTemplateSearch } from '../../../src/ui/report/templates/templateSearch'
import { buildTemplateTree, visibleRows } from '../../../src/ui/report/templates/templateTree'

const node = (id: number, parentId: number | null, name: string, extra: Partial<TemplateNode> = {}): TemplateNode => ({
  id, parentId, kind: 'template', scope: 'public', ownerId: null, deptId: null, modality: null, bodyPart: null, name, pinyin: '',
  findings: '', impression: '', recommendation: '', sort: id * 10, version: 1, editable: false, ...extra,
})

describe('pick-lists', () => {
  it('splits a text into plain text and pick-lists, numbering the pick-lists', () => {
    expect(parsePickLists('{{左|右}}侧附件{{未见异常|增厚|变薄}}。')).to.deep.equal([
      { kind: 'pick', index: 0, options: ['左', '右'] },
      { kind: 'text', text: '侧附件' },
      { kind: 'pick', index: 1, options: ['未见异常', '增厚', '变薄'] },
      { kind: 'text', text: '。' },
    ])
  })

  it('leaves double braces without two options as text, and keeps empty options', () => {
    expect(parsePickLists('{{单}} {{ }} {{a|b')).to.deep.equal([{ kind: 'text', text: '{{单}} {{ }} {{a|b' }])
    expect(parsePickLists('胆囊结石{{|伴胆囊炎}}')[1]).to.deep.equal({ kind: 'pick', index: 0, options: ['', '伴胆囊炎'] })
    expect(countPickLists('无')).to.equal(0)
    expect(countPickLists('{{左|右}}肾{{未见|见}}结石')).to.equal(2)
  })

  it('fills each pick-list with its choice, the first option by default', () => {
    const text = '{{左|右}}肾{{未见|见}}结石'
    expect(fillPickLists(text)).to.equal('左肾未见结石')
    expect(fillPickLists(text, ['右'])).to.equal('右肾未见结石')
    expect(fillPickLists(text, [undefined, 1])).to.equal('左肾见结石')
    expect(fillPickLists(text, ['上', 7]), 'unknown choices fall back to the first option').to.equal('左肾未见结石')
    expect(fillPickLists('胆囊结石{{|伴胆囊炎}}。', [1])).to.equal('胆囊结石伴胆囊炎。')
  })
})

describe('template search', () => {
  const templates = [
    { id: 1, name: '早孕超声', pinyin: 'zycs', findings: '宫内见孕囊' },
    { id: 2, name: 'NT 正常 单胎', pinyin: 'ntzcdt', findings: '颈项透明层厚约 __ mm' },
    { id: 3, name: '乳腺 BI-RADS 3 类', pinyin: 'rxbirads3l', impression: '左乳结节' },
    { id: 4, name: '晚孕 单胎', pinyin: 'wydt', findings: '孕囊已不可见，胎儿头位' },
    { id: 5, name: '单胎 快速', pinyin: 'dtks' },
  ]
  const search = createTemplateSearch(templates)

  it('finds by name, by pinyin initials and by text, names first', () => {
    expect(search('zycs')).to.deep.equal([1])
    expect(search('ZY'), 'case does not matter').to.deep.equal([1])
    expect(search('dt'), 'initials starting with the query first, then containing it, in the tree\'s order').to.deep.equal([5, 2, 4])
    expect(search('孕囊')).to.deep.equal([1, 4])
    expect(search('早孕')).to.deep.equal([1])
    expect(search('bi-rads')).to.deep.equal([3])
  })

  it('needs every word to match, and answers null to an empty query', () => {
    expect(search('孕囊 头位')).to.deep.equal([4])
    expect(search('孕囊 乳腺')).to.deep.equal([])
    expect(search('   ')).to.equal(null)
  })
})

describe('template tree', () => {
  const nodes = [
    node(1, null, '超声', { kind: 'folder' }),
    node(2, 1, '早孕'),
    node(3, 1, '产科', { kind: 'folder', sort: 5 }),
    node(4, 3, 'NT'),
    node(5, null, '我的', { kind: 'folder', scope: 'personal', ownerId: 3 }),
    node(6, 99, '孤儿', { scope: 'dept', deptId: 3 }),
  ]
  const model = buildTemplateTree(nodes)

  it('puts each node under its folder by sort, and under its scope when its folder is not listed', () => {
    expect(model.childrenOf('1').map((n) => n.name)).to.deep.equal(['产科', '早孕'])
    expect(model.childrenOf('scope:dept').map((n) => n.name)).to.deep.equal(['孤儿'])
    expect(model.childrenOf('scope:personal').map((n) => n.name)).to.deep.equal(['我的'])
  })

  it('draws the open rows, or the search result with its folders', () => {
    const closed = visibleRows(model, new Set(['scope:public']), null)
    expect(closed.map((r) => r.value)).to.deep.equal(['scope:public', '1', 'scope:dept', 'scope:personal'])
    expect(closed[1]).to.include({ depth: 1, position: 1, siblings: 1, hasChildren: true, parent: 'scope:public' })
    const searched = visibleRows(model, new Set(), new Set([4]))
    expect(searched.map((r) => r.value)).to.deep.equal(['scope:public', '1', '3', '4', 'scope:dept', 'scope:personal'])
  })
})
