import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  cap2: {
    title: '采集测试：ImageCapture 与画布',
  },
}

export default messages
