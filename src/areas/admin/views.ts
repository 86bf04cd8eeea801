import type { AreaViewMap } from '../../ui/area/AreaViews'

/**
 * The views of the administration area by name (the `view` attribute), each loaded on demand from its own chunk.
 * `npm run new:view -- admin <name>` adds a line here.
 */
export const adminViews: AreaViewMap = {
  'system/dept': () => import('./views/system/dept'),
  'system/deviceList': () => import('./views/system/deviceList'),
  'system/deviceType': () => import('./views/system/deviceType'),
  'system/dict': () => import('./views/system/dict'),
  'system/job': () => import('./views/system/job'),
  'system/menu': () => import('./views/system/menu'),
  'system/privateConfig': () => import('./views/system/privateConfig'),
  'system/role': () => import('./views/system/role'),
  'system/timing': () => import('./views/system/timing'),
  'system/user': () => import('./views/system/user'),
  'infoManage/applyHospital': () => import('./views/infoManage/applyHospital'),
  'infoManage/applyDept': () => import('./views/infoManage/applyDept'),
  'infoManage/checkMethod': () => import('./views/infoManage/checkMethod'),
  'infoManage/bodyPart': () => import('./views/infoManage/bodyPart'),
}
