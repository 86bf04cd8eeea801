import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  esReport: {
    panel: '內視鏡影像與切片',
  },
}

export default messages
