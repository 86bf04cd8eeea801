import { defineMessages } from '../../../core/i18n/catalog'

/** The external HIS report pages. One file per locale, loaded on demand (`defineMessages`). */
export const hisReportMessages = defineMessages('areas/his-report/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
