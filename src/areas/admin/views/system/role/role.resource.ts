import type { RoleDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { MenuPermissionPanel } from './MenuPermissionPanel'

/** The data scopes as the wire spells them (eladmin's Chinese constants), each with its message. */
const DATA_SCOPES = [
  { value: '全部', label: 'resources.role.scope.all' },
  { value: '本级', label: 'resources.role.scope.own' },
  { value: '自定义', label: 'resources.role.scope.custom' },
] as const

/**
 * Roles (eladmin `system/role`): name, level (1 is the administrator's; nobody creates or changes a role more
 * powerful than his own), data scope (all, own department, or chosen departments), and beside the list the menu
 * permissions of the role clicked.
 */
export const roleResource: ResourceView<RoleDto> = {
  name: 'role',
  endpoint: 'api/roles',
  permissions: {
    list: ['admin', 'roles:list'],
    add: ['admin', 'roles:add'],
    edit: ['admin', 'roles:edit'],
    del: ['admin', 'roles:del'],
  },
  defaultSort: ['level,asc'],
  filters: [
    { name: 'blurry', kind: 'blurry', width: 16 },
    { name: 'createTime', kind: 'dateRange' },
  ],
  columns: [
    { field: 'name', sortable: true, width: 140 },
    { field: 'dataScope', options: DATA_SCOPES, width: 110 },
    { field: 'level', sortable: true, width: 80, align: 'end' },
    { field: 'description' },
    { field: 'createTime', format: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  form: {
    defaults: { name: '', level: 3, dataScope: '本级', deptIds: [], description: '' },
    fromRow: (role) => ({
      id: role.id,
      name: role.name,
      level: role.level,
      dataScope: role.dataScope,
      deptIds: role.depts.map((dept) => String(dept.id)),
      description: role.description ?? '',
    }),
    toBody: (values, mode) => ({
      ...(mode === 'edit' ? { id: values.id } : {}),
      name: values.name,
      level: values.level,
      dataScope: values.dataScope,
      depts: values.dataScope === '自定义' ? (values.deptIds as string[]).map((id) => ({ id: Number(id) })) : [],
      description: values.description || null,
    }),
    fields: [
      { name: 'name', kind: 'text', required: true, maxLength: 100 },
      { name: 'level', kind: 'number', required: true, min: 1, max: 999, help: 'resources.role.levelHelp' },
      { name: 'dataScope', kind: 'select', required: true, options: DATA_SCOPES },
      {
        name: 'deptIds',
        label: 'resources.role.fields.depts',
        kind: 'multiSelect',
        required: true,
        visible: (values) => values.dataScope === '自定义',
        optionsFrom: { url: 'api/dept', params: { enabled: true, sort: 'deptSort,asc' } },
      },
      { name: 'description', kind: 'textarea', maxLength: 255 },
    ],
    size: 'medium',
  },
  rowName: (role) => role.name,
  currentRow: true,
  aside: { position: 'end', component: MenuPermissionPanel },
}
