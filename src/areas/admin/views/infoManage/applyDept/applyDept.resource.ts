import type { ApplyDeptAdminDto, ApplyPhysicianAdminDto } from '../../../../../core/contract'
import type { OptionsSource } from '../../../../../core/resource/resource.types'
import { detailAside, type MasterList } from '../../../../../ui/resource/detailAside'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'

const STATUS = [
  { value: 'true', label: 'resources.applyDept.enabled' },
  { value: 'false', label: 'resources.applyDept.disabled' },
] as const

/** The referring hospitals in use, this hospital first (the registration desk's own lookup). */
const HOSPITALS: OptionsSource = { url: 'api/applyHospital/own', label: 'name' }

/** Both lists answer to the departments' permissions: a physician is kept as part of the department. */
const permissions = {
  list: ['admin', 'applyDept:list'],
  add: ['admin', 'applyDept:add'],
  edit: ['admin', 'applyDept:edit'],
  del: ['admin', 'applyDept:del'],
} as const

/** The physicians of one referring department (`api/applyPhysician`), added under it. */
export function applyPhysicianResource(dept: ApplyDeptAdminDto, master: MasterList): ResourceView<ApplyPhysicianAdminDto> {
  return {
    name: 'applyPhysician',
    endpoint: 'api/applyPhysician',
    permissions,
    initialFilters: { applyDeptId: String(dept.id) },
    filters: [{ name: 'blurry', kind: 'blurry', width: 10 }],
    columns: [
      { field: 'name', sortable: true },
      { field: 'title', width: 110 },
      { field: 'sort', width: 70, sortable: true, align: 'end' },
      { field: 'enabled', options: STATUS, value: (physician) => String(physician.enabled), width: 80 },
    ],
    form: {
      defaults: { name: '', title: '', sort: 999, enabled: 'true' },
      fromRow: (physician) => ({
        id: physician.id,
        name: physician.name,
        title: physician.title ?? '',
        sort: physician.sort,
        enabled: String(physician.enabled),
      }),
      toBody: (values, mode) => ({
        ...(mode === 'edit' ? { id: values.id } : {}),
        applyDeptId: dept.id,
        name: values.name,
        title: values.title || null,
        sort: values.sort ?? 999,
        enabled: values.enabled === 'true',
      }),
      fields: [
        { name: 'name', kind: 'text', required: true, maxLength: 50 },
        { name: 'title', kind: 'text', maxLength: 50, help: 'resources.applyPhysician.titleHelp' },
        { name: 'sort', kind: 'number', required: true, min: 0, max: 9999 },
        { name: 'enabled', kind: 'radio', options: STATUS, required: true },
      ],
      size: 'small',
    },
    rowName: (physician) => physician.name,
    // The department's count of physicians follows.
    afterChange: () => void master.refresh(),
  }
}

/**
 * Referring departments (`infoManage/applyDept`): the departments of each referring hospital, in the order the
 * registration desk offers them, with the physicians of the chosen department beside the list. A department with
 * physicians cannot be deleted; a disabled one is no longer offered.
 */
export const applyDeptResource: ResourceView<ApplyDeptAdminDto> = {
  name: 'applyDept',
  endpoint: 'api/applyDept',
  permissions,
  filters: [
    { name: 'blurry', kind: 'blurry', width: 10 },
    { name: 'hospitalId', kind: 'select', optionsFrom: HOSPITALS },
    { name: 'enabled', kind: 'select', options: STATUS },
  ],
  columns: [
    { field: 'name', sortable: true },
    { field: 'hospitalName', width: 170, sortable: 'hospital' },
    { field: 'physicianCount', width: 80, align: 'end' },
    { field: 'sort', width: 70, sortable: true, align: 'end' },
    { field: 'enabled', options: STATUS, value: (dept) => String(dept.enabled), width: 80 },
    { field: 'createTime', format: 'datetime', width: 150, sortable: true, hidden: true },
  ],
  form: {
    defaults: { hospitalId: null, name: '', sort: 999, enabled: 'true' },
    fromRow: (dept) => ({
      id: dept.id,
      hospitalId: String(dept.hospitalId),
      name: dept.name,
      sort: dept.sort,
      enabled: String(dept.enabled),
    }),
    toBody: (values, mode) => ({
      ...(mode === 'edit' ? { id: values.id } : {}),
      hospitalId: Number(values.hospitalId),
      name: values.name,
      sort: values.sort ?? 999,
      enabled: values.enabled === 'true',
    }),
    fields: [
      { name: 'hospitalId', kind: 'select', required: true, optionsFrom: HOSPITALS },
      { name: 'name', kind: 'text', required: true, maxLength: 50 },
      { name: 'sort', kind: 'number', required: true, min: 0, max: 9999 },
      { name: 'enabled', kind: 'radio', options: STATUS, required: true },
    ],
    size: 'small',
  },
  rowName: (dept) => `${dept.hospitalName} ${dept.name}`,
  currentRow: true,
  aside: detailAside({ detail: applyPhysicianResource, choose: 'resources.applyPhysician.choose' }),
}
