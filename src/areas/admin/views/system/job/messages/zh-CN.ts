import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    job: {
      title: '岗位管理',
      name: '岗位',
      fields: {
        name: '岗位名称',
        jobSort: '排序',
        enabled: '状态',
        createTime: '创建日期',
      },
      filters: {
        name: '岗位名称',
        enabled: '状态',
        createTime: '创建日期',
      },
    },
  },
}

export default messages
