import type { BodyPartAdminDto, BodyPartSmallAdminDto } from '../../../../../core/contract'
import type { OptionsSource } from '../../../../../core/resource/resource.types'
import { detailAside, type MasterList } from '../../../../../ui/resource/detailAside'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'

const STATUS = [
  { value: 'true', label: 'resources.bodyPart.enabled' },
  { value: 'false', label: 'resources.bodyPart.disabled' },
] as const

/** The modalities in use, shown as `US 超声`. */
const MODALITIES: OptionsSource = { url: 'api/modality/own/all', format: (m) => `${String(m.code)} ${String(m.name)}` }

/** Both lists answer to the body parts' permissions: a small part is kept as part of its body part. */
const permissions = {
  list: ['admin', 'bodyPart:list'],
  add: ['admin', 'bodyPart:add'],
  edit: ['admin', 'bodyPart:edit'],
  del: ['admin', 'bodyPart:del'],
} as const

/** The small body parts of one body part (`api/bodyPartSmall`), added under it. */
export function bodyPartSmallResource(part: BodyPartAdminDto, master: MasterList): ResourceView<BodyPartSmallAdminDto> {
  return {
    name: 'bodyPartSmall',
    endpoint: 'api/bodyPartSmall',
    permissions,
    initialFilters: { bodyPartId: String(part.id) },
    filters: [{ name: 'blurry', kind: 'blurry', width: 10 }],
    columns: [
      { field: 'name', sortable: true },
      { field: 'sort', width: 70, sortable: true, align: 'end' },
      { field: 'enabled', options: STATUS, value: (small) => String(small.enabled), width: 80 },
    ],
    form: {
      defaults: { name: '', sort: 999, enabled: 'true' },
      fromRow: (small) => ({ id: small.id, name: small.name, sort: small.sort, enabled: String(small.enabled) }),
      toBody: (values, mode) => ({
        ...(mode === 'edit' ? { id: values.id } : {}),
        bodyPartId: part.id,
        name: values.name,
        sort: values.sort ?? 999,
        enabled: values.enabled === 'true',
      }),
      fields: [
        { name: 'name', kind: 'text', required: true, maxLength: 50 },
        { name: 'sort', kind: 'number', required: true, min: 0, max: 9999 },
        { name: 'enabled', kind: 'radio', options: STATUS, required: true },
      ],
      size: 'small',
    },
    rowName: (small) => small.name,
    // The body part's count of small parts follows.
    afterChange: () => void master.refresh(),
  }
}

/**
 * Body parts (`infoManage/bodyPart`): what each modality examines, with its fee and the minutes it takes on a device
 * (appointment slots), and the small body parts of the chosen part beside the list. A part with small parts cannot
 * be deleted; a disabled one is no longer offered; exams keep the names they were registered with.
 */
export const bodyPartResource: ResourceView<BodyPartAdminDto> = {
  name: 'bodyPart',
  endpoint: 'api/bodyPart',
  permissions,
  filters: [
    { name: 'blurry', kind: 'blurry', width: 10 },
    { name: 'modalityId', kind: 'select', optionsFrom: MODALITIES },
    { name: 'enabled', kind: 'select', options: STATUS },
  ],
  columns: [
    { field: 'modality', value: (part) => part.modality.code, width: 64, sortable: true },
    { field: 'name', sortable: true },
    { field: 'fee', value: (part) => part.fee.toFixed(2), width: 72, sortable: true, align: 'end' },
    { field: 'minutes', width: 80, sortable: true, align: 'end' },
    { field: 'smallPartCount', width: 64, align: 'end' },
    { field: 'sort', width: 70, sortable: true, align: 'end', hidden: true },
    { field: 'enabled', options: STATUS, value: (part) => String(part.enabled), width: 64 },
    { field: 'createTime', format: 'datetime', width: 150, sortable: true, hidden: true },
  ],
  form: {
    defaults: { modalityId: null, name: '', fee: null, minutes: 15, sort: 999, enabled: 'true' },
    fromRow: (part) => ({
      id: part.id,
      modalityId: String(part.modalityId),
      name: part.name,
      fee: part.fee,
      minutes: part.minutes,
      sort: part.sort,
      enabled: String(part.enabled),
    }),
    toBody: (values, mode) => ({
      ...(mode === 'edit' ? { id: values.id } : {}),
      modalityId: Number(values.modalityId),
      name: values.name,
      fee: values.fee,
      minutes: values.minutes,
      sort: values.sort ?? 999,
      enabled: values.enabled === 'true',
    }),
    fields: [
      { name: 'modalityId', kind: 'select', required: true, optionsFrom: MODALITIES },
      { name: 'name', kind: 'text', required: true, maxLength: 50 },
      { name: 'fee', kind: 'number', required: true, min: 0, max: 100000, precision: 2 },
      { name: 'minutes', kind: 'number', required: true, min: 1, max: 240, help: 'resources.bodyPart.minutesHelp' },
      { name: 'sort', kind: 'number', required: true, min: 0, max: 9999 },
      { name: 'enabled', kind: 'radio', options: STATUS, required: true },
    ],
  },
  rowName: (part) => `${part.modality.code} ${part.name}`,
  currentRow: true,
  aside: detailAside({ detail: bodyPartSmallResource, choose: 'resources.bodyPartSmall.choose' }),
}
