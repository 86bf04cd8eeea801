import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    'es-diagnosList': {
      title: '内視鏡診断',
    },
  },
}

export default messages
