import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    'us-diagnosList': {
      title: '超音波診断',
    },
  },
}

export default messages
