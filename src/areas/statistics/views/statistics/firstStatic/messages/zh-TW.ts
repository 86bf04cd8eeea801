import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    firstStatic: {
      title: '工作量統計',
    },
  },
}

export default messages
