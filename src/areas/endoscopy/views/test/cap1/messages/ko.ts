import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  cap1: {
    title: '캡처 테스트',
  },
}

export default messages
