import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    'es-diagnosList': {
      title: '內視鏡診斷',
    },
  },
}

export default messages
