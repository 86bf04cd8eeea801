import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    dict: {
      title: '字典清單',
      name: '字典',
      fields: {
        name: '字典名稱',
        description: '描述',
        createTime: '建立日期',
      },
      filters: {
        blurry: '名稱或描述',
      },
    },
    dictDetail: {
      title: '字典明細',
      name: '字典明細',
      choose: '點選左側字典查看明細。',
      fields: {
        label: '字典標籤',
        value: '字典值',
        dictSort: '排序',
      },
      filters: {
        label: '字典標籤',
      },
    },
  },
}

export default messages
