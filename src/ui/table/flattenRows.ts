import type { RowId } from '../../core/resource/listStore'
import type { DataTableTree } from './dataTable.types'

/** A row as the table draws it: with its depth and expander state in a tree. */
export interface FlatRow<Row> {
  row: Row
  id: RowId
  depth: number
  hasChildren: boolean
  expanded: boolean
  /** Ids of every loaded descendant (a parent's checkbox selects them too). */
  descendants: RowId[]
}

/**
 * The rows in display order: a flat list as it is, a tree depth-first through its expanded rows. A row is drawn once:
 * while a moved row's old and new parents reload one after the other it can be listed under both for a moment (and
 * stale branches can even form a cycle); a second occurrence is skipped, so the table never holds two rows with one
 * key (React would then leave an orphaned row on screen after the next change).
 *
 * @example
 * flattenRows(depts, (d) => d.id, tree)
 */
export function flattenRows<Row>(rows: readonly Row[], idOf: (row: Row) => RowId, tree?: DataTableTree<Row>): FlatRow<Row>[] {
  if (!tree) return rows.map((row) => ({ row, id: idOf(row), depth: 0, hasChildren: false, expanded: false, descendants: [] }))
  const expanded = new Set(tree.expanded)
  const out: FlatRow<Row>[] = []
  const descendantsOf = (row: Row, path = new Set<RowId>([idOf(row)])): RowId[] =>
    (tree.childrenOf(row) ?? []).flatMap((child) => {
      const id = idOf(child)
      if (path.has(id)) return []
      return [id, ...descendantsOf(child, new Set(path).add(id))]
    })
  const seen = new Set<RowId>()
  const walk = (list: readonly Row[], depth: number) => {
    for (const row of list) {
      const id = idOf(row)
      if (seen.has(id)) continue
      seen.add(id)
      const open = expanded.has(id)
      out.push({ row, id, depth, hasChildren: tree.hasChildren(row), expanded: open, descendants: descendantsOf(row) })
      if (open) walk(tree.childrenOf(row) ?? [], depth + 1)
    }
  }
  walk(rows, 0)
  return out
}
