import type { DeviceTypeDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'

const STATUS = [
  { value: 'true', label: 'resources.deviceType.enabled' },
  { value: 'false', label: 'resources.deviceType.disabled' },
] as const

/**
 * Device types (`system/deviceType`): the hospital's modalities — a DICOM modality code (CT, MR, US, ECG …), a
 * name, the department that performs it — read by registration (the modality of the user's department) and by the
 * report rules. A type with devices cannot be deleted.
 */
export const deviceTypeResource: ResourceView<DeviceTypeDto> = {
  name: 'deviceType',
  endpoint: 'api/deviceType',
  permissions: {
    list: ['admin', 'deviceType:list'],
    add: ['admin', 'deviceType:add'],
    edit: ['admin', 'deviceType:edit'],
    del: ['admin', 'deviceType:del'],
  },
  defaultSort: ['sort,asc'],
  filters: [
    { name: 'blurry', kind: 'blurry', width: 12 },
    { name: 'deptId', kind: 'treeSelect', optionsFrom: { url: 'api/dept', params: { enabled: true, sort: 'deptSort,asc' }, parentField: 'pid' } },
    { name: 'enabled', kind: 'select', options: STATUS },
  ],
  columns: [
    { field: 'code', width: 130, sortable: true },
    { field: 'name', width: 160, sortable: true },
    { field: 'dept', value: (type) => type.dept?.name, width: 130 },
    { field: 'deviceCount', width: 90, align: 'end' },
    { field: 'sort', width: 80, sortable: true, align: 'end' },
    { field: 'enabled', options: STATUS, value: (type) => String(type.enabled), width: 90 },
    { field: 'description' },
    { field: 'createTime', format: 'datetime', width: 150, sortable: true, hidden: true },
  ],
  form: {
    defaults: { code: '', name: '', deptId: null, sort: 999, enabled: 'true', description: '' },
    fromRow: (type) => ({
      id: type.id,
      code: type.code,
      name: type.name,
      deptId: type.dept ? String(type.dept.id) : null,
      deptLabel: type.dept?.name,
      sort: type.sort,
      enabled: String(type.enabled),
      description: type.description ?? '',
    }),
    toBody: (values, mode) => ({
      ...(mode === 'edit' ? { id: values.id } : {}),
      code: String(values.code).trim().toUpperCase(),
      name: values.name,
      dept: values.deptId ? { id: Number(values.deptId) } : null,
      sort: values.sort ?? 999,
      enabled: values.enabled === 'true',
      description: values.description || null,
    }),
    fields: [
      {
        name: 'code',
        kind: 'text',
        required: true,
        maxLength: 10,
        help: 'resources.deviceType.codeHelp',
        rules: [{ kind: 'pattern', pattern: /^[A-Za-z][A-Za-z0-9]{1,9}$/, message: 'resources.deviceType.codeFormat' }],
      },
      { name: 'name', kind: 'text', required: true, maxLength: 50 },
      {
        name: 'deptId',
        label: 'resources.deviceType.fields.dept',
        kind: 'treeSelect',
        labelField: 'deptLabel',
        optionsFrom: { url: 'api/dept', params: { enabled: true, sort: 'deptSort,asc' }, parentField: 'pid' },
      },
      { name: 'sort', kind: 'number', required: true, min: 0, max: 9999 },
      { name: 'enabled', kind: 'radio', options: STATUS, required: true },
      { name: 'description', kind: 'textarea', maxLength: 255 },
    ],
  },
  rowName: (type) => `${type.code} ${type.name}`,
}
