import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    dept: {
      title: '部门管理',
      name: '部门',
      fields: {
        name: '名称',
        deptSort: '排序',
        enabled: '状态',
        createTime: '创建日期',
        isTop: '顶级部门',
        pid: '上级部门',
      },
      filters: {
        name: '名称',
        enabled: '状态',
      },
      yes: '是',
      no: '否',
      addUnder: '在 {{name}} 下新增部门',
    },
  },
}

export default messages
