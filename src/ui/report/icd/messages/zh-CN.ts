import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  reportParts: {
    icd: {
      label: 'ICD-10 编码',
      placeholder: '编码、名称或拼音首字母',
      selected: '已选 ICD-10 编码',
      noMatch: '没有与“{{query}}”匹配的 ICD-10 编码',
      loading: '正在加载 ICD-10 编码…',
      loadFailed: '无法加载 ICD-10 编码',
      more: '仅显示前 {{count}} 项，请继续输入以缩小范围',
      count: '匹配 {{count}} 项',
      showAll: '显示匹配的编码',
    },
  },
}

export default messages
