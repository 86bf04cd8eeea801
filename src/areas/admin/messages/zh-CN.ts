import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  admin: {
    unknownView: '当前版本没有名为“{{view}}”的管理视图。',
    loading: '加载中…',
  },
}

export default messages
