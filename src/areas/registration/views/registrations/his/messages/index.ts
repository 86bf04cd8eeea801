import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the HIS registration views (orders, and registering by one number). One file per locale, loaded on demand. */
export const hisMessages = defineMessages('areas/registration/views/registrations/his/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
