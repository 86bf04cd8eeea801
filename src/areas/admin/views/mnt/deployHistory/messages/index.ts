import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the mnt/deployHistory view. One file per locale, loaded on demand (`defineMessages`). */
export const deployHistoryMessages = defineMessages('areas/admin/views/mnt/deployHistory/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
