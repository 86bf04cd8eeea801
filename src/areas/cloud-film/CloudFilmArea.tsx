import { RoutedAreaViews } from '../../ui/area/RoutedAreaViews'
import { CLOUD_FILM_PATHS, cloudFilmViews } from './views'

/** Props of the cloud film element. */
export interface CloudFilmAreaProps {
  /** Which view (see views.ts). */
  view?: string
  /** The exam a view opens on (`examine-id`). */
  examineId?: string
  /** The view's other parameters as a URL query; `examine-id` wins over an `examineId` in it. */
  query?: string
}

/**
 * The cloud-film area: share links of an exam's report and images (expiry, access code, revoke, reset, extend, access log) and their statistics.
 *
 * @example
 * <CloudFilmArea view="cloudFilm/handle" />
 */
export function CloudFilmArea(props: CloudFilmAreaProps) {
  return <RoutedAreaViews views={cloudFilmViews} pathViews={CLOUD_FILM_PATHS} {...props} />
}
