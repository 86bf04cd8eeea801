import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    deployHistory: {
      title: '部署備份',
      name: '部署記錄',
      fields: {
        appName: '應用名稱',
        ip: '伺服器 IP',
        deployDate: '部署日期',
        deployUser: '部署人員',
        restorable: '安裝包保留',
      },
      filters: {
        blurry: '應用、位址或人員',
        deployDate: '部署日期',
      },
    },
  },
}

export default messages
