import type { CheckMethodAdminDto } from '../../../../../core/contract'
import type { OptionsSource } from '../../../../../core/resource/resource.types'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'

const STATUS = [
  { value: 'true', label: 'resources.checkMethod.enabled' },
  { value: 'false', label: 'resources.checkMethod.disabled' },
] as const

/** The modalities in use, shown as `US 超声`. */
const MODALITIES: OptionsSource = { url: 'api/modality/own/all', format: (m) => `${String(m.code)} ${String(m.name)}` }

/**
 * Check methods (`infoManage/checkMethod`): how each modality examines (plain scan, enhanced, transvaginal …) and
 * what a method adds to the body part's fee, in the order the registration desk offers them. A disabled method is no
 * longer offered; exams keep the method's name as registered.
 */
export const checkMethodResource: ResourceView<CheckMethodAdminDto> = {
  name: 'checkMethod',
  endpoint: 'api/checkMethod',
  permissions: {
    list: ['admin', 'checkMethod:list'],
    add: ['admin', 'checkMethod:add'],
    edit: ['admin', 'checkMethod:edit'],
    del: ['admin', 'checkMethod:del'],
  },
  filters: [
    { name: 'blurry', kind: 'blurry', width: 12 },
    { name: 'modalityId', kind: 'select', optionsFrom: MODALITIES },
    { name: 'enabled', kind: 'select', options: STATUS },
  ],
  columns: [
    { field: 'modality', value: (method) => `${method.modality.code} ${method.modality.name}`, width: 150, sortable: true },
    { field: 'name', width: 220, sortable: true },
    { field: 'feeExtra', value: (method) => method.feeExtra.toFixed(2), width: 110, sortable: true, align: 'end' },
    { field: 'sort', width: 80, sortable: true, align: 'end' },
    { field: 'enabled', options: STATUS, value: (method) => String(method.enabled), width: 90 },
    { field: 'createTime', format: 'datetime', width: 150, sortable: true, hidden: true },
  ],
  form: {
    defaults: { modalityId: null, name: '', feeExtra: 0, sort: 999, enabled: 'true' },
    fromRow: (method) => ({
      id: method.id,
      modalityId: String(method.modalityId),
      name: method.name,
      feeExtra: method.feeExtra,
      sort: method.sort,
      enabled: String(method.enabled),
    }),
    toBody: (values, mode) => ({
      ...(mode === 'edit' ? { id: values.id } : {}),
      modalityId: Number(values.modalityId),
      name: values.name,
      feeExtra: values.feeExtra ?? 0,
      sort: values.sort ?? 999,
      enabled: values.enabled === 'true',
    }),
    fields: [
      { name: 'modalityId', kind: 'select', required: true, optionsFrom: MODALITIES },
      { name: 'name', kind: 'text', required: true, maxLength: 50 },
      { name: 'feeExtra', kind: 'number', required: true, min: 0, max: 100000, precision: 2, help: 'resources.checkMethod.feeExtraHelp' },
      { name: 'sort', kind: 'number', required: true, min: 0, max: 9999 },
      { name: 'enabled', kind: 'radio', options: STATUS, required: true },
    ],
  },
  rowName: (method) => `${method.modality.code} ${method.name}`,
}
