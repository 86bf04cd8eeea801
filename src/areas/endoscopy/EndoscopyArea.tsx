import { RoutedAreaViews } from '../../ui/area/RoutedAreaViews'
import { ENDOSCOPY_PATHS, endoscopyViews } from './views'

/** Props of the endoscopy element. */
export interface EndoscopyAreaProps {
  /** Which view (see views.ts). */
  view?: string
  /** The exam the report view opens (`examine-id`). */
  examineId?: string
  /** The view's other parameters as a URL query; `examine-id` wins over an `examineId` in it. */
  query?: string
}

/**
 * The endoscopy area: the reading worklist, the endoscopy report (live capture from a video device, captured images with site labels and print order, biopsy records) and the capture test pages.
 *
 * @example
 * <EndoscopyArea view="es/diagnosList" />
 */
export function EndoscopyArea(props: EndoscopyAreaProps) {
  return <RoutedAreaViews views={endoscopyViews} pathViews={ENDOSCOPY_PATHS} {...props} />
}
