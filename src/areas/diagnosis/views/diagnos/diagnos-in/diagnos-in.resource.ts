import type { ResourceView } from '../../../../../ui/resource/resourceView.types'

/** A record of api/exams as the list shows it. TODO: use the wire type of src/core/contract when there is one. */
interface DiagnosInRow {
  id: number
  name: string
  createTime?: string
}

/** DiagnosIn (`diagnos/diagnos-in/index`): one declaration, rendered by the generic resource page. */
export const diagnosInResource: ResourceView<DiagnosInRow> = {
  name: 'diagnos-in',
  endpoint: 'api/exams',
  permissions: {
    list: ['admin', 'diagnos-in:list'],
    add: ['admin', 'diagnos-in:add'],
    edit: ['admin', 'diagnos-in:edit'],
    del: ['admin', 'diagnos-in:del'],
  },
  filters: [{ name: 'blurry', kind: 'blurry', width: 14 }],
  columns: [
    { field: 'name', sortable: true },
    { field: 'createTime', format: 'datetime', sortable: true, width: 150 },
  ],
  form: {
    defaults: { name: '' },
    fields: [{ name: 'name', kind: 'text', required: true, maxLength: 100 }],
  },
  rowName: (row) => row.name,
}
