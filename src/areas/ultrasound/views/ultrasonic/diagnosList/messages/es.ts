import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    'us-diagnosList': {
      title: 'Lectura de ecografías',
    },
  },
}

export default messages
