import { defineMessages } from '../../../../core/i18n/catalog'

/** The words of the reading worklists (tabs, quick ranges, columns, lock, preview, rejected prompt), shared by every reading view. One file per locale, loaded on demand. */
export const readingMessages = defineMessages('ui/report/worklist/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
