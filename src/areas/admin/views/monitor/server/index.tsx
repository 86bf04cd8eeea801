import { Card, makeStyles, MessageBar, MessageBarBody, Spinner, Title3, tokens } from '@fluentui/react-components'
import { lazy, Suspense, useId, useRef } from 'react'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { serverMonitorMessages } from './messages'
import { UsageGauge } from './UsageGauge'
import { KEPT_POINTS, useMonitorPolling } from './useMonitorPolling'

const UsageChart = lazy(() => import('./UsageChart'))

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { margin: 0 },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: {
    display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: tokens.spacingHorizontalL, margin: 0,
  },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  definition: { margin: 0, overflowWrap: 'anywhere' },
  gauges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL, justifyContent: 'space-around' },
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  caption: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
})

/**
 * The server monitor (`monitor/server/index`, eladmin's 服务监控): the machine the contract server runs on — system
 * facts, four gauges (CPU, memory, swap, the data folder's disk) with their details, and the CPU and memory lines of
 * the last polls — polled every 3.5 s while the view is shown.
 */
export default function ServerMonitorView() {
  useMessages(serverMonitorMessages)
  const styles = useStyles()
  const t = useT()
  const view = useRef<HTMLElement>(null)
  const usageId = useId()
  const chartId = useId()
  const { data, error, points } = useMonitorPolling(view)
  const title = t('serverMonitor.title')
  const failure = error ? (error instanceof Error ? error.message : String(error)) : null

  return (
    <section ref={view} className={styles.page} aria-label={title}>
      <Title3 as="h1" className={styles.heading}>{title}</Title3>
      {failure ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('serverMonitor.failed', { message: failure })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {!data && !failure ? <Spinner size="small" label={t('serverMonitor.loading')} /> : null}
      {data ? (
        <>
          <Card className={styles.card}>
            <h2 className={styles.subheading}>{t('serverMonitor.system')}</h2>
            <dl className={styles.facts}>
              {([
                ['os', data.sys.os],
                ['ip', data.sys.ip],
                ['uptime', data.sys.day],
                ['time', data.time],
                ['model', data.cpu.name],
                ['packages', data.cpu.package],
                ['cores', data.cpu.core],
                ['logical', data.cpu.logic],
              ] as const).map(([key, value]) => (
                <div key={key} className={styles.fact} data-fact={key}>
                  <dt className={styles.term}>{t(`serverMonitor.${key}`)}</dt>
                  <dd className={styles.definition}>{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card className={styles.card} aria-labelledby={usageId}>
            <h2 id={usageId} className={styles.subheading}>{t('serverMonitor.usage')}</h2>
            <div className={styles.gauges}>
              <UsageGauge
                name={t('serverMonitor.cpu')}
                value={Number(data.cpu.used)}
                details={[[t('serverMonitor.used'), t('serverMonitor.percent', { value: data.cpu.used })], [t('serverMonitor.idle'), t('serverMonitor.percent', { value: data.cpu.idle })]]}
              />
              {(['memory', 'swap', 'disk'] as const).map((part) => (
                <UsageGauge
                  key={part}
                  name={t(`serverMonitor.${part}`)}
                  value={Number(data[part].usageRate)}
                  details={[
                    [t('serverMonitor.total'), data[part].total],
                    [t('serverMonitor.used'), data[part].used],
                    [t('serverMonitor.available'), data[part].available],
                  ]}
                />
              ))}
            </div>
          </Card>
          <Card className={styles.card}>
            <figure className={styles.figure} aria-labelledby={chartId}>
              <figcaption id={chartId} className={styles.caption}>{t('serverMonitor.chart', { count: KEPT_POINTS })}</figcaption>
              {points.length > 1 ? (
                <Suspense fallback={<Spinner size="small" label={t('serverMonitor.chartLoading')} />}>
                  <UsageChart points={points} title={t('serverMonitor.chartTitle')} cpuLegend={t('serverMonitor.cpuSeries')} memoryLegend={t('serverMonitor.memorySeries')} />
                </Suspense>
              ) : (
                <p>{t('serverMonitor.chartWaiting')}</p>
              )}
            </figure>
          </Card>
        </>
      ) : null}
    </section>
  )
}
