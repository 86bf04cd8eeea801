import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  reportParts: {
    icd: {
      label: 'ICD-10 編碼',
      placeholder: '編碼、名稱或拼音首字母',
      selected: '已選 ICD-10 編碼',
      noMatch: '沒有與「{{query}}」相符的 ICD-10 編碼',
      loading: '正在載入 ICD-10 編碼…',
      loadFailed: '無法載入 ICD-10 編碼',
      more: '僅顯示前 {{count}} 項，請繼續輸入以縮小範圍',
      count: '相符 {{count}} 項',
      showAll: '顯示符合的編碼',
    },
  },
}

export default messages
