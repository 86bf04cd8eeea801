import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    role: {
      title: '角色管理',
      name: '角色',
      fields: {
        name: '名稱',
        dataScope: '資料權限',
        level: '角色層級',
        description: '描述',
        createTime: '建立日期',
        depts: '資料權限部門',
      },
      filters: {
        blurry: '名稱或描述',
        createTime: '建立日期',
      },
      scope: {
        all: '全部',
        own: '本級',
        custom: '自訂',
      },
      levelHelp: '數值越小權限越大；不能高於你自己的層級',
      menus: {
        title: '{{name}} 的選單分配',
        choose: '點選一個角色，檢視並分配它的選單。',
        save: '儲存選單',
        saved: '{{name}} 的選單已儲存',
        tooPowerful: '此角色層級高於你的層級（{{level}}）：只能檢視，不能修改其選單。',
        directory: '目錄',
        page: '選單',
        button: '按鈕',
      },
    },
  },
}

export default messages
