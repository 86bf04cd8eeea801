import { Button, Input, makeStyles, Popover, PopoverSurface, PopoverTrigger, tokens } from '@fluentui/react-components'
import { ChevronDownRegular, DismissRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import type { OptionsSource } from '../../../core/resource/resource.types'
import { useT } from '../../i18n/useT'
import type { Choice } from '../useOptions'
import { ChoiceTree } from './ChoiceTree'

const useStyles = makeStyles({
  trigger: { flexGrow: 1, justifyContent: 'space-between', minWidth: '200px', fontWeight: tokens.fontWeightRegular },
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxHeight: '360px', width: '300px' },
  tree: { overflowY: 'auto' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, width: '100%' },
})

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
  // A node of a lazily opened branch is not among `choices`: remember what was chosen.
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null)
  const label = findLabel(choices, value) ?? (chosen?.value === value ? chosen.label : undefined) ?? props.selectedLabel ?? (value ? value : '')

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
          <ChoiceTree
            className={styles.tree}
            choices={choices}
            source={source}
            value={value}
            filter={filter}
            aria-label={placeholder}
            onChoose={(next, nextLabel) => {
              setChosen({ value: next, label: nextLabel })
              onChange(next)
              setOpen(false)
            }}
          />
        </PopoverSurface>
      </Popover>
      {clearable && value ? (
        <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={t('kit.field.none')} onClick={() => onChange(null)} />
      ) : null}
    </div>
  )
}

/** The label of a value among loaded choices, at any depth. */
function findLabel(choices: readonly Choice[], value: string | null): string | undefined {
  if (value === null) return undefined
  for (const choice of choices) {
    if (choice.value === value) return choice.label
    const inner = findLabel(choice.children ?? [], value)
    if (inner !== undefined) return inner
  }
  return undefined
}
