import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    sqlStat: {
      title: 'SQL监控',
      name: '语句',
      fields: {
        sql: 'SQL 语句',
        count: '执行次数',
        totalMs: '总耗时(ms)',
        avgMs: '平均耗时(ms)',
        maxMs: '最慢(ms)',
        lastRun: '最近执行',
      },
      filters: {
        blurry: '语句包含',
      },
    },
  },
  sqlMonitor: {
    lead: '契约服务器自身执行的 SQL 语句：每条的执行次数与耗时，最慢的排在前面。',
    totals: '自 {{since}} 起：{{statements}} 条语句，执行 {{runs}} 次，共 {{totalMs}} ms',
    totalsLabel: '合计',
    reset: '重置统计',
    resetTitle: '重置 SQL 统计',
    resetMessage: '从现在起重新统计所有语句？',
    resetDone: 'SQL 统计已重新开始',
    ok: '重置',
    cancel: '取消',
    detail: '语句',
    detailEmpty: '在列表中选择一条语句，在此查看完整内容。',
    ms: '{{value}} ms',
  },
}

export default messages
