import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    'ecg-diagnosList': {
      title: '心電診斷',
    },
  },
}

export default messages
