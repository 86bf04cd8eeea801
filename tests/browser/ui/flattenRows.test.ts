// A tree table lists each row once, even while a moved row's old and new parents reload one after the other.
import { expect } from '@open-wc/testing'
import { flattenRows } from '../../../src/ui/table/flattenRows'

interface Node {
  id: number
  name: string
}

const tree = (children: Record<number, Node[]>, expanded: number[]) => ({
  childrenOf: (row: Node) => children[row.id],
  hasChildren: (row: Node) => Boolean(children[row.id]?.length),
  expanded,
  onToggle: () => undefined,
})

describe('flattenRows', () => {
  it('lists a row once while it shows under its old parent and at the top level', () => {
    const moved = { id: 18, name: 'moved' }
    const roots = [{ id: 1, name: 'hospital' }, moved]
    const rows = flattenRows(roots, (r) => r.id, tree({ 1: [{ id: 2, name: 'division' }], 2: [moved, { id: 3, name: 'x' }] }, [1, 2]))
    expect(rows.map((r) => r.id)).to.deep.equal([1, 2, 18, 3])
    expect(rows.map((r) => r.depth)).to.deep.equal([0, 1, 2, 2])
  })

  it('ends on stale branches that form a cycle', () => {
    const a = { id: 1, name: 'a' }
    const b = { id: 2, name: 'b' }
    const rows = flattenRows([a], (r) => r.id, tree({ 1: [b], 2: [a] }, [1, 2]))
    expect(rows.map((r) => r.id)).to.deep.equal([1, 2])
    expect(rows[0]!.descendants).to.deep.equal([2])
  })
})
