import type { AreaViewMap } from '../../ui/area/AreaViews'

/** The views of the followup area by name (the `view` attribute), each loaded on demand from its own chunk. */
export const followupViews: AreaViewMap = {
  'followup/list': () => import('./views/followup/list'),
  'followup/followupdetail': () => import('./views/followup/followupdetail'),
}

/** The console paths of this area's views, for opening one in place when the element is embedded alone. */
export const FOLLOWUP_PATHS: Readonly<Record<string, string>> = {
  '/followup/list': 'followup/list',
  '/followup/followupdetail': 'followup/followupdetail',
}
