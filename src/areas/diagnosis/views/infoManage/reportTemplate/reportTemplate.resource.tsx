import type { TemplateRow } from '../../../../../core/contract/template'
import type { OptionDeclaration } from '../../../../../core/resource/resource.types'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { EditTemplateButton } from './EditTemplateButton'
import { TemplateListActions } from './TemplateListActions'

/** The three scopes as options (labels are message keys). */
export const SCOPE_OPTIONS: readonly OptionDeclaration[] = [
  { value: 'public', label: 'resources.reportTemplate.scopes.public' },
  { value: 'dept', label: 'resources.reportTemplate.scopes.dept' },
  { value: 'personal', label: 'resources.reportTemplate.scopes.personal' },
]

/**
 * The report templates as a list (`infoManage/reportTemplate`): every template the user sees — public, his
 * department's, his own — found by name, pinyin initials or text, by scope and modality, with the folder each is in;
 * add and edit open the full-page editor, delete and export the ticked ones as JSON.
 */
export const reportTemplateResource: ResourceView<TemplateRow> = {
  name: 'reportTemplate',
  endpoint: 'api/template',
  permissions: { list: ['admin', 'template:list'], del: ['admin', 'template:del'] },
  dicts: ['modality'],
  download: false,
  selectable: true,
  filters: [
    { name: 'blurry', kind: 'blurry', width: 18 },
    { name: 'scope', kind: 'select', options: SCOPE_OPTIONS },
    { name: 'modality', kind: 'select', dict: 'modality' },
  ],
  columns: [
    { field: 'name', sortable: true, width: 240 },
    { field: 'folder', sortable: true, width: 160 },
    { field: 'scope', options: SCOPE_OPTIONS, sortable: true, width: 90 },
    { field: 'modality', sortable: true, width: 90 },
    { field: 'bodyPart', sortable: true, width: 100 },
    { field: 'updateTime', format: 'datetime', sortable: true, width: 140 },
  ],
  rowName: (row) => row.name,
  canDelete: (row) => row.editable,
  toolbar: (context) => <TemplateListActions context={context} />,
  rowActionsWidth: 40,
  rowActions: (row) => <EditTemplateButton row={row} />,
}
