import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    app: {
      title: 'アプリ',
      name: 'アプリ',
      fields: {
        name: 'アプリ名',
        port: 'ポート',
        uploadPath: 'アップロード先',
        deployPath: 'デプロイ先',
        backupPath: 'バックアップ先',
        startScript: '起動スクリプト',
        deployScript: 'デプロイスクリプト',
        createTime: '作成日',
      },
      filters: {
        name: 'アプリ名',
        createTime: '作成日',
      },
      help: {
        folder: 'サーバーのデプロイフォルダー（<データ>/deploy/）の下。相対パスはそこから',
        startScript: 'デプロイ先で実行され、終了する必要があります。サーバーはバックグラウンドで起動（nohup … > app.log 2>&1 &）。$APP_NAME・$APP_PORT・$DEPLOY_PATH が使えます',
        deployScript: '任意：展開後、起動スクリプトの前にデプロイ先で実行',
      },
    },
  },
}

export default messages
