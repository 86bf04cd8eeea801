import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    user: {
      title: '使用者管理',
      name: '使用者',
      fields: {
        username: '使用者名稱',
        nickName: '暱稱',
        gender: '性別',
        phone: '電話',
        email: '電子郵件',
        dept: '部門',
        jobs: '職位',
        roles: '角色',
        enabled: '狀態',
        createTime: '建立日期',
      },
      filters: {
        blurry: '使用者名稱、暱稱或電子郵件',
        createTime: '建立日期',
        enabled: '狀態',
      },
      gender: {
        male: '男',
        female: '女',
      },
      deptTree: '部門',
      deptSearch: '搜尋部門',
      allDepts: '全部部門',
      statusOf: '{{name}} 的狀態：{{status}}',
      confirmEnable: '確定啟用帳號 {{name}}？',
      confirmDisable: '確定停用帳號 {{name}}？該使用者會立即登出。',
      enabledNow: '已啟用 {{name}}',
      disabledNow: '已停用 {{name}} 並使其登出',
      resetPassword: '重設密碼',
      confirmReset: '確定將選取的 {{count}} 個帳號的密碼重設為預設密碼？',
      resetDone: '已重設 {{count}} 個帳號的密碼',
    },
  },
}

export default messages
