import type { DictDetail, DictDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { DictDetailPanel } from './DictDetailPanel'

const permissions = {
  list: ['admin', 'dict:list'],
  add: ['admin', 'dict:add'],
  edit: ['admin', 'dict:edit'],
  del: ['admin', 'dict:del'],
} as const

/** Dictionaries (eladmin `system/dict`): the master list; its entries show beside it. */
export const dictResource: ResourceView<DictDto> = {
  name: 'dict',
  endpoint: 'api/dict',
  permissions,
  filters: [{ name: 'blurry', kind: 'blurry', width: 14 }],
  columns: [
    { field: 'name', sortable: true },
    { field: 'description' },
    { field: 'createTime', format: 'datetime', sortable: true, width: 150 },
  ],
  form: {
    defaults: { name: '', description: '' },
    fields: [
      { name: 'name', kind: 'text', required: true, maxLength: 100 },
      { name: 'description', kind: 'textarea', maxLength: 255 },
    ],
    toBody: (values, mode) => ({ ...(mode === 'edit' ? { id: values.id } : {}), name: values.name, description: values.description || null }),
    size: 'small',
  },
  rowName: (dict) => dict.name,
  currentRow: true,
  aside: { position: 'end', component: DictDetailPanel },
}

/** The entries of one dictionary (eladmin `dictDetail`, deleted by id in the path), sorted as the dictionary orders them. */
export function dictDetailResource(dict: DictDto, afterChange: () => void): ResourceView<DictDetail> {
  return {
    name: 'dictDetail',
    endpoint: 'api/dictDetail',
    permissions,
    deleteBy: 'path',
    defaultSort: ['dictSort,asc', 'id,desc'],
    initialFilters: { dictName: dict.name },
    filters: [{ name: 'label', kind: 'text', width: 10 }],
    columns: [
      { field: 'label' },
      { field: 'value' },
      { field: 'dictSort', sortable: true, width: 90, align: 'end' },
    ],
    form: {
      defaults: { label: '', value: '', dictSort: 999 },
      fields: [
        { name: 'label', kind: 'text', required: true, maxLength: 255 },
        { name: 'value', kind: 'text', required: true, maxLength: 255 },
        { name: 'dictSort', kind: 'number', min: 0, max: 999999 },
      ],
      toBody: (values, mode) => ({
        ...(mode === 'edit' ? { id: values.id } : {}),
        dict: { id: dict.id },
        label: values.label,
        value: String(values.value ?? ''),
        dictSort: values.dictSort ?? 999,
      }),
      size: 'small',
    },
    rowName: (entry) => entry.label,
    afterChange,
  }
}
