import { RoutedAreaViews } from '../../ui/area/RoutedAreaViews'
import { DIAGNOSIS_PATHS, diagnosisViews } from './views'

/** Props of the diagnosis element. */
export interface DiagnosisAreaProps {
  /** Which view (see views.ts). */
  view?: string
  /** The exam the report editor opens (`examine-id`). */
  examineId?: string
  /** The view's other parameters as a URL query (`id=12`); `examine-id` wins over an `examineId` in it. */
  query?: string
}

/**
 * The diagnosis area: one element whose `view` attribute picks one of its views, each a lazily loaded chunk. A view
 * opening another route (a worklist row opening the editor) is routed by the console; embedded alone, the element
 * opens that view in place instead.
 *
 * @example
 * <DiagnosisArea view="diagnos/diagnos-in" />
 */
export function DiagnosisArea(props: DiagnosisAreaProps) {
  return <RoutedAreaViews views={diagnosisViews} pathViews={DIAGNOSIS_PATHS} {...props} />
}
