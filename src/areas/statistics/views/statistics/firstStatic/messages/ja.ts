import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    firstStatic: {
      title: '業務量統計',
    },
  },
}

export default messages
