import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  swagger: {
    title: 'API ドキュメント',
    required: '必須',
    anonymous: '誰でも',
    authenticated: 'ログイン済みの全ユーザー',
    permission: '権限',
    parameters: 'パラメーター',
    none: 'なし',
    requestBody: 'リクエストボディ',
    response: 'レスポンス {{status}}',
    errors: 'エラー：{{codes}}（契約のエラーボディ）',
    tryIt: '試してみる',
    badJson: 'ボディが有効な JSON ではありません：{{message}}',
    binary: '{{size}} バイトのファイル（{{type}}）',
    body: 'ボディ（JSON）',
    sending: '送信中…',
    send: '送信',
    multipart: 'アップロードはそれぞれの画面で試してください。',
    result: 'レスポンス',
    noStatus: '応答なし',
    status: 'ステータス {{status}}',
    time: '{{ms}} ミリ秒',
    loadFailed: 'API ドキュメントを読み込めません：{{message}}',
    loading: 'API ドキュメントを読み込み中…',
    count: '{{tags}} グループ、{{count}} 件の操作',
    search: '操作を検索',
    searchPlaceholder: 'パス、メソッド、概要、グループ',
    matches: '{{count}} 件一致',
    noMatch: '一致する操作はありません',
  },
}

export default messages
