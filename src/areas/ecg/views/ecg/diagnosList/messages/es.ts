import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    'ecg-diagnosList': {
      title: 'Lectura de ECG',
    },
  },
}

export default messages
