import { RoutedAreaViews } from '../../ui/area/RoutedAreaViews'
import { ECG_PATHS, ecgViews } from './views'

/** Props of the ecg element. */
export interface EcgAreaProps {
  /** Which view (see views.ts). */
  view?: string
  /** The exam the report view opens (`examine-id`). */
  examineId?: string
  /** The view's other parameters as a URL query; `examine-id` wins over an `examineId` in it. */
  query?: string
}

/**
 * The ECG area: the reading worklist and the ECG report (HR, PR, QRS, QT, QTc by a named formula, axis, rhythm; the 12-lead waveform with calipers).
 *
 * @example
 * <EcgArea view="ecg/diagnosList" />
 */
export function EcgArea(props: EcgAreaProps) {
  return <RoutedAreaViews views={ecgViews} pathViews={ECG_PATHS} {...props} />
}
