import type { CriticalStatDto } from '../../../../../core/contract/statistics'
import { useT } from '../../../../../ui/i18n/useT'
import { LazyStatisticsChart } from '../../../shared/LazyStatisticsChart'
import { errorMessage, type StatisticsFilters } from '../../../shared/statisticsFilters'
import { SummaryTable } from '../../../shared/SummaryTable'
import { useSummary } from '../../../shared/useSummary'
import { formatRate, type PanelProps } from './panel'

type Row = CriticalStatDto['rows'][number]

/** Critical values by modality: flagged, notified, notified within the limit (shown), and the rates. */
export function CriticalPanel({ filters, title, onDrill }: PanelProps & { filters: StatisticsFilters }) {
  const t = useT()
  const { data, loading, error } = useSummary<CriticalStatDto>('critical', filters)
  const rows = data?.rows ?? []
  const totals: Row = { key: '', label: '', limitMinutes: 0, flagged: 0, notified: 0, notifiedWithinLimit: 0, notifiedRate: null, withinRate: null, ...data?.totals }
  const measures = ['flagged', 'notified', 'notifiedWithinLimit'] as const
  return (
    <>
      <LazyStatisticsChart
        title={title}
        caption={t('statistics.chart.caption', { title, from: filters.from, to: filters.to })}
        groups={rows.map((row) => row.label)}
        series={measures.map((m) => ({ legend: t(`statistics.measures.${m}`), values: rows.map((row) => row[m]) }))}
      />
      <SummaryTable
        title={title}
        groupHeader={t('statistics.groupBy.modality')}
        rows={rows}
        totals={totals}
        columns={[
          { id: 'limitMinutes', header: t('statistics.measures.limitMinutes'), value: (row) => (row.key ? row.limitMinutes : null),
            format: (v) => (v === null ? '—' : t('statistics.minutes', { value: v })) },
          ...measures.map((m) => ({ id: m, header: t(`statistics.measures.${m}`), value: (row: Row) => row[m], measure: m })),
          { id: 'notifiedRate', header: t('statistics.measures.notifiedRate'), value: (row) => row.notifiedRate, format: formatRate },
          { id: 'withinRate', header: t('statistics.measures.withinRate'), value: (row) => row.withinRate, format: formatRate },
        ]}
        loading={loading}
        error={error ? t('statistics.loadFailed', { message: errorMessage(error) }) : null}
        onDrill={(group, measure, count) => onDrill({ kind: 'critical', groupBy: 'modality', key: group.key, groupLabel: group.label, measure, count })}
      />
    </>
  )
}
