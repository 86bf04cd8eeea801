import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the mnt/app view. One file per locale, loaded on demand (`defineMessages`). */
export const appMessages = defineMessages('areas/admin/views/mnt/app/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
