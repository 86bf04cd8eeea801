import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the menu view. One file per locale, loaded on demand (`defineMessages`). */
export const menuMessages = defineMessages('areas/admin/views/system/menu/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
