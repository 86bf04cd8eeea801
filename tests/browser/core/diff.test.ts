// The character difference of report revisions (src/core/text/diff): CJK and mixed text, the two sides giving back
// both texts, and a 10,000-character report diffed quickly.
import { expect } from '@open-wc/testing'
import { diffSides, diffText, type DiffPart } from '../../../src/core/text/diff'

const join = (parts: readonly DiffPart[], skip: DiffPart['op']) => parts.filter((p) => p.op !== skip).map((p) => p.text).join('')

describe('diffText', () => {
  it('marks the changed characters of Chinese, Latin and mixed text', () => {
    expect(diffText('胎盘位于后壁', '胎盘位于前壁')).to.deep.equal([
      { op: 'equal', text: '胎盘位于' }, { op: 'delete', text: '后' }, { op: 'insert', text: '前' }, { op: 'equal', text: '壁' },
    ])
    expect(diffText('BPD 9.1 cm，FL 7.0 cm', 'BPD 9.2 cm，FL 7.0 cm，AFI 12')).to.deep.equal([
      { op: 'equal', text: 'BPD 9.' }, { op: 'delete', text: '1' }, { op: 'insert', text: '2' }, { op: 'equal', text: ' cm，FL 7.0 cm' },
      { op: 'insert', text: '，AFI 12' },
    ])
    expect(diffText('ABCABBA', 'CBABAC').filter((p) => p.op !== 'equal').reduce((n, p) => n + p.text.length, 0)).to.equal(5, 'a shortest edit')
    expect(diffText('', '新增')).to.deep.equal([{ op: 'insert', text: '新增' }])
    expect(diffText('删除', '')).to.deep.equal([{ op: 'delete', text: '删除' }])
    expect(diffText('同', '同')).to.deep.equal([{ op: 'equal', text: '同' }])
    expect(diffText('', '')).to.deep.equal([])
  })

  it('never splits a character outside the basic plane, and works across lines', () => {
    expect(diffText('𠀀a', '𠀁a')).to.deep.equal([{ op: 'delete', text: '𠀀' }, { op: 'insert', text: '𠀁' }, { op: 'equal', text: 'a' }])
    const parts = diffText('肝脏大小正常。\n胆囊未见异常。\n脾脏不大。', '肝脏大小正常。\n胆囊内见强回声。\n脾脏不大。')
    expect(parts.filter((p) => p.op !== 'equal')).to.deep.equal([{ op: 'delete', text: '未' }, { op: 'insert', text: '内' }, { op: 'delete', text: '异常' }, { op: 'insert', text: '强回声' }])
  })

  it('gives both texts back from its runs, for random edits', () => {
    let seed = 7
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const text = (n: number) => Array.from({ length: Math.floor(random() * n) }, () => '胎盘前后壁\nab'[Math.floor(random() * 8)]).join('')
    for (let i = 0; i < 300; i++) {
      const a = text(40)
      const b = text(40)
      const parts = diffText(a, b)
      expect(join(parts, 'insert')).to.equal(a)
      expect(join(parts, 'delete')).to.equal(b)
      const { before, after } = diffSides(parts)
      expect(before.map((p) => p.text).join('')).to.equal(a)
      expect(after.map((p) => p.text).join('')).to.equal(b)
    }
  })

  it('diffs a 10,000-character report with a few edits, and two unrelated ones, in well under 100 ms', () => {
    const base = Array.from({ length: 10_000 }, (_, i) => '肝脾胰肾未见明显异常回声，胎儿双顶径约 9.1 cm。\n'[i % 27]).join('')
    const edited = `${base.slice(0, 3_000)}新增一句描述。${base.slice(3_050, 8_000)}${base.slice(8_010)}`
    let start = performance.now()
    const parts = diffText(base, edited)
    const few = performance.now() - start
    expect(join(parts, 'insert')).to.equal(base)
    expect(join(parts, 'delete')).to.equal(edited)
    const other = Array.from({ length: 10_000 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 97))).join('')
    start = performance.now()
    const unrelated = diffText(base, other)
    const far = performance.now() - start
    expect(join(unrelated, 'insert')).to.equal(base)
    expect(join(unrelated, 'delete')).to.equal(other)
    expect(few, `few edits took ${few} ms`).to.be.lessThan(100)
    expect(far, `unrelated texts took ${far} ms`).to.be.lessThan(500)
  })
})
