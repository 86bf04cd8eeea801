import type { ApplyHospitalAdminDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'

const STATUS = [
  { value: 'true', label: 'resources.applyHospital.enabled' },
  { value: 'false', label: 'resources.applyHospital.disabled' },
] as const

/**
 * Referring hospitals (`infoManage/applyHospital`): this hospital and the partner hospitals that send patients, in the
 * order the registration desk offers them. One of them is this hospital (the desk's default); marking another moves
 * the mark. A hospital with departments cannot be deleted; a disabled one is no longer offered.
 */
export const applyHospitalResource: ResourceView<ApplyHospitalAdminDto> = {
  name: 'applyHospital',
  endpoint: 'api/applyHospital',
  permissions: {
    list: ['admin', 'applyHospital:list'],
    add: ['admin', 'applyHospital:add'],
    edit: ['admin', 'applyHospital:edit'],
    del: ['admin', 'applyHospital:del'],
  },
  filters: [
    { name: 'blurry', kind: 'blurry', width: 14 },
    { name: 'enabled', kind: 'select', options: STATUS },
  ],
  columns: [
    { field: 'name', width: 240, sortable: true },
    { field: 'code', width: 110, sortable: true },
    { field: 'own', format: 'boolean', width: 90 },
    { field: 'deptCount', width: 100, align: 'end' },
    { field: 'sort', width: 80, sortable: true, align: 'end' },
    { field: 'enabled', options: STATUS, value: (hospital) => String(hospital.enabled), width: 90 },
    { field: 'createTime', format: 'datetime', width: 150, sortable: true, hidden: true },
  ],
  form: {
    defaults: { name: '', code: '', own: false, sort: 999, enabled: 'true' },
    fromRow: (hospital) => ({
      id: hospital.id,
      name: hospital.name,
      code: hospital.code ?? '',
      own: hospital.own,
      sort: hospital.sort,
      enabled: String(hospital.enabled),
    }),
    toBody: (values, mode) => ({
      ...(mode === 'edit' ? { id: values.id } : {}),
      name: values.name,
      code: values.code ? String(values.code).trim() : null,
      own: values.own === true,
      sort: values.sort ?? 999,
      enabled: values.enabled === 'true',
    }),
    fields: [
      { name: 'name', kind: 'text', required: true, maxLength: 50 },
      { name: 'code', kind: 'text', maxLength: 20 },
      { name: 'own', kind: 'switch', help: 'resources.applyHospital.ownHelp' },
      { name: 'sort', kind: 'number', required: true, min: 0, max: 9999 },
      { name: 'enabled', kind: 'radio', options: STATUS, required: true },
    ],
  },
  rowName: (hospital) => hospital.name,
}
