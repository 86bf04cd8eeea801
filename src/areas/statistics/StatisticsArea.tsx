import { RoutedAreaViews } from '../../ui/area/RoutedAreaViews'
import { STATISTICS_PATHS, statisticsViews } from './views'

/** Props of the statistics element. */
export interface StatisticsAreaProps {
  /** Which view (see views.ts). */
  view?: string
  /** The exam a view opens on (`examine-id`). */
  examineId?: string
  /** The view's other parameters as a URL query; `examine-id` wins over an `examineId` in it. */
  query?: string
}

/**
 * The statistics area: workload by physician, technician, device, modality, ordering department and hospital; positive rate, turnaround times and critical-value timeliness — summary tables with drill-down to the exams, charts, xlsx export and print.
 *
 * @example
 * <StatisticsArea view="statistics/firstStatic" />
 */
export function StatisticsArea(props: StatisticsAreaProps) {
  return <RoutedAreaViews views={statisticsViews} pathViews={STATISTICS_PATHS} {...props} />
}
