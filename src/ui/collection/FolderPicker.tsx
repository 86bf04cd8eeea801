import { Dropdown, Option, OptionGroup } from '@fluentui/react-components'
import type { FolderEntry } from '../../core/collection/folderTree'
import { useMessages } from '../i18n/useMessages'
import { useT } from '../i18n/useT'
import { collectionMessages } from './messages'

/** Props of {@link FolderPicker}. */
export interface FolderPickerProps {
  /** The folders offered, in tree order (`folderEntries`, filtered to those the caller may fill). */
  entries: readonly FolderEntry[]
  /** The chosen folder id as text, or an `extra` option's value; null for none. */
  value: string | null
  onChange(value: string): void
  /** An option after the folders (`New folder…`). */
  extra?: { value: string; label: string }
  disabled?: boolean
}

const INDENT = '\u00a0\u00a0\u00a0'

/**
 * A keyboard dropdown of collection folders: the caller's own folders, then each department's public folders under
 * its name, sub-folders indented; the chosen one reads as its whole path. Put it inside a Fluent `Field` for its label.
 *
 * @example
 * <Field label={t('…folder')}><FolderPicker entries={entries} value={choice} onChange={setChoice} /></Field>
 */
export function FolderPicker({ entries, value, onChange, extra, disabled = false }: FolderPickerProps) {
  useMessages(collectionMessages)
  const t = useT()
  const personal = entries.filter((entry) => entry.folder.scope === 'personal')
  const byDept = new Map<string, FolderEntry[]>()
  for (const entry of entries.filter((e) => e.folder.scope === 'public')) {
    const dept = entry.folder.deptName ?? ''
    byDept.set(dept, [...(byDept.get(dept) ?? []), entry])
  }
  const chosen = entries.find((entry) => String(entry.folder.id) === value)
  const shown = chosen ? (chosen.folder.scope === 'public' ? `${chosen.path} · ${chosen.folder.deptName ?? ''}` : chosen.path)
    : extra && value === extra.value ? extra.label : ''
  const option = (entry: FolderEntry) => (
    <Option key={entry.folder.id} value={String(entry.folder.id)} text={entry.path}>{INDENT.repeat(entry.depth) + entry.folder.name}</Option>
  )
  return (
    <Dropdown value={shown} selectedOptions={value ? [value] : []} disabled={disabled} onOptionSelect={(_e, data) => data.optionValue && onChange(data.optionValue)}>
      {personal.length ? <OptionGroup label={t('collection.dialog.personalGroup')}>{personal.map(option)}</OptionGroup> : null}
      {[...byDept].map(([dept, list]) => <OptionGroup key={dept} label={t('collection.dialog.publicGroup', { dept })}>{list.map(option)}</OptionGroup>)}
      {extra ? <Option value={extra.value} text={extra.label}>{extra.label}</Option> : null}
    </Dropdown>
  )
}
