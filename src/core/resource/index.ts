export type {
  ResourceDeclaration,
  ResourcePermissions,
  TreeDeclaration,
  FilterDeclaration,
  OptionDeclaration,
  OptionsSource,
  ColumnDeclaration,
  FormDeclaration,
  FieldDeclaration,
  ValidationRule,
} from './resource.types'
export { listQuery, listKey, type ListParams } from './listParams'
export { createListStore, type ListStore, type ListState, type ListData, type RowId } from './listStore'
export { fieldErrors, type FieldErrors } from './fieldErrors'
export { shortcutRange, dateShortcuts, type DateShortcut } from './dateShortcuts'
export { saveBlob } from './saveBlob'
export { validateField } from './validateField'
