import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  chat: {
    title: 'スタッフチャット',
    rooms: 'ルーム',
    deptRoom: '診療科ルーム',
    directRoom: '個別メッセージ',
    unread: '未読 {{count}} 件',
    noRooms: 'ルームはまだありません。',
    newDirect: '新しい会話',
    newDirectTitle: '同僚にメッセージを送る',
    searchUsers: '氏名、アカウント、診療科',
    noUsers: '該当するユーザーがいません。',
    close: '閉じる',
    messages: '{{room}} のメッセージ',
    empty: 'メッセージはまだありません。',
    chooseRoom: '左からルームを選んでください。',
    loadOlder: '以前のメッセージ',
    you: '自分',
    composer: '{{room}} へのメッセージ',
    composerHint: 'Enter で送信、Shift+Enter で改行。',
    length: '{{count}} / {{max}}',
    send: '送信',
    sending: '送信中…',
    failed: '未送信: {{reason}}',
    retry: '再送信',
    reason: {
      invalid: 'メッセージが空か形式が正しくありません',
      tooLong: 'メッセージが長すぎます',
      forbidden: 'このルームのメンバーではありません',
      peerUnavailable: '相手はメッセージを受け取れません',
    },
    status: {
      connecting: '接続中',
      open: '接続済み',
      retrying: '再接続中',
      refused: '未接続',
      closed: '終了',
    },
    refused: 'チャットサーバーが接続を拒否しました。メッセージを受け取るには再度ログインしてください。',
    retrying: '接続が切れました。再接続中です。今入力したメッセージは復旧後に送信されます。',
    loadFailed: 'チャットを読み込めません: {{message}}',
    announce: '{{name}}: {{text}}',
    announceElsewhere: '{{room}} で {{name}}: {{text}}',
  },
}

export default messages
