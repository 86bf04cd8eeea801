import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the printer test page. One file per locale, loaded on demand (`defineMessages`). */
export const printTestMessages = defineMessages('areas/pathology/views/test/print/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
