import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    online: {
      title: 'オンラインユーザー',
      name: 'セッション',
      fields: {
        userName: 'ユーザー名',
        nickName: 'ニックネーム',
        dept: '所属部門',
        ip: 'IP',
        address: '場所',
        browser: 'ブラウザー',
        loginTime: 'ログイン日時',
      },
      filters: {
        username: 'ユーザー名またはニックネーム',
      },
      thisSession: 'このセッション',
      kick: '強制ログアウト',
      kickOne: '{{name}} を強制ログアウト',
      kickSelectedHint: '選択したセッションを終了します。次の操作で再ログインが必要になります',
      ownSession: 'これはご自身のセッションのため、ここでは強制ログアウトできません。ログアウトで終了してください。',
      confirmOne: '{{name}}（{{nickName}}）を強制ログアウトしますか？セッションはすぐに終了し、保存されていない内容は失われます。',
      confirmMany: '選択した {{count}} 件のセッションを強制ログアウトしますか？すぐに終了し、保存されていない内容は失われます。',
      kicked: '{{count}} 件のセッションを強制ログアウトしました',
    },
  },
}

export default messages
