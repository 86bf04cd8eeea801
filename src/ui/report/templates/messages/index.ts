import { defineMessages } from '../../../../core/i18n/catalog'

/** The words of the report-template picker (tree, preview, pick-lists, phrases). One file per locale, loaded on demand (`defineMessages`). */
export const templateMessages = defineMessages('ui/report/templates/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
