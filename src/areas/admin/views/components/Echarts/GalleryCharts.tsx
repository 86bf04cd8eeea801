import {
  DonutChart, GaugeChart, LineChart, VerticalBarChart, type ChartDataPoint, type ChartProps, type LineChartPoints, type VerticalBarChartDataPoint,
} from '@fluentui/react-charts'
import { makeStyles, tokens } from '@fluentui/react-components'
import { useLayoutEffect, useRef, useState } from 'react'
import { useT } from '../../../../../ui/i18n/useT'

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: tokens.spacingHorizontalL },
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  caption: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  box: { width: '100%', minWidth: 0 },
})

/** Fluent's data-visualisation palette (tokens do not cover chart series). */
const COLORS = ['#637cef', '#e3008c', '#2aa0a4', '#9373c0', '#13a10e']
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const
const EXAMS_PER_DAY = [182, 205, 197, 231, 176]
const MODALITIES: [string, number][] = [['CT', 412], ['MR', 168], ['DR', 536], ['US', 389], ['ES', 74]]

/** The width of a box, followed as it resizes (charts take a width in pixels). */
function useWidth() {
  const box = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new ResizeObserver(() => setWidth(Math.floor(element.clientWidth)))
    observer.observe(element)
    setWidth(Math.floor(element.clientWidth))
    return () => observer.disconnect()
  }, [])
  return { box, width }
}

function Figure({ caption, children }: { caption: string; children: (width: number) => React.ReactNode }) {
  const styles = useStyles()
  const { box, width } = useWidth()
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{caption}</figcaption>
      <div ref={box} className={styles.box}>{width > 0 ? children(width) : null}</div>
    </figure>
  )
}

/**
 * The chart gallery (eladmin's ECharts page, drawn with Fluent v9's charts): a line, a bar, a donut and a gauge over
 * sample figures of a week. Its own chunk, loaded by the charts view only.
 */
export default function GalleryCharts() {
  const t = useT()
  const styles = useStyles()
  const line: LineChartPoints[] = [{
    legend: t('gallery.echarts.exams'), color: COLORS[0]!,
    data: DAYS.map((day, i) => ({ x: i + 1, y: EXAMS_PER_DAY[i]!, xAxisCalloutData: t(`gallery.echarts.${day}`) })),
  }]
  const bars: VerticalBarChartDataPoint[] = MODALITIES.map(([name, count], i) => ({ x: name, y: count, legend: name, color: COLORS[i % COLORS.length]! }))
  const donut: ChartProps = {
    chartTitle: t('gallery.echarts.donut'),
    chartData: ([['draft', 38], ['signed', 121], ['audited', 264]] as const).map(([state, count], i): ChartDataPoint => ({
      legend: t(`gallery.echarts.${state}`), data: count, color: COLORS[i + 1]!,
    })),
  }
  return (
    <div className={styles.grid} data-gallery-charts>
      <Figure caption={t('gallery.echarts.line')}>
        {(width) => <LineChart data={{ chartTitle: t('gallery.echarts.line'), lineChartData: line }} width={width} height={260} />}
      </Figure>
      <Figure caption={t('gallery.echarts.bar')}>
        {(width) => <VerticalBarChart data={bars} chartTitle={t('gallery.echarts.bar')} width={width} height={260} hideLegend />}
      </Figure>
      <Figure caption={t('gallery.echarts.donut')}>
        {(width) => <DonutChart data={donut} innerRadius={55} width={Math.min(width, 360)} height={260} hideLabels={false} />}
      </Figure>
      <Figure caption={t('gallery.echarts.gauge')}>
        {(width) => (
          <GaugeChart
            width={Math.min(width, 320)}
            height={220}
            chartTitle={t('gallery.echarts.gauge')}
            chartValue={87}
            chartValueFormat={() => t('gallery.echarts.percent', { value: 87 })}
            minValue={0}
            maxValue={100}
            segments={[{ legend: '0–60', size: 60, color: '#d13438' }, { legend: '60–85', size: 25, color: '#fde300' }, { legend: '85–100', size: 15, color: '#13a10e' }]}
          />
        )}
      </Figure>
    </div>
  )
}
