import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    'ecg-diagnosList': {
      title: '心电诊断',
    },
  },
}

export default messages
