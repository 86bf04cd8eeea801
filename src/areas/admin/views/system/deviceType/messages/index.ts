import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the deviceType view. One file per locale, loaded on demand (`defineMessages`). */
export const deviceTypeMessages = defineMessages('areas/admin/views/system/deviceType/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
