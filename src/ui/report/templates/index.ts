/**
 * The report-template picker shared by every report editor (imaging here; ultrasound, ECG and endoscopy later): the
 * tree with search and preview, the pick-list dialog, the phrase list, and the pure pieces under them.
 */
export { TemplateTree, type TemplateTreeProps } from './TemplateTree'
export { TemplateTreeView, type TemplateTreeViewProps, type TemplateDropPlace } from './TemplateTreeView'
export { TemplatePreview, type TemplatePreviewProps } from './TemplatePreview'
export { PickListDialog, type PickListDialogProps, type TemplateTexts } from './PickListDialog'
export { PhraseList, type PhraseListProps } from './PhraseList'
export { parsePickLists, countPickLists, fillPickLists, type PickListSegment } from './pickList'
export { createTemplateSearch, type SearchableTemplate, type TemplateSearch } from './templateSearch'
export {
  buildTemplateTree, visibleRows, scopeValue, templateTreeKey, TEMPLATE_SCOPES, type TemplateTreeModel, type TemplateTreeRow,
} from './templateTree'
export { templateMessages } from './messages'
