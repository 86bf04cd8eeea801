import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  admin: {
    unknownView: 'このビルドには「{{view}}」という管理ビューがありません。',
    loading: '読み込み中…',
  },
}

export default messages
