import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    'diagnos-in': {
      title: '院內診斷',
    },
  },
}

export default messages
