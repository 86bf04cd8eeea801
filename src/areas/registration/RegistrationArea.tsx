import { AreaViews } from '../../ui/area/AreaViews'
import { registrationViews } from './views'

/** Props of the registration element. */
export interface RegistrationAreaProps {
  /** Which view (see views.ts). */
  view?: string
}

/**
 * The registration area: one element whose `view` attribute picks one of its views, each a lazily loaded chunk.
 *
 * @example
 * <RegistrationArea view="registrations/manage" />
 */
export function RegistrationArea({ view }: RegistrationAreaProps) {
  return <AreaViews views={registrationViews} view={view} />
}
