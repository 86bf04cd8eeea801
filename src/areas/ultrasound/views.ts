import type { AreaViewMap } from '../../ui/area/AreaViews'

/** The views of the ultrasound area by name (the `view` attribute), each loaded on demand from its own chunk. */
export const ultrasoundViews: AreaViewMap = {
  'ultrasonic/diagnosList': () => import('./views/ultrasonic/diagnosList'),
  'ultrasonic/ultrasonicReport': () => import('./views/ultrasonic/ultrasonicReport'),
  'ultrasonic/indexPE': () => import('./views/ultrasonic/indexPE'),
}

/** The console paths of this area's views, for opening one in place when the element is embedded alone. */
export const ULTRASOUND_PATHS: Readonly<Record<string, string>> = {
  '/ultrasonic/diagnosList': 'ultrasonic/diagnosList',
  '/ultrasonic/ultrasonicReport': 'ultrasonic/ultrasonicReport',
  '/ultrasonic/indexPE': 'ultrasonic/indexPE',
}
