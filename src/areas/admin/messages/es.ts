import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  admin: {
    unknownView: 'Esta versión no tiene ninguna vista de administración llamada «{{view}}».',
    loading: 'Cargando…',
  },
}

export default messages
