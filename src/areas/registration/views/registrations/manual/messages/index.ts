import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the manual registration view. One file per locale, loaded on demand (`defineMessages`). */
export const manualMessages = defineMessages('areas/registration/views/registrations/manual/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
