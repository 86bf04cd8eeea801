import { FlatTree, FlatTreeItem, makeStyles, mergeClasses, tokens, TreeItemLayout, type TreeOpenChangeData } from '@fluentui/react-components'
import { DocumentTextRegular, FolderRegular } from '@fluentui/react-icons'
import { useState, type DragEvent, type KeyboardEvent } from 'react'
import type { TemplateScope } from '../../../core/contract/template'
import { scopeValue, visibleRows, type TemplateTreeModel, type TemplateTreeRow } from './templateTree'

const useStyles = makeStyles({
  tree: { overflowY: 'auto', minHeight: '120px' },
  chosen: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorNeutralBackground1Selected },
  root: { fontWeight: tokens.fontWeightSemibold },
  dropInside: { outline: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}` },
  dropBefore: { boxShadow: `inset 0 ${tokens.strokeWidthThick} 0 ${tokens.colorBrandStroke1}` },
  dropAfter: { boxShadow: `inset 0 -${tokens.strokeWidthThick} 0 ${tokens.colorBrandStroke1}` },
})

/** Where a dragged node lands relative to the row it was dropped on. */
export type TemplateDropPlace = 'before' | 'after' | 'inside'

/** Props of {@link TemplateTreeView}. */
export interface TemplateTreeViewProps {
  model: TemplateTreeModel
  /** The ids a search kept (shown with their folders, all open); null when not searching. */
  kept: ReadonlySet<number> | null
  /** The chosen row's value (a node id as text, or a scope root's value). */
  selected: string | null
  onSelect: (value: string) => void
  /** Enter or a double click on a template. */
  onActivate?: (value: string) => void
  /** The words of a scope's root (公共 / 科室 / 个人). */
  scopeLabel: (scope: TemplateScope) => string
  'aria-label': string
  /** Drag and drop of the nodes the caller may change; called with the dragged node and where it was dropped. */
  onDrop?: (dragId: number, target: TemplateTreeRow, place: TemplateDropPlace) => void
  /** Keys of the view's own on a row (move up, down, into), before the tree's own navigation. */
  onRowKeyDown?: (event: KeyboardEvent, row: TemplateTreeRow) => void
  className?: string
}

const DRAG_TYPE = 'application/x-clinic-template'

/**
 * The template tree as drawn by the template picker and the template maintenance view: the three scope roots (public,
 * department, personal) with their folders and templates as a keyboard ARIA tree (arrows move, open and close; Enter
 * activates), the chosen row marked, a search result shown with its folders open, and — when `onDrop` is given — drag
 * and drop of the nodes the caller may change, above, below or into the row under the pointer.
 *
 * @example
 * <TemplateTreeView model={model} kept={null} selected={value} onSelect={setValue} scopeLabel={label} aria-label={t('templates.tree.label')} />
 */
export function TemplateTreeView({ model, kept, selected, onSelect, onActivate, scopeLabel, onDrop, onRowKeyDown, className, ...rest }: TemplateTreeViewProps) {
  const styles = useStyles()
  const [open, setOpen] = useState<Set<string>>(() => new Set([scopeValue('public'), scopeValue('dept'), scopeValue('personal')]))
  const [dropAt, setDropAt] = useState<{ value: string; place: TemplateDropPlace } | null>(null)
  // The chosen row's folders open, so a row chosen elsewhere (a search, a move) is on screen.
  const openWithSelected = (() => {
    if (!selected || selected.startsWith('scope:')) return open
    const node = model.byId.get(Number(selected))
    if (!node) return open
    const next = new Set(open)
    for (let parent = model.parentOf(node); ; ) {
      next.add(parent)
      if (parent.startsWith('scope:')) break
      const up = model.byId.get(Number(parent))
      if (!up) break
      parent = model.parentOf(up)
    }
    return next.size === open.size ? open : next
  })()
  const rows = visibleRows(model, openWithSelected, kept)

  const onOpenChange = (_event: unknown, data: TreeOpenChangeData) => {
    const next = new Set(openWithSelected)
    if (data.open) next.add(String(data.value))
    else next.delete(String(data.value))
    setOpen(next)
  }

  const placeOf = (event: DragEvent<HTMLElement>, row: TemplateTreeRow): TemplateDropPlace => {
    const folder = row.node === null || row.node.kind === 'folder'
    const box = event.currentTarget.getBoundingClientRect()
    const y = event.clientY - box.top
    if (row.node === null) return 'inside'
    if (folder && y > box.height / 4 && y < (box.height * 3) / 4) return 'inside'
    return y < box.height / 2 ? 'before' : 'after'
  }

  return (
    <FlatTree
      className={mergeClasses(styles.tree, className)}
      size="small"
      aria-label={rest['aria-label']}
      openItems={kept ? rows.map((r) => r.value) : openWithSelected}
      onOpenChange={onOpenChange}
    >
      {rows.map((row) => {
        const node = row.node
        const label = node ? node.name : scopeLabel(row.scope)
        const draggable = Boolean(onDrop && node?.editable)
        const drop = dropAt?.value === row.value ? dropAt.place : null
        return (
          <FlatTreeItem
            key={row.value}
            value={row.value}
            {...(row.parent === undefined ? {} : { parentValue: row.parent })}
            itemType={row.hasChildren || (node === null) || node.kind === 'folder' ? 'branch' : 'leaf'}
            aria-level={row.depth + 1}
            aria-setsize={row.siblings}
            aria-posinset={row.position}
            aria-selected={row.value === selected}
            data-template-row={row.value}
            draggable={draggable}
            className={drop === 'inside' ? styles.dropInside : drop === 'before' ? styles.dropBefore : drop === 'after' ? styles.dropAfter : undefined}
            onClick={(event) => {
              if ((event.target as HTMLElement).closest('.fui-TreeItemLayout__expandIcon')) return
              onSelect(row.value)
            }}
            onDoubleClick={() => {
              if (node?.kind === 'template') onActivate?.(row.value)
            }}
            onKeyDown={(event) => {
              onRowKeyDown?.(event, row)
              if (event.defaultPrevented) return
              if (event.key === 'Enter') {
                onSelect(row.value)
                if (node?.kind === 'template') onActivate?.(row.value)
              }
            }}
            onFocus={(event) => {
              // Moving through the tree with the arrows chooses the row the focus is on, so the preview follows.
              if (event.target === event.currentTarget) onSelect(row.value)
            }}
            onDragStart={(event) => {
              if (!node || !draggable) return
              event.dataTransfer.setData(DRAG_TYPE, String(node.id))
              event.dataTransfer.effectAllowed = 'move'
            }}
            onDragOver={(event) => {
              if (!onDrop || !event.dataTransfer.types.includes(DRAG_TYPE)) return
              event.preventDefault()
              const place = placeOf(event, row)
              if (dropAt?.value !== row.value || dropAt.place !== place) setDropAt({ value: row.value, place })
            }}
            onDragLeave={() => setDropAt(null)}
            onDrop={(event) => {
              const id = Number(event.dataTransfer.getData(DRAG_TYPE))
              setDropAt(null)
              if (!onDrop || !id) return
              event.preventDefault()
              onDrop(id, row, placeOf(event, row))
            }}
          >
            <TreeItemLayout
              className={mergeClasses(row.value === selected && styles.chosen, node === null && styles.root)}
              iconBefore={node === null || node.kind === 'folder' ? <FolderRegular /> : <DocumentTextRegular />}
            >
              {label}
            </TreeItemLayout>
          </FlatTreeItem>
        )
      })}
    </FlatTree>
  )
}
