import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    'diagnos-out': {
      title: 'Lectura de estudios externos',
    },
  },
}

export default messages
