import { Button, FlatTree, FlatTreeItem, Input, makeStyles, tokens, TreeItemLayout, type TreeOpenChangeData } from '@fluentui/react-components'
import { SearchRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useMemo, useState } from 'react'
import type { UserDto } from '../../../../../core/contract'
import { useOptions, type Choice } from '../../../../../ui/form/useOptions'
import { useT } from '../../../../../ui/i18n/useT'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBlockStart: '44px' },
  tree: { maxHeight: '60vh', overflowY: 'auto' },
  current: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
})

const source = { url: 'api/dept', params: { enabled: true, sort: 'deptSort,asc' }, parentField: 'pid' } as const

interface Node extends Choice {
  parent: string | undefined
  depth: number
}

/**
 * The department tree beside the user list (eladmin's left panel): choosing a department shows its users and those
 * of the departments under it; "All departments" clears the choice. The name filter keeps matching departments and
 * their ancestors.
 */
export function DeptFilterPanel({ context }: { context: ResourceContext<UserDto> }) {
  const styles = useStyles()
  const t = useT()
  const { choices } = useOptions({ optionsFrom: source })
  const { filters } = useStore(context.list.$state)
  const chosen = typeof filters.deptId === 'string' ? filters.deptId : null
  const [needle, setNeedle] = useState('')
  const [open, setOpen] = useState<Set<string> | null>(null)

  const nodes = useMemo(() => {
    const out: Node[] = []
    const walk = (list: readonly Choice[], parent: string | undefined, depth: number) => {
      for (const choice of list) {
        out.push({ ...choice, parent, depth })
        walk(choice.children ?? [], choice.value, depth + 1)
      }
    }
    walk(choices, undefined, 0)
    return out
  }, [choices])
  const byValue = useMemo(() => new Map(nodes.map((n) => [n.value, n])), [nodes])
  // Until the user folds anything, the first two levels are open.
  const openItems = open ?? new Set(nodes.filter((n) => n.depth < 1 && n.children?.length).map((n) => n.value))
  const query = needle.trim().toLowerCase()
  const keep = useMemo(() => {
    if (!query) return null
    const kept = new Set<string>()
    for (const node of nodes) {
      if (!node.label.toLowerCase().includes(query)) continue
      for (let v: string | undefined = node.value; v; v = byValue.get(v)?.parent) kept.add(v)
    }
    return kept
  }, [query, nodes, byValue])
  const visible = nodes.filter((node) => {
    if (keep) return keep.has(node.value)
    for (let p = node.parent; p; p = byValue.get(p)?.parent) if (!openItems.has(p)) return false
    return true
  })

  const choose = (value: string | null) => {
    const { deptId: _old, ...rest } = filters
    context.list.search(value ? { ...rest, deptId: value } : rest)
  }

  return (
    <nav className={styles.panel} aria-label={t('resources.user.deptTree')}>
      <Input size="small" contentBefore={<SearchRegular />} value={needle} onChange={(_e, d) => setNeedle(d.value)} aria-label={t('resources.user.deptSearch')} placeholder={t('resources.user.deptSearch')} />
      <Button size="small" appearance={chosen ? 'subtle' : 'secondary'} aria-pressed={!chosen} onClick={() => choose(null)}>
        {t('resources.user.allDepts')}
      </Button>
      <FlatTree
        className={styles.tree}
        size="small"
        aria-label={t('resources.user.deptTree')}
        openItems={keep ?? openItems}
        onOpenChange={(_e, data: TreeOpenChangeData) => {
          const next = new Set(openItems)
          if (data.open) next.add(String(data.value))
          else next.delete(String(data.value))
          setOpen(next)
        }}
      >
        {visible.map((node) => {
          const siblings = visible.filter((other) => other.parent === node.parent)
          return (
            <FlatTreeItem
              key={node.value}
              value={node.value}
              parentValue={node.parent}
              itemType={node.children?.length ? 'branch' : 'leaf'}
              aria-level={node.depth + 1}
              aria-setsize={siblings.length}
              aria-posinset={siblings.indexOf(node) + 1}
              aria-selected={node.value === chosen}
              onClick={(event) => {
                if ((event.target as HTMLElement).closest('.fui-TreeItemLayout__expandIcon')) return
                choose(node.value)
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') choose(node.value)
              }}
            >
              <TreeItemLayout className={node.value === chosen ? styles.current : undefined}>{node.label}</TreeItemLayout>
            </FlatTreeItem>
          )
        })}
      </FlatTree>
    </nav>
  )
}
