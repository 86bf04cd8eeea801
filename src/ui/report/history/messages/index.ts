import { defineMessages } from '../../../../core/i18n/catalog'

/** The words of the report revision history (shared by every reporting area). One file per locale, loaded on demand. */
export const historyMessages = defineMessages('ui/report/history/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
