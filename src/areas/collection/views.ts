import type { AreaViewMap } from '../../ui/area/AreaViews'

/** The views of the collection area by name (the `view` attribute), each loaded on demand from its own chunk. */
export const collectionViews: AreaViewMap = {
  'collection/person': () => import('./views/collection/person'),
  'collection/public': () => import('./views/collection/public'),
}

/** The console paths of this area's views, for opening one in place when the element is embedded alone. */
export const COLLECTION_PATHS: Readonly<Record<string, string>> = {
  '/collection/person': 'collection/person',
  '/collection/public': 'collection/public',
}
