import { Dropdown, makeStyles, Option, ToggleButton, ToolbarDivider, tokens } from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { useRef } from 'react'
import type { ExamDto } from '../../../core/contract'
import { shortcutRange, type DateShortcut } from '../../../core/resource/dateShortcuts'
import { useDensity } from '../../density/useDensity'
import { useT } from '../../i18n/useT'
import type { ResourceContext } from '../../resource/resourceView.types'
import { RejectedPrompt } from './RejectedPrompt'

const useStyles = makeStyles({
  // A group stays on one line (it wraps whole in the toolbar); its buttons never stack one per line.
  button: { minWidth: 'unset' },
  group: { display: 'inline-flex', flexWrap: 'nowrap', flexShrink: 0, alignItems: 'center', gap: tokens.spacingHorizontalXXS },
})

/** The reading tabs (WLJS's 未写 / 未审 / 已审 / 我的 / 不限, and the rejected reports the entry prompt jumps to). */
export const READING_TABS = ['unwritten', 'unaudited', 'audited', 'mine', 'rejected', 'all'] as const

/** A reading tab, the `reading` filter of `GET api/exams`. */
export type ReadingTab = (typeof READING_TABS)[number]

/** The quick ranges of registration time (今天 / 昨天 / 3天 / 5天 / 一周 / 3个月). */
export const READING_RANGES: readonly DateShortcut[] = ['today', 'yesterday', 'last3Days', 'last5Days', 'last7Days', 'last3Months']

/** Props of {@link ReadingFilters}. */
export interface ReadingFiltersProps {
  context: ResourceContext<ExamDto>
  /** The list's modalities: more than one offers a choice among them (all of them by default). */
  modalities?: readonly string[]
  source?: 'in' | 'out'
}

const same = (a: unknown, b: readonly string[]) => Array.isArray(a) && a.length === b.length && a.every((v, i) => v === b[i])

/**
 * The reading worklist's own filter row, in the list's toolbar: the report-status tabs as pressed buttons, the quick
 * registration ranges (pressing the pressed one again drops the range), the modality among the list's own, and the
 * rejected-reports prompt at entry. Each change searches at once and keeps the search row's filters.
 *
 * @example
 * toolbar: (context) => <ReadingFilters context={context} modalities={['CT', 'MR']} source="in" />
 */
export function ReadingFilters({ context, modalities = [], source }: ReadingFiltersProps) {
  const styles = useStyles()
  const t = useT()
  const { control } = useDensity()
  const size = control
  const { filters } = useStore(context.list.$state)
  const tabs = useRef<HTMLDivElement>(null)
  const reading = typeof filters.reading === 'string' ? filters.reading : 'all'
  const set = (changes: Record<string, string | readonly string[] | undefined>) => context.list.search({ ...filters, ...changes })
  const all = modalities.join(',')
  const modality = typeof filters.modality === 'string' && filters.modality !== all ? filters.modality : ''
  return (
    <>
      <div role="group" aria-label={t('reading.tabs.label')} className={styles.group} ref={tabs} data-filter="reading">
        {READING_TABS.map((tab) => (
          <ToggleButton
            key={tab}
            className={styles.button}
            size={size}
            appearance={reading === tab ? 'primary' : 'subtle'}
            checked={reading === tab}
            onClick={() => set({ reading: tab })}
            data-tab={tab}
          >
            {t(`reading.tabs.${tab}`)}
          </ToggleButton>
        ))}
      </div>
      <ToolbarDivider />
      <div role="group" aria-label={t('reading.ranges.label')} className={styles.group} data-filter="ranges">
        {READING_RANGES.map((range) => {
          const pressed = same(filters.registerTime, shortcutRange(range))
          return (
            <ToggleButton
              key={range}
              className={styles.button}
              size={size}
              appearance="subtle"
              checked={pressed}
              onClick={() => set({ registerTime: pressed ? undefined : shortcutRange(range) })}
              data-range={range}
            >
              {t(`reading.ranges.${range}`)}
            </ToggleButton>
          )
        })}
      </div>
      {modalities.length > 1 ? (
        <>
          <ToolbarDivider />
          <Dropdown
            size={size}
            aria-label={t('reading.modality.label')}
            data-filter="modality"
            selectedOptions={[modality]}
            value={modality || t('reading.modality.all')}
            onOptionSelect={(_event, data) => set({ modality: data.optionValue || all })}
          >
            <Option value="">{t('reading.modality.all')}</Option>
            {modalities.map((code) => (
              <Option key={code} value={code}>
                {code}
              </Option>
            ))}
          </Dropdown>
        </>
      ) : null}
      <RejectedPrompt
        modalities={modalities}
        source={source}
        onHandle={() => set({ reading: 'rejected', registerTime: undefined })}
        returnFocus={() => tabs.current?.querySelector<HTMLElement>('[data-tab="rejected"]')}
      />
    </>
  )
}
