import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  ultrasound: {
    srImport: {
      action: '從設備匯入（SR）',
      found: '已從 {{instances}} 份設備報告匯入 {{count}} 項測量值',
      none: '該檢查沒有設備傳送的結構化報告（SR）',
      failed: '設備報告無法讀取',
    },
  },
}

export default messages
