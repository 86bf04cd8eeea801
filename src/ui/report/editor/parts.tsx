// The shared report parts the editor composes, in one place.
export { CriticalNoticeDialog } from '../critical'
export { RevisionHistory } from '../history'
export { IcdPicker } from '../icd'
export { PhraseList, TemplateTree } from '../templates'
export { TextDiff } from './TextDiff'
