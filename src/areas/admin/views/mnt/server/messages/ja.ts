import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    serverDeploy: {
      title: 'サーバー',
      name: 'サーバー',
      fields: {
        name: '名前',
        ip: 'アドレス',
        port: 'ポート',
        account: 'アカウント',
        password: 'パスワード',
        hasPassword: 'パスワード保存済み',
        createTime: '作成日',
      },
      filters: {
        blurry: '名前・アドレス・アカウント',
        createTime: '作成日',
      },
      passwordHelp: '暗号化して保存し、再表示しません。空欄なら保存済みのものを維持',
      ipRule: 'IP アドレスまたはホスト名を入力してください',
      test: '{{name}} への接続をテスト',
      reachable: '{{name}}（{{ip}}:{{port}}）に接続できました',
      unreachable: '{{name}}（{{ip}}:{{port}}）に接続できません（3 秒試行）',
    },
  },
}

export default messages
