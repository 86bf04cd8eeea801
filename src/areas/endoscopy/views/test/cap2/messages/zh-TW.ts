import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  cap2: {
    title: '擷取測試：ImageCapture 與畫布',
  },
}

export default messages
