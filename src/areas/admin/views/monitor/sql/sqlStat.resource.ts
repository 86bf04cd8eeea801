import type { SqlStatDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { resetButton, SqlDetail } from './sqlActions'

const clip = (sql: string) => (sql.length > 120 ? `${sql.slice(0, 119)}…` : sql)

/**
 * The contract server's own SQL statements (`api/sql/stats`, administrators only — eladmin's Druid page): runs, total,
 * average and slowest ms and the latest run per statement, the slowest first; the chosen statement whole beside the
 * list; the toolbar resets the counting.
 */
export const sqlStatResource: ResourceView<SqlStatDto> = {
  name: 'sqlStat',
  endpoint: 'api/sql/stats',
  permissions: { list: ['admin'] },
  defaultSort: ['maxMs,desc'],
  download: false,
  filters: [{ name: 'blurry', kind: 'blurry', width: 24 }],
  columns: [
    { field: 'sql', value: (row) => clip(row.sql), sortable: true },
    { field: 'count', sortable: true, width: 90, align: 'end' },
    { field: 'totalMs', sortable: true, width: 100, align: 'end' },
    { field: 'avgMs', sortable: true, width: 100, align: 'end' },
    { field: 'maxMs', sortable: true, width: 100, align: 'end' },
    { field: 'lastRun', sortable: true, width: 160 },
  ],
  rowName: (row) => clip(row.sql),
  currentRow: true,
  aside: { position: 'end', component: SqlDetail },
  toolbar: resetButton,
}
