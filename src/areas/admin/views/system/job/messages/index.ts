import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the job view. One file per locale, loaded on demand (`defineMessages`). */
export const jobMessages = defineMessages('areas/admin/views/system/job/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
