import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    'es-diagnosList': {
      title: '내시경 판독',
    },
  },
}

export default messages
