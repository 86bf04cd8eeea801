import {
  Button,
  Dropdown,
  Input,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Option,
  tokens,
} from '@fluentui/react-components'
import { CalendarRegular, SearchRegular } from '@fluentui/react-icons'
import { useId, useState, type FormEvent } from 'react'
import type { ListParams } from '../../core/resource/listParams'
import { dateShortcuts, shortcutRange } from '../../core/resource/dateShortcuts'
import type { FilterDeclaration } from '../../core/resource/resource.types'
import { useDensity } from '../density/useDensity'
import { TreeSelect } from '../form/fields/TreeSelect'
import { useOptions } from '../form/useOptions'
import { useT } from '../i18n/useT'

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  filter: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  label: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  range: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
})

type Draft = Record<string, string | readonly string[] | undefined>

interface FilterProps {
  filter: FilterDeclaration
  label: string
  value: string | readonly string[] | undefined
  onChange: (value: string | readonly string[] | undefined) => void
}

function FilterControl({ filter, label, value, onChange }: FilterProps) {
  const styles = useStyles()
  const t = useT()
  const { control } = useDensity()
  const id = useId()
  const { choices } = useOptions(filter)
  const width = filter.width ? { width: `${filter.width}em` } : undefined
  let input
  switch (filter.kind) {
    case 'select':
      input = (
        <Dropdown
          id={id}
          size={control}
          placeholder={t('kit.search.all')}
          selectedOptions={typeof value === 'string' && value ? [value] : []}
          value={choices.find((c) => c.value === value)?.label ?? ''}
          onOptionSelect={(_e, d) => onChange(d.optionValue === '' ? undefined : d.optionValue)}
          aria-labelledby={`${id}-label`}
        >
          <Option value="">{t('kit.search.all')}</Option>
          {choices.map((choice) => (
            <Option key={choice.value} value={choice.value}>
              {choice.label}
            </Option>
          ))}
        </Dropdown>
      )
      break
    case 'treeSelect':
      input = (
        <TreeSelect
          id={id}
          size={control}
          value={typeof value === 'string' && value ? value : null}
          choices={choices}
          source={filter.optionsFrom}
          onChange={(next) => onChange(next ?? undefined)}
          placeholder={t('kit.search.all')}
          aria-labelledby={`${id}-label`}
        />
      )
      break
    case 'dateRange': {
      const [from = '', to = ''] = Array.isArray(value) ? value : []
      const day = (time: string) => time.slice(0, 10)
      input = (
        <div className={styles.range} role="group" aria-labelledby={`${id}-label`}>
          <Input
            id={id}
            size={control}
            type="date"
            aria-label={t('kit.search.from')}
            value={day(from)}
            onChange={(_e, d) => onChange(d.value || to ? [d.value ? `${d.value} 00:00:00` : '', to] : undefined)}
          />
          <Input
            size={control}
            type="date"
            aria-label={t('kit.search.to')}
            value={day(to)}
            onChange={(_e, d) => onChange(d.value || from ? [from, d.value ? `${d.value} 23:59:59` : ''] : undefined)}
          />
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button size={control} icon={<CalendarRegular />} aria-label={t('kit.search.shortcuts')} />
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {dateShortcuts.map((shortcut) => (
                  <MenuItem key={shortcut} onClick={() => onChange(shortcutRange(shortcut))}>
                    {t(`kit.search.${shortcut}`)}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        </div>
      )
      break
    }
    default:
      input = (
        <Input
          id={id}
          size={control}
          style={width}
          type={filter.kind === 'number' ? 'number' : 'text'}
          contentBefore={filter.kind === 'blurry' ? <SearchRegular /> : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(_e, d) => onChange(d.value === '' ? undefined : d.value)}
        />
      )
  }
  return (
    <div className={styles.filter} data-filter={filter.name}>
      <label id={`${id}-label`} htmlFor={id} className={styles.label}>
        {label}
      </label>
      {input}
    </div>
  )
}

/** Props of {@link SearchBar}. */
export interface SearchBarProps {
  filters: readonly FilterDeclaration[]
  /** `resources.<name>.filters.` — the prefix of each filter's label key. */
  labelPrefix: string
  applied: ListParams['filters']
  /** What Reset brings the fields back to: the view's initial values of these filters (a worklist's default status), else nothing. */
  defaults?: ListParams['filters'] | undefined
  title: string
  onSearch: (filters: ListParams['filters']) => void
  onReset: () => void
}

/**
 * eladmin's search row: the declared filters (text, fuzzy, select from a dictionary, date range with the shortcuts
 * 今天 / 昨天 / 本周 / 这个月 / 当前季度 / 最近30天, tree select) and Search / Reset. Enter in any field searches. What is
 * typed is a draft until searched.
 *
 * @example
 * <SearchBar filters={view.filters} labelPrefix="resources.job.filters." applied={state.filters} onSearch={list.search} onReset={list.reset} title={title} />
 */
export function SearchBar({ filters, labelPrefix, applied, defaults, title, onSearch, onReset }: SearchBarProps) {
  const styles = useStyles()
  const t = useT()
  const { control } = useDensity()
  const [draft, setDraft] = useState<Draft>(() => ({ ...applied }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined && v !== '')))
  }
  return (
    <form role="search" aria-label={t('kit.search.region', { title })} className={styles.row} onSubmit={submit}>
      {filters.map((filter) => (
        <FilterControl
          key={filter.name}
          filter={filter}
          label={t(filter.label ?? `${labelPrefix}${filter.name}`)}
          value={draft[filter.name]}
          onChange={(value) => setDraft((current) => ({ ...current, [filter.name]: value }))}
        />
      ))}
      <div className={styles.actions}>
        <Button size={control} type="submit" appearance="primary" icon={<SearchRegular />}>
          {t('kit.search.search')}
        </Button>
        <Button
          size={control}
          onClick={() => {
            setDraft(Object.fromEntries(Object.entries(defaults ?? {}).filter(([name]) => filters.some((filter) => filter.name === name))))
            onReset()
          }}
        >
          {t('kit.search.reset')}
        </Button>
      </div>
    </form>
  )
}
