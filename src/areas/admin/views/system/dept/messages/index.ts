import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the dept view. One file per locale, loaded on demand (`defineMessages`). */
export const deptMessages = defineMessages('areas/admin/views/system/dept/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
