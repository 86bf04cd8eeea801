import { defineMessages } from '../../../../core/i18n/catalog'

/** The report editor's words (shared by every diagnosis area's editor). One file per locale, loaded on demand. */
export const reportEditorMessages = defineMessages('ui/report/editor/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
