import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  session: { badge: { signedInAs: '当前用户', notSignedIn: '未登录', loading: '正在加载当前用户…', logout: '退出登录', loggingOut: '正在退出…', roles: '角色' } },
}

export default messages
