import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    'diagnos-in': {
      title: '院内読影',
    },
  },
}

export default messages
