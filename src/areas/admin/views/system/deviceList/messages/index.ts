import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the deviceList view. One file per locale, loaded on demand (`defineMessages`). */
export const deviceListMessages = defineMessages('areas/admin/views/system/deviceList/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
