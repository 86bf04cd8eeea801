import { makeStyles, Spinner, tokens } from '@fluentui/react-components'
import { lazy, Suspense, useId } from 'react'
import { useT } from '../../../ui/i18n/useT'
import type { StatisticsChartProps } from './StatisticsChart'

const StatisticsChart = lazy(() => import('./StatisticsChart'))

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, breakInside: 'avoid' },
  caption: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
})

/** Props of {@link LazyStatisticsChart}: the chart's, and its caption. */
export interface LazyStatisticsChartProps extends StatisticsChartProps {
  /** Says what the chart shows and that the table below holds the same figures (its text alternative). */
  caption: string
}

/**
 * A statistics chart in a captioned figure, its code (Fluent's charts with their d3 modules) loaded on demand from
 * its own chunk, so nothing outside the statistics views pays for it.
 */
export function LazyStatisticsChart({ caption, ...chart }: LazyStatisticsChartProps) {
  const t = useT()
  const styles = useStyles()
  const id = useId()
  return (
    <figure className={styles.figure} aria-labelledby={id}>
      <figcaption id={id} className={styles.caption}>{caption}</figcaption>
      {chart.groups.length ? (
        <Suspense fallback={<Spinner size="small" label={t('statistics.chart.loading')} />}>
          <StatisticsChart {...chart} />
        </Suspense>
      ) : (
        <p>{t('statistics.chart.empty')}</p>
      )}
    </figure>
  )
}
