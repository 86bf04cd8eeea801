import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the mnt/server view. One file per locale, loaded on demand (`defineMessages`). */
export const serverMessages = defineMessages('areas/admin/views/mnt/server/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
