import type { AreaViewMap } from '../../ui/area/AreaViews'

/** The views of the statistics area by name (the `view` attribute), each loaded on demand from its own chunk. */
export const statisticsViews: AreaViewMap = {
  'statistics/firstStatic': () => import('./views/statistics/firstStatic'),
  'statistics/secondStatic': () => import('./views/statistics/secondStatic'),
}

/** The console paths of this area's views, for opening one in place when the element is embedded alone. */
export const STATISTICS_PATHS: Readonly<Record<string, string>> = {
  '/statistics/firstStatic': 'statistics/firstStatic',
  '/statistics/secondStatic': 'statistics/secondStatic',
}
