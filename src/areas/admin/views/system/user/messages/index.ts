import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the user view. One file per locale, loaded on demand (`defineMessages`). */
export const userMessages = defineMessages('areas/admin/views/system/user/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
