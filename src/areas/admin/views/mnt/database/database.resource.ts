import type { DatabaseDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { databaseActions } from './databaseActions'

/**
 * Databases to run scripts against (eladmin `mnt/database`, `api/database`). The contract server's are SQLite files
 * inside its data folder (`jdbc:sqlite:<file>`); the password is sealed and never comes back. Each row tests its
 * connection (the file opens read-only) and runs an uploaded .sql script in one transaction.
 */
export const databaseResource: ResourceView<DatabaseDto> = {
  name: 'database',
  endpoint: 'api/database',
  permissions: {
    list: ['admin', 'database:list'],
    add: ['admin', 'database:add'],
    edit: ['admin', 'database:edit'],
    del: ['admin', 'database:del'],
  },
  download: false,
  filters: [
    { name: 'blurry', kind: 'blurry', width: 16 },
    { name: 'createTime', kind: 'dateRange' },
  ],
  columns: [
    { field: 'name', sortable: true, width: 160 },
    { field: 'jdbcUrl' },
    { field: 'userName', width: 120 },
    { field: 'hasPassword', format: 'boolean', width: 120 },
    { field: 'createTime', format: 'datetime', sortable: true, width: 150 },
  ],
  form: {
    defaults: { name: '', jdbcUrl: 'jdbc:sqlite:', userName: '', pwd: '' },
    fromRow: (database) => ({ id: database.id, name: database.name, jdbcUrl: database.jdbcUrl, userName: database.userName, pwd: '' }),
    toBody: (values, mode) => ({
      ...(mode === 'edit' ? { id: values.id } : {}),
      name: values.name,
      jdbcUrl: values.jdbcUrl,
      userName: values.userName ? values.userName : null,
      pwd: values.pwd ? values.pwd : null,
    }),
    fields: [
      { name: 'name', kind: 'text', required: true, maxLength: 100 },
      { name: 'jdbcUrl', kind: 'text', required: true, maxLength: 500, help: 'resources.database.jdbcHelp' },
      { name: 'userName', kind: 'text', maxLength: 100 },
      { name: 'pwd', kind: 'password', maxLength: 200, help: 'resources.database.pwdHelp' },
    ],
    size: 'small',
  },
  rowName: (database) => database.name,
  rowActions: databaseActions,
  rowActionsWidth: 130,
}
