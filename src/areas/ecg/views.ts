import type { AreaViewMap } from '../../ui/area/AreaViews'

/** The views of the ecg area by name (the `view` attribute), each loaded on demand from its own chunk. */
export const ecgViews: AreaViewMap = {
  'ecg/diagnosList': () => import('./views/ecg/diagnosList'),
  'ecg/ecgReport': () => import('./views/ecg/ecgReport'),
}

/** The console paths of this area's views, for opening one in place when the element is embedded alone. */
export const ECG_PATHS: Readonly<Record<string, string>> = {
  '/ecg/diagnosList': 'ecg/diagnosList',
  '/ecg/ecgReport': 'ecg/ecgReport',
}
