import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the timing view. One file per locale, loaded on demand (`defineMessages`). */
export const timingMessages = defineMessages('areas/admin/views/system/timing/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
