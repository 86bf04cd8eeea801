import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    sqlStat: {
      title: 'SQL監控',
      name: '語句',
      fields: {
        sql: 'SQL 語句',
        count: '執行次數',
        totalMs: '總耗時(ms)',
        avgMs: '平均耗時(ms)',
        maxMs: '最慢(ms)',
        lastRun: '最近執行',
      },
      filters: {
        blurry: '語句包含',
      },
    },
  },
  sqlMonitor: {
    lead: '契約伺服器自身執行的 SQL 語句：每條的執行次數與耗時，最慢的排在前面。',
    totals: '自 {{since}} 起：{{statements}} 條語句，執行 {{runs}} 次，共 {{totalMs}} ms',
    totalsLabel: '合計',
    reset: '重設統計',
    resetTitle: '重設 SQL 統計',
    resetMessage: '從現在起重新統計所有語句？',
    resetDone: 'SQL 統計已重新開始',
    ok: '重設',
    cancel: '取消',
    detail: '語句',
    detailEmpty: '在清單中選擇一條語句，在此檢視完整內容。',
    ms: '{{value}} ms',
  },
}

export default messages
