import { RoutedAreaViews } from '../../ui/area/RoutedAreaViews'
import { QC_PATHS, qcViews } from './views'

/** Props of the qc element. */
export interface QcAreaProps {
  /** Which view (see views.ts). */
  view?: string
  /** The exam a view opens on (`examine-id`). */
  examineId?: string
  /** The view's other parameters as a URL query; `examine-id` wins over an `examineId` in it. */
  query?: string
}

/**
 * The quality-control area: monthly sampling tasks with a reproducible seeded draw, samples with their report and images, score sheets and grades, blind review and statistics — for imaging (`qc/…`) and ultrasound (`ultrasonicControl/…`).
 *
 * @example
 * <QcArea view="qc/sampling" />
 */
export function QcArea(props: QcAreaProps) {
  return <RoutedAreaViews views={qcViews} pathViews={QC_PATHS} {...props} />
}
