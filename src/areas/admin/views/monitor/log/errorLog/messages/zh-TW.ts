import type { Shape } from '../../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    errorLog: {
      title: '例外日誌',
      name: '例外',
      fields: {
        username: '使用者名稱',
        requestIp: 'IP',
        address: 'IP來源',
        description: '描述',
        path: '請求路徑',
        browser: '瀏覽器',
        createTime: '建立時間',
      },
      filters: {
        blurry: '使用者名稱、描述、IP、請求或參數',
        createTime: '建立時間',
      },
    },
  },
}

export default messages
