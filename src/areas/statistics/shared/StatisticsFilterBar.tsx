import { useMemo } from 'react'
import type { FilterDeclaration } from '../../../core/resource/resource.types'
import { SearchBar } from '../../../ui/resource/SearchBar'
import { defaultPeriod, type StatisticsFilters } from './statisticsFilters'

/** Props of {@link StatisticsFilterBar}. */
export interface StatisticsFilterBarProps {
  filters: StatisticsFilters
  /** The groupings the view offers (message keys `statistics.groupBy.<name>`); none: no group-by filter. */
  groupings?: readonly string[]
  title: string
  onChange: (filters: StatisticsFilters) => void
}

/**
 * The statistics filters as the kit's search row: the period (registration days, with the kit's quick ranges), the
 * modality, the ordering hospital (`api/statistic/auth/applyHospIds`) and the grouping. Reset brings back this month.
 */
export function StatisticsFilterBar({ filters, groupings, title, onChange }: StatisticsFilterBarProps) {
  const declarations = useMemo((): FilterDeclaration[] => [
    { name: 'period', kind: 'dateRange' },
    { name: 'modality', kind: 'select', dict: 'modality' },
    { name: 'applyHospId', kind: 'select', optionsFrom: { url: 'api/statistic/auth/applyHospIds' } },
    ...(groupings?.length ? [{ name: 'groupBy', kind: 'select' as const, options: groupings.map((g) => ({ value: g, label: `statistics.groupBy.${g}` })) }] : []),
  ], [groupings])
  const applied = {
    period: [`${filters.from} 00:00:00`, `${filters.to} 23:59:59`],
    ...(filters.modality ? { modality: filters.modality } : {}),
    ...(filters.applyHospId ? { applyHospId: filters.applyHospId } : {}),
    ...(groupings?.length ? { groupBy: filters.groupBy } : {}),
  }
  const fallback = groupings?.[0] ?? filters.groupBy
  return (
    <SearchBar
      filters={declarations}
      labelPrefix="statistics.filters."
      applied={applied}
      defaults={groupings?.length ? { groupBy: fallback } : {}}
      title={title}
      onSearch={(next) => {
        const [from = '', to = ''] = Array.isArray(next.period) ? next.period : []
        const period = defaultPeriod()
        const pick = (name: string) => (typeof next[name] === 'string' && next[name] ? (next[name] as string) : undefined)
        onChange({
          from: from.slice(0, 10) || period.from,
          to: to.slice(0, 10) || period.to,
          modality: pick('modality'),
          applyHospId: pick('applyHospId'),
          groupBy: pick('groupBy') ?? fallback,
        })
      }}
      onReset={() => onChange({ ...defaultPeriod(), groupBy: fallback })}
    />
  )
}
