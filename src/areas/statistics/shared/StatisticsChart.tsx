import { GroupedVerticalBarChart, type GroupedVerticalBarChartData } from '@fluentui/react-charts'
import { makeStyles } from '@fluentui/react-components'
import { useLayoutEffect, useRef, useState } from 'react'

const useStyles = makeStyles({
  box: { width: '100%', minWidth: 0 },
})

/** One series of a statistics chart: its name and a value per group, in the groups' order. */
export interface ChartSeries {
  legend: string
  values: readonly number[]
}

/** Props of {@link StatisticsChart}. */
export interface StatisticsChartProps {
  /** The groups along the axis (physicians, modalities…). */
  groups: readonly string[]
  series: readonly ChartSeries[]
  /** The chart's title, read by assistive technology with each bar. */
  title: string
  height?: number
}

/** The series colours: Fluent's data-visualisation palette (tokens do not cover chart series). */
const COLORS = ['#637cef', '#e3008c', '#2aa0a4', '#9373c0', '#13a10e', '#c239b3', '#ca5010']

/**
 * The bars of a statistics summary (Fluent v9's charts, `GroupedVerticalBarChart`): one group per row of the table,
 * one bar per figure. Loaded on its own chunk by {@link LazyStatisticsChart}, with the statistics views only.
 */
export default function StatisticsChart({ groups, series, title, height = 300 }: StatisticsChartProps) {
  const styles = useStyles()
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
  const data: GroupedVerticalBarChartData[] = groups.map((name, g) => ({
    name,
    series: series.map((s, i) => ({ key: `${g}-${i}`, data: s.values[g] ?? 0, legend: s.legend, color: COLORS[i % COLORS.length]! })),
  }))
  return (
    <div ref={box} className={styles.box} data-testid="statistics-chart">
      {width > 0 ? <GroupedVerticalBarChart data={data} chartTitle={title} width={width} height={height} hideLabels={false} /> : null}
    </div>
  )
}
