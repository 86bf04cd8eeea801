import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  admin: {
    unknownView: '目前版本沒有名為「{{view}}」的管理檢視。',
    loading: '載入中…',
  },
}

export default messages
