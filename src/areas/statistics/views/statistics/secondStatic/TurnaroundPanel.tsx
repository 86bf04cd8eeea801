import { MessageBar, MessageBarBody } from '@fluentui/react-components'
import type { TurnaroundDto, TurnaroundIntervalName } from '../../../../../core/contract/statistics'
import { useT } from '../../../../../ui/i18n/useT'
import { LazyStatisticsChart } from '../../../shared/LazyStatisticsChart'
import { errorMessage, type StatisticsFilters } from '../../../shared/statisticsFilters'
import { SummaryTable, type SummaryColumn } from '../../../shared/SummaryTable'
import { useSummary } from '../../../shared/useSummary'
import { formatRate, type PanelProps } from './panel'

type Row = TurnaroundDto['rows'][number]

const INTERVALS: readonly TurnaroundIntervalName[] = ['registrationToExam', 'examToReport', 'reportToAudit', 'registrationToFinal']

const emptyInterval = { count: 0, medianMinutes: null, p90Minutes: null, invalid: 0 }

/**
 * Turnaround by modality against the department's limits: median and 90th percentile of registration → exam → report
 * → audit and registration → final, the limit, the signed reports timed and the share within the limit. Exams whose
 * end lies before their start are named in a warning, never timed.
 */
export function TurnaroundPanel({ filters, title, onDrill }: PanelProps & { filters: StatisticsFilters }) {
  const t = useT()
  const { data, loading, error } = useSummary<TurnaroundDto>('turnaround', filters)
  const rows = data?.rows ?? []
  const minutes = (value: number | null) => (value === null ? '—' : t('statistics.minutes', { value: Math.round(value * 10) / 10 }))
  const totals: Row = {
    key: '', label: '', limitMinutes: 0, finals: 0, withinLimit: 0, withinRate: null,
    intervals: { registrationToExam: emptyInterval, examToReport: emptyInterval, reportToAudit: emptyInterval, registrationToFinal: emptyInterval },
    ...data?.totals,
  }
  const intervalName = (name: TurnaroundIntervalName) => t(`statistics.intervals.${name}`)
  const columns: SummaryColumn<Row>[] = [
    ...INTERVALS.flatMap((name): SummaryColumn<Row>[] => [
      { id: `${name}.median`, header: t('statistics.intervals.median', { interval: intervalName(name) }), value: (row) => row.intervals[name].medianMinutes, format: minutes },
      { id: `${name}.p90`, header: t('statistics.intervals.p90', { interval: intervalName(name) }), value: (row) => row.intervals[name].p90Minutes, format: minutes },
    ]),
    { id: 'limitMinutes', header: t('statistics.measures.limitMinutes'), value: (row) => (row.key ? row.limitMinutes : null), format: minutes },
    { id: 'finals', header: t('statistics.measures.finals'), value: (row) => row.finals, measure: 'finals' },
    { id: 'withinLimit', header: t('statistics.measures.withinLimit'), value: (row) => row.withinLimit, measure: 'withinLimit' },
    { id: 'withinRate', header: t('statistics.measures.withinRate'), value: (row) => row.withinRate, format: formatRate },
  ]
  const invalid = rows.flatMap((row) => INTERVALS.filter((name) => row.intervals[name].invalid > 0)
    .map((name) => t('statistics.invalid', { count: row.intervals[name].invalid, interval: intervalName(name), group: row.label })))
  return (
    <>
      {invalid.length ? (
        <MessageBar intent="warning">
          <MessageBarBody>{invalid.join(' ')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <LazyStatisticsChart
        title={title}
        caption={t('statistics.chart.caption', { title, from: filters.from, to: filters.to })}
        groups={rows.map((row) => row.label)}
        series={INTERVALS.map((name) => ({
          legend: t('statistics.intervals.median', { interval: intervalName(name) }),
          values: rows.map((row) => Math.round((row.intervals[name].medianMinutes ?? 0) * 10) / 10),
        }))}
      />
      <SummaryTable
        title={title}
        groupHeader={t('statistics.groupBy.modality')}
        rows={rows}
        totals={totals}
        columns={columns}
        loading={loading}
        error={error ? t('statistics.loadFailed', { message: errorMessage(error) }) : null}
        onDrill={(group, measure, count) => onDrill({ kind: 'turnaround', groupBy: 'modality', key: group.key, groupLabel: group.label, measure, count })}
      />
    </>
  )
}
