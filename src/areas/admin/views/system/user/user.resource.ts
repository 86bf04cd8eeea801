import type { UserDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { DeptFilterPanel } from './DeptFilterPanel'
import { enabledCell, isSelf, resetPasswordTool } from './userActions'

const permissions = {
  list: ['admin', 'user:list'],
  add: ['admin', 'user:add'],
  edit: ['admin', 'user:edit'],
  del: ['admin', 'user:del'],
} as const

/** The request body of a user as eladmin takes it: department, jobs and roles as `{id}` references. */
export function userBody(values: Record<string, unknown>, mode: 'add' | 'edit'): Record<string, unknown> {
  const ids = (list: unknown) => (Array.isArray(list) ? list.map((id) => ({ id: Number(id) })) : [])
  return {
    ...(mode === 'edit' ? { id: values.id } : {}),
    username: values.username,
    nickName: values.nickName,
    gender: values.gender || null,
    phone: values.phone || null,
    email: values.email || null,
    enabled: values.enabled === true || values.enabled === 'true',
    dept: { id: Number(values.deptId) },
    jobs: ids(values.jobIds),
    roles: ids(values.roleIds),
  }
}

/**
 * Users (eladmin `system/user`): the department tree beside the list filters it; the status switch asks before it
 * locks someone out; nobody disables or deletes himself; new accounts start with the default password, which
 * "Reset password" restores.
 */
export const userResource: ResourceView<UserDto> = {
  name: 'user',
  endpoint: 'api/users',
  permissions,
  dicts: ['user_status'],
  filters: [
    { name: 'blurry', kind: 'blurry', width: 16 },
    { name: 'createTime', kind: 'dateRange' },
    { name: 'enabled', kind: 'select', dict: 'user_status' },
  ],
  columns: [
    { field: 'username', sortable: true, width: 120 },
    { field: 'nickName', sortable: true, width: 110 },
    { field: 'gender', width: 70, hidden: true },
    { field: 'phone', sortable: true, width: 130 },
    { field: 'email', sortable: true },
    { field: 'dept', value: (user) => user.dept?.name ?? '', width: 110 },
    { field: 'jobs', format: 'list', hidden: true },
    { field: 'roles', format: 'list', hidden: true },
    { field: 'enabled', width: 110 },
    { field: 'createTime', format: 'datetime', sortable: true, width: 140, hidden: true },
  ],
  form: {
    defaults: { username: '', nickName: '', phone: '', email: '', gender: '男', enabled: 'true', deptId: null, jobIds: [], roleIds: [] },
    fromRow: (user) => ({
      id: user.id,
      username: user.username,
      nickName: user.nickName,
      phone: user.phone ?? '',
      email: user.email ?? '',
      gender: user.gender ?? '',
      enabled: String(user.enabled),
      deptId: user.dept ? String(user.dept.id) : null,
      deptLabel: user.dept?.name,
      jobIds: user.jobs.map((job) => String(job.id)),
      roleIds: user.roles.map((role) => String(role.id)),
    }),
    toBody: userBody,
    fields: [
      { name: 'username', kind: 'text', required: true, maxLength: 50, rules: [{ kind: 'length', min: 2, max: 50 }] },
      { name: 'phone', kind: 'text', required: true, rules: [{ kind: 'mobile' }] },
      { name: 'nickName', kind: 'text', required: true, maxLength: 50 },
      { name: 'email', kind: 'text', required: true, rules: [{ kind: 'email' }] },
      {
        name: 'deptId',
        label: 'resources.user.fields.dept',
        kind: 'treeSelect',
        required: true,
        labelField: 'deptLabel',
        optionsFrom: { url: 'api/dept', params: { enabled: true, sort: 'deptSort,asc' }, parentField: 'pid' },
      },
      {
        name: 'jobIds',
        label: 'resources.user.fields.jobs',
        kind: 'multiSelect',
        required: true,
        optionsFrom: { url: 'api/job', params: { page: 0, size: 9999, enabled: true, sort: 'jobSort,asc' } },
      },
      {
        name: 'gender',
        kind: 'radio',
        options: [
          { value: '男', label: 'resources.user.gender.male' },
          { value: '女', label: 'resources.user.gender.female' },
        ],
      },
      { name: 'enabled', kind: 'radio', dict: 'user_status', disabled: (values) => isSelf(values.id) },
      { name: 'roleIds', label: 'resources.user.fields.roles', kind: 'multiSelect', required: true, optionsFrom: { url: 'api/roles/all' } },
    ],
    size: 'large',
    columns: 2,
  },
  rowName: (user) => user.username,
  canDelete: (user) => !isSelf(user.id),
  cells: { enabled: enabledCell },
  toolbar: resetPasswordTool,
  aside: { position: 'start', component: DeptFilterPanel },
}
