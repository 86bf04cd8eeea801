import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the checkMethod view. One file per locale, loaded on demand (`defineMessages`). */
export const checkMethodMessages = defineMessages('areas/admin/views/infoManage/checkMethod/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
