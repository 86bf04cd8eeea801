import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the mail tool view. One file per locale, loaded on demand (`defineMessages`). */
export const emailMessages = defineMessages('areas/admin/views/tools/email/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
