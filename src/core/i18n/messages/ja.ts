import type en from './en'
import type { Shape } from '../shape'

/** Core messages, Japanese. */
const messages: Shape<typeof en> = {
  app: {
    siteTitle: '康寧市母子保健病院 医用画像診断プラットフォーム',
    shortTitle: '康寧母子 画像診断',
    company: '康寧医療情報技術有限公司',
    copyright: 'Copyright © 2025 {{company}} All rights reserved.',
    caseNumber: '登録番号 {{caseNumber}}',
    version: 'バージョン {{version}}',
  },
  common: {
    confirm: 'OK',
    cancel: 'キャンセル',
    close: '閉じる',
    save: '保存',
    loading: '読み込み中…',
    retry: '再試行',
    refresh: '更新',
    systemPrompt: 'システムメッセージ',
    dismiss: '閉じる',
    notifications: '通知',
    language: '言語',
  },
  http: {
    timeout: 'ネットワーク要求がタイムアウトしました',
    failed: 'インターフェース要求に失敗しました',
    expiredTitle: 'システムメッセージ',
    expired: 'ログイン状態の有効期限が切れました。このページに留まるか、再ログインしてください',
    relogin: '再ログイン',
    cancel: 'キャンセル',
    forbidden: 'このリソースへのアクセス権限がありません',
    malformed: 'サーバーの応答を読み取れませんでした',
    status: '要求に失敗しました（HTTP {{status}}）',
    missingCall: 'バックエンドはこの機能を提供していません（{{call}}、HTTP {{status}}）',
  },
  validation: {
    oldPassRequired: '現在のパスワードを入力してください',
    newPassRequired: '新しいパスワードを入力してください',
    passwordLength: '6～20文字で入力してください',
    confirmPassRequired: 'パスワードをもう一度入力してください',
    passwordMismatch: '2つのパスワードが一致しません',
    ip: '正しいIPアドレスを入力してください',
    mobile: '正しい携帯電話番号を入力してください',
    email: '正しいメールアドレスを入力してください',
    required: 'この項目は必須です',
    maxLength: '{{max}} 文字以内で入力してください',
    number: '数値を入力してください',
    min: '{{min}} 以上で入力してください',
    max: '{{max}} 以下で入力してください',
    lengthBetween: '{{min}}〜{{max}} 文字で入力してください',
    rangeBetween: '{{min}}〜{{max}} の範囲で入力してください',
  },
  session: {
    logoutConfirm: 'ログアウトしてシステムを終了しますか？',
    passwordChanged: 'パスワードを変更しました。再度ログインしてください',
    leaveConfirm: 'よろしいですか？',
    leavePrompt: 'ご注意ください',
    encryptFailed: 'パスワードを暗号化できません：公開鍵がないか無効です',
  },
}

export default messages
