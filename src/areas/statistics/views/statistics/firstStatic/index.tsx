import { makeStyles, Title3, tokens } from '@fluentui/react-components'
import { useRef, useState } from 'react'
import type { StatisticsMeasure, WorkloadCounts, WorkloadDto } from '../../../../../core/contract/statistics'
import { useViewParams } from '../../../../../ui/area/viewParams'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { DrillDialog } from '../../../shared/DrillDialog'
import { LazyStatisticsChart } from '../../../shared/LazyStatisticsChart'
import { statisticsMessages } from '../../../shared/messages'
import { StatisticsFilterBar } from '../../../shared/StatisticsFilterBar'
import { errorMessage, initialFilters, type DrillTarget, type StatisticsFilters } from '../../../shared/statisticsFilters'
import { StatisticsToolbar } from '../../../shared/StatisticsToolbar'
import { SummaryTable, type SummaryColumn } from '../../../shared/SummaryTable'
import { useSummary } from '../../../shared/useSummary'
import { firstStaticMessages } from './messages'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  result: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
})

const GROUPINGS = ['reportPhysician', 'auditPhysician', 'technician', 'device', 'modality', 'applyDept', 'applyHospital'] as const
const MEASURES = ['exams', 'examined', 'reports', 'audits', 'positive', 'critical'] as const satisfies readonly (keyof WorkloadCounts & StatisticsMeasure)[]
/** The figures the chart draws (the table has them all). */
const CHARTED = ['exams', 'reports', 'audits', 'positive'] as const

type Row = WorkloadDto['rows'][number]

/**
 * Workload statistics (`statistics/firstStatic`, 工作量统计): the live exams of a period and their reports by report or
 * audit physician, technician, device, modality, ordering department or hospital — a chart, the summary table with
 * its totals (every count opens the exams behind it), xlsx export and print. Its parameters (`from`, `to`, `groupBy`,
 * `modality`, `applyHospId`) set the filters it opens with.
 */
export default function FirstStaticView() {
  useMessages(statisticsMessages, firstStaticMessages)
  const t = useT()
  const styles = useStyles()
  const printTarget = useRef<HTMLDivElement>(null)
  const params = useViewParams()
  const [filters, setFilters] = useState<StatisticsFilters>(() => initialFilters(params, GROUPINGS))
  const [drill, setDrill] = useState<DrillTarget | null>(null)
  const { data, loading, error } = useSummary<WorkloadDto>('workload', filters)
  const title = t('resources.firstStatic.title')
  const groupHeader = t(`statistics.groupBy.${data?.groupBy ?? filters.groupBy}`)
  const columns: SummaryColumn<Row>[] = MEASURES.map((m) => ({ id: m, header: t(`statistics.measures.${m}`), value: (row) => row[m], measure: m }))
  const totals: Row = { key: '', label: '', exams: 0, examined: 0, reports: 0, audits: 0, positive: 0, critical: 0, ...data?.totals }
  const rows = data?.rows ?? []
  return (
    <div className={styles.root}>
      <Title3 as="h1">{title}</Title3>
      <StatisticsFilterBar filters={filters} groupings={GROUPINGS} title={title} onChange={setFilters} />
      <StatisticsToolbar kind="workload" filters={filters} title={title} printTarget={printTarget} />
      <div ref={printTarget} className={styles.result}>
        <LazyStatisticsChart
          title={title}
          caption={t('statistics.chart.caption', { title: `${title} · ${groupHeader}`, from: filters.from, to: filters.to })}
          groups={rows.map((row) => row.label || t('statistics.none'))}
          series={CHARTED.map((m) => ({ legend: t(`statistics.measures.${m}`), values: rows.map((row) => row[m]) }))}
        />
        <SummaryTable
          title={title}
          groupHeader={groupHeader}
          rows={rows}
          totals={totals}
          columns={columns}
          loading={loading}
          error={error ? t('statistics.loadFailed', { message: errorMessage(error) }) : null}
          onDrill={(group, measure, count) => setDrill({
            kind: 'workload', groupBy: data?.groupBy ?? filters.groupBy, key: group.key, groupLabel: group.label, measure, count,
          })}
        />
      </div>
      {drill ? (
        <DrillDialog target={drill} filters={filters} measureLabel={t(`statistics.measures.${drill.measure}`)} onClose={() => setDrill(null)} />
      ) : null}
    </div>
  )
}
