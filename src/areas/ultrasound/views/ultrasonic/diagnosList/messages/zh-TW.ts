import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    'us-diagnosList': {
      title: '超音波診斷',
    },
  },
}

export default messages
