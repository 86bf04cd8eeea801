import {
  Button,
  Checkbox,
  mergeClasses,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components'
import { activateCell, keyInCellControl, leaveTabOrder } from '../a11y/gridCells'
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons'
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react'
import type { RowId } from '../../core/resource/listStore'
import { useDensity } from '../density/useDensity'
import { useMessages } from '../i18n/useMessages'
import { useT } from '../i18n/useT'
import { kitMessages } from '../messages'
import type { DataTableColumn, DataTableSelection, DataTableSort, DataTableTree } from './dataTable.types'
import { useDataTableStyles } from './DataTable.styles'
import { flattenRows } from './flattenRows'
import { useRevealRow, useVirtualWindow } from './useVirtualWindow'

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  rows: readonly Row[]
  columns: readonly DataTableColumn<Row>[]
  getRowId: (row: Row) => RowId
  /** The table's accessible name (the view's title). */
  label: string
  /** The name of a row in messages (`岗位 医生`): its checkbox, expander and actions say it. */
  rowName?: (row: Row) => string
  loading?: boolean
  /** Why the rows could not be loaded. */
  error?: string | null
  sort?: DataTableSort | null
  onSort?: (column: string, direction: 'asc' | 'desc' | null) => void
  selection?: DataTableSelection<Row>
  tree?: DataTableTree<Row>
  /** Enter on a row (in a master list: on the current row), or a double click (eladmin opens the edit dialog). */
  onRowActivate?: (row: Row) => void
  /** The current row of a master list (highlighted, `aria-current`), and how a click or Enter on a row makes one current. */
  currentId?: RowId | null
  onRowClick?: (row: Row) => void
  /** Height of the scrolling viewport (CSS length); rows beyond it are virtualised. */
  height?: string
}


interface ActiveCell {
  row: number
  col: number
}

/**
 * The data table of every list: Fluent's table primitives as an ARIA grid (one tab stop; arrow keys move between
 * cells, Home/End and Page Up/Down, Enter or Space uses a cell's control, Enter on a header sorts), sortable columns
 * announced with `aria-sort`, row selection by checkbox (a tree parent selects its children), tree rows expanded with
 * the expander or the arrow keys, and rows virtualised so a page of 10,000 scrolls like a page of ten. Density
 * follows the console's size menu.
 *
 * @example
 * <DataTable rows={rows} columns={columns} getRowId={(r) => r.id} label={t('resources.job.title')} />
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  useMessages(kitMessages)
  const { rows, columns, getRowId, label, rowName, loading, error, sort, onSort, selection, tree, onRowActivate, currentId, onRowClick, height = '60vh' } = props
  const styles = useDataTableStyles()
  const t = useT()
  const density = useDensity()
  const viewport = useRef<HTMLDivElement>(null)
  const grid = useRef<HTMLDivElement>(null)
  const flat = useMemo(() => flattenRows(rows, getRowId, tree), [rows, getRowId, tree])
  const span = useVirtualWindow(viewport, flat.length, density.rowHeight)
  const reveal = useRevealRow(viewport, density.rowHeight, density.rowHeight)
  const nameOf = useCallback((row: Row) => (rowName ? rowName(row) : String(getRowId(row))), [rowName, getRowId])

  // Grid columns: the selection checkbox, then the declared ones. Row 0 is the header.
  const columnCount = columns.length + (selection ? 1 : 0)
  const [active, setActive] = useState<ActiveCell>({ row: 0, col: 0 })
  const [focusRequested, setFocusRequested] = useState(false)
  const clamp = (cell: ActiveCell): ActiveCell => ({
    row: Math.max(0, Math.min(flat.length, cell.row)),
    col: Math.max(0, Math.min(columnCount - 1, cell.col)),
  })
  const current = clamp(active)

  const selected = useMemo(() => new Set(selection?.selected ?? []), [selection?.selected])
  const allSelected = flat.length > 0 && flat.every((r) => selected.has(r.id))
  const someSelected = !allSelected && flat.some((r) => selected.has(r.id))
  const toggleRow = (index: number) => {
    if (!selection) return
    const entry = flat[index]
    if (!entry) return
    const ids = [entry.id, ...entry.descendants]
    const next = new Set(selected)
    if (selected.has(entry.id)) for (const id of ids) next.delete(id)
    else for (const id of ids) next.add(id)
    selection.onChange([...next])
  }
  const toggleAll = () => selection?.onChange(allSelected ? [] : flat.map((r) => r.id))

  const cellId = (row: number, col: number) => `r${row}c${col}`
  const focusCell = useCallback((cell: ActiveCell) => {
    setActive(cell)
    setFocusRequested(true)
    if (cell.row > 0) reveal(cell.row - 1)
  }, [reveal])

  // Move the DOM focus once the requested cell is rendered (it may have been scrolled into the window just now).
  const rendered = span.start + span.end
  useLayoutEffect(() => {
    if (!focusRequested) return
    const target = grid.current?.querySelector<HTMLElement>(`[data-cell="${cellId(current.row, current.col)}"]`)
    if (target) {
      target.focus({ preventScroll: true })
      setFocusRequested(false)
    }
  }, [focusRequested, current.row, current.col, rendered])

  // A row under the keyboard focus can be replaced (a sort or a refresh brings other records to that place): the
  // focused element leaves the document and the browser drops the focus on the page's body. Put it back on the cell
  // now at the same place, so a keyboard user keeps his position.
  const lastFocused = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    const lost = lastFocused.current
    if (!lost || lost.isConnected || !grid.current) return
    lastFocused.current = null
    const root = grid.current.getRootNode() as Document | ShadowRoot
    const active = root.activeElement
    if (active && active !== document.body && active !== root.ownerDocument?.body) return
    grid.current.querySelector<HTMLElement>(`[data-cell="${cellId(current.row, current.col)}"]`)?.focus({ preventScroll: true })
  })

  // One tab stop: every control inside the grid leaves the tab order; the active cell holds it.
  useLayoutEffect(() => leaveTabOrder(grid.current))

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement
    const cell = target.closest<HTMLElement>('[data-cell]')
    if (!cell) return
    const inControl = target !== cell
    const pageRows = Math.max(1, Math.floor((viewport.current?.clientHeight ?? 400) / density.rowHeight) - 1)
    if (inControl) {
      // Inside a cell's control: Escape goes back to the cell; the arrows move between the cell's controls.
      keyInCellControl(event, cell, target)
      return
    }
    const entry = current.row > 0 ? flat[current.row - 1] : undefined
    const treeCol = selection ? 1 : 0
    switch (event.key) {
      case 'ArrowDown':
        focusCell(clamp({ row: current.row + 1, col: current.col }))
        break
      case 'ArrowUp':
        focusCell(clamp({ row: current.row - 1, col: current.col }))
        break
      case 'ArrowRight':
        if (tree && entry?.hasChildren && !entry.expanded && current.col === treeCol) tree.onToggle(entry.row)
        else focusCell(clamp({ row: current.row, col: current.col + 1 }))
        break
      case 'ArrowLeft':
        if (tree && entry?.expanded && current.col === treeCol) tree.onToggle(entry.row)
        else focusCell(clamp({ row: current.row, col: current.col - 1 }))
        break
      case 'Home':
        focusCell(clamp({ row: event.ctrlKey ? 1 : current.row, col: 0 }))
        break
      case 'End':
        focusCell(clamp({ row: event.ctrlKey ? flat.length : current.row, col: columnCount - 1 }))
        break
      case 'PageDown':
        focusCell(clamp({ row: current.row + pageRows, col: current.col }))
        break
      case 'PageUp':
        focusCell(clamp({ row: Math.max(1, current.row - pageRows), col: current.col }))
        break
      case ' ':
      case 'Enter': {
        if (current.row > 0 && selection && current.col === 0) toggleRow(current.row - 1)
        else if (current.row === 0 && selection && current.col === 0) toggleAll()
        else if (activateCell(cell)) break
        // Enter makes a row current; on the current row it opens it (a worklist's report), when the list can.
        else if (event.key === 'Enter' && entry && onRowClick && !(onRowActivate && entry.id === currentId)) onRowClick(entry.row)
        else if (event.key === 'Enter' && entry && onRowActivate) onRowActivate(entry.row)
        else return
        break
      }
      default:
        return
    }
    event.preventDefault()
  }

  const widthStyle = (column: DataTableColumn<Row>): CSSProperties | undefined =>
    column.width ? { flex: `0 0 ${column.width}px`, width: column.width } : undefined
  const alignClass = (column: DataTableColumn<Row>) => (column.align === 'center' ? styles.center : column.align === 'end' ? styles.end : undefined)
  const cellProps = (row: number, col: number) => ({
    'data-cell': cellId(row, col),
    tabIndex: row === current.row && col === current.col ? 0 : -1,
    onFocus: () => {
      if (current.row !== row || current.col !== col) setActive({ row, col })
    },
  })

  const sortDirection = (column: DataTableColumn<Row>) =>
    sort?.column === column.id ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined
  const cycleSort = (column: DataTableColumn<Row>) => {
    if (!onSort || !column.sortable) return
    const currentDirection = sort?.column === column.id ? sort.direction : null
    onSort(column.id, currentDirection === null ? 'asc' : currentDirection === 'asc' ? 'desc' : null)
  }

  // The table fills its container; only when the columns cannot fit at their narrowest (sized ones at their width,
  // the others at 120 px) does it scroll sideways, so long texts are cut with an ellipsis rather than pushing the
  // last columns (status, actions) out of sight.
  const minTableWidth = columns.reduce((sum, column) => sum + (column.width ?? 120), selection ? 44 : 0)
  const visible = flat.slice(span.start, span.end)
  const rowStyle = { height: density.rowHeight, minHeight: density.rowHeight }

  let body: ReactNode
  if (error) body = <div className={styles.status} role="alert">{t('kit.table.failed', { message: error })}</div>
  else if (flat.length === 0) {
    body = <div className={styles.status}>{loading ? <Spinner size="tiny" label={t('kit.table.loading')} /> : t('kit.table.empty')}</div>
  }

  return (
    <div ref={viewport} className={styles.viewport} style={{ maxHeight: height }} aria-busy={loading ? true : undefined}>
      <Table
        ref={grid}
        noNativeElements
        role={tree ? 'treegrid' : 'grid'}
        size={density.table}
        className={styles.table}
        style={{ minWidth: minTableWidth }}
        aria-label={label}
        aria-rowcount={flat.length + 1}
        aria-colcount={columnCount}
        aria-multiselectable={selection ? true : undefined}
        onKeyDown={onKeyDown}
        onFocus={(event: FocusEvent<HTMLDivElement>) => {
          lastFocused.current = event.target
        }}
        onBlur={(event: FocusEvent<HTMLDivElement>) => {
          // Leaving the grid (for another control, or clicking the page) is the user's choice; only a removed
          // element calls for repair, and it is no longer connected once this task's rendering is done.
          const target = event.target
          if (event.relatedTarget) lastFocused.current = null
          else queueMicrotask(() => {
            if (target.isConnected && lastFocused.current === target) lastFocused.current = null
          })
        }}
      >
        <TableHeader className={styles.header}>
          <TableRow aria-rowindex={1} style={rowStyle}>
            {selection ? (
              <TableHeaderCell {...cellProps(0, 0)} className={styles.cell} style={{ flex: '0 0 44px', width: 44 }}>
                <Checkbox
                  checked={allSelected ? true : someSelected ? 'mixed' : false}
                  onChange={toggleAll}
                  aria-label={t('kit.table.selectAll')}
                  disabled={flat.length === 0}
                />
              </TableHeaderCell>
            ) : null}
            {columns.map((column, i) => {
              const col = i + (selection ? 1 : 0)
              return (
                <TableHeaderCell
                  key={column.id}
                  {...cellProps(0, col)}
                  className={mergeClasses(styles.cell, styles.headerCell, !column.width && styles.flexCell, alignClass(column))}
                  style={widthStyle(column)}
                  sortable={!!column.sortable && !!onSort}
                  sortDirection={sortDirection(column)}
                  aria-sort={column.sortable ? (sortDirection(column) ?? 'none') : undefined}
                  onClick={column.sortable ? () => cycleSort(column) : undefined}
                  onKeyDown={(event: KeyboardEvent) => {
                    if (event.key === 'Enter' && column.sortable && event.target === event.currentTarget) {
                      event.preventDefault()
                      event.stopPropagation()
                      cycleSort(column)
                    }
                  }}
                >
                  {column.header}
                </TableHeaderCell>
              )
            })}
          </TableRow>
        </TableHeader>
        <TableBody>
          {!body && span.before > 0 ? <div aria-hidden="true" style={{ height: span.before }} /> : null}
          {body
            ? null
            : visible.map((entry, offset) => {
                const index = span.start + offset
                const rowIndex = index + 1
                const isSelected = selected.has(entry.id)
                return (
                  <TableRow
                    key={String(entry.id)}
                    className={mergeClasses(styles.row, (isSelected || entry.id === currentId) && styles.selectedRow)}
                    aria-current={currentId !== undefined && entry.id === currentId ? true : undefined}
                    onClick={onRowClick ? (event) => !(event.target as HTMLElement).closest('button, input, [role="checkbox"], [role="switch"]') && onRowClick(entry.row) : undefined}
                    style={rowStyle}
                    aria-rowindex={rowIndex + 1}
                    aria-selected={selection ? isSelected : undefined}
                    aria-level={tree ? entry.depth + 1 : undefined}
                    aria-expanded={tree && entry.hasChildren ? entry.expanded : undefined}
                    onDoubleClick={onRowActivate ? () => onRowActivate(entry.row) : undefined}
                  >
                    {selection ? (
                      <TableCell {...cellProps(rowIndex, 0)} role="gridcell" className={styles.cell} style={{ flex: '0 0 44px', width: 44 }}>
                        <Checkbox checked={isSelected} onChange={() => toggleRow(index)} aria-label={selection.rowLabel(entry.row)} />
                      </TableCell>
                    ) : null}
                    {columns.map((column, i) => {
                      const col = i + (selection ? 1 : 0)
                      const first = i === 0
                      return (
                        <TableCell
                          key={column.id}
                          {...cellProps(rowIndex, col)}
                          role="gridcell"
                          className={mergeClasses(styles.cell, !column.width && styles.flexCell, alignClass(column))}
                          style={first && tree ? { ...widthStyle(column), paddingInlineStart: entry.depth * 20 } : widthStyle(column)}
                        >
                          {first && tree ? (
                            entry.hasChildren ? (
                              <Button
                                appearance="transparent"
                                size="small"
                                className={styles.expander}
                                icon={entry.expanded ? <ChevronDownRegular /> : <ChevronRightRegular />}
                                aria-label={t(entry.expanded ? 'kit.table.collapse' : 'kit.table.expand', { name: nameOf(entry.row) })}
                                onClick={() => tree.onToggle(entry.row)}
                              />
                            ) : (
                              <span className={styles.noExpander} />
                            )
                          ) : null}
                          {column.cell(entry.row)}
                        </TableCell>
                      )
                    })}
                  </TableRow>
                )
              })}
          {!body && span.after > 0 ? <div aria-hidden="true" style={{ height: span.after }} /> : null}
        </TableBody>
      </Table>
      {body}
    </div>
  )
}
