import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  session: { badge: { signedInAs: 'Sesión de', notSignedIn: 'Sin sesión iniciada', loading: 'Cargando el usuario…', logout: 'Cerrar sesión', loggingOut: 'Cerrando sesión…', roles: 'Roles' } },
}

export default messages
