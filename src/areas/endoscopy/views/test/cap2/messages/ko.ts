import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  cap2: {
    title: '캡처 테스트: ImageCapture와 캔버스',
  },
}

export default messages
