import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    'us-diagnosList': {
      title: '초음파 판독',
    },
  },
}

export default messages
