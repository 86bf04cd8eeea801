import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    'diagnos-in': {
      title: '원내 판독',
    },
  },
}

export default messages
