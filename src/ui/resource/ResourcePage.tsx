import {
  Button,
  Checkbox,
  makeStyles,
  mergeClasses,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Title3,
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
  tokens,
} from '@fluentui/react-components'
import {
  AddRegular,
  ArrowClockwiseRegular,
  ArrowDownloadRegular,
  DeleteRegular,
  EditRegular,
  FilterRegular,
  TableSettingsRegular,
} from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { reloadOnExamEvents } from '../../core/http/eventStream'
import { confirm } from '../../core/notify/confirm'
import { notify } from '../../core/notify/notifications'
import type { RowId } from '../../core/resource/listStore'
import type { ColumnDeclaration } from '../../core/resource/resource.types'
import { persistentJson } from '../../core/storage'
import { toMinute } from '../../core/format/time'
import { DictLabel } from '../dict/DictLabel'
import { useDensity } from '../density/useDensity'
import { FormDialog } from '../form/FormDialog'
import { useFormController } from '../form/useFormController'
import { useMessages } from '../i18n/useMessages'
import { useT } from '../i18n/useT'
import { kitMessages } from '../messages'
import { useCan } from '../permission/useCan'
import { DataTable } from '../table/DataTable'
import type { DataTableColumn } from '../table/dataTable.types'
import { Pagination } from './Pagination'
import type { ResourceContext, ResourceView } from './resourceView.types'
import { SearchBar } from './SearchBar'
import { useListController } from './useListController'

const useStyles = makeStyles({
  page: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  main: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  aside: { flexShrink: 0, width: '220px' },
  // The detail beside a list: a third of the page at most, so the list keeps the room its columns need.
  asideEnd: { flexShrink: 0, width: 'clamp(320px, 34%, 560px)' },
  // A view's own toolbar controls (a worklist's tabs and quick ranges) wrap as whole groups on a narrow page.
  toolbar: { flexWrap: 'wrap', minWidth: 0, rowGap: tokens.spacingVerticalXS },
  heading: { margin: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  columns: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  rowActions: { display: 'flex', gap: tokens.spacingHorizontalXXS },
})

const DEFAULT_SIZES = [10, 20, 30, 40, 50, 100]
const plain = (value: unknown) => (value === undefined || value === null ? '' : String(value))

function defaultCell<Row>(column: ColumnDeclaration<Row>, t: (key: string) => string): (row: Row) => ReactNode {
  const read = column.value ?? ((row: Row) => (row as Record<string, unknown>)[column.field])
  if (column.dict) return (row) => <DictLabel dict={column.dict!} value={read(row)} />
  if (column.options) {
    const options = column.options
    return (row) => {
      const value = plain(read(row))
      const option = options.find((o) => o.value === value)
      return option ? t(option.label) : value
    }
  }
  switch (column.format) {
    case 'datetime':
      return (row) => toMinute(plain(read(row)))
    case 'date':
      return (row) => plain(read(row)).slice(0, 10)
    case 'boolean':
      return (row) => t(read(row) ? 'kit.table.yes' : 'kit.table.no')
    case 'list':
      return (row) => {
        const value = read(row)
        return Array.isArray(value) ? value.map((v) => (typeof v === 'object' && v ? plain((v as { name?: unknown }).name) : plain(v))).join('、') : plain(value)
      }
    default:
      return (row) => plain(read(row))
  }
}

/**
 * The generic page of a resource declaration — eladmin's CRUD kit in one component: the title, the search row, the
 * toolbar (add, edit with exactly one row selected, delete the selection after a confirmation, export to xlsx,
 * refresh, show or hide the search, choose columns — at least one stays), the data table with row edit and delete,
 * pagination, and the add/edit dialog. Buttons appear only for users holding their permission; the server checks the
 * same permission again. A view adds its own cells, buttons and side panels through the declaration. `level` 2 makes
 * the title a sub-heading (a detail list); `titled={false}` leaves the title to a surrounding dialog.
 *
 * @example
 * export default function JobView() { return <ResourcePage view={jobResource} /> }
 */
export function ResourcePage<Row>({ view, level = 1, titled = true }: { view: ResourceView<Row>; level?: 1 | 2; titled?: boolean }) {
  useMessages(kitMessages)
  const styles = useStyles()
  const t = useT()
  const { control } = useDensity()
  const { list, state, data, children } = useListController(view, view.initialFilters)
  const ns = `resources.${view.name}`
  const title = t(`${ns}.title`)
  const rowName = view.rowName ?? ((row: Row) => String(list.idOf(row)))
  const canAdd = useCan(view.form ? view.permissions.add : undefined)
  const canEdit = useCan(view.form ? view.permissions.edit : undefined)
  const canDelete = useCan(view.permissions.del)
  const canDownload = useCan(view.download === false ? undefined : (view.permissions.download ?? view.permissions.list))
  const [showSearch, setShowSearch] = useState(true)
  const [current, setCurrent] = useState<Row | null>(null)
  const [dialog, setDialog] = useState<{ mode: 'add' | 'edit'; row: Row | null; preset?: Record<string, unknown> } | null>(null)
  const [hiddenStore] = useState(() =>
    persistentJson<string[]>('local', `clinic-columns:${view.name}`, view.columns.filter((c) => c.hidden).map((c) => c.field)),
  )
  const hidden = useStore(hiddenStore)
  // A worklist follows the server's event stream: another desk's change reloads it (kept on screen while it loads).
  const liveEndpoint = view.live ? (view.listEndpoint ?? view.endpoint) : null
  useEffect(() => (liveEndpoint ? reloadOnExamEvents([liveEndpoint]) : undefined), [liveEndpoint])

  const rows = useMemo(() => data.data?.rows ?? [], [data.data])
  const byId = useMemo(() => {
    const map = new Map<RowId, Row>()
    const walk = (list2: readonly Row[]) => {
      for (const row of list2) {
        map.set(list.idOf(row), row)
        const nested = (row as Record<string, unknown>)[view.tree?.children ?? 'children']
        if (Array.isArray(nested)) walk(nested as Row[])
      }
    }
    walk(rows)
    for (const kids of Object.values(children)) walk(kids)
    return map
  }, [rows, children, list, view.tree?.children])
  // The current row as the list now has it (a change reloads it), or as it was clicked when it left the page.
  const currentRow = current ? (byId.get(list.idOf(current)) ?? current) : null
  const selectedRows = state.selection.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined)
  const context: ResourceContext<Row> = {
    list,
    edit: (row) => setDialog({ mode: 'edit', row }),
    add: (preset) => setDialog({ mode: 'add', row: null, ...(preset ? { preset } : {}) }),
    refresh: () => list.refresh(),
    current: currentRow,
    selected: selectedRows,
  }

  const removeRows = async (targets: Row[]) => {
    const deletable = targets.filter((row) => view.canDelete?.(row) ?? true)
    if (deletable.length === 0) return
    const message = deletable.length === 1 && targets.length === 1 ? t('kit.confirm.deleteOne') : t('kit.confirm.deleteMany', { count: deletable.length })
    const yes = await confirm({ title: t('kit.confirm.title'), message, confirmText: t('kit.dialog.submit'), cancelText: t('kit.dialog.cancel') })
    if (!yes) return
    try {
      await list.remove(deletable.map((row) => list.idOf(row)))
    } catch {
      // Refused (a department with people in it): the server's reason is already on screen; the rows stay.
      return
    }
    view.afterChange?.()
    notify({ intent: 'success', message: t('kit.confirm.deleted'), duration: 2500 })
  }

  const exportRows = async () => {
    const stamp = new Date()
    const pad = (n: number) => String(n).padStart(2, '0')
    const file = `${title}-${stamp.getFullYear()}${pad(stamp.getMonth() + 1)}${pad(stamp.getDate())}-${pad(stamp.getHours())}${pad(stamp.getMinutes())}${pad(stamp.getSeconds())}.xlsx`
    await list.download(file)
    notify({ intent: 'info', message: t('kit.confirm.exported', { file }), duration: 2500 })
  }

  const visibleColumns = view.columns.filter((column) => !hidden.includes(column.field))
  const columns: DataTableColumn<Row>[] = visibleColumns.map((column) => ({
    id: column.field,
    header: t(column.label ?? `${ns}.fields.${column.field}`),
    cell: view.cells?.[column.field] ? (row: Row) => view.cells![column.field]!(row, context) : defaultCell(column, t),
    sortable: Boolean(column.sortable) && (view.paged !== false || Boolean(view.clientSort)),
    ...(column.width ? { width: column.width } : {}),
    ...(column.align ? { align: column.align } : {}),
  }))
  if (canEdit || canDelete || view.rowActions) {
    columns.push({
      id: '__actions',
      header: t('kit.table.actions'),
      // Room for the edit and delete buttons when offered, and for the view's own row actions.
      width: (canEdit || canDelete ? 100 : 16) + (view.rowActions ? (view.rowActionsWidth ?? 90) : 0),
      cell: (row: Row) => (
        <div className={styles.rowActions}>
          {canEdit && (view.canEdit?.(row) ?? true) ? (
            <Button size="small" appearance="subtle" icon={<EditRegular />} aria-label={t('kit.row.edit', { name: rowName(row) })} onClick={() => context.edit(row)} />
          ) : null}
          {canDelete ? (
            <Button
              size="small"
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={t('kit.row.delete', { name: rowName(row) })}
              disabled={!(view.canDelete?.(row) ?? true)}
              onClick={() => void removeRows([row])}
            />
          ) : null}
          {view.rowActions?.(row, context)}
        </div>
      ),
    })
  }

  const sortField = (field: string) => {
    const column = view.columns.find((c) => c.field === field)
    return typeof column?.sortable === 'string' ? column.sortable : field
  }
  const [sortSpec] = state.sort
  const defaultSort = view.defaultSort ?? []
  const sortedByUser = state.sort.length !== defaultSort.length || state.sort.some((entry, i) => entry !== defaultSort[i])
  const activeSort = sortSpec && sortedByUser ? sortSpec.split(',') : null
  const sortColumn = activeSort ? view.columns.find((c) => sortField(c.field) === activeSort[0])?.field : undefined

  const toggleColumn = (field: string, show: boolean) => {
    const next = show ? hidden.filter((f) => f !== field) : [...hidden, field]
    // eladmin's rule: at least one column stays.
    if (next.length >= view.columns.length) return
    hiddenStore.set(next)
  }

  // The search row owns its own filters; others (a department chosen in a side tree, a master record) stay.
  const search = (values: Record<string, string | readonly string[] | undefined>) => {
    const own = new Set(view.filters?.map((filter) => filter.name))
    // Only the row's own values: what it was first given of the others (a worklist's tab, set since in its toolbar) is stale.
    list.search({
      ...Object.fromEntries(Object.entries(state.filters).filter(([name]) => !own.has(name))),
      ...Object.fromEntries(Object.entries(values).filter(([name]) => own.has(name))),
    })
  }

  const Aside = view.aside?.component
  const table = (
    <div className={styles.main}>
      {titled ? (
        <Title3 as={level === 1 ? 'h1' : 'h2'} className={styles.heading}>
          {title}
        </Title3>
      ) : null}
      {showSearch && view.filters?.length ? (
        <SearchBar filters={view.filters} labelPrefix={`${ns}.filters.`} applied={state.filters} defaults={view.initialFilters} title={title} onSearch={search} onReset={list.reset} />
      ) : null}
      <div className={styles.bar}>
        <Toolbar className={styles.toolbar} aria-label={t('kit.toolbar.label', { title })} size={control === 'large' ? 'large' : control}>
          {canAdd ? (
            <ToolbarButton appearance="primary" icon={<AddRegular />} onClick={() => context.add()}>
              {t('kit.toolbar.add')}
            </ToolbarButton>
          ) : null}
          {canEdit ? (
            <ToolbarButton icon={<EditRegular />} disabled={selectedRows.length !== 1 || !(view.canEdit?.(selectedRows[0]!) ?? true)} onClick={() => context.edit(selectedRows[0]!)}>
              {t('kit.toolbar.edit')}
            </ToolbarButton>
          ) : null}
          {canDelete ? (
            <ToolbarButton icon={<DeleteRegular />} disabled={selectedRows.length === 0} onClick={() => void removeRows(selectedRows)}>
              {t('kit.toolbar.delete')}
            </ToolbarButton>
          ) : null}
          {canDownload ? (
            <ToolbarButton icon={<ArrowDownloadRegular />} disabled={rows.length === 0} onClick={() => void exportRows()}>
              {t('kit.toolbar.export')}
            </ToolbarButton>
          ) : null}
          {view.toolbar?.(context)}
        </Toolbar>
        <Toolbar aria-label={t('kit.toolbar.columns')} size={control === 'large' ? 'large' : control}>
          {view.filters?.length ? (
            <ToolbarButton icon={<FilterRegular />} aria-label={t('kit.toolbar.toggleSearch')} aria-pressed={showSearch} onClick={() => setShowSearch(!showSearch)} />
          ) : null}
          <ToolbarButton icon={<ArrowClockwiseRegular />} aria-label={t('kit.toolbar.refresh')} onClick={() => void list.refresh()} />
          <ToolbarDivider />
          <Popover positioning="below-end" trapFocus>
            <PopoverTrigger disableButtonEnhancement>
              <ToolbarButton icon={<TableSettingsRegular />} aria-label={t('kit.toolbar.columns')} />
            </PopoverTrigger>
            <PopoverSurface>
              <fieldset className={styles.columns}>
                <legend>{t('kit.toolbar.columns')}</legend>
                <Checkbox
                  label={t('kit.toolbar.allColumns')}
                  checked={hidden.length === 0 ? true : 'mixed'}
                  onChange={() => hiddenStore.set([])}
                />
                {view.columns.map((column) => (
                  <Checkbox
                    key={column.field}
                    label={t(column.label ?? `${ns}.fields.${column.field}`)}
                    checked={!hidden.includes(column.field)}
                    disabled={!hidden.includes(column.field) && visibleColumns.length === 1}
                    onChange={(_e, d) => toggleColumn(column.field, d.checked === true)}
                  />
                ))}
              </fieldset>
            </PopoverSurface>
          </Popover>
        </Toolbar>
      </div>
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={list.idOf}
        label={title}
        rowName={rowName}
        loading={data.loading}
        error={data.error instanceof Error ? data.error.message : data.error ? String(data.error) : null}
        sort={sortColumn && activeSort ? { column: sortColumn, direction: activeSort[1] === 'desc' ? 'desc' : 'asc' } : null}
        onSort={(field, direction) => list.setSort(sortField(field), direction)}
        selection={canDelete || canEdit || view.selectable ? { selected: state.selection, onChange: list.select, rowLabel: (row) => t('kit.table.selectRow', { name: rowName(row) }) } : undefined}
        tree={
          view.tree
            ? {
                childrenOf: (row) => {
                  const inline = (row as Record<string, unknown>)[view.tree?.children ?? 'children']
                  return Array.isArray(inline) ? (inline as Row[]) : children[String(list.idOf(row))]
                },
                hasChildren: (row) => {
                  const record = row as Record<string, unknown>
                  const inline = record[view.tree?.children ?? 'children']
                  return (Array.isArray(inline) && inline.length > 0) || record[view.tree?.lazy?.hasChildren ?? 'hasChildren'] === true
                },
                expanded: state.expanded,
                onToggle: (row) => void list.toggleExpanded(row),
              }
            : undefined
        }
        onRowActivate={
          canEdit ? (row) => (view.canEdit?.(row) ?? true) && context.edit(row) : view.onActivate ? (row) => view.onActivate?.(row, context) : undefined
        }
        {...(view.currentRow ? { currentId: current ? list.idOf(current) : null, onRowClick: setCurrent } : {})}
      />
      {view.paged !== false ? (
        <Pagination
          title={title}
          page={state.page}
          size={state.size}
          total={data.data?.total ?? 0}
          sizes={view.pageSizes ?? DEFAULT_SIZES}
          onPage={list.setPage}
          onSize={list.setSize}
        />
      ) : null}
    </div>
  )

  return (
    <section className={styles.page} aria-label={title}>
      {Aside && view.aside?.position === 'start' ? (
        <div className={styles.aside}>
          <Aside context={context} />
        </div>
      ) : null}
      {table}
      {Aside && view.aside?.position === 'end' ? (
        <div className={mergeClasses(styles.asideEnd)}>
          <Aside context={context} />
        </div>
      ) : null}
      {dialog && view.form ? (
        <ResourceFormDialog
          view={view}
          mode={dialog.mode}
          row={dialog.row}
          preset={dialog.preset}
          rowById={(id) => byId.get(id as RowId)}
          title={t(dialog.mode === 'add' ? 'kit.dialog.addTitle' : 'kit.dialog.editTitle', { name: t(`${ns}.name`) })}
          onClose={() => setDialog(null)}
          save={async (body) => {
            await (view.save ? view.save(body, dialog.mode, dialog.row, list) : list.save(body, dialog.mode))
            view.afterChange?.()
          }}
        />
      ) : null}
    </section>
  )
}

function ResourceFormDialog<Row>(props: {
  view: ResourceView<Row>
  mode: 'add' | 'edit'
  row: Row | null
  preset: Record<string, unknown> | undefined
  rowById: (id: unknown) => Row | undefined
  title: string
  onClose: () => void
  save: (body: unknown) => Promise<void>
}) {
  const { view, mode, row, preset, rowById, title, onClose, save } = props
  const t = useT()
  const declaration = useMemo(() => (preset ? { ...view.form!, defaults: { ...view.form!.defaults, ...preset } } : view.form!), [view.form, preset])
  const form = useFormController(declaration, mode, row, save, rowById)
  const controls = view.formControls
    ? Object.fromEntries(Object.entries(view.formControls).map(([name, render]) => [name, (value: unknown, onChange: (v: unknown) => void) => render(value, onChange, form.values, form.setValue)]))
    : undefined
  return (
    <FormDialog
      open
      title={title}
      form={form}
      labelPrefix={`resources.${view.name}.fields.`}
      size={view.form!.size ?? 'medium'}
      columns={view.form!.columns ?? 1}
      onClose={onClose}
      onSaved={() => {
        notify({ intent: 'success', message: t(mode === 'add' ? 'kit.confirm.added' : 'kit.confirm.saved'), duration: 2500 })
        onClose()
      }}
      {...(controls ? { controls } : {})}
    />
  )
}
