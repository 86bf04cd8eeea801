import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  esReport: {
    panel: '내시경 이미지와 생검',
  },
}

export default messages
