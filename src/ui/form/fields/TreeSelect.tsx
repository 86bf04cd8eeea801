import {
  Button,
  FlatTree,
  FlatTreeItem,
  Input,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  TreeItemLayout,
  tokens,
  type TreeOpenChangeData,
} from '@fluentui/react-components'
import { ChevronDownRegular, DismissRegular } from '@fluentui/react-icons'
import { useMemo, useState } from 'react'
import type { OptionsSource } from '../../../core/resource/resource.types'
import { useT } from '../../i18n/useT'
import { loadChildChoices, type Choice } from '../useOptions'

const useStyles = makeStyles({
  trigger: { justifyContent: 'space-between', minWidth: '200px', fontWeight: tokens.fontWeightRegular },
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxHeight: '360px', width: '300px' },
  tree: { overflowY: 'auto' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
})

interface FlatChoice extends Choice {
  parent: string | undefined
  depth: number
}

/** Props of {@link TreeSelect}. */
export interface TreeSelectProps {
  id?: string
  value: string | null
  choices: readonly Choice[]
  source?: OptionsSource | undefined
  onChange: (value: string | null) => void
  size?: 'small' | 'medium' | 'large'
  placeholder: string
  /** The label of a value not among the loaded choices (an edited record's department). */
  selectedLabel?: string | undefined
  clearable?: boolean
  'aria-labelledby'?: string
  'aria-invalid'?: boolean
}

/**
 * A single choice from a tree (departments, menus): a button showing the chosen node, opening a filterable tree whose
 * lazy nodes load their children when opened. Keyboard: the tree's arrow keys, Enter chooses, Escape closes and
 * returns to the button.
 *
 * @example
 * <TreeSelect value={deptId} choices={choices} source={deptSource} onChange={setDeptId} placeholder={t('kit.field.choose')} />
 */
export function TreeSelect(props: TreeSelectProps) {
  const { value, choices, source, onChange, size, placeholder, clearable = true } = props
  const styles = useStyles()
  const t = useT()
  const [open, setOpen] = useState(false)
  const [filter, setFilter] = useState('')
  const [loaded, setLoaded] = useState<Record<string, Choice[]>>({})
  const [expanded, setExpanded] = useState<Set<string>>(new Set())

  const all = useMemo(() => {
    const out: FlatChoice[] = []
    const walk = (list: readonly Choice[], parent: string | undefined, depth: number) => {
      for (const choice of list) {
        out.push({ ...choice, parent, depth })
        walk(choice.children ?? loaded[choice.value] ?? [], choice.value, depth + 1)
      }
    }
    walk(choices, undefined, 0)
    return out
  }, [choices, loaded])
  const label = all.find((c) => c.value === value)?.label ?? props.selectedLabel ?? (value ? value : '')
  const needle = filter.trim().toLowerCase()
  const shown = needle
    ? all.filter((c) => c.label.toLowerCase().includes(needle))
    : all.filter((c) => {
        for (let p = c.parent; p; p = all.find((x) => x.value === p)?.parent) if (!expanded.has(p)) return false
        return true
      })

  const onOpenChange = async (_event: unknown, data: TreeOpenChangeData) => {
    const id = String(data.value)
    const next = new Set(expanded)
    if (data.open) next.add(id)
    else next.delete(id)
    setExpanded(next)
    const node = all.find((c) => c.value === id)
    if (data.open && source?.lazyParam && node && !node.children && !loaded[id]) {
      const children = await loadChildChoices(source, id)
      setLoaded((current) => ({ ...current, [id]: children }))
    }
  }

  return (
    <div className={styles.row}>
      <Popover open={open} onOpenChange={(_e, data) => setOpen(data.open)} positioning="below-start" trapFocus>
        <PopoverTrigger disableButtonEnhancement>
          <Button
            id={props.id}
            size={size}
            className={styles.trigger}
            icon={<ChevronDownRegular />}
            iconPosition="after"
            aria-haspopup="tree"
            aria-expanded={open}
            aria-labelledby={props['aria-labelledby'] ? `${props['aria-labelledby']} ${props.id ?? ''}`.trim() : undefined}
            aria-invalid={props['aria-invalid']}
          >
            {label || placeholder}
          </Button>
        </PopoverTrigger>
        <PopoverSurface className={styles.surface}>
          <Input size="small" value={filter} onChange={(_e, data) => setFilter(data.value)} aria-label={t('kit.field.treeSearch')} placeholder={t('kit.field.treeSearch')} />
          <FlatTree className={styles.tree} aria-label={placeholder} openItems={expanded} onOpenChange={onOpenChange} size="small">
            {shown.map((choice) => {
              const siblings = shown.filter((other) => (needle ? true : other.parent === choice.parent))
              const branch = Boolean(choice.children?.length || loaded[choice.value]?.length || choice.hasChildren)
              return (
                <FlatTreeItem
                  key={choice.value}
                  value={choice.value}
                  parentValue={needle ? undefined : choice.parent}
                  itemType={branch && !needle ? 'branch' : 'leaf'}
                  aria-level={needle ? 1 : choice.depth + 1}
                  aria-setsize={siblings.length}
                  aria-posinset={siblings.indexOf(choice) + 1}
                  aria-selected={choice.value === value}
                  aria-disabled={choice.disabled || undefined}
                  onClick={(event) => {
                    // The chevron only opens or closes the node; a click on the node itself chooses it.
                    if ((event.target as HTMLElement).closest('.fui-TreeItemLayout__expandIcon')) return
                    if (choice.disabled) return
                    onChange(choice.value)
                    setOpen(false)
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && !choice.disabled) {
                      onChange(choice.value)
                      setOpen(false)
                    }
                  }}
                >
                  <TreeItemLayout>{choice.label}</TreeItemLayout>
                </FlatTreeItem>
              )
            })}
          </FlatTree>
        </PopoverSurface>
      </Popover>
      {clearable && value ? (
        <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={t('kit.field.none')} onClick={() => onChange(null)} />
      ) : null}
    </div>
  )
}
