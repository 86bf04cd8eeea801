import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  session: { badge: { signedInAs: 'ログイン中のユーザー', notSignedIn: '未ログイン', loading: 'ユーザー情報を読み込み中…', logout: 'ログアウト', loggingOut: 'ログアウト中…', roles: 'ロール' } },
}

export default messages
