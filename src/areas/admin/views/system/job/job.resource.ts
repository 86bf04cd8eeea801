import type { JobDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'

/** Jobs (posts) of the hospital (eladmin `system/job`), ordered by their sort number. */
export const jobResource: ResourceView<JobDto> = {
  name: 'job',
  endpoint: 'api/job',
  permissions: {
    list: ['admin', 'job:list'],
    add: ['admin', 'job:add'],
    edit: ['admin', 'job:edit'],
    del: ['admin', 'job:del'],
  },
  dicts: ['job_status'],
  defaultSort: ['jobSort,asc', 'id,desc'],
  filters: [
    { name: 'name', kind: 'text', width: 12 },
    { name: 'enabled', kind: 'select', dict: 'job_status' },
    { name: 'createTime', kind: 'dateRange' },
  ],
  columns: [
    { field: 'name', sortable: true },
    { field: 'jobSort', sortable: true, width: 90, align: 'end' },
    { field: 'enabled', dict: 'job_status', value: (job) => String(job.enabled), width: 90 },
    { field: 'createTime', format: 'datetime', sortable: true, width: 150 },
  ],
  form: {
    defaults: { name: '', jobSort: 999, enabled: 'true' },
    fromRow: (job) => ({ id: job.id, name: job.name, jobSort: job.jobSort, enabled: String(job.enabled) }),
    toBody: (values, mode) => ({
      ...(mode === 'edit' ? { id: values.id } : {}),
      name: values.name,
      jobSort: values.jobSort ?? 999,
      enabled: values.enabled === 'true',
    }),
    fields: [
      { name: 'name', kind: 'text', required: true, maxLength: 100 },
      { name: 'jobSort', kind: 'number', required: true, min: 0, max: 999999 },
      { name: 'enabled', kind: 'radio', dict: 'job_status', required: true },
    ],
    size: 'small',
  },
  rowName: (job) => job.name,
}
