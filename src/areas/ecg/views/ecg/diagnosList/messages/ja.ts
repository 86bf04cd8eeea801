import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    'ecg-diagnosList': {
      title: '心電図読影',
    },
  },
}

export default messages
