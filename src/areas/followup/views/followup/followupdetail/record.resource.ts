import type { FollowupRecordDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { CATEGORY_CHOICES, FOLLOWUP_PERMISSIONS, METHOD_OPTIONS } from '../../../followupOptions'

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)
const idOrNull = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value))

/** Whether a `yyyy-MM-dd` is after another (both present). */
const after = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a !== '' && b !== '' && a > b

/**
 * The follow-up records of one case (followupdetail), newest first: date, method, result with its linked pathology
 * result, category, follower, next date and remarks; the add/edit dialog records a follow-up. `examineId` names the
 * case; `today` is the latest follow date a record may have (the server checks it again, and the report's date).
 * Only the writer of a record edits or deletes it (`canEdit`/`canDelete` are set by the view).
 */
export function recordResource(examineId: number, today: string): ResourceView<FollowupRecordDto> {
  return {
    name: 'followupRecord',
    endpoint: 'api/followup/records',
    permissions: { list: FOLLOWUP_PERMISSIONS.list, add: FOLLOWUP_PERMISSIONS.add, edit: FOLLOWUP_PERMISSIONS.edit, del: FOLLOWUP_PERMISSIONS.del },
    download: false,
    initialFilters: { examineId: String(examineId) },
    columns: [
      { field: 'followDate', width: 100, sortable: true },
      { field: 'method', options: METHOD_OPTIONS, width: 120 },
      { field: 'result', width: 300 },
      { field: 'category', width: 110 },
      { field: 'follower', width: 80 },
      { field: 'nextDate', width: 100 },
      { field: 'remarks', width: 160 },
    ],
    form: {
      defaults: { examineId, followDate: today, method: 'phone', specimenId: null, result: '', category: 'pending', nextDate: '', remarks: '' },
      fromRow: (r) => ({
        id: r.id, version: r.version, examineId: r.examineId, followDate: r.followDate, method: r.method, specimenId: r.specimenId,
        result: r.result, category: r.category ?? 'pending', nextDate: r.nextDate ?? '', remarks: r.remarks ?? '',
      }),
      toBody: (values, mode) => ({
        ...(mode === 'edit' ? { id: values.id, version: values.version } : {}),
        examineId,
        followDate: values.followDate,
        method: values.method,
        specimenId: idOrNull(values.specimenId),
        result: values.result,
        category: values.category === 'pending' ? null : values.category,
        nextDate: textOrNull(values.nextDate),
        remarks: textOrNull(values.remarks),
      }),
      fields: [
        {
          name: 'followDate', kind: 'date', required: true,
          rules: [{ kind: 'custom', validate: (value) => (after(value, today) ? 'resources.followupRecord.futureDate' : null) }],
        },
        { name: 'method', kind: 'select', options: METHOD_OPTIONS, required: true },
        { name: 'specimenId', kind: 'select', help: 'resources.followupRecord.specimenHelp', wide: true },
        { name: 'result', kind: 'textarea', required: true, maxLength: 2000, wide: true },
        { name: 'category', kind: 'radio', options: CATEGORY_CHOICES, required: true, wide: true },
        {
          name: 'nextDate', kind: 'date',
          rules: [{
            kind: 'custom',
            validate: (value, values) => (typeof value === 'string' && value !== '' && !after(value, values.followDate) ? 'resources.followupRecord.nextNotAfter' : null),
          }],
        },
        { name: 'remarks', kind: 'text', maxLength: 500 },
      ],
      columns: 2,
      size: 'large',
    },
    rowName: (r) => `${r.followDate} ${r.follower}`,
  }
}
