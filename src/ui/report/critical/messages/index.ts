import { defineMessages } from '../../../../core/i18n/catalog'

/** The words of the critical-value record and timer (shared by every reporting area). One file per locale, loaded on demand. */
export const criticalMessages = defineMessages('ui/report/critical/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
