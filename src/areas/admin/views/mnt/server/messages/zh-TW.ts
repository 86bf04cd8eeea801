import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    serverDeploy: {
      title: '伺服器',
      name: '伺服器',
      fields: {
        name: '名稱',
        ip: 'IP 位址',
        port: '連接埠',
        account: '帳號',
        password: '密碼',
        hasPassword: '已存密碼',
        createTime: '建立日期',
      },
      filters: {
        blurry: '名稱、位址或帳號',
        createTime: '建立日期',
      },
      passwordHelp: '加密保存，不再顯示；留空則保留原密碼',
      ipRule: '請輸入 IP 位址或主機名稱',
      test: '測試 {{name}} 的連線',
      reachable: '{{name}}（{{ip}}:{{port}}）連線成功',
      unreachable: '{{name}}（{{ip}}:{{port}}）連線失敗（已嘗試 3 秒）',
    },
  },
}

export default messages
