import type { AreaViewMap } from '../../ui/area/AreaViews'

/** The views of the cloud film area by name (the `view` attribute), each loaded on demand from its own chunk. */
export const cloudFilmViews: AreaViewMap = {
  'cloudFilm/handle': () => import('./views/cloudFilm/handle'),
  'cloudFilm/staticStatistics': () => import('./views/cloudFilm/staticStatistics'),
  // The patient's public page of a link (`/share/<token>`, `query="token=…"`).
  share: () => import('./views/share'),
}

/** The console paths of this area's views, for opening one in place when the element is embedded alone. */
export const CLOUD_FILM_PATHS: Readonly<Record<string, string>> = {
  '/cloudFilm/handle': 'cloudFilm/handle',
  '/cloudFilm/staticStatistics': 'cloudFilm/staticStatistics',
}
