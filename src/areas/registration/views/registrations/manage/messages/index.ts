import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the manage view. One file per locale, loaded on demand (`defineMessages`). */
export const manageMessages = defineMessages('areas/registration/views/registrations/manage/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
