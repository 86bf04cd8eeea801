import {
  Field,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  useId,
} from '@fluentui/react-components'
import { useMemo, useState } from 'react'
import type { IcdCode } from '../../../core/contract'
import { http } from '../../../core/http'
import { searchIcd } from '../../../core/report/icdSearch'
import { useMessages } from '../../i18n/useMessages'
import { useT } from '../../i18n/useT'
import { useQuery } from '../../query/useQuery'
import { icdMessages } from './messages'
import { useIcdPickerStyles } from './IcdPicker.styles'

/** Props of {@link IcdPicker}. */
export interface IcdPickerProps {
  /** The chosen codes, in order. */
  value: string[]
  onChange(codes: string[]): void
  /** The field's label; "ICD-10 codes" in the page's language when not given. */
  label?: string
}

/** The ICD-10 list changes with the hospital's coding, not during a day's reading: loaded once an hour at most. */
const ICD_STALE_MS = 60 * 60_000
/** Options rendered at once; typing narrows the rest. */
const SHOWN = 50

/**
 * The ICD-10 picker of a report (`GET /api/icd/all`, loaded once and kept in the query cache): a keyboard combobox
 * that finds codes by code prefix (`O45`), name (`早剥`) and pinyin initials (`gxy` → 高血压), and shows the chosen
 * codes as tags: Enter or a click chooses, Backspace (or ←) in the empty box moves to the tags, where Backspace or
 * Delete removes one, and a click on a tag removes it.
 *
 * @example
 * <IcdPicker value={codes} onChange={setCodes} />
 */
export function IcdPicker({ value, onChange, label }: IcdPickerProps) {
  useMessages(icdMessages)
  const t = useT()
  const styles = useIcdPickerStyles()
  const statusId = useId('icd-status')
  const [query, setQuery] = useState('')
  const { data, loading, error } = useQuery<IcdCode[]>('api/icd/all', (key) => http.get<IcdCode[]>(key), { staleMs: ICD_STALE_MS })
  const codes = useMemo(() => data ?? [], [data])
  const byCode = useMemo(() => new Map(codes.map((c) => [c.code, c])), [codes])
  const matches = useMemo(() => searchIcd(codes.filter((c) => !value.includes(c.code)), query, SHOWN + 1), [codes, value, query])
  const shown = matches.slice(0, SHOWN)

  const status = error ? t('reportParts.icd.loadFailed')
    : loading && !data ? t('reportParts.icd.loading')
    : matches.length > SHOWN ? t('reportParts.icd.more', { count: SHOWN })
    : ''

  return (
    <Field label={label ?? t('reportParts.icd.label')} className={styles.root} validationMessage={error ? status : undefined} validationState={error ? 'error' : 'none'}>
      <TagPicker
        selectedOptions={value}
        onOptionSelect={(_e, d) => {
          onChange(d.selectedOptions)
          setQuery('')
        }}
      >
        <TagPickerControl expandIcon={{ 'aria-label': t('reportParts.icd.showAll') }}>
          <TagPickerGroup aria-label={t('reportParts.icd.selected')}>
            {value.map((code) => {
              const name = byCode.get(code)?.name
              return (
                <Tag key={code} value={code} shape="rounded" title={name ? `${code} ${name}` : code}>
                  {name ? `${code} ${name}` : code}
                </Tag>
              )
            })}
          </TagPickerGroup>
          <TagPickerInput
            placeholder={value.length ? undefined : t('reportParts.icd.placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={status && !error ? statusId : undefined}
          />
        </TagPickerControl>
        <TagPickerList className={styles.list}>
          {shown.length > 0
            ? shown.map((item) => (
                <TagPickerOption key={item.code} value={item.code} text={`${item.code} ${item.name}`}>
                  <span className={styles.code}>{item.code}</span>
                  {item.name}
                </TagPickerOption>
              ))
            : query.trim() ? t('reportParts.icd.noMatch', { query: query.trim() }) : null}
        </TagPickerList>
      </TagPicker>
      {status && !error ? (
        <span id={statusId} className={styles.status} role="status">
          {status}
        </span>
      ) : null}
    </Field>
  )
}
