import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    log: {
      title: '操作日誌',
      name: '日誌',
      fields: {
        username: '使用者名稱',
        requestIp: 'IP',
        address: 'IP來源',
        description: '描述',
        browser: '瀏覽器',
        time: '請求耗時（毫秒）',
        createTime: '建立時間',
      },
      filters: {
        blurry: '使用者名稱、描述、IP、請求或參數',
        createTime: '建立時間',
      },
    },
    logDetail: {
      show: '檢視 {{name}} 的詳情',
      title: '操作：{{name}}',
      errorTitle: '例外：{{name}}',
      user: '使用者',
      request: '請求',
      params: '參數',
      exception: '例外詳情',
      none: '無',
      loading: '正在載入例外詳情…',
      failed: '例外詳情載入失敗。',
      copy: '複製例外詳情',
      copied: '已複製。',
      copyFailed: '無法複製，請選取文字後手動複製。',
      close: '關閉',
    },
    logClear: {
      button: '清空',
      title: '清空日誌',
      confirmInfo: '確定刪除全部操作日誌嗎？此操作無法復原；清空本身會被記錄。',
      confirmError: '確定刪除全部例外日誌嗎？此操作無法復原。',
      cleared: '已清空',
    },
  },
}

export default messages
