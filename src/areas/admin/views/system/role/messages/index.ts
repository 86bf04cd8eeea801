import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the role view. One file per locale, loaded on demand (`defineMessages`). */
export const roleMessages = defineMessages('areas/admin/views/system/role/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
