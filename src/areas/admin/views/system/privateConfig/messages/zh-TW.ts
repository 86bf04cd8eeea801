import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    privateConfig: {
      title: '私有設定',
      name: '設定',
      fields: {
        meaning: '設定項',
        configType: '類型',
        configPath: '路徑',
        configValue: '值',
        comment: '備註',
        updateTime: '更新時間',
      },
      filters: {
        configTypes: '類型（逗號分隔）',
        configPaths: '路徑（逗號分隔）',
      },
      typeHelp: '設定分組，如 page',
      pathHelp: '作用對象，如看圖方式為 navbar，預設頁面為 /',
      valueHelp: '看圖方式為 WEB 或 CLIENT；預設頁面為主控台路徑，如 /dashboard',
      known: {
        picView: '看圖方式：{{value}}',
        web: '瀏覽器看圖（WEB）',
        client: '用戶端看圖（CLIENT）',
        defaultPage: '登入後的預設頁面',
        other: '檢視自己的設定',
      },
    },
  },
}

export default messages
