import { makeStyles, Tab, TabList, Title3, tokens } from '@fluentui/react-components'
import { useContext, useRef, useState } from 'react'
import { ElementIdContext } from '../../../../../ui/element/HostContext'
import { useViewParams } from '../../../../../ui/area/viewParams'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { DrillDialog } from '../../../shared/DrillDialog'
import { statisticsMessages } from '../../../shared/messages'
import { StatisticsFilterBar } from '../../../shared/StatisticsFilterBar'
import { initialFilters, type DrillTarget, type StatisticsFilters } from '../../../shared/statisticsFilters'
import { StatisticsToolbar } from '../../../shared/StatisticsToolbar'
import { CriticalPanel } from './CriticalPanel'
import { secondStaticMessages } from './messages'
import { PositivePanel } from './PositivePanel'
import { TurnaroundPanel } from './TurnaroundPanel'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  result: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
})

type QualityTab = 'positive' | 'turnaround' | 'critical'
const TABS: readonly QualityTab[] = ['positive', 'turnaround', 'critical']
const POSITIVE_GROUPINGS = ['modality', 'reportPhysician'] as const

/**
 * Positive rate and quality (`statistics/secondStatic`, 阳性率统计): three tabs over one set of filters — the positive
 * rate by modality or report physician, the turnaround against each modality's limit, and critical values notified
 * within the limit — each a chart and a summary table whose counts open the exams behind them, with export and print.
 * Its parameters set the tab (`tab`) and the filters it opens with (`from`, `to`, `groupBy`, `modality`, `applyHospId`).
 */
export default function SecondStaticView() {
  useMessages(statisticsMessages, secondStaticMessages)
  const t = useT()
  const styles = useStyles()
  const prefix = useContext(ElementIdContext)
  const printTarget = useRef<HTMLDivElement>(null)
  const params = useViewParams()
  const [tab, setTab] = useState<QualityTab>(() => TABS.find((x) => x === params.tab) ?? 'positive')
  const [filters, setFilters] = useState<StatisticsFilters>(() => initialFilters(params, POSITIVE_GROUPINGS))
  const [drill, setDrill] = useState<DrillTarget | null>(null)
  const tabId = (value: QualityTab) => `${prefix}quality-tab-${value}`
  const title = t(`resources.secondStatic.tabs.${tab}`)
  // The turnaround and the critical values are by modality; the positive rate keeps its own grouping.
  const tabFilters = tab === 'positive' ? filters : { ...filters, groupBy: 'modality' }
  return (
    <div className={styles.root}>
      <Title3 as="h1">{t('resources.secondStatic.title')}</Title3>
      <TabList selectedValue={tab} onTabSelect={(_e, d) => setTab(TABS.find((x) => x === d.value) ?? 'positive')} aria-label={t('resources.secondStatic.title')}>
        {TABS.map((value) => (
          <Tab key={value} value={value} id={tabId(value)} aria-controls={`${prefix}quality-panel`}>{t(`resources.secondStatic.tabs.${value}`)}</Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${prefix}quality-panel`} aria-labelledby={tabId(tab)} className={styles.root}>
        <StatisticsFilterBar
          filters={filters}
          {...(tab === 'positive' ? { groupings: POSITIVE_GROUPINGS } : {})}
          title={title}
          onChange={(next) => setFilters({ ...next, groupBy: tab === 'positive' ? next.groupBy : filters.groupBy })}
          key={tab}
        />
        <StatisticsToolbar kind={tab} filters={tabFilters} title={title} printTarget={printTarget} />
        <div ref={printTarget} className={styles.result}>
          {tab === 'positive' ? <PositivePanel filters={tabFilters} title={title} onDrill={setDrill} /> : null}
          {tab === 'turnaround' ? <TurnaroundPanel filters={tabFilters} title={title} onDrill={setDrill} /> : null}
          {tab === 'critical' ? <CriticalPanel filters={tabFilters} title={title} onDrill={setDrill} /> : null}
        </div>
      </div>
      {drill ? (
        <DrillDialog target={drill} filters={filters} measureLabel={t(`statistics.measures.${drill.measure}`)} onClose={() => setDrill(null)} />
      ) : null}
    </div>
  )
}
