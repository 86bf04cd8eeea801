import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    'diagnos-out': {
      title: '他院読影',
    },
  },
}

export default messages
