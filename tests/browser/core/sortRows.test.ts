// The client sort of lists whose endpoint answers every row unsorted: Chinese names in pinyin order, numbers by
// value, empty values last in either direction, ties kept in their order.
import { expect } from '@open-wc/testing'
import { sortRows } from '../../../src/core/resource/sortRows'

const rows = [
  { id: 1, name: '张伟', age: 30, dept: { name: '超声科' } },
  { id: 2, name: '王静', age: 9, dept: { name: '放射科' } },
  { id: 3, name: '', age: 100, dept: { name: '超声科' } },
  { id: 4, name: '李娜', age: 30, dept: null },
  { id: 5, name: '陈静', age: 9, dept: { name: '放射科' } },
]
const ids = (list: { id: number }[]) => list.map((r) => r.id)

describe('sortRows', () => {
  it('sorts Chinese names by pinyin under zh-CN, empty names last both ways', () => {
    expect(ids(sortRows(rows, ['name,asc'], 'zh-CN'))).to.deep.equal([5, 4, 2, 1, 3]) // chen, li, wang, zhang
    expect(ids(sortRows(rows, ['name,desc'], 'zh-CN'))).to.deep.equal([1, 2, 4, 5, 3])
  })

  it('sorts numbers by value (not as text) and keeps ties in order, with a second key', () => {
    expect(ids(sortRows(rows, ['age,asc'], 'en'))).to.deep.equal([2, 5, 1, 4, 3])
    expect(ids(sortRows(rows, ['age,desc', 'name,asc'], 'zh-CN'))).to.deep.equal([3, 4, 1, 5, 2])
  })

  it('reads nested fields and leaves the input as it was', () => {
    const before = ids(rows)
    expect(ids(sortRows(rows, ['dept.name,asc', 'id,asc'], 'zh-CN'))).to.deep.equal([1, 3, 2, 5, 4]) // chao before fang; no department last
    expect(ids(rows)).to.deep.equal(before)
  })
})
