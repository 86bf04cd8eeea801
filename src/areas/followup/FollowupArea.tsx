import { RoutedAreaViews } from '../../ui/area/RoutedAreaViews'
import { FOLLOWUP_PATHS, followupViews } from './views'

/** Props of the followup element. */
export interface FollowupAreaProps {
  /** Which view (see views.ts). */
  view?: string
  /** The exam a view opens on (`examine-id`). */
  examineId?: string
  /** The view's other parameters as a URL query; `examine-id` wins over an `examineId` in it. */
  query?: string
}

/**
 * The follow-up area: cases to follow, their records (pathology or surgical result, agreement), the coincidence rate per physician, modality and period, and due reminders.
 *
 * @example
 * <FollowupArea view="followup/list" />
 */
export function FollowupArea(props: FollowupAreaProps) {
  return <RoutedAreaViews views={followupViews} pathViews={FOLLOWUP_PATHS} {...props} />
}
