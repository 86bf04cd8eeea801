import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    deployHistory: {
      title: '部署备份',
      name: '部署记录',
      fields: {
        appName: '应用名称',
        ip: '服务器 IP',
        deployDate: '部署日期',
        deployUser: '部署人员',
        restorable: '安装包保留',
      },
      filters: {
        blurry: '应用、地址或人员',
        deployDate: '部署日期',
      },
    },
  },
}

export default messages
