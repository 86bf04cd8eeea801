import { RoutedAreaViews } from '../../ui/area/RoutedAreaViews'
import { PATHOLOGY_PATHS, pathologyViews } from './views'

/** Props of the pathology element. */
export interface PathologyAreaProps {
  /** Which view (see views.ts). */
  view?: string
  /** The exam the report view opens (`examine-id`). */
  examineId?: string
  /** The view's other parameters as a URL query; `examine-id` wins over an `examineId` in it. */
  query?: string
}

/**
 * The pathology area: the specimen list (linked to the exam and biopsy each came from; its result feeds follow-up) and the printer test page.
 *
 * @example
 * <PathologyArea view="pis/list" />
 */
export function PathologyArea(props: PathologyAreaProps) {
  return <RoutedAreaViews views={pathologyViews} pathViews={PATHOLOGY_PATHS} {...props} />
}
