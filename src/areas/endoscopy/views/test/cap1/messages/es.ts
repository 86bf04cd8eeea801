import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  cap1: {
    title: 'Prueba de captura',
  },
}

export default messages
