import { RoutedAreaViews } from '../../ui/area/RoutedAreaViews'
import { COLLECTION_PATHS, collectionViews } from './views'

/** Props of the collection element. */
export interface CollectionAreaProps {
  /** Which view (see views.ts). */
  view?: string
  /** The exam a view opens on (`examine-id`). */
  examineId?: string
  /** The view's other parameters as a URL query; `examine-id` wins over an `examineId` in it. */
  query?: string
}

/**
 * The case collection area: favourite cases in folders with tags (disease, body part) and a teaching note, personal and department-public, with links that open the report and images.
 *
 * @example
 * <CollectionArea view="collection/person" />
 */
export function CollectionArea(props: CollectionAreaProps) {
  return <RoutedAreaViews views={collectionViews} pathViews={COLLECTION_PATHS} {...props} />
}
