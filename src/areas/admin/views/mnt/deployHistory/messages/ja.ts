import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    deployHistory: {
      title: 'デプロイ履歴',
      name: 'デプロイ',
      fields: {
        appName: 'アプリ',
        ip: 'サーバーアドレス',
        deployDate: 'デプロイ日時',
        deployUser: '実行者',
        restorable: 'パッケージ保存',
      },
      filters: {
        blurry: 'アプリ・アドレス・実行者',
        deployDate: 'デプロイ日時',
      },
    },
  },
}

export default messages
