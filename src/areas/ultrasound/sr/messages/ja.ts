import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  ultrasound: {
    srImport: {
      action: '装置から取り込む（SR）',
      found: '装置レポート {{instances}} 件から {{count}} 項目を取り込みました',
      none: 'この検査には装置からの構造化レポート（SR）がありません',
      failed: '装置レポートを読み取れませんでした',
    },
  },
}

export default messages
