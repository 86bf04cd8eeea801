import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the database backup view. One file per locale, loaded on demand (`defineMessages`). */
export const backupMessages = defineMessages('areas/admin/views/mnt/backup/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
