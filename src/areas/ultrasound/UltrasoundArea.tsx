import { RoutedAreaViews } from '../../ui/area/RoutedAreaViews'
import { ULTRASOUND_PATHS, ultrasoundViews } from './views'

/** Props of the ultrasound element. */
export interface UltrasoundAreaProps {
  /** Which view (see views.ts). */
  view?: string
  /** The exam the report view opens (`examine-id`). */
  examineId?: string
  /** The view's other parameters as a URL query; `examine-id` wins over an `examineId` in it. */
  query?: string
}

/**
 * The ultrasound area: the reading worklist, the ultrasound report (measurement tables per exam type, obstetric biometry with gestational age and fetal weight, SR import) and the physical-examination batch view.
 *
 * @example
 * <UltrasoundArea view="ultrasonic/diagnosList" />
 */
export function UltrasoundArea(props: UltrasoundAreaProps) {
  return <RoutedAreaViews views={ultrasoundViews} pathViews={ULTRASOUND_PATHS} {...props} />
}
