import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  session: { badge: { signedInAs: '目前使用者', notSignedIn: '未登入', loading: '正在載入目前使用者…', logout: '登出', loggingOut: '正在登出…', roles: '角色' } },
}

export default messages
