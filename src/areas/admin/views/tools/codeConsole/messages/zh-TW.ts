import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  codeConsole: {
    title: '程式碼主控台',
    intro: '對契約伺服器資料庫執行一條唯讀 SQL：SELECT、WITH、EXPLAIN 或唯讀的 PRAGMA。這裡無法修改任何資料。',
    sql: 'SQL 語句',
    hint: '按 Ctrl+Enter 執行',
    limit: '列數上限（最多 1000）',
    run: '執行',
    running: '執行中…',
    refused: '已拒絕：{{message}}',
    summary: '共 {{count}} 列，耗時 {{ms}} 毫秒。',
    truncated: '僅顯示前 {{limit}} 列。',
    results: '查詢結果',
    history: '最近的查詢',
    nullValue: 'NULL',
  },
}

export default messages
