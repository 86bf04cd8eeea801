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
  // The other views, each added by the part of the issue that builds it:
  // 'diagnos/diagnos-out', 'diagnos/diagnos-in/report', 'diagnos/diagnos-in/reportOld', 'diagnos/diagnos-in/reportWeb',
  // 'reportNewEdit', 'diagnos/calciumScoring', 'infoManage/reportTemplate', 'infoManage/reportTemplate/edit',
  // 'infoManage/treeTemplate'.
}

/** The console paths of this area's views, for opening one in place when the element is embedded alone. */
const PATH_VIEWS: Record<string, string> = {
  '/diagnos/diagnosIn': 'diagnos/diagnos-in',
  '/diagnos/diagnosOut': 'diagnos/diagnos-out',
  '/diagnos/CTreportwrite': 'diagnos/diagnos-in/report',
  '/diagnos/reportOld': 'diagnos/diagnos-in/reportOld',
  '/diagnos/reportWeb': 'diagnos/diagnos-in/reportWeb',
  '/reportNewEdit': 'reportNewEdit',
  '/infoManage/reportTemplateEdit': 'infoManage/reportTemplate/edit',
}

/**
 * The view and parameters of a console path with its query (`/diagnos/CTreportwrite?examineId=3`).
 *
 * @example
 * viewOfPath('/diagnos/CTreportwrite?examineId=3') // { view: 'diagnos/diagnos-in/report', params: { examineId: '3' } }
 */
export function viewOfPath(path: string): { view: string; params: Record<string, string> } {
  const [pathname = '', search = ''] = path.split('?')
  return { view: PATH_VIEWS[pathname] ?? pathname.replace(/^\//, ''), params: Object.fromEntries(new URLSearchParams(search)) }
}
