import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    'es-diagnosList': {
      title: 'Informes de endoscopia',
    },
  },
}

export default messages
