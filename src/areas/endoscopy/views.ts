import type { AreaViewMap } from '../../ui/area/AreaViews'

/** The views of the endoscopy area by name (the `view` attribute), each loaded on demand from its own chunk. */
export const endoscopyViews: AreaViewMap = {
  'es/diagnosList': () => import('./views/es/diagnosList'),
  'es/esReport': () => import('./views/es/esReport'),
  'test/cap1': () => import('./views/test/cap1'),
  'test/cap2': () => import('./views/test/cap2'),
}

/** The console paths of this area's views, for opening one in place when the element is embedded alone. */
export const ENDOSCOPY_PATHS: Readonly<Record<string, string>> = {
  '/es/diagnosList': 'es/diagnosList',
  '/es/esReport': 'es/esReport',
  '/test/cap1': 'test/cap1',
  '/test/cap2': 'test/cap2',
}
