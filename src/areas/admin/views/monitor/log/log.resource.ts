import type { SysLogDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { clearLogButton, logDetailButton } from './logActions'

/**
 * The operation log (eladmin `monitor/log`): every change made through the server, who made it, from where, how long
 * it took; a row's detail shows the request and its parameters. Administrators only; cleared as a whole.
 */
export const logResource: ResourceView<SysLogDto> = {
  name: 'log',
  endpoint: 'api/logs',
  permissions: { list: ['admin'] },
  filters: [
    { name: 'blurry', kind: 'blurry', width: 20 },
    { name: 'createTime', kind: 'dateRange' },
  ],
  columns: [
    { field: 'username', width: 100 },
    { field: 'requestIp', width: 120 },
    { field: 'address', width: 80 },
    { field: 'description' },
    { field: 'browser', width: 100 },
    { field: 'time', width: 100, align: 'end', sortable: true },
    { field: 'createTime', format: 'datetime', width: 150, sortable: true },
  ],
  rowActions: (log) => logDetailButton(log, false),
  rowActionsWidth: 60,
  toolbar: (context) => clearLogButton(context, 'api/logs/del/info', 'info'),
  rowName: (log) => `${log.description} ${log.createTime}`,
}
