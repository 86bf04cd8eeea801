import { defineMessages } from '../../../../../../../core/i18n/catalog'

/** The words of the error-log view. One file per locale, loaded on demand (`defineMessages`). */
export const errorLogMessages = defineMessages('areas/admin/views/monitor/log/errorLog/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
