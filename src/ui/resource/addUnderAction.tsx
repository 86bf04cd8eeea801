import { Button } from '@fluentui/react-components'
import { AddSquareMultipleRegular } from '@fluentui/react-icons'
import { useT } from '../i18n/useT'
import { useCan } from '../permission/useCan'
import type { ResourceContext } from './resourceView.types'

/** What {@link addUnderAction} needs to know of a tree resource. */
export interface AddUnderOptions<Row> {
  /** Who may add (the view's add permission). */
  permission: readonly string[]
  /** The button's accessible name, a message key given `{{name}}`. */
  label: string
  /** The row's name in that message. */
  name: (row: Row) => string
  /** The preset values of the new record: the row as its parent. */
  preset: (row: Row) => Record<string, unknown>
  /** Rows that cannot hold children (a menu's buttons). */
  when?: (row: Row) => boolean
}

function AddUnder<Row>({ row, context, options }: { row: Row; context: ResourceContext<Row>; options: AddUnderOptions<Row> }) {
  const t = useT()
  const canAdd = useCan(options.permission)
  if (!canAdd || (options.when && !options.when(row))) return null
  return (
    <Button
      size="small"
      appearance="subtle"
      icon={<AddSquareMultipleRegular />}
      aria-label={t(options.label, { name: options.name(row) })}
      onClick={() => context.add(options.preset(row))}
    />
  )
}

/**
 * The "add under" row action of a tree resource (a department under a department, a page under a directory): opens
 * the add dialog with the row preset as the parent.
 *
 * @example
 * rowActions: addUnderAction({ permission: ['admin', 'dept:add'], label: 'resources.dept.addUnder', name: (d) => d.name, preset: (d) => ({ pid: String(d.id) }) })
 */
export function addUnderAction<Row>(options: AddUnderOptions<Row>) {
  return function addUnder(row: Row, context: ResourceContext<Row>) {
    return <AddUnder row={row} context={context} options={options} />
  }
}
