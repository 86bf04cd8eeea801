import { LineChart, type LineChartPoints } from '@fluentui/react-charts'
import { makeStyles } from '@fluentui/react-components'
import { useLayoutEffect, useRef, useState } from 'react'

const useStyles = makeStyles({
  box: { width: '100%', minWidth: 0 },
})

/** One poll's figures, at the moment the browser received them. */
export interface UsagePoint {
  at: number
  cpu: number
  memory: number
}

/** Props of {@link UsageChart}. */
export interface UsageChartProps {
  points: readonly UsagePoint[]
  title: string
  cpuLegend: string
  memoryLegend: string
}

/** The series colours: Fluent's data-visualisation palette (tokens do not cover chart series). */
const CPU_COLOR = '#637cef'
const MEMORY_COLOR = '#e3008c'
const pad = (n: number) => String(n).padStart(2, '0')
const clock = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`

/**
 * The CPU and memory lines of the server monitor (Fluent v9's `LineChart`), 0–100 %. Loaded on its own chunk by the
 * server monitor view only, so nothing else pays for the chart library.
 */
export default function UsageChart({ points, title, cpuLegend, memoryLegend }: UsageChartProps) {
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
  const lines: LineChartPoints[] = [
    { legend: cpuLegend, color: CPU_COLOR, data: points.map((p) => ({ x: new Date(p.at), y: p.cpu })) },
    { legend: memoryLegend, color: MEMORY_COLOR, data: points.map((p) => ({ x: new Date(p.at), y: p.memory })) },
  ]
  return (
    <div ref={box} className={styles.box} data-testid="usage-chart">
      {width > 0 ? (
        <LineChart
          data={{ chartTitle: title, lineChartData: lines }}
          width={width}
          height={260}
          yMinValue={0}
          yMaxValue={100}
          customDateTimeFormatter={clock}
          enablePerfOptimization
        />
      ) : null}
    </div>
  )
}
