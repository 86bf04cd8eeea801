import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  templates: {
    tree: {
      label: '报告模板',
      search: '搜索模板（名称、拼音首字母、内容）',
      found: '找到 {{count}} 个模板',
      noMatch: '没有与“{{query}}”匹配的模板',
      loading: '正在加载模板…',
      failed: '模板加载失败',
    },
    scope: {
      public: '公共',
      dept: '科室',
      personal: '个人',
    },
    preview: {
      label: '预览',
      none: '选择一个模板以在此预览',
      findings: '检查所见',
      impression: '诊断意见',
      recommendation: '建议',
      pickList: '可选项：第一个为默认值',
    },
    actions: {
      insert: '插入',
      replace: '替换',
    },
    pick: {
      title: '选择“{{name}}”的可选项',
      choice: '选项 {{n}}',
      choiceAfter: '选项 {{n}}：“{{context}}”之后',
      blank: '（空）',
      previewOf: '将插入的{{field}}',
      apply: '确定',
      cancel: '取消',
    },
    phrases: {
      label: '常用语',
      addSelection: '添加选中文字',
      empty: '暂无常用语：在报告中选中文字后添加',
      added: '已添加常用语',
      insert: '插入常用语：{{text}}',
      delete: '删除常用语：{{text}}',
    },
  },
}

export default messages
