import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the front desk's report lookup. One file per locale, loaded on demand. */
export const readReportMessages = defineMessages('areas/registration/views/registrations/readReport/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
