import type { DeployDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { deployActions } from './deployActions'

/**
 * Deployments (eladmin `mnt/deploy`, `api/deploy`): an application on target servers. Each row deploys an uploaded
 * package, starts, stops, asks the status and rolls back to an earlier deployment; the steps stream into the view's
 * log over the `deploy` WebSocket.
 */
export const deployResource: ResourceView<DeployDto> = {
  name: 'deploy',
  endpoint: 'api/deploy',
  permissions: {
    list: ['admin', 'deploy:list'],
    add: ['admin', 'deploy:add'],
    edit: ['admin', 'deploy:edit'],
    del: ['admin', 'deploy:del'],
  },
  download: false,
  filters: [
    { name: 'appName', kind: 'text', width: 14 },
    { name: 'createTime', kind: 'dateRange' },
  ],
  columns: [
    { field: 'app', value: (deploy) => deploy.app.name, sortable: 'appName' },
    { field: 'servers' },
    { field: 'createTime', format: 'datetime', sortable: true, width: 150 },
  ],
  form: {
    defaults: { app: null, servers: [] },
    fromRow: (deploy) => ({ id: deploy.id, app: String(deploy.app.id), servers: deploy.deploys.map((server) => String(server.id)) }),
    toBody: (values, mode) => ({
      ...(mode === 'edit' ? { id: values.id } : {}),
      app: { id: Number(values.app) },
      deploys: (Array.isArray(values.servers) ? values.servers : []).map((id) => ({ id: Number(id) })),
    }),
    fields: [
      { name: 'app', kind: 'select', required: true, optionsFrom: { url: 'api/app', params: { size: 1000, sort: 'name,asc' } } },
      { name: 'servers', kind: 'multiSelect', required: true, optionsFrom: { url: 'api/serverDeploy', params: { size: 1000, sort: 'name,asc' }, format: (server) => `${String(server.name)} (${String(server.ip)})` } },
    ],
    size: 'small',
  },
  rowName: (deploy) => deploy.app.name,
  rowActions: deployActions,
  rowActionsWidth: 190,
}
