import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    deploy: {
      title: 'デプロイ',
      name: 'デプロイ',
      fields: {
        app: 'アプリ',
        servers: 'サーバー',
        createTime: '作成日',
      },
      filters: {
        appName: 'アプリ名',
        createTime: '作成日',
      },
      upload: '{{name}} にパッケージをデプロイ',
      start: '{{name}} を起動',
      stop: '{{name}} を停止',
      status: '{{name}} の状態',
      rollback: '{{name}} を以前の版に戻す',
      uploadTitle: 'パッケージをデプロイ：{{name}}',
      file: 'パッケージ（.zip または .tar.gz）',
      uploadHint: 'アプリを停止し、デプロイ先をバックアップし、パッケージを展開して起動スクリプトを実行します。各手順は下のログに表示されます。',
      deployButton: 'デプロイ',
      uploading: 'アップロード中…',
      uploaded: 'パッケージ {{file}} をアップロードしました。デプロイ中',
      started: '{{name}} の起動スクリプトを実行しました',
      startFailed: '{{name}} の起動に失敗しました。ログを確認してください',
      stopped: '{{name}} を停止しました',
      running: '{{name}} は {{ip}} で実行中です',
      notRunning: '{{name}} は {{ip}} で実行されていません',
      rollbackTitle: '以前の版に戻す：{{name}}',
      rollbackHint: '選んだデプロイのパッケージを再デプロイします。各手順は下のログに表示されます。',
      rollbackList: '以前のデプロイ',
      rollbackEntry: '{{date}} · {{ip}} · {{user}}',
      rollbackButton: '戻す',
      noHistory: '戻せるデプロイはありません。',
      rollbackStarted: '{{date}} の版に戻しています',
      close: '閉じる',
      log: {
        title: 'デプロイログ',
        clear: 'ログを消去',
        empty: 'まだメッセージはありません。デプロイ・起動・停止・状態確認の各手順がここに表示されます。',
        connecting: '接続中…',
        open: '接続中',
        retrying: '再接続中…',
        refused: '未接続：もう一度サインインしてください',
        closed: '切断',
        error: 'エラー',
      },
    },
  },
}

export default messages
