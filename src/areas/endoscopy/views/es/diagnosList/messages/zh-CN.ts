import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    'es-diagnosList': {
      title: '内镜诊断',
    },
  },
}

export default messages
