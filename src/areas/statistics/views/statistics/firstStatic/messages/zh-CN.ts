import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    firstStatic: {
      title: '工作量统计',
    },
  },
}

export default messages
