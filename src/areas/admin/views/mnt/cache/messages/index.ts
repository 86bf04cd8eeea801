import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the cache view. One file per locale, loaded on demand (`defineMessages`). */
export const cacheMessages = defineMessages('areas/admin/views/mnt/cache/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
