import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  esReport: {
    panel: '内镜图像与活检',
  },
}

export default messages
