import type { ServerDeployDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { serverActions } from './serverActions'

/**
 * Target servers of deployments (eladmin `mnt/server`, wire `api/serverDeploy`): name, address, SSH port and account.
 * The password is sealed on the server and never comes back (`hasPassword`); leaving it blank on edit keeps it. Each
 * row tests its connection (a TCP connect to ip:port, answered within 3 s).
 */
export const serverResource: ResourceView<ServerDeployDto> = {
  name: 'serverDeploy',
  endpoint: 'api/serverDeploy',
  permissions: {
    list: ['admin', 'serverDeploy:list'],
    add: ['admin', 'serverDeploy:add'],
    edit: ['admin', 'serverDeploy:edit'],
    del: ['admin', 'serverDeploy:del'],
  },
  download: false,
  filters: [
    { name: 'blurry', kind: 'blurry', width: 16 },
    { name: 'createTime', kind: 'dateRange' },
  ],
  columns: [
    { field: 'name', sortable: true },
    { field: 'ip', sortable: true, width: 150 },
    { field: 'port', width: 80, align: 'end' },
    { field: 'account', width: 120 },
    { field: 'hasPassword', format: 'boolean', width: 120 },
    { field: 'createTime', format: 'datetime', sortable: true, width: 150 },
  ],
  form: {
    defaults: { name: '', ip: '', port: 22, account: 'root', password: '' },
    fromRow: (server) => ({ id: server.id, name: server.name, ip: server.ip, port: server.port, account: server.account, password: '' }),
    toBody: (values, mode) => ({
      ...(mode === 'edit' ? { id: values.id } : {}),
      name: values.name,
      ip: values.ip,
      port: values.port,
      account: values.account,
      password: values.password ? values.password : null,
    }),
    fields: [
      { name: 'name', kind: 'text', required: true, maxLength: 100 },
      {
        name: 'ip', kind: 'text', required: true, maxLength: 255,
        rules: [{ kind: 'pattern', pattern: /^[A-Za-z0-9.:_-]+$/, message: 'resources.serverDeploy.ipRule' }],
      },
      { name: 'port', kind: 'number', required: true, min: 1, max: 65535 },
      { name: 'account', kind: 'text', required: true, maxLength: 100 },
      { name: 'password', kind: 'password', maxLength: 200, help: 'resources.serverDeploy.passwordHelp' },
    ],
    size: 'small',
  },
  rowName: (server) => server.name,
  rowActions: serverActions,
  rowActionsWidth: 110,
}
