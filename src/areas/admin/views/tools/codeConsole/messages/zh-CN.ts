import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  codeConsole: {
    title: '代码控制台',
    intro: '对契约服务器数据库执行一条只读 SQL：SELECT、WITH、EXPLAIN 或只读的 PRAGMA。这里无法修改任何数据。',
    sql: 'SQL 语句',
    hint: '按 Ctrl+Enter 执行',
    limit: '行数上限（最多 1000）',
    run: '执行',
    running: '执行中…',
    refused: '已拒绝：{{message}}',
    summary: '共 {{count}} 行，用时 {{ms}} 毫秒。',
    truncated: '仅显示前 {{limit}} 行。',
    results: '查询结果',
    history: '最近的查询',
    nullValue: 'NULL',
  },
}

export default messages
