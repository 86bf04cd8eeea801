import type { PositiveDto } from '../../../../../core/contract/statistics'
import { useT } from '../../../../../ui/i18n/useT'
import { LazyStatisticsChart } from '../../../shared/LazyStatisticsChart'
import { errorMessage, type StatisticsFilters } from '../../../shared/statisticsFilters'
import { SummaryTable } from '../../../shared/SummaryTable'
import { useSummary } from '../../../shared/useSummary'
import { formatRate, type PanelProps } from './panel'

type Row = PositiveDto['rows'][number]

/** The positive rate of the written reports by modality or report physician: chart and summary table. */
export function PositivePanel({ filters, title, onDrill }: PanelProps & { filters: StatisticsFilters }) {
  const t = useT()
  const { data, loading, error } = useSummary<PositiveDto>('positive', filters)
  const rows = data?.rows ?? []
  const groupBy = data?.groupBy ?? filters.groupBy
  const groupHeader = t(`statistics.groupBy.${groupBy}`)
  const totals: Row = { key: '', label: '', reports: 0, positive: 0, rate: null, ...data?.totals }
  return (
    <>
      <LazyStatisticsChart
        title={title}
        caption={t('statistics.chart.caption', { title: `${title} · ${groupHeader}`, from: filters.from, to: filters.to })}
        groups={rows.map((row) => row.label || t('statistics.none'))}
        series={(['reports', 'positive'] as const).map((m) => ({ legend: t(`statistics.measures.${m}`), values: rows.map((row) => row[m]) }))}
      />
      <SummaryTable
        title={title}
        groupHeader={groupHeader}
        rows={rows}
        totals={totals}
        columns={[
          { id: 'reports', header: t('statistics.measures.reports'), value: (row) => row.reports, measure: 'reports' },
          { id: 'positive', header: t('statistics.measures.positive'), value: (row) => row.positive, measure: 'positive' },
          { id: 'rate', header: t('statistics.measures.rate'), value: (row) => row.rate, format: formatRate },
        ]}
        loading={loading}
        error={error ? t('statistics.loadFailed', { message: errorMessage(error) }) : null}
        onDrill={(group, measure, count) => onDrill({ kind: 'positive', groupBy, key: group.key, groupLabel: group.label, measure, count })}
      />
    </>
  )
}
