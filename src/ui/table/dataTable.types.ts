import type { ReactNode } from 'react'
import type { RowId } from '../../core/resource/listStore'

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  id: string
  header: string
  cell: (row: Row) => ReactNode
  /** The column can be sorted (the table asks its owner through `onSort`). */
  sortable?: boolean
  /** Width in pixels; columns without one share what is left. */
  width?: number
  align?: 'start' | 'center' | 'end'
}

/** Row selection with a checkbox column. */
export interface DataTableSelection<Row> {
  selected: readonly RowId[]
  onChange: (ids: RowId[]) => void
  /** The accessible name of a row's checkbox (`选择 岗位 医生`). */
  rowLabel: (row: Row) => string
}

/** A tree table: rows with children, expanded and collapsed by their owner. */
export interface DataTableTree<Row> {
  /** The children to show under an expanded row (those loaded so far). */
  childrenOf: (row: Row) => readonly Row[] | undefined
  /** Whether a row has children, loaded or not (draws the expander). */
  hasChildren: (row: Row) => boolean
  expanded: readonly RowId[]
  onToggle: (row: Row) => void
}

/** The current sort of a table, as its owner keeps it. */
export interface DataTableSort {
  column: string
  direction: 'asc' | 'desc'
}
