import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the SQL monitor view. One file per locale, loaded on demand (`defineMessages`). */
export const sqlMonitorMessages = defineMessages('areas/admin/views/monitor/sql/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
