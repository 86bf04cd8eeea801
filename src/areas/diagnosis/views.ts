import type { AreaViewMap } from '../../ui/area/AreaViews'

/** The views of the diagnosis area by name (the `view` attribute), each loaded on demand from its own chunk. */
export const diagnosisViews: AreaViewMap = {
  'diagnos/diagnos-in': () => import('./views/diagnos/diagnos-in'),
  'diagnos/diagnos-out': () => import('./views/diagnos/diagnos-out'),
  'diagnos/calciumScoring': () => import('./views/diagnos/calciumScoring'),
  'diagnos/diagnos-in/report': () => import('./views/diagnos/diagnos-in/report'),
  'diagnos/diagnos-in/reportOld': () => import('./views/diagnos/diagnos-in/reportOld'),
  'diagnos/diagnos-in/reportWeb': () => import('./views/diagnos/diagnos-in/reportWeb'),
  'reportNewEdit': () => import('./views/reportNewEdit'),
  'infoManage/reportTemplate': () => import('./views/infoManage/reportTemplate'),
  'infoManage/reportTemplate/edit': () => import('./views/infoManage/reportTemplate/edit'),
  'infoManage/treeTemplate': () => import('./views/infoManage/treeTemplate'),
}

/** The console paths of this area's views, for opening one in place when the element is embedded alone. */
export const DIAGNOSIS_PATHS: Readonly<Record<string, string>> = {
  '/diagnos/diagnosIn': 'diagnos/diagnos-in',
  '/diagnos/diagnosOut': 'diagnos/diagnos-out',
  '/diagnos/CTreportwrite': 'diagnos/diagnos-in/report',
  '/diagnos/reportOld': 'diagnos/diagnos-in/reportOld',
  '/diagnos/reportWeb': 'diagnos/diagnos-in/reportWeb',
  '/reportNewEdit': 'reportNewEdit',
  '/infoManage/reportTemplateEdit': 'infoManage/reportTemplate/edit',
}
