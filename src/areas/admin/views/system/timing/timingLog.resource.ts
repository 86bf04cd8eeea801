import type { QuartzLogDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { exceptionCell } from './timingLogCells'

/** The runs of the timing tasks, newest first, in the logs dialog. */
export const timingLogResource: ResourceView<QuartzLogDto> = {
  name: 'timingLog',
  endpoint: 'api/jobs/logs',
  permissions: { list: ['admin', 'timing:list'] },
  filters: [
    { name: 'jobName', kind: 'text', width: 12 },
    {
      name: 'isSuccess',
      kind: 'select',
      options: [
        { value: 'true', label: 'resources.timingLog.success' },
        { value: 'false', label: 'resources.timingLog.failure' },
      ],
    },
    { name: 'createTime', kind: 'dateRange' },
  ],
  columns: [
    { field: 'jobName', width: 150, sortable: true },
    { field: 'beanName', width: 100 },
    { field: 'methodName', width: 110 },
    { field: 'params', hidden: true },
    { field: 'cronExpression', width: 120, hidden: true },
    { field: 'isSuccess', width: 90 },
    { field: 'time', width: 110, sortable: true, align: 'end' },
    { field: 'createTime', format: 'datetime', width: 150, sortable: true },
  ],
  cells: { isSuccess: exceptionCell },
  rowName: (log) => `${log.jobName} ${log.createTime}`,
}
