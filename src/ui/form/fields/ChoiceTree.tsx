import { FlatTree, FlatTreeItem, makeStyles, tokens, TreeItemLayout, type TreeOpenChangeData } from '@fluentui/react-components'
import { useMemo, useState } from 'react'
import type { OptionsSource } from '../../../core/resource/resource.types'
import { loadChildChoices, type Choice } from '../useOptions'

const useStyles = makeStyles({
  chosen: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
})

interface Node extends Choice {
  parent: string | undefined
  depth: number
}

/** Props of {@link ChoiceTree}. */
export interface ChoiceTreeProps {
  choices: readonly Choice[]
  /** The chosen node (marked). */
  value: string | null
  /** Called with the chosen node's value and label. */
  onChoose: (value: string, label: string) => void
  /** A lazy source: opening a node without children loads them. */
  source?: OptionsSource | undefined
  /** Only nodes whose label contains this text, with their ancestors. */
  filter?: string
  /** Levels open at first (0: all closed). */
  openDepth?: number
  'aria-label': string
  className?: string
}

/**
 * A tree of choices (departments, menus) as a keyboard-usable ARIA tree: arrows move and open, Enter or a click
 * chooses, a filter keeps matching nodes with their ancestors, lazy nodes load their children when opened. The
 * tree select's popup and the department panel of the user list both show this.
 *
 * @example
 * <ChoiceTree choices={choices} value={deptId} onChoose={setDeptId} aria-label={t('resources.user.deptTree')} />
 */
export function ChoiceTree({ choices, value, onChoose, source, filter = '', openDepth = 0, className, ...rest }: ChoiceTreeProps) {
  const styles = useStyles()
  const [loaded, setLoaded] = useState<Record<string, Choice[]>>({})
  const [open, setOpen] = useState<Set<string> | null>(null)

  const nodes = useMemo(() => {
    const out: Node[] = []
    const walk = (list: readonly Choice[], parent: string | undefined, depth: number) => {
      for (const choice of list) {
        out.push({ ...choice, parent, depth })
        walk(choice.children ?? loaded[choice.value] ?? [], choice.value, depth + 1)
      }
    }
    walk(choices, undefined, 0)
    return out
  }, [choices, loaded])
  const byValue = useMemo(() => new Map(nodes.map((n) => [n.value, n])), [nodes])
  const openItems = open ?? new Set(nodes.filter((n) => n.depth < openDepth).map((n) => n.value))
  const needle = filter.trim().toLowerCase()
  const kept = useMemo(() => {
    if (!needle) return null
    const keep = new Set<string>()
    for (const node of nodes) {
      if (!node.label.toLowerCase().includes(needle)) continue
      for (let v: string | undefined = node.value; v; v = byValue.get(v)?.parent) keep.add(v)
    }
    return keep
  }, [needle, nodes, byValue])
  const visible = nodes.filter((node) => {
    if (kept) return kept.has(node.value)
    for (let p = node.parent; p; p = byValue.get(p)?.parent) if (!openItems.has(p)) return false
    return true
  })

  const onOpenChange = async (_event: unknown, data: TreeOpenChangeData) => {
    const id = String(data.value)
    const next = new Set(openItems)
    if (data.open) next.add(id)
    else next.delete(id)
    setOpen(next)
    const node = byValue.get(id)
    if (data.open && source?.lazyParam && node && !node.children && !loaded[id]) {
      const children = await loadChildChoices(source, id)
      setLoaded((current) => ({ ...current, [id]: children }))
    }
  }

  return (
    <FlatTree className={className} size="small" aria-label={rest['aria-label']} openItems={kept ?? openItems} onOpenChange={onOpenChange}>
      {visible.map((node) => {
        const siblings = visible.filter((other) => other.parent === node.parent)
        const branch = Boolean(node.children?.length || loaded[node.value]?.length || node.hasChildren)
        return (
          <FlatTreeItem
            key={node.value}
            value={node.value}
            parentValue={node.parent}
            itemType={branch ? 'branch' : 'leaf'}
            aria-level={node.depth + 1}
            aria-setsize={siblings.length}
            aria-posinset={siblings.indexOf(node) + 1}
            aria-selected={node.value === value}
            aria-disabled={node.disabled || undefined}
            onClick={(event) => {
              // The chevron only opens or closes the node; a click on the node itself chooses it.
              if ((event.target as HTMLElement).closest('.fui-TreeItemLayout__expandIcon')) return
              if (!node.disabled) onChoose(node.value, node.label)
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !node.disabled) onChoose(node.value, node.label)
            }}
          >
            <TreeItemLayout className={node.value === value ? styles.chosen : undefined}>{node.label}</TreeItemLayout>
          </FlatTreeItem>
        )
      })}
    </FlatTree>
  )
}
