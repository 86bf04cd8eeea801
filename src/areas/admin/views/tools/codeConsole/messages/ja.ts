import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  codeConsole: {
    title: 'コードコンソール',
    intro: '契約サーバーのデータベースに読み取り専用の SQL を 1 文実行します：SELECT、WITH、EXPLAIN、読み取りの PRAGMA。ここでは何も変更できません。',
    sql: 'SQL 文',
    hint: 'Ctrl+Enter で実行',
    limit: '行数の上限（最大 1,000）',
    run: '実行',
    running: '実行中…',
    refused: '拒否されました：{{message}}',
    summary: '{{count}} 行、{{ms}} ミリ秒。',
    truncated: '最初の {{limit}} 行のみ表示しています。',
    results: 'クエリ結果',
    history: '最近のクエリ',
    nullValue: 'NULL',
  },
}

export default messages
