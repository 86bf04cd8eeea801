import type { DeptDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { addUnderAction } from '../../../../../ui/resource/addUnderAction'

/**
 * Departments (eladmin `system/dept`): a tree opened level by level; a department is top-level or sits under a
 * parent chosen from the tree (never under itself — the server refuses that too); "add under" starts a child of a
 * row. Deleting a department takes the ones under it along, and is refused while people work there.
 */
export const deptResource: ResourceView<DeptDto> = {
  name: 'dept',
  endpoint: 'api/dept',
  permissions: {
    list: ['admin', 'dept:list'],
    add: ['admin', 'dept:add'],
    edit: ['admin', 'dept:edit'],
    del: ['admin', 'dept:del'],
  },
  dicts: ['dept_status'],
  paged: false,
  tree: { lazy: { parentParam: 'pid', hasChildren: 'hasChildren' } },
  defaultSort: ['deptSort,asc'],
  filters: [
    { name: 'name', kind: 'text', width: 14 },
    { name: 'enabled', kind: 'select', dict: 'dept_status' },
  ],
  columns: [
    { field: 'name' },
    { field: 'deptSort', width: 90, align: 'end' },
    { field: 'enabled', dict: 'dept_status', value: (dept) => String(dept.enabled), width: 100 },
    { field: 'createTime', format: 'datetime', width: 150 },
  ],
  form: {
    defaults: { name: '', deptSort: 999, isTop: 'false', pid: null, enabled: 'true' },
    fromRow: (dept, rowById) => ({
      id: dept.id,
      name: dept.name,
      deptSort: dept.deptSort,
      enabled: String(dept.enabled),
      isTop: dept.pid === undefined ? 'true' : 'false',
      pid: dept.pid === undefined ? null : String(dept.pid),
      pidLabel: dept.pid === undefined ? undefined : rowById(dept.pid)?.name,
    }),
    toBody: (values, mode) => ({
      ...(mode === 'edit' ? { id: values.id } : {}),
      name: values.name,
      deptSort: values.deptSort ?? 999,
      enabled: values.enabled === 'true',
      pid: values.isTop === 'true' ? null : Number(values.pid),
    }),
    fields: [
      { name: 'name', kind: 'text', required: true, maxLength: 100 },
      { name: 'deptSort', kind: 'number', required: true, min: 0, max: 999999 },
      {
        name: 'isTop',
        kind: 'radio',
        options: [
          { value: 'true', label: 'resources.dept.yes' },
          { value: 'false', label: 'resources.dept.no' },
        ],
      },
      { name: 'enabled', kind: 'radio', dict: 'dept_status', required: true },
      {
        name: 'pid',
        kind: 'treeSelect',
        required: true,
        labelField: 'pidLabel',
        visible: (values) => values.isTop !== 'true',
        optionsFrom: { url: 'api/dept', params: { enabled: true, sort: 'deptSort,asc' }, parentField: 'pid' },
      },
    ],
    size: 'medium',
  },
  rowName: (dept) => dept.name,
  rowActions: addUnderAction({
    permission: ['admin', 'dept:add'],
    label: 'resources.dept.addUnder',
    name: (dept) => dept.name,
    preset: (dept) => ({ isTop: 'false', pid: String(dept.id), pidLabel: dept.name }),
  }),
}
