import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the storage view. One file per locale, loaded on demand (`defineMessages`). */
export const storageMessages = defineMessages('areas/admin/views/tools/storage/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
