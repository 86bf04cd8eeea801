import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    'us-diagnosList': {
      title: '超声诊断',
    },
  },
}

export default messages
