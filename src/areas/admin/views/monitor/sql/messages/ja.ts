import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    sqlStat: {
      title: 'SQL 監視',
      name: 'ステートメント',
      fields: {
        sql: 'SQL ステートメント',
        count: '実行回数',
        totalMs: '合計 ms',
        avgMs: '平均 ms',
        maxMs: '最遅 ms',
        lastRun: '最終実行',
      },
      filters: {
        blurry: 'ステートメントに含む',
      },
    },
  },
  sqlMonitor: {
    lead: '契約サーバー自身の SQL ステートメント：それぞれの実行回数と所要時間（遅い順）。',
    totals: '{{since}} 以降：{{statements}} ステートメント、{{runs}} 回実行、合計 {{totalMs}} ms',
    totalsLabel: '合計',
    reset: '統計をリセット',
    resetTitle: 'SQL 統計のリセット',
    resetMessage: '今からすべてのステートメントを数え直しますか？',
    resetDone: 'SQL 統計を数え直します',
    ok: 'リセット',
    cancel: 'キャンセル',
    detail: 'ステートメント',
    detailEmpty: '一覧でステートメントを選ぶと、ここに全文が表示されます。',
    ms: '{{value}} ms',
  },
}

export default messages
