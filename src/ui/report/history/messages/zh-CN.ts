import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  reportParts: {
    history: {
      title: '修订历史',
      actions: {
        save: '保存',
        submit: '提交',
        audit: '审核通过',
        reject: '驳回',
        addendum: '补充报告',
        print: '打印',
        void: '作废',
        takeover: '接管',
      },
      version: '第 {{version}} 版',
      by: '{{operator}} · {{time}}',
      reason: '原因：{{reason}}',
      compare: '版本对比',
      timeline: '时间线',
      to: '较新版本',
      option: '第 {{version}} 版 · {{action}} · {{operator}} · {{time}}',
      findings: '检查所见',
      impression: '诊断意见',
      inserted: '插入',
      deleted: '删除',
      noChange: '无变化',
      empty: '暂无修订记录',
      loading: '正在加载修订历史…',
      loadFailed: '无法加载修订历史：{{message}}',
      single: '目前只有一个版本，无可比较',
      legend: '删除的文字带删除线，插入的文字带下划线。',
      before: '较早：第 {{version}} 版（{{action}}）',
      after: '较新：第 {{version}} 版（{{action}}）',
      from: '较早版本',
    },
  },
}

export default messages
