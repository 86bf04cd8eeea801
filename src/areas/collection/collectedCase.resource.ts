import type { CollectedCaseDto, CollectionScope } from '../../core/contract'
import { reportHtmlToText } from '../../core/report/sanitizeReportHtml'
import type { ResourceView } from '../../ui/resource/resourceView.types'

/** Who may do what: reading needs `collection:list`; each row says itself whether the caller may change or delete it. */
export const COLLECTION_PERMISSIONS = {
  list: ['admin', 'collection:list'],
  /** Filing, moving, sharing and making folders. */
  add: ['admin', 'collection:add'],
} as const

/** How a collected case is named in labels and messages: its exam number, or for an anonymized case its exam item. */
export const caseName = (c: CollectedCaseDto) => (c.anonymized ? c.examItem : `${c.examNo ?? ''} ${c.examItem}`.trim())

/**
 * The collected cases of one scope (`collection/person`: the caller's personal folders; `collection/public`: the
 * public folders he reads) as a resource: text and tag search, the teaching content as columns, the tags and note
 * edited by the kit's dialog, deletion by the kit (each row says whether the caller may). The folder tree, the row
 * actions and the cells that need words are added by CollectionPage.
 */
export function collectedCaseResource(scope: CollectionScope): ResourceView<CollectedCaseDto> {
  return {
    name: scope === 'personal' ? 'personalCase' : 'publicCase',
    endpoint: 'api/collection',
    permissions: { list: COLLECTION_PERMISSIONS.list, edit: COLLECTION_PERMISSIONS.list, del: COLLECTION_PERMISSIONS.list },
    download: false,
    live: false,
    initialFilters: { scope },
    defaultSort: ['addedAt,desc'],
    filters: [
      { name: 'blurry', kind: 'blurry', width: 24 },
      { name: 'tag', kind: 'select', optionsFrom: { url: 'api/collection/tags', params: { scope }, value: 'tag', label: 'tag' } },
    ],
    columns: [
      { field: 'examItem', width: 170, sortable: true },
      { field: 'modality', width: 70, sortable: true },
      { field: 'bodyPart', width: 80 },
      { field: 'patient', width: 150 },
      { field: 'genderAge', width: 80 },
      { field: 'tags', width: 170 },
      { field: 'impression', value: (c) => reportHtmlToText(c.impression), width: 240 },
      { field: 'note', width: 180 },
      { field: 'folderName', width: 120, sortable: true },
      ...(scope === 'public' ? [{ field: 'deptName', width: 80 }] : []),
      { field: 'addedBy', width: 80 },
      { field: 'addedAt', format: 'datetime', width: 140, sortable: true },
      { field: 'examDate', width: 100, hidden: true },
    ],
    canEdit: (c) => c.editable,
    canDelete: (c) => c.deletable,
    rowName: caseName,
    form: {
      defaults: { tags: [], note: '' },
      fromRow: (c) => ({ id: c.id, tags: c.tags, note: c.note }),
      toBody: (values) => ({ id: values.id, tags: values.tags, note: values.note || null }),
      fields: [
        { name: 'tags', kind: 'text' },
        { name: 'note', kind: 'textarea', maxLength: 4000 },
      ],
    },
  }
}
