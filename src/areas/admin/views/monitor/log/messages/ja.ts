import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    log: {
      title: '操作ログ',
      name: 'ログ',
      fields: {
        username: 'ユーザー',
        requestIp: 'IP',
        address: '場所',
        description: '説明',
        browser: 'ブラウザー',
        time: '所要時間（ミリ秒）',
        createTime: '日時',
      },
      filters: {
        blurry: 'ユーザー、説明、IP、リクエスト、パラメーター',
        createTime: '日時',
      },
    },
    logDetail: {
      show: '{{name}} の詳細',
      title: '操作：{{name}}',
      errorTitle: 'エラー：{{name}}',
      user: 'ユーザー',
      request: 'リクエスト',
      params: 'パラメーター',
      exception: '例外',
      none: 'なし',
      loading: '例外を読み込んでいます…',
      failed: '例外を読み込めませんでした。',
      copy: '例外をコピー',
      copied: 'コピーしました。',
      copyFailed: 'コピーできませんでした。テキストを選択して手動でコピーしてください。',
      close: '閉じる',
    },
    logClear: {
      button: 'クリア',
      title: 'ログのクリア',
      confirmInfo: '操作ログをすべて削除しますか？元に戻せません。クリアしたこと自体は記録されます。',
      confirmError: 'エラーログをすべて削除しますか？元に戻せません。',
      cleared: 'クリアしました',
    },
  },
}

export default messages
