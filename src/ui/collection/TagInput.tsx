import {
  Field,
  makeStyles,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  tokens,
} from '@fluentui/react-components'
import { useMemo, useState } from 'react'
import type { CollectionTagDto } from '../../core/contract'
import { http } from '../../core/http'
import { useMessages } from '../i18n/useMessages'
import { useT } from '../i18n/useT'
import { useQuery } from '../query/useQuery'
import { collectionMessages } from './messages'

const useStyles = makeStyles({
  list: { maxHeight: '260px' },
  hint: { color: tokens.colorNeutralForeground3 },
})

/** Props of {@link TagInput}. */
export interface TagInputProps {
  /** The chosen tags, in order. */
  value: string[]
  onChange(tags: string[]): void
  /** The field's label; "Tags" in the page's language when not given. */
  label?: string
  /** A message shown under the field as an error (the server's word on the tags). */
  error?: string | undefined
  /**
   * Without its own label and message: the picker alone, named by `label` for assistive technology — for a form that
   * draws the field around it (the resource kit's `formControls`).
   */
  bare?: boolean
}

/** Suggestions shown at once; typing narrows them. */
const SHOWN = 30
/** What the server accepts for one tag. */
const MAX_LENGTH = 30

/**
 * Free tags with suggestions (a keyboard combobox): typing offers the tags already used on the cases the user reads
 * (`GET api/collection/tags`, most used first) and, first, the text itself as a new tag; Enter or a click adds the
 * active option, Backspace in the empty box moves to the chosen tags, where Backspace or Delete removes one. Tags are
 * trimmed, at most 30 characters, without commas, each once.
 *
 * @example
 * <TagInput value={tags} onChange={setTags} />
 */
export function TagInput({ value, onChange, label, error, bare = false }: TagInputProps) {
  useMessages(collectionMessages)
  const t = useT()
  const styles = useStyles()
  const [query, setQuery] = useState('')
  const { data } = useQuery<CollectionTagDto[]>('api/collection/tags', (key) => http.get<CollectionTagDto[]>(key))
  const typed = query.trim()
  const chosen = useMemo(() => new Set(value.map((tag) => tag.toLowerCase())), [value])
  const suggestions = useMemo(() => (data ?? [])
    .filter((s) => !chosen.has(s.tag.toLowerCase()) && s.tag.toLowerCase().includes(typed.toLowerCase()))
    .slice(0, SHOWN), [data, chosen, typed])
  const problem = typed.length > MAX_LENGTH ? t('collection.tags.tooLong') : /[,，]/.test(typed) ? t('collection.tags.comma') : null
  const offerTyped = typed !== '' && !problem && !chosen.has(typed.toLowerCase()) && !suggestions.some((s) => s.tag.toLowerCase() === typed.toLowerCase())

  const picker = (
      <TagPicker
        selectedOptions={value}
        onOptionSelect={(_event, data) => {
          // A new tag's option carries the typed text as its value; the picker hands back the whole new selection.
          const next = data.selectedOptions.map((tag) => tag.trim()).filter((tag, i, all) => tag !== '' && all.findIndex((o) => o.toLowerCase() === tag.toLowerCase()) === i)
          onChange(next)
          setQuery('')
        }}
      >
        <TagPickerControl expandIcon={{ 'aria-label': t('collection.tags.showAll') }}>
          <TagPickerGroup aria-label={t('collection.tags.selected')}>
            {value.map((tag) => (
              <Tag key={tag} value={tag} shape="rounded">{tag}</Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput
            placeholder={value.length ? undefined : t('collection.tags.placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            {...(bare ? { 'aria-label': label ?? t('collection.tags.label') } : {})}
          />
        </TagPickerControl>
        <TagPickerList className={styles.list}>
          {offerTyped ? (
            <TagPickerOption key={`new:${typed}`} value={typed} text={typed}>
              {t('collection.tags.add', { tag: typed })}
            </TagPickerOption>
          ) : null}
          {suggestions.map((s) => (
            <TagPickerOption key={s.tag} value={s.tag} text={s.tag}>
              {t('collection.tags.used', { tag: s.tag, count: s.count })}
            </TagPickerOption>
          ))}
        </TagPickerList>
      </TagPicker>
  )
  if (bare) return picker
  return (
    <Field label={label ?? t('collection.tags.label')} validationState={error || problem ? 'error' : 'none'} validationMessage={error ?? problem ?? undefined}>
      {picker}
    </Field>
  )
}
