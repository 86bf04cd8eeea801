import type { AreaViewMap } from '../../ui/area/AreaViews'
import { forFamily } from './qcView'

/**
 * The views of the qc area by name (the `view` attribute), each loaded on demand from its own chunk. Imaging QC
 * (`qc/…`) and ultrasound QC (`ultrasonicControl/…`) share one module per view; the map binds each entry to its family.
 */
export const qcViews: AreaViewMap = {
  'qc/sampling': forFamily(() => import('./views/sampling'), 'imaging'),
  'qc/sampDetail': forFamily(() => import('./views/sampDetail'), 'imaging'),
  'qc/sampScore': forFamily(() => import('./views/sampScore'), 'imaging'),
  'qc/sampScoreItem': forFamily(() => import('./views/sampScoreItem'), 'imaging'),
  'qc/samplingStatistic': forFamily(() => import('./views/samplingStatistic'), 'imaging'),
  'ultrasonicControl/sampling': forFamily(() => import('./views/sampling'), 'ultrasound'),
  'ultrasonicControl/sampDetail': forFamily(() => import('./views/sampDetail'), 'ultrasound'),
  'ultrasonicControl/sampScore': forFamily(() => import('./views/sampScore'), 'ultrasound'),
  'ultrasonicControl/sampScoreItem': forFamily(() => import('./views/sampScoreItem'), 'ultrasound'),
  'ultrasonicControl/samplingStatistic': forFamily(() => import('./views/samplingStatistic'), 'ultrasound'),
}

/** The console paths of this area's views, for opening one in place when the element is embedded alone. */
export const QC_PATHS: Readonly<Record<string, string>> = {
  '/qc/sampling': 'qc/sampling',
  '/qc/sampDetail': 'qc/sampDetail',
  '/qc/sampScore': 'qc/sampScore',
  '/qc/sampScoreItem': 'qc/sampScoreItem',
  '/qc/samplingStatistic': 'qc/samplingStatistic',
  '/ultrasonicControl/sampling': 'ultrasonicControl/sampling',
  '/ultrasonicControl/sampDetail': 'ultrasonicControl/sampDetail',
  '/ultrasonicControl/sampScore': 'ultrasonicControl/sampScore',
  '/ultrasonicControl/sampScoreItem': 'ultrasonicControl/sampScoreItem',
  '/ultrasonicControl/samplingStatistic': 'ultrasonicControl/samplingStatistic',
}
