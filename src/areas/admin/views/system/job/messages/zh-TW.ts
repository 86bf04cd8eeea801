import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    job: {
      title: '職位管理',
      name: '職位',
      fields: {
        name: '職位名稱',
        jobSort: '排序',
        enabled: '狀態',
        createTime: '建立日期',
      },
      filters: {
        name: '職位名稱',
        enabled: '狀態',
        createTime: '建立日期',
      },
    },
  },
}

export default messages
