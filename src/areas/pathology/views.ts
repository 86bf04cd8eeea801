import type { AreaViewMap } from '../../ui/area/AreaViews'

/** The views of the pathology area by name (the `view` attribute), each loaded on demand from its own chunk. */
export const pathologyViews: AreaViewMap = {
  'pis/list': () => import('./views/pis/list'),
  'test/print': () => import('./views/test/print'),
}

/** The console paths of this area's views, for opening one in place when the element is embedded alone. */
export const PATHOLOGY_PATHS: Readonly<Record<string, string>> = {
  '/pis/list': 'pis/list',
  '/test/print': 'test/print',
}
