// The shared report parts the editor composes, in one place. What only a dialog or a side tab shows loads when it is
// first shown (React.lazy): the editor's text is editable before them, and its chunk stays within the area budget.
import { lazy } from 'react'

// (From their files, not the folders' indexes: an index also exports what loads later.)
export { PhraseList } from '../templates/PhraseList'
export { TemplateTree } from '../templates/TemplateTree'

const dialogs = () => import('./EditorDialogs')
export const ConflictDialog = lazy(() => dialogs().then((m) => ({ default: m.ConflictDialog })))
export const PreviewDialog = lazy(() => dialogs().then((m) => ({ default: m.PreviewDialog })))
export const RestoreDraftDialog = lazy(() => dialogs().then((m) => ({ default: m.RestoreDraftDialog })))
export const ShortcutHelpDialog = lazy(() => dialogs().then((m) => ({ default: m.ShortcutHelpDialog })))
export const TextDialog = lazy(() => dialogs().then((m) => ({ default: m.TextDialog })))
// The ICD-10 picker (Fluent's tag picker) follows the text: the findings are editable before it is.
export const IcdPicker = lazy(() => import('../icd/IcdPicker').then((m) => ({ default: m.IcdPicker })))
export const TextDiff = lazy(() => import('./TextDiff').then((m) => ({ default: m.TextDiff })))
export const CriticalNoticeDialog = lazy(() => import('../critical/CriticalNoticeDialog').then((m) => ({ default: m.CriticalNoticeDialog })))
export const RevisionHistory = lazy(() => import('../history/RevisionHistory').then((m) => ({ default: m.RevisionHistory })))
// The collect dialog (src/ui/collection) brings Fluent's tag picker: loaded when a physician collects a case.
export const CollectDialog = lazy(() => import('../../collection/CollectDialog').then((m) => ({ default: m.CollectDialog })))
