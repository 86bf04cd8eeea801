import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the hospital configuration view. One file per locale, loaded on demand (`defineMessages`). */
export const hospitalConfigMessages = defineMessages('areas/admin/views/mnt/hospitalConfig/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
