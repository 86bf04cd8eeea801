import type { ComponentType, ReactNode } from 'react'
import type { ListStore } from '../../core/resource/listStore'
import type { ResourceDeclaration } from '../../core/resource/resource.types'

/** What a view's own pieces (cells, toolbar buttons, row actions, side panels) can reach. */
export interface ResourceContext<Row> {
  list: ListStore<Row>
  /** Opens the edit dialog of a row. */
  edit(row: Row): void
  /** Opens the add dialog, optionally with preset values (a child department under its parent). */
  add(preset?: Record<string, unknown>): void
  /** Reloads the list (after an action of the view's own). */
  refresh(): Promise<void>
  /** The row the user last clicked or activated (master/detail views), or null. */
  current: Row | null
  /** The rows ticked in the list (for the view's own toolbar actions on several rows). */
  selected: readonly Row[]
}

/**
 * A resource declaration with what only the UI can say: custom cells (a switch, tags), extra toolbar buttons and row
 * actions, which rows may be edited or deleted (nobody deletes themselves), a side panel (the department tree of the
 * user list, the detail list of a dictionary), and field controls the generic form does not draw (cron, icon, file).
 * Everything else stays data.
 */
export interface ResourceView<Row> extends ResourceDeclaration<Row> {
  /** The name of a row in messages (`岗位 主任医师`): checkboxes, row actions and confirmations say it. */
  rowName?: (row: Row) => string
  cells?: Record<string, (row: Row, context: ResourceContext<Row>) => ReactNode>
  toolbar?: (context: ResourceContext<Row>) => ReactNode
  rowActions?: (row: Row, context: ResourceContext<Row>) => ReactNode
  /** Width in pixels the row actions need (default 90: about three small icon buttons). */
  rowActionsWidth?: number
  canEdit?: (row: Row) => boolean
  canDelete?: (row: Row) => boolean
  /** A panel beside the list (start: filters such as a tree; end: the detail of the chosen row). */
  aside?: { position: 'start' | 'end'; component: ComponentType<{ context: ResourceContext<Row> }> }
  /**
   * Controls the generic form does not draw, by field: `setValue` changes another field of the form too (a chosen
   * pathology result fills the result text).
   */
  formControls?: Record<string, (
    value: unknown, onChange: (value: unknown) => void, values: Record<string, unknown>, setValue: (name: string, value: unknown) => void,
  ) => ReactNode>
  /**
   * The view's own save of the add/edit dialog, instead of `list.save` alone: a record with calls of its own around it
   * (a specimen and its biopsy's link). It calls `list.save` (which resolves with the server's answer); rejecting keeps
   * the dialog open with the error.
   */
  save?: (body: unknown, mode: 'add' | 'edit', row: Row | null, list: ListStore<Row>) => Promise<void>
  /** After every add, edit or delete (dictionary caches to forget, a tree to reload). */
  afterChange?: () => void
  /** Clicking a row makes it the current row (a master list whose detail shows beside it). */
  currentRow?: boolean
  /**
   * What a double click, or Enter on the current row, does in a list without an edit dialog (a reading worklist
   * opening the report editor).
   */
  onActivate?: (row: Row, context: ResourceContext<Row>) => void
  /** Rows can be ticked for the view's own toolbar actions (register the chosen orders) without edit or delete. */
  selectable?: boolean
  /** Filters applied before the user searches (a detail list under its master). */
  initialFilters?: Record<string, string>
}
