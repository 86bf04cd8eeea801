import type { AppDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'

/**
 * Applications the console deploys (eladmin `mnt/app`, `api/app`): their port, the three folders under the server's
 * deploy folder (the server refuses any other place) and the scripts a deployment runs.
 */
export const appResource: ResourceView<AppDto> = {
  name: 'app',
  endpoint: 'api/app',
  permissions: {
    list: ['admin', 'app:list'],
    add: ['admin', 'app:add'],
    edit: ['admin', 'app:edit'],
    del: ['admin', 'app:del'],
  },
  download: false,
  filters: [
    { name: 'name', kind: 'text', width: 14 },
    { name: 'createTime', kind: 'dateRange' },
  ],
  columns: [
    { field: 'name', sortable: true },
    { field: 'port', sortable: true, width: 80, align: 'end' },
    { field: 'uploadPath' },
    { field: 'deployPath' },
    { field: 'backupPath' },
    { field: 'startScript', hidden: true },
    { field: 'createTime', format: 'datetime', sortable: true, width: 150 },
  ],
  form: {
    defaults: { name: '', port: 8080, uploadPath: '', deployPath: '', backupPath: '', startScript: '', deployScript: '' },
    toBody: (values, mode) => ({
      ...(mode === 'edit' ? { id: values.id } : {}),
      name: values.name,
      port: values.port,
      uploadPath: values.uploadPath,
      deployPath: values.deployPath,
      backupPath: values.backupPath,
      startScript: values.startScript,
      deployScript: values.deployScript ? values.deployScript : null,
    }),
    fields: [
      { name: 'name', kind: 'text', required: true, maxLength: 100 },
      { name: 'port', kind: 'number', required: true, min: 1, max: 65535 },
      { name: 'uploadPath', kind: 'text', required: true, maxLength: 255, help: 'resources.app.help.folder', wide: true },
      { name: 'deployPath', kind: 'text', required: true, maxLength: 255, wide: true },
      { name: 'backupPath', kind: 'text', required: true, maxLength: 255, wide: true },
      { name: 'startScript', kind: 'textarea', required: true, maxLength: 20000, help: 'resources.app.help.startScript', wide: true },
      { name: 'deployScript', kind: 'textarea', maxLength: 20000, help: 'resources.app.help.deployScript', wide: true },
    ],
    size: 'medium',
    columns: 2,
  },
  rowName: (app) => app.name,
}
