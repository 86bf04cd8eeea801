import type { SysLogErrorDto } from '../../../../../../core/contract'
import type { ResourceView } from '../../../../../../ui/resource/resourceView.types'
import { clearLogButton, logDetailButton } from '../logActions'

/**
 * The error log (eladmin `monitor/log/errorLog`): the calls that failed unexpectedly, with who, where and what they
 * carried; a row's detail loads the exception (the stack). Administrators only; cleared as a whole.
 */
export const errorLogResource: ResourceView<SysLogErrorDto> = {
  name: 'errorLog',
  endpoint: 'api/logs/error',
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
    { field: 'path', width: 180 },
    { field: 'browser', width: 100 },
    { field: 'createTime', format: 'datetime', width: 150, sortable: true },
  ],
  rowActions: (log) => logDetailButton(log, true),
  rowActionsWidth: 60,
  toolbar: (context) => clearLogButton(context, 'api/logs/del/error', 'error'),
  rowName: (log) => `${log.description} ${log.createTime}`,
}
