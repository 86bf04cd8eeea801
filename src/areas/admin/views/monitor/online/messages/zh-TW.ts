import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    online: {
      title: '線上使用者',
      name: '工作階段',
      fields: {
        userName: '使用者名稱',
        nickName: '暱稱',
        dept: '所屬部門',
        ip: '登入IP',
        address: '登入地點',
        browser: '瀏覽器',
        loginTime: '登入時間',
      },
      filters: {
        username: '使用者名稱或暱稱',
      },
      thisSession: '目前工作階段',
      kick: '強制登出',
      kickOne: '強制登出 {{name}}',
      kickSelectedHint: '結束所選工作階段：對方下次操作時需要重新登入',
      ownSession: '這是您自己的工作階段，不能在這裡強制登出。請使用「登出」結束它。',
      confirmOne: '確定強制登出 {{name}}（{{nickName}}）嗎？工作階段將立即結束，未儲存的內容會遺失。',
      confirmMany: '確定強制登出選取的 {{count}} 個工作階段嗎？工作階段將立即結束，未儲存的內容會遺失。',
      kicked: '已強制登出 {{count}} 個工作階段',
    },
  },
}

export default messages
