import type { AreaViewMap } from '../../ui/area/AreaViews'

/** The views of the registration area by name (the `view` attribute), each loaded on demand from its own chunk. */
export const registrationViews: AreaViewMap = {
  'registrations/manage': () => import('./views/registrations/manage'),
  'RadTechStation/station': () => import('./views/RadTechStation/station'),
  'registrations/manual': () => import('./views/registrations/manual'),
  'registrations/his': () => import('./views/registrations/his'),
  'registrations/hisDirectly': () => import('./views/registrations/hisDirectly'),
  'registrations/readReport': () => import('./views/registrations/readReport'),
  'registrations/related': () => import('./views/registrations/related'),
}
