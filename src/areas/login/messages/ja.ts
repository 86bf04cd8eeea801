import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  login: {
    title: 'ログイン',
    subtitle: '医用画像・診断コンソール',
    username: 'ユーザー名',
    password: 'パスワード',
    code: '認証コード',
    codeImage: '認証コード画像：計算して結果を入力してください',
    refreshCode: '認証コードを更新',
    codeUnavailable: '認証コードを読み込めませんでした',
    rememberMe: 'ログイン情報を保存',
    submit: 'ログイン',
    submitting: 'ログイン中…',
    usernameRequired: 'ユーザー名を入力してください',
    passwordRequired: 'パスワードを入力してください',
    codeRequired: '認証コードを入力してください',
    failed: 'ログインに失敗しました',
    signedIn: '{{name}} としてログイン中',
  },
}

export default messages
