import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    firstStatic: {
      title: '업무량 통계',
    },
  },
}

export default messages
