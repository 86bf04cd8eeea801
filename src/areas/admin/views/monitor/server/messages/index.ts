import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the server monitor view. One file per locale, loaded on demand (`defineMessages`). */
export const serverMonitorMessages = defineMessages('areas/admin/views/monitor/server/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
