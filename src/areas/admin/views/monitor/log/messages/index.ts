import { defineMessages } from '../../../../../../core/i18n/catalog'

/**
 * The words of the operation-log view, and of the detail dialog and clear button it shares with the error log. One file
 * per locale, loaded on demand (`defineMessages`).
 */
export const logMessages = defineMessages('areas/admin/views/monitor/log/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
