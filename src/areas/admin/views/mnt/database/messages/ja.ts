import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    database: {
      title: 'データベース',
      name: 'データベース',
      fields: {
        name: '名前',
        jdbcUrl: 'データベースファイル（jdbcUrl）',
        userName: 'ユーザー',
        pwd: 'パスワード',
        hasPassword: 'パスワード保存済み',
        createTime: '作成日',
      },
      filters: {
        blurry: '名前またはファイル',
        createTime: '作成日',
      },
      jdbcHelp: 'jdbc:sqlite:<ファイル> またはサーバーのデータフォルダー内のパス（相対パスはそこから）',
      pwdHelp: '暗号化して保存し、再表示しません。空欄なら保存済みのものを維持',
      test: '{{name}} への接続をテスト',
      reachable: '{{name}} を開けました',
      unreachable: '{{name}} を開けません（ファイルがないか SQLite ではありません）',
      run: '{{name}} でスクリプトを実行',
      runTitle: 'スクリプトを実行：{{name}}',
      file: 'スクリプト（.sql）',
      runHint: 'スクリプト全体を 1 つのトランザクションで実行します。1 文でも失敗すれば何も変更されません。',
      runButton: '実行',
      running: '実行中…',
      succeeded: '完了：{{changes}} 行を変更（{{ms}} ms）',
      failed: '失敗しました。何も変更されていません：{{message}}',
      close: '閉じる',
    },
  },
}

export default messages
