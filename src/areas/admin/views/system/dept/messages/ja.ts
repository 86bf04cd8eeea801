import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    dept: {
      title: '部門管理',
      name: '部門',
      fields: {
        name: '名称',
        deptSort: '並び順',
        enabled: '状態',
        createTime: '作成日',
        isTop: '最上位',
        pid: '上位部門',
      },
      filters: {
        name: '名称',
        enabled: '状態',
      },
      yes: 'はい',
      no: 'いいえ',
      addUnder: '{{name}} の下に部門を追加',
    },
  },
}

export default messages
