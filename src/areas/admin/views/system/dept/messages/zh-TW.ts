import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    dept: {
      title: '部門管理',
      name: '部門',
      fields: {
        name: '名稱',
        deptSort: '排序',
        enabled: '狀態',
        createTime: '建立日期',
        isTop: '頂級部門',
        pid: '上級部門',
      },
      filters: {
        name: '名稱',
        enabled: '狀態',
      },
      yes: '是',
      no: '否',
      addUnder: '在 {{name}} 下新增部門',
    },
  },
}

export default messages
