import type { FollowupCaseDto } from '../../../../../core/contract'
import type { OptionDeclaration } from '../../../../../core/resource/resource.types'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { CATEGORY_OPTIONS, FOLLOWUP_PERMISSIONS } from '../../../followupOptions'

/** The category filter: the three categories and "not followed to an outcome yet". */
const CATEGORY_FILTER: readonly OptionDeclaration[] = [...CATEGORY_OPTIONS, { value: 'none', label: 'resources.followupCase.notYet' }]

const DUE_FILTER: readonly OptionDeclaration[] = ['due', 'overdue', 'week'].map((value) => ({ value, label: `resources.followupCase.dueOptions.${value}` }))

const STATE_FILTER: readonly OptionDeclaration[] = ['open', 'closed'].map((value) => ({ value, label: `resources.followupCase.states.${value}` }))

/**
 * The cases to follow (`followup/list`): every positive final report and every exam followed by hand, with patient,
 * exam, impression, reporting physician, latest category and next date; filters by modality, physician, report
 * period, category, due and state, and a search over exam number and patient. Read-only here: a case opens its
 * records (followupdetail), where it is followed.
 */
export const caseResource: ResourceView<FollowupCaseDto> = {
  name: 'followupCase',
  endpoint: 'api/followup',
  idField: 'examineId',
  permissions: { list: FOLLOWUP_PERMISSIONS.list },
  download: false,
  dicts: ['modality'],
  defaultSort: [],
  filters: [
    { name: 'blurry', kind: 'blurry', width: 16 },
    { name: 'modality', kind: 'select', dict: 'modality' },
    { name: 'physician', kind: 'select', optionsFrom: { url: 'api/followup/physicians' } },
    { name: 'reportTime', kind: 'dateRange' },
    { name: 'category', kind: 'select', options: CATEGORY_FILTER },
    { name: 'due', kind: 'select', options: DUE_FILTER },
    { name: 'state', kind: 'select', options: STATE_FILTER },
  ],
  columns: [
    { field: 'patientName', width: 90 },
    { field: 'examNo', width: 140, sortable: true },
    { field: 'modality', width: 70 },
    { field: 'examItem', width: 160 },
    { field: 'examTime', format: 'date', width: 100, sortable: true },
    { field: 'impression', width: 280 },
    { field: 'reportPhysician', width: 90 },
    { field: 'reportTime', format: 'date', width: 100, sortable: true, hidden: true },
    { field: 'category', width: 110 },
    { field: 'nextDate', width: 110, sortable: true },
    { field: 'recordCount', format: 'number', width: 70, align: 'end' },
  ],
  rowName: (c) => `${c.examNo} ${c.patientName}`,
}
