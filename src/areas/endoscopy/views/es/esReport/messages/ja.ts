import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  esReport: {
    panel: '内視鏡画像と生検',
  },
}

export default messages
