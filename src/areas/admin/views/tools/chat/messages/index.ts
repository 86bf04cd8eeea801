import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the staff chat view. One file per locale, loaded on demand (`defineMessages`). */
export const chatMessages = defineMessages('areas/admin/views/tools/chat/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
