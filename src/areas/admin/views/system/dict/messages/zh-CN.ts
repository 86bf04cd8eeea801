import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    dict: {
      title: '字典列表',
      name: '字典',
      fields: {
        name: '字典名称',
        description: '描述',
        createTime: '创建日期',
      },
      filters: {
        blurry: '名称或描述',
      },
    },
    dictDetail: {
      title: '字典详情',
      name: '字典详情',
      choose: '点击左侧字典查看详情。',
      fields: {
        label: '字典标签',
        value: '字典值',
        dictSort: '排序',
      },
      filters: {
        label: '字典标签',
      },
    },
  },
}

export default messages
