import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  session: { badge: { signedInAs: '로그인 사용자', notSignedIn: '로그인되지 않음', loading: '사용자 정보를 불러오는 중…', logout: '로그아웃', loggingOut: '로그아웃 중…', roles: '역할' } },
}

export default messages
