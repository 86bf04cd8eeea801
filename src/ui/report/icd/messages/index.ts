import { defineMessages } from '../../../../core/i18n/catalog'

/** The words of the ICD-10 picker (shared by every reporting area). One file per locale, loaded on demand. */
export const icdMessages = defineMessages('ui/report/icd/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
