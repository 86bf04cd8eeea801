import type { QuartzJobDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { logsButton, statusCell, timingActions } from './timingActions'

const YES_NO = [
  { value: 'true', label: 'resources.timing.yes' },
  { value: 'false', label: 'resources.timing.no' },
] as const

const permissions = {
  list: ['admin', 'timing:list'],
  add: ['admin', 'timing:add'],
  edit: ['admin', 'timing:edit'],
  del: ['admin', 'timing:del'],
} as const

/**
 * Timing tasks (eladmin `system/timing`), run by the contract server's scheduler: a task names a known
 * `bean.method` (the server refuses any other) and a Quartz cron expression previewed as its next runs; a task can
 * be run at once, paused and resumed, and its runs are logged with the exception of each failure.
 */
export const timingResource: ResourceView<QuartzJobDto> = {
  name: 'timing',
  endpoint: 'api/jobs',
  permissions,
  filters: [
    { name: 'jobName', kind: 'text', width: 14 },
    { name: 'createTime', kind: 'dateRange' },
  ],
  columns: [
    { field: 'id', width: 60, sortable: true, align: 'end' },
    { field: 'jobName', width: 160, sortable: true },
    { field: 'beanName', width: 110 },
    { field: 'methodName', width: 120 },
    { field: 'params', hidden: true },
    { field: 'cronExpression', width: 130 },
    { field: 'isPause', width: 90, sortable: true },
    { field: 'description' },
    { field: 'createTime', format: 'datetime', width: 150, sortable: true, hidden: true },
  ],
  cells: { isPause: statusCell },
  form: {
    defaults: { jobName: '', description: '', beanName: '', methodName: '', params: '', cronExpression: '', subTask: '', personInCharge: '', email: '', pauseAfterFailure: 'true', isPause: 'false' },
    fromRow: (job) => ({
      id: job.id,
      jobName: job.jobName,
      description: job.description ?? '',
      beanName: job.beanName,
      methodName: job.methodName,
      params: job.params ?? '',
      cronExpression: job.cronExpression,
      subTask: job.subTask ?? '',
      personInCharge: job.personInCharge ?? '',
      email: job.email ?? '',
      pauseAfterFailure: String(job.pauseAfterFailure),
      isPause: String(job.isPause),
    }),
    toBody: (values, mode) => ({
      ...(mode === 'edit' ? { id: values.id } : {}),
      jobName: values.jobName,
      description: values.description,
      beanName: values.beanName,
      methodName: values.methodName,
      params: values.params || null,
      cronExpression: String(values.cronExpression).trim(),
      subTask: values.subTask || null,
      personInCharge: values.personInCharge || null,
      email: values.email || null,
      pauseAfterFailure: values.pauseAfterFailure === 'true',
      isPause: values.isPause === 'true',
    }),
    fields: [
      { name: 'jobName', kind: 'text', required: true, maxLength: 100 },
      { name: 'description', kind: 'text', required: true, maxLength: 255 },
      { name: 'beanName', kind: 'text', required: true, maxLength: 64, help: 'resources.timing.beanHelp' },
      { name: 'methodName', kind: 'text', required: true, maxLength: 64 },
      { name: 'cronExpression', kind: 'cron', required: true, wide: true },
      { name: 'subTask', kind: 'text', maxLength: 200, help: 'resources.timing.subTaskHelp', rules: [{ kind: 'pattern', pattern: /^\s*(\d+\s*([,，]\s*\d+\s*)*)?$/, message: 'resources.timing.subTaskFormat' }] },
      { name: 'personInCharge', kind: 'text', maxLength: 50 },
      { name: 'email', kind: 'text', maxLength: 500, help: 'resources.timing.emailHelp' },
      { name: 'pauseAfterFailure', kind: 'radio', options: YES_NO },
      { name: 'isPause', kind: 'radio', options: [{ value: 'false', label: 'resources.timing.running' }, { value: 'true', label: 'resources.timing.paused' }] },
      { name: 'params', kind: 'textarea', maxLength: 2000, wide: true },
    ],
    size: 'large',
    columns: 2,
  },
  rowName: (job) => job.jobName,
  rowActions: timingActions,
  toolbar: logsButton,
}
