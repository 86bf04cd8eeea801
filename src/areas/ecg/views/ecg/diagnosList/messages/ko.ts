import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    'ecg-diagnosList': {
      title: '심전도 판독',
    },
  },
}

export default messages
