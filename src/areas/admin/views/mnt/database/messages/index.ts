import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the mnt/database view. One file per locale, loaded on demand (`defineMessages`). */
export const databaseMessages = defineMessages('areas/admin/views/mnt/database/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
