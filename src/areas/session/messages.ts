import type { MessageBundle, Shape } from '../../core/i18n'

const en = {
  session: {
    badge: {
      signedInAs: 'Signed in as',
      notSignedIn: 'Not signed in',
      loading: 'Loading the signed-in user…',
      logout: 'Log out',
      loggingOut: 'Logging out…',
      roles: 'Roles',
    },
  },
}

const zhCN: Shape<typeof en> = {
  session: { badge: { signedInAs: '当前用户', notSignedIn: '未登录', loading: '正在加载当前用户…', logout: '退出登录', loggingOut: '正在退出…', roles: '角色' } },
}
const zhTW: Shape<typeof en> = {
  session: { badge: { signedInAs: '目前使用者', notSignedIn: '未登入', loading: '正在載入目前使用者…', logout: '登出', loggingOut: '正在登出…', roles: '角色' } },
}
const ja: Shape<typeof en> = {
  session: { badge: { signedInAs: 'ログイン中のユーザー', notSignedIn: '未ログイン', loading: 'ユーザー情報を読み込み中…', logout: 'ログアウト', loggingOut: 'ログアウト中…', roles: 'ロール' } },
}
const ko: Shape<typeof en> = {
  session: { badge: { signedInAs: '로그인 사용자', notSignedIn: '로그인되지 않음', loading: '사용자 정보를 불러오는 중…', logout: '로그아웃', loggingOut: '로그아웃 중…', roles: '역할' } },
}
const es: Shape<typeof en> = {
  session: { badge: { signedInAs: 'Sesión de', notSignedIn: 'Sin sesión iniciada', loading: 'Cargando el usuario…', logout: 'Cerrar sesión', loggingOut: 'Cerrando sesión…', roles: 'Roles' } },
}

/** The session badge's words in every supported locale. */
export const sessionMessages: MessageBundle = { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja, ko, es }
