import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  cap1: {
    title: 'キャプチャテスト',
  },
}

export default messages
